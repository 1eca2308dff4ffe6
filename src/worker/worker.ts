/**
 * The job worker (ARCHITECTURE.md "The queue"): claims queued videos with `FOR UPDATE SKIP
 * LOCKED`, holds a lease renewed by a heartbeat, renders through the engine, stores the files
 * and completes the row only while it still holds the lease. A failed attempt is retried with
 * exponential backoff and jitter; the third failure fails the row and refunds its credits,
 * once. Several workers, in any number of processes, can share one queue.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { NonRetryableError } from '@/engine/errors';
import type { LocalJob } from '@/engine/local-provider';
import type { RemoteProvider, RemoteRequest } from '@/engine/providers/types';
import { type AspectRatio, isRemoteModel, type Quality } from '@/lib/generation';
import { findModel } from '@/lib/models';
import { remoteState } from '@/server/providers/registry';
import { RenderPool } from '@/engine/render-pool';
import { grantDueMonths } from '@/server/billing/subscriptions';
import { jobDirPrefix, sweep } from '@/server/housekeeping/sweep';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Database, Executor } from '@/server/db/client';
import { videos, workers } from '@/server/db/schema';
import { type JobSpec, parseJobSpec } from '@/server/videos/job-spec';
import { forgetEstimates } from '@/server/videos/estimates';
import { onJobQueued, ownerKey, signalRecordChanged } from '@/server/videos/job-signals';
import { log } from '@/server/log';
import type { Storage } from '@/server/storage/storage';
import { HOUR, MINUTE, SECOND } from '@/lib/time';

export const MAX_ATTEMPTS = 3;
const LEASE_MS = 30_000;

type Video = typeof videos.$inferSelect;

export type WorkerOptions = {
  db: Database;
  storage: Storage;
  concurrency?: number;
  leaseMs?: number;
  pollMs?: number;
  /** Backoff before attempt n+1: base × 2^(n-1) plus jitter. */
  backoffBaseMs?: number;
  /** How often this worker sweeps expired rows and dead workers' leftovers (housekeeping/sweep.ts). */
  housekeepingMs?: number;
  /** Where job folders are made (default: the system's temporary folder). */
  tempDir?: string;
  /** Renders a job; the default is the engine (tests may count or break calls). */
  render?: (
    video: Video,
    dir: string,
    signal: AbortSignal,
  ) => Promise<{ video: string; cover: string; width: number; height: number; duration: number }>;
};

