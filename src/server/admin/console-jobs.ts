/**
 * The console's jobs: filter the queue and history, read one job whole, and retry or refund it.
 *
 * Credits: a job that failed was refunded by the queue under its record's one refund key
 * (`refund:<id>`). A retry therefore runs free of charge, and if it fails again nothing is
 * refunded twice, because that key is spent. A refund from the console uses the same key, so a
 * job is refunded once whichever comes first: the queue, the customer deleting it, or an
 * operator (for a finished video that was not what was paid for).
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { catalogue, MODEL_PROVIDERS } from '@/lib/models';
import type { SessionUser } from '@/server/auth/sessions';
import type { Database } from '@/server/db/client';
import { creditLedger, users, VIDEO_STATES, videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { jobLabels } from '@/server/metrics/metrics';
import { signalJobQueued, ownerKey, signalRecordChanged } from '@/server/videos/job-signals';
import { refundRecord } from '@/server/videos/refund-record';
import { auditOf, writeAudit } from './audit';

const PAGE_SIZE = 50;

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The filters of the jobs list; each may be left out, and an empty field counts as left out. */
export const jobsQuery = z.object({
  state: z.preprocess(
    blankIsUnset,
    z.enum(VIDEO_STATES, says('oneOf', { values: VIDEO_STATES.join(', ') })).optional(),
  ),
  model: z.preprocess(blankIsUnset, z.string().trim().max(120).optional()),
  provider: z.preprocess(
    blankIsUnset,
    z.enum(MODEL_PROVIDERS, says('oneOf', { values: MODEL_PROVIDERS.join(', ') })).optional(),
  ),
  /** An account's id or e-mail. */
  user: z.preprocess(blankIsUnset, z.string().trim().max(320).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type JobsQuery = z.infer<typeof jobsQuery>;

/** The models a provider serves in this catalogue (a provider with none matches no job). */
function modelsOfProvider(provider: string): string[] {
  return catalogue()
    .filter((model) => model.provider === provider)
    .map((model) => model.id);
}

function conditions(query: JobsQuery, userIds: string[] | null): SQL[] {
  const where: SQL[] = [];
  if (query.state) where.push(eq(videos.state, query.state));
  if (query.model) where.push(eq(videos.model, query.model));
  if (query.provider) {
    const models = modelsOfProvider(query.provider);
    where.push(models.length ? inArray(videos.model, models) : sql`false`);
  }
  if (userIds) where.push(userIds.length ? inArray(videos.userId, userIds) : sql`false`);
  return where;
}

type Job = typeof videos.$inferSelect;

function remoteOf(job: Job): { provider?: string; id?: string } | null {
  const remote = (job.jobSpec as { remote?: unknown }).remote;
  return remote && typeof remote === 'object' ? (remote as { provider?: string; id?: string }) : null;
}

const seconds = (from: Date | null, to: Date | null) =>
  from && to ? Math.round((to.getTime() - from.getTime()) / 100) / 10 : null;

function jobRow(job: Job) {
  return {
    id: job.id,
    state: job.state,
    model: job.model,
    provider: jobLabels(job).provider,
    operationType: job.operationType,
    userId: job.userId,
    deviceId: job.deviceId,
    cost: job.cost,
    attempts: job.attempts,
    failMsg: job.failMsg,
    createdAt: job.createdAt.getTime(),
    finishedAt: job.finishedAt?.getTime() ?? null,
  };
}

export async function listJobs(db: Database, query: JobsQuery) {
  let userIds: string[] | null = null;
  if (query.user) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${query.user} or ${users.email} = ${query.user.toLowerCase()}`);
    userIds = found.map((row) => row.id);
  }
  const where = and(...conditions(query, userIds));
  const [total] = await db.select({ n: count() }).from(videos).where(where);
  const rows = await db
    .select()
    .from(videos)
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const n = total?.n ?? 0;
  return { records: rows.map(jobRow), total: n, current: query.page, pages: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

async function jobById(db: Pick<Database, 'select'>, id: string, lock = false): Promise<Job> {
  const query = db.select().from(videos).where(eq(videos.id, id));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw new AppError(CODES.NOT_FOUND, 'videoNotFound');
  return job;
}

export async function jobDetail(db: Database, id: string) {
  const job = await jobById(db, id);
  const ledger = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.recordId, id))
    .orderBy(desc(creditLedger.id));
  const remote = remoteOf(job);
  return {
    ...jobRow(job),
    generateParam: job.generateParam,
    prompt: job.prompt,
    parentId: job.parentId,
    workerId: job.workerId,
    failReason: job.failReason,
    providerRequestId: remote?.id ?? null,
    timings: {
      createdAt: job.createdAt.getTime(),
      startedAt: job.startedAt?.getTime() ?? null,
      finishedAt: job.finishedAt?.getTime() ?? null,
      waitSeconds: seconds(job.createdAt, job.startedAt),
      renderSeconds: seconds(job.startedAt, job.finishedAt),
      totalSeconds: seconds(job.createdAt, job.finishedAt),
    },
    refunded: ledger.some((row) => row.reason === 'refund' && row.idempotencyKey === `refund:${id}`),
    retryable: isRetryable(job),
    refundable: job.state === 'fail' || job.state === 'success',
    ledger: ledger.map((row) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason,
      createdAt: row.createdAt.getTime(),
    })),
    audit: await auditOf(db, 'job', id),
  };
}

/** A failed job of its own: a story and its shots are made again by the customer, shot by shot. */
function isRetryable(job: Job): boolean {
  return job.state === 'fail' && job.parentId === null && job.operationType !== 'story';
}

/** Back to the front of the queue as a new job: no attempts counted, no remote request to resume. */
export async function retryJob(db: Database, admin: SessionUser, id: string, reason: string | undefined) {
  const done = await db.transaction(async (tx) => {
    const job = await jobById(tx, id, true);
    if (!isRetryable(job)) throw new AppError(CODES.BAD_REQUEST, 'notRetryable');
    const { remote: _previous, ...jobSpec } = job.jobSpec as Record<string, unknown>;
    await tx
      .update(videos)
      .set({
        state: 'queued',
        attempts: 0,
        jobSpec,
        failMsg: null,
        failReason: null,
        runAfter: new Date(),
        startedAt: null,
        finishedAt: null,
        lockedUntil: null,
        leaseToken: null,
        workerId: null,
      })
      .where(and(eq(videos.id, id), eq(videos.state, 'fail')));
    await writeAudit(
      tx,
      { id: admin.id, email: admin.email },
      {
        action: 'retry',
        targetType: 'job',
        targetId: id,
        reason,
        before: {
          state: job.state,
          attempts: job.attempts,
          failMsg: job.failMsg,
          providerRequestId: remoteOf(job)?.id,
        },
        after: { state: 'queued', attempts: 0 },
      },
    );
    return job;
  });
  await signalJobQueued(db);
  await signalRecordChanged(db, { owner: ownerKey(done), id, state: 'queued' });
  return jobRow(await jobById(db, id));
}

/** The record's one refund (the queue's own key): refused when it was already given. */
export async function refundJob(db: Database, admin: SessionUser, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const job = await jobById(tx, id, true);
    if (job.state !== 'fail' && job.state !== 'success') throw new AppError(CODES.BAD_REQUEST, 'notRefundable');
    const { applied } = await refundRecord(tx, job);
    if (!applied) throw new AppError(CODES.BAD_REQUEST, 'alreadyRefunded');
    await writeAudit(
      tx,
      { id: admin.id, email: admin.email },
      {
        action: 'refund',
        targetType: 'job',
        targetId: id,
        reason,
        before: { state: job.state, cost: job.cost },
        after: { refunded: job.cost },
      },
    );
    return jobRow(job);
  });
}
