/**
 * The queue (ARCHITECTURE.md "The queue"): the `videos` table, claimed with `FOR UPDATE SKIP
 * LOCKED` under a lease. Every change of a job's state is here, and each is conditional on
 * the lease (or on the row still waiting), so a worker that lost its job changes nothing:
 * claim, renew, complete, hand back or retry later, and fail with its one refund.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { englishFailure, type FailReason } from '@/lib/failures';
import { randomToken } from '@/server/crypto/random';
import { jobLabels, metrics } from '@/server/metrics/metrics';
import type { Database, Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { refundRecord } from '@/server/videos/refund-record';
import { ownerKey, recordOfJob, signalRecordChanged } from '@/server/videos/job-signals';
import { enqueueVideoEvent } from '@/server/webhooks/deliveries';
import { signalDeliveriesDue } from '@/server/webhooks/delivery-signals';

export const MAX_ATTEMPTS = 3;

export type Video = typeof videos.$inferSelect;

export async function claimNext(db: Executor, workerId: string, leaseMs: number): Promise<Video | null> {
  const token = randomToken(16);
  const rows = await db.execute(sql`
    update ${videos} set
      state = 'processing',
      attempts = ${videos.attempts} + 1,
      locked_until = now() + (${leaseMs} * interval '1 millisecond'),
      lease_token = ${token},
      worker_id = ${workerId},
      started_at = coalesce(${videos.startedAt}, now())
    where ${videos.id} = coalesce(
      (
        select id from ${videos}
        where state = 'processing' and locked_until < now() and attempts < ${MAX_ATTEMPTS}
        order by locked_until
        limit 1
        for update skip locked
      ),
      (
        select id from ${videos} as job
        where state = 'queued' and run_after <= now()
          -- A story is assembled once none of its shots still waits or renders.
          and not exists (
            select 1 from ${videos} as shot
            where shot.parent_id = job.id and shot.state in ('queued', 'processing')
          )
        order by queue_key, id
        limit 1
        for update skip locked
      )
    )
    returning id`);
  const id = (rows as unknown as { rows: { id: string }[] }).rows?.[0]?.id;
  if (!id) return null;
  const [video] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.leaseToken, token)));
  return video ?? null;
}

/**
 * Marks a video done, only for the holder of its current lease: a worker whose lease was
 * taken over (it stalled, another claimed the job) is refused and changes nothing.
 */
export async function completeVideo(
  db: Executor,
  id: string,
  token: string,
  result: { videoKey: string; coverKey: string; width: number; height: number; duration: number },
): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({
      state: 'success',
      ...result,
      finishedAt: new Date(),
      lockedUntil: null,
      leaseToken: null,
      failMsg: null,
      failReason: null,
    })
    .where(and(eq(videos.id, id), eq(videos.leaseToken, token), eq(videos.state, 'processing')))
    .returning();
  // The webhooks owed for it are written with the new state, in the caller's transaction.
  if (rows[0]) await enqueueVideoEvent(db, rows[0], 'video.succeeded');
  return rows.length === 1;
}

/** Puts a job back in the queue: at once and uncounted (a shutdown), or after `retry.at` with its reason (a failed attempt). */
export async function requeue(
  db: Executor,
  video: Video,
  token: string,
  retry: { at: Date; reason: FailReason } | null,
): Promise<void> {
  await db
    .update(videos)
    .set(
      retry
        ? {
            state: 'queued',
            lockedUntil: null,
            leaseToken: null,
            failMsg: englishFailure(retry.reason),
            failReason: retry.reason,
            runAfter: retry.at,
          }
        : {
            state: 'queued',
            lockedUntil: null,
            leaseToken: null,
            attempts: sql`greatest(${videos.attempts} - 1, 0)`,
          },
    )
    .where(and(eq(videos.id, video.id), eq(videos.leaseToken, token)));
}

/** Renews a job's lease; false when the lease is no longer this worker's (deleted, or taken over). */
export async function renewLease(db: Executor, id: string, token: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ lockedUntil: sql`now() + (${leaseMs} * interval '1 millisecond')` })
    .where(and(eq(videos.id, id), eq(videos.leaseToken, token)))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * Fails a row and refunds its cost, once (the ledger key is the guard). Only the lease holder
 * may; `onlyQueued` fails a row only while it still waits in the queue (nobody holds it).
 */
export async function failAndRefund(
  db: Database,
  video: Video,
  reason: FailReason,
  options: { onlyQueued?: boolean; story?: 'leave' } = {},
): Promise<void> {
  const failed = await db.transaction(async (tx) => {
    const condition = options.onlyQueued
      ? and(eq(videos.id, video.id), eq(videos.state, 'queued'))
      : video.leaseToken
        ? and(eq(videos.id, video.id), eq(videos.leaseToken, video.leaseToken))
        : eq(videos.id, video.id);
    const updated = await tx
      .update(videos)
      .set({
        state: 'fail',
        failMsg: englishFailure(reason),
        failReason: reason,
        finishedAt: new Date(),
        lockedUntil: null,
        leaseToken: null,
      })
      .where(condition)
      .returning();
    if (!updated[0]) return false;
    await refundRecord(tx, video);
    await enqueueVideoEvent(tx, updated[0], 'video.failed');
    return true;
  });
  if (failed) signalDeliveriesDue();
  if (failed) metrics().jobsFinished.inc({ ...jobLabels(video), outcome: 'failed' });
  if (failed) await signalRecordChanged(db, { owner: ownerKey(video), ...recordOfJob(video, 'fail') });
  if (failed && video.parentId && options.story !== 'leave') await dropWaitingShots(db, video);
}

/**
 * A story with a failed shot cannot be made: its shots still waiting are not rendered for
 * nothing. They fail (and are refunded) naming the shot that failed; shots already rendering
 * finish and are kept, for the story made again.
 */
async function dropWaitingShots(db: Database, failedShot: Video): Promise<void> {
  const waiting = await db
    .select()
    .from(videos)
    .where(and(eq(videos.parentId, failedShot.parentId!), eq(videos.state, 'queued')));
  const reason: FailReason = { key: 'storyShotFailed', vars: { shot: (failedShot.shotIndex ?? 0) + 1 } };
  for (const shot of waiting) await failAndRefund(db, shot, reason, { onlyQueued: true, story: 'leave' });
}

/**
 * Google retired (or forbade) a model while jobs for it wait in the queue (issue 14, item 4):
 * they fail with that reason and are refunded, once. A job already being rendered is the
 * worker's: it checks the same answer before asking Google (renderRemote) and fails the same way.
 */
export async function failQueuedJobs(db: Database, modelIds: string[], reason: FailReason): Promise<number> {
  if (modelIds.length === 0) return 0;
  const queued = await db
    .select()
    .from(videos)
    .where(and(eq(videos.state, 'queued'), inArray(videos.model, modelIds)));
  for (const video of queued) await failAndRefund(db, video, reason, { onlyQueued: true });
  return queued.length;
}

/** Rows whose worker died on their last attempt: they will not be claimed again, so they fail here. */
export async function failAbandoned(db: Database): Promise<number> {
  const abandoned = await db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.state, 'processing'),
        lt(videos.lockedUntil, new Date()),
        sql`${videos.attempts} >= ${MAX_ATTEMPTS}`,
      ),
    );
  for (const video of abandoned) await failAndRefund(db, video, { key: 'renderStalled' });
  return abandoned.length;
}