/** A message a person can read, without paths or stack frames. */
function readable(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Rendering failed: ${message.replace(/\/[^\s:|]+/g, '…').slice(0, 300)}`;
}

function backoffMs(attempt: number, base: number): number {
  return base * 2 ** Math.max(0, attempt - 1) * (0.75 + Math.random() * 0.5);
}

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
    where ${videos.id} = (
      select id from ${videos}
      where (state = 'queued' and run_after <= now())
         or (state = 'processing' and locked_until < now() and attempts < ${MAX_ATTEMPTS})
      order by created_at
      limit 1
      for update skip locked
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
 * Fails a row and refunds its cost, once (the ledger key is the guard). Only the lease holder
 * may; `onlyQueued` fails a row only while it still waits in the queue (nobody holds it).
 */
async function failAndRefund(
  db: Database,
  video: Video,
  message: string,
  options: { onlyQueued?: boolean } = {},
): Promise<void> {
  const failed = await db.transaction(async (tx) => {
    const condition = options.onlyQueued
      ? and(eq(videos.id, video.id), eq(videos.state, 'queued'))
      : video.leaseToken
        ? and(eq(videos.id, video.id), eq(videos.leaseToken, video.leaseToken))
        : eq(videos.id, video.id);
    const updated = await tx
      .update(videos)
      .set({ state: 'fail', failMsg: message, finishedAt: new Date(), lockedUntil: null, leaseToken: null })
      .where(condition)
      .returning({ id: videos.id });
    if (updated.length === 0) return false;
    const owner = video.userId ? { userId: video.userId } : { deviceId: video.deviceId! };
    await applyCreditChange(tx, {
      owner,
      delta: video.cost,
      reason: 'refund',
      idempotencyKey: `refund:${video.id}`,
      recordId: video.id,
    });
    return true;
  });
  if (failed) await signalRecordChanged(db, { owner: ownerKey(video), id: video.id, state: 'fail' });
}

/**
 * Google retired (or forbade) a model while jobs for it wait in the queue (issue 14, item 4):
 * they fail with that reason and are refunded, once. A job already being rendered is the
 * worker's: it checks the same answer before asking Google (renderRemote) and fails the same way.
 */
export async function failQueuedJobs(db: Database, modelIds: string[], message: string): Promise<number> {
  if (modelIds.length === 0) return 0;
  const queued = await db
    .select()
    .from(videos)
    .where(and(eq(videos.state, 'queued'), inArray(videos.model, modelIds)));
  for (const video of queued) await failAndRefund(db, video, message, { onlyQueued: true });
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
  for (const video of abandoned) await failAndRefund(db, video, 'Rendering failed: the job stopped responding');
  return abandoned.length;
}

/** The row's payload, checked: a payload no attempt can render fails the job once (and refunds it) instead of three times. */
function jobSpecOf(video: Video): JobSpec {
  try {
    return parseJobSpec(video.jobSpec);
  } catch {
    throw new NonRetryableError('Rendering failed: the job payload is invalid');
  }
}

function localJob(video: Video, spec: JobSpec, files: { images: string[]; source?: string; audio?: string }): LocalJob {
  const param = video.generateParam as Record<string, unknown>;
  return {
    mode: video.operationType as LocalJob['mode'],
    prompt: video.prompt,
    seed: spec.seed,
    width: spec.width,
    height: spec.height,
    fps: spec.fps,
    duration: Number(param.duration ?? 5),
    watermark: spec.watermark,
    autoSound: Boolean(param.autoSoundFlag),
    soundPrompt: String(param.soundPrompt ?? ''),
    autoSpeech: Boolean(param.autoSpeechFlag),
    speechPrompt: String(param.speechPrompt ?? ''),
    speakerId: String(param.speakerId ?? 'auto'),
    effectTemplateId: param.effectTemplateId as string | undefined,
    originalSoundFlag: Boolean(param.originalSoundFlag),
    // Sound and speech keep the first customizeDuration seconds of the source; create-video.ts stores that length as duration.
    customizeDuration:
      param.operationType === 'sound' || param.operationType === 'speech' ? Number(param.duration) : undefined,
    // The animatic's plan, read at create (the engine reads the prompt of a row from before plans were stored).
    scene: video.scene ?? undefined,
    continueScene: spec.continueScene,
    ...files,
  };
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
    .set({ state: 'success', ...result, finishedAt: new Date(), lockedUntil: null, leaseToken: null, failMsg: null })
    .where(and(eq(videos.id, id), eq(videos.leaseToken, token), eq(videos.state, 'processing')))
    .returning({ id: videos.id });
  return rows.length === 1;
}

function videoKeys(video: Pick<Video, 'mediaKey'>) {
  return {
    prefix: `videos/${video.mediaKey}`,
    video: `videos/${video.mediaKey}/video.mp4`,
    cover: `videos/${video.mediaKey}/cover.jpg`,
  };
}

/** How often a worker looks for yearly subscriptions that entered a new month. */
const GRANT_SWEEP_MS = HOUR;
/** How often a worker runs the housekeeping sweep; with several workers, each does (it is safe). */
const HOUSEKEEPING_MS = 10 * MINUTE;
/** A worker silent for this many leases is dead: its row goes (it writes it again if it was only stalled). */
const DEAD_WORKER_LEASES = 10;

export type RunningWorker = { id: string; stop: (graceMs?: number) => Promise<void>; idle: () => boolean };

type Render = NonNullable<WorkerOptions['render']>;
type Rendered = Awaited<ReturnType<Render>>;

/** One running worker, shared by its loop and its jobs: who it is, what it runs, whether it is stopping. */
type WorkerState = {
  id: string;
  db: Database;
  storage: Storage;
  leaseMs: number;
  backoffBase: number;
  render: Render;
  /** Where job folders are made (undefined: the system's temporary folder). */
  tempDir: string | undefined;
  active: Map<string, { abort: AbortController; done: Promise<void> }>;
  stopping: boolean;
  /** Ends the loop's wait between polls early (a job finished or was queued, or stop was asked). */
  wake: (() => void) | null;
  /** A wake-up came while the loop was busy: its next pause returns at once. */
  woken: boolean;
};

/** How often the loop polls and does its chores. */
type LoopTiming = { concurrency: number; pollMs: number; checkInMs: number; housekeepingMs: number };

export function startWorker(options: WorkerOptions): RunningWorker {
  const { db, storage } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pool = new RenderPool();
  const state: WorkerState = {
    id: randomId('wrk', 8),
    db,
    storage,
    leaseMs,
    backoffBase: options.backoffBaseMs ?? 5000,
    render: options.render ?? engineRender(db, storage, pool),
    tempDir: options.tempDir,
    active: new Map(),
    stopping: false,
    wake: null,
    woken: false,
  };
  // A job queued anywhere (job-signals.ts) ends the wait at once: no poll interval between
  // Generate and the render.
  const unsubscribe = onJobQueued(() => {
    if (state.wake) state.wake();
    else state.woken = true;
  });
  const loop = runLoop(state, {
    concurrency: options.concurrency ?? 1,
    pollMs: options.pollMs ?? 1000,
    // Checked in several times a lease: /api/health counts the workers seen within one lease.
    checkInMs: Math.min(5000, Math.floor(leaseMs / 3)),
    housekeepingMs: options.housekeepingMs ?? HOUSEKEEPING_MS,
  });
  return {
    id: state.id,
    idle: () => state.active.size === 0,
    /** Stops claiming; running jobs get `graceMs` to finish, then are handed back to the queue. */
    stop: (graceMs = 20_000) => {
      unsubscribe();
      return stopWorker(state, loop, pool, graceMs);
    },
  };
}

/** The engine as the renderer: the job's files fetched into `dir`, then a remote model or the local pool. */
function engineRender(db: Database, storage: Storage, pool: RenderPool): Render {
  return async (video, dir, signal) => {
    const spec = jobSpecOf(video);
    const fetch = async (key: string, name: string) => {
      const file = path.join(dir, name);
      await storage.getFile(key, file);
      return file;
    };
    const images = await Promise.all(spec.imageKeys.map((key, i) => fetch(key, `image-${i}${path.extname(key)}`)));
    if (isRemoteModel(video.model)) return renderRemote(video, spec, images, dir, signal, db);
    const source = spec.source ? await fetch(spec.source.key, `source${path.extname(spec.source.key)}`) : undefined;
    const audio = spec.audioKey ? await fetch(spec.audioKey, `audio${path.extname(spec.audioKey)}`) : undefined;
    return pool.run(localJob(video, spec, { images, source, audio }), dir, { signal });
  };
}

/**
 * The provider's id of this job's request: the one an earlier attempt kept, else a new one,
 * kept on the job at once so a retry resumes it rather than paying for another video. A
 * request of another provider (the operator moved the model meanwhile) is not resumed.
 */
async function keptRemoteId(
  db: Database,
  video: Video,
  spec: JobSpec,
  provider: RemoteProvider,
  start: () => Promise<string>,
): Promise<string> {
  const known = spec.remote;
  if (known && (!known.provider || known.provider === provider.name)) return known.id;
  const started = await start();
  const remote = { provider: provider.name, id: started };
  const kept = await db
    .update(videos)
    .set({ jobSpec: sql`jsonb_set(${videos.jobSpec}, '{remote}', ${JSON.stringify(remote)}::jsonb)` })
    .where(and(eq(videos.id, video.id), eq(videos.leaseToken, video.leaseToken!)))
    .returning({ id: videos.id });
  if (kept.length === 0) {
    // Deleted while the request was being sent: its delete could not cancel what it did not know of.
    const [still] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, video.id));
    if (!still) {
      await provider.cancel(started).catch(() => undefined);
      throw new Error('the video was deleted');
    }
  }
  return started;
}

/** How long cancelling a remote request may take once its job is over. */
const CANCEL_MS = 15 * SECOND;

/**
 * Runs a remote job under the model's time limit, counted from the job's first start: every
 * request and wait of the provider gets a signal that fires at the deadline (the HTTP layer
 * bounds each request by it), and a job that reaches it is cancelled at the provider and fails
 * for good (one refund), rather than waiting on a provider that does not answer.
 */
async function runRemote(
  db: Database,
  video: Video,
  spec: JobSpec,
  provider: RemoteProvider,
  request: RemoteRequest,
  dir: string,
  signal: AbortSignal,
) {
  const seconds = provider.timeoutSeconds(request.model);
  const expiry = new AbortController();
  const timer = setTimeout(
    () => expiry.abort(new Error(`${provider.label} reached the model's time limit`)),
    Math.max(0, request.startedAt + seconds * SECOND - Date.now()),
  );
  const jobSignal = AbortSignal.any([signal, expiry.signal]);
  let id: string | undefined;
  try {
    id = await keptRemoteId(db, video, spec, provider, () => provider.start(request, jobSignal));
    return await provider.finish(request, id, dir, jobSignal);
  } catch (error) {
    // A lease lost or a shutdown is the worker's own business; a refusal is already final.
    if (!expiry.signal.aborted || signal.aborted || error instanceof NonRetryableError) throw error;
    if (id) await provider.cancel(id, AbortSignal.timeout(CANCEL_MS)).catch(() => undefined);
    throw new NonRetryableError(
      `${provider.label} took longer than the model's limit of ${seconds} s; the request was cancelled`,
    );
  } finally {
    clearTimeout(timer);
  }
}

function imageType(file: string): string {
  return file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
}

/**
 * A remote model, served as GET /api/v1/models shows it (the provider registry). Nothing
 * configured, or the provider saying the model is gone, fails the job at once
 * (NonRetryableError: one failure, one refund).
 */
async function renderRemote(
  video: Video,
  spec: JobSpec,
  images: string[],
  dir: string,
  signal: AbortSignal,
  db: Database,
) {
  const model = findModel(video.model);
  const state = model ? remoteState(model) : null;
  if (!model || !state?.provider || state.unavailable) {
    const unavailable = state?.unavailable;
    throw new NonRetryableError(
      !unavailable || unavailable.reason === 'not-configured'
        ? 'Model not available on this server'
        : `Model not available: ${unavailable.reasonText ?? unavailable.reason}`,
    );
  }
  const param = video.generateParam as { aspectRatio?: AspectRatio; quality?: Quality; duration?: number };
  const first = images[0];
  const request: RemoteRequest = {
    model,
    prompt: video.prompt,
    seed: spec.seed,
    quality: param.quality ?? model.qualities[0]!,
    aspectRatio: param.aspectRatio ?? model.aspectRatios[0]!,
    duration: Number(param.duration ?? model.durations[0]),
    image: first ? { file: first, mimeType: imageType(first) } : undefined,
    watermark: spec.watermark,
    startedAt: video.startedAt?.getTime() ?? Date.now(),
  };
  return runRemote(db, video, spec, state.provider, request, dir, signal);
}

/** The worker's row in `workers`, written or refreshed: /api/health and the dead-worker sweep read it. */
async function checkIn(db: Database, id: string) {
  await db
    .insert(workers)
    .values({ id, host: os.hostname(), pid: process.pid })
    .onConflictDoUpdate({ target: workers.id, set: { lastSeenAt: new Date() } });
}

/** Renews the job's lease several times a lease; a renewal that finds the lease gone aborts the job. */
function holdLease(
  state: WorkerState,
  video: Video,
  token: string,
  abort: AbortController,
): ReturnType<typeof setInterval> {
  const { db, leaseMs } = state;
  return setInterval(
    () => {
      db.update(videos)
        .set({ lockedUntil: sql`now() + (${leaseMs} * interval '1 millisecond')` })
        .where(and(eq(videos.id, video.id), eq(videos.leaseToken, token)))
        .returning({ id: videos.id })
        .then((rows) => {
          // Deleted, or taken over after our lease ran out: stop working on it.
          if (rows.length === 0) abort.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => log.warn({ err: error, video: video.id }, 'heartbeat failed'));
    },
    Math.max(200, Math.floor(leaseMs / 3)),
  );
}

/**
 * One job from claim to settlement. Nothing in it may escape: an error anywhere (the job
 * folder cannot be made, the disk is full, settling the failure itself fails) is logged and
 * the job is failed or handed back once, so one job never stops the loop or the process. What
 * could not be settled is left to its lease, which runs out and lets the job be claimed again.
 */
async function processJob(state: WorkerState, video: Video, abort: AbortController): Promise<void> {
  const token = video.leaseToken!;
  const beat = holdLease(state, video, token, abort);
  let dir: string | undefined;
  try {
    // Named after this worker, so a sweep can tell a dead worker's leftovers from live jobs.
    dir = await fs.mkdtemp(jobDirPrefix(state.id, state.tempDir));
    const result = await state.render(video, dir, abort.signal);
    await storeResult(state, video, token, result);
  } catch (error) {
    await settleFailure(state, video, token, abort, error).catch((settling: unknown) =>
      log.error(
        { err: settling, failure: error instanceof Error ? error.message : String(error), video: video.id },
        'settling a failed job failed; its lease will run out and it will be claimed again',
      ),
    );
  } finally {
    clearInterval(beat);
    if (dir)
      await fs
        .rm(dir, { recursive: true, force: true })
        .catch((error: unknown) => log.warn({ err: error, video: video.id }, 'removing a job folder failed'));
  }
}

/** Stores the files and completes the row, only while this worker still holds the lease. */
async function storeResult(state: WorkerState, video: Video, token: string, result: Rendered) {
  const { db, storage, id } = state;
  const keys = videoKeys(video);
  await storage.putFile(keys.video, result.video);
  await storage.putFile(keys.cover, result.cover);
  const completed = await completeVideo(db, video.id, token, {
    videoKey: keys.video,
    coverKey: keys.cover,
    width: result.width,
    height: result.height,
    duration: result.duration,
  });
  if (completed) {
    // This render is the newest timing of its kind: the next estimate in this process uses it.
    forgetEstimates();
    await signalRecordChanged(db, { owner: ownerKey(video), id: video.id, state: 'success' });
  }
  if (!completed) {
    const [still] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, video.id));
    // Deleted while rendering: its files go too. Otherwise another worker holds it now and writes the same keys.
    if (!still) await storage.deletePrefix(keys.prefix);
    log.info({ video: video.id, worker: id }, 'completion refused: the lease is no longer ours');
  } else
    log.info(
      { video: video.id, worker: id, ms: Date.now() - (video.startedAt?.getTime() ?? Date.now()) },
      'video rendered',
    );
}

/** A failed attempt: abandoned, handed back on shutdown, failed and refunded for good, or queued for a retry. */
async function settleFailure(state: WorkerState, video: Video, token: string, abort: AbortController, error: unknown) {
  const { db, stopping } = state;
  if (abort.signal.aborted && !stopping) {
    log.info({ video: video.id }, 'job abandoned: lease lost or record deleted');
  } else if (stopping && abort.signal.aborted) {
    // Shutting down: hand the job back untouched (this attempt does not count).
    await db
      .update(videos)
      .set({ state: 'queued', lockedUntil: null, leaseToken: null, attempts: sql`greatest(${videos.attempts} - 1, 0)` })
      .where(and(eq(videos.id, video.id), eq(videos.leaseToken, token)));
  } else if (error instanceof NonRetryableError || video.attempts >= MAX_ATTEMPTS) {
    log.warn({ err: error, video: video.id, attempts: video.attempts }, 'video failed');
    await failAndRefund(db, video, error instanceof NonRetryableError ? error.message : readable(error));
  } else {
    log.warn({ err: error, video: video.id, attempts: video.attempts }, 'attempt failed, will retry');
    await db
      .update(videos)
      .set({
        state: 'queued',
        lockedUntil: null,
        leaseToken: null,
        failMsg: readable(error),
        runAfter: new Date(Date.now() + backoffMs(video.attempts, state.backoffBase)),
      })
      .where(and(eq(videos.id, video.id), eq(videos.leaseToken, token)));
  }
}

/** When each chore last ran. */
type ChoreClock = { lastCheckIn: number; lastGrants: number; lastHousekeeping: number };

/** The check-in (with the abandoned-row sweep), housekeeping and the yearly plans' monthly grants, each when due. */
async function runChores(state: WorkerState, timing: LoopTiming, clock: ChoreClock) {
  const { db, id, leaseMs } = state;
  if (Date.now() - clock.lastCheckIn >= timing.checkInMs) {
    clock.lastCheckIn = Date.now();
    await checkIn(db, id);
    await failAbandoned(db);
  }
  if (Date.now() - clock.lastHousekeeping >= timing.housekeepingMs) {
    clock.lastHousekeeping = Date.now();
    const swept = await sweep(db, { deadWorkerMs: DEAD_WORKER_LEASES * leaseMs });
    log.info({ worker: id, ...swept }, 'housekeeping');
  }
  // Yearly plans earn their credits month by month (API.md); every worker may run this,
  // the ledger's idempotency keys make a second run a no-op.
  if (Date.now() - clock.lastGrants > GRANT_SWEEP_MS) {
    clock.lastGrants = Date.now();
    const granted = await grantDueMonths(db);
    if (granted > 0) log.info({ granted }, 'monthly credits of yearly plans granted');
  }
}

/** Claims the next job if there is room for one and starts it; true when one was started. */
async function claimAndStart(state: WorkerState, concurrency: number): Promise<boolean> {
  if (state.active.size >= concurrency) return false;
  const video = await claimNext(state.db, state.id, state.leaseMs);
  if (!video) return false;
  await signalRecordChanged(state.db, { owner: ownerKey(video), id: video.id, state: 'processing' });
  const abort = new AbortController();
  const done = processJob(state, video, abort)
    .catch((error: unknown) => log.error({ err: error, video: video.id }, 'job handling failed'))
    .finally(() => {
      state.active.delete(video.id);
      state.wake?.();
    });
  state.active.set(video.id, { abort, done });
  return true;
}

/** Waits a poll interval, or less when woken. */
async function pause(state: WorkerState, pollMs: number) {
  if (state.woken) {
    state.woken = false;
    return;
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, pollMs);
    state.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  state.wake = null;
}

async function runLoop(state: WorkerState, timing: LoopTiming) {
  // The first sweep waits a while: workers started together then spread over the interval.
  const clock: ChoreClock = {
    lastCheckIn: 0,
    lastGrants: 0,
    lastHousekeeping: Date.now() - Math.random() * timing.housekeepingMs,
  };
  while (!state.stopping) {
    try {
      await runChores(state, timing, clock);
      if (await claimAndStart(state, timing.concurrency)) continue;
    } catch (error) {
      log.error({ err: error }, 'worker loop error');
    }
    await pause(state, timing.pollMs);
  }
}

async function stopWorker(state: WorkerState, loop: Promise<void>, pool: RenderPool, graceMs: number) {
  state.stopping = true;
  state.wake?.();
  await loop;
  const running = [...state.active.values()].map((job) => job.done);
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  if ((await Promise.race([Promise.all(running), timeout])) === 'timeout') {
    for (const job of state.active.values()) job.abort.abort(new Error('shutting down'));
    await Promise.allSettled(running);
  }
  await pool.close();
  await state.db
    .delete(workers)
    .where(eq(workers.id, state.id))
    .catch(() => undefined);
}
