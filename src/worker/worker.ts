/**
 * The job worker's loop and chores (ARCHITECTURE.md "The queue"): it claims jobs from the queue
 * (src/server/queue/queue.ts), holds each one's lease with a heartbeat, renders it through the
 * dispatch (dispatch.ts), stores the files and completes the row while it still holds the lease.
 * A failed attempt is retried with exponential backoff and jitter; the third failure fails the
 * row and refunds its credits, once. Several workers, in any number of processes, can share one
 * queue.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { failureOf, JobError, NonRetryableError } from '@/engine/errors';
import { completeFailure, type FailReason } from '@/lib/failures';
import { findModel } from '@/lib/models';
import { RenderPool } from '@/engine/render-pool';
import { HOUR, MINUTE } from '@/lib/time';
import { claimDataExport, makeDataExport } from '@/server/account/data-export';
import { grantDueMonths } from '@/server/billing/subscriptions';
import { randomId } from '@/server/crypto/random';
import type { Database } from '@/server/db/client';
import { videos, workers } from '@/server/db/schema';
import { jobDirPrefix, sweep } from '@/server/housekeeping/sweep';
import { log } from '@/server/log';
import { jobLabels, metrics } from '@/server/metrics/metrics';
import {
  claimNext,
  completeVideo,
  failAbandoned,
  failAndRefund,
  MAX_ATTEMPTS,
  renewLease,
  requeue,
  type Video,
} from '@/server/queue/queue';
import { deleteRequestedMedia, requestMediaDeletion } from '@/server/storage/media-deletions';
import type { Storage } from '@/server/storage/storage';
import { forgetEstimates } from '@/server/videos/estimates';
import { refundUnused } from '@/server/videos/refund-record';
import { onJobQueued, onJobWithdrawn, ownerKey, recordOfJob, signalRecordChanged } from '@/server/videos/job-signals';
import { signalDeliveriesDue } from '@/server/webhooks/delivery-signals';
import { engineRender, type Render } from './dispatch';
import { type DelivererOptions, startWebhookDeliverer } from './webhook-deliverer';

const LEASE_MS = 30_000;

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
  render?: Render;
  /** The webhook deliverer that runs beside the job loop (its defaults from the environment); false: none. */
  deliverer?: Omit<DelivererOptions, 'db'> | false;
};

/**
 * What the record says of a failed attempt: the error's reason by key, or "rendering failed"
 * for an error nobody classified (our own code, ffmpeg, the disk), whose message stays in the
 * logs; with the name of what it ran on and the attempts made so far.
 */
export function jobFailure(video: Pick<Video, 'model' | 'attempts'>, error: unknown): FailReason {
  const provider =
    (error instanceof JobError ? error.provider : undefined) ?? findModel(video.model)?.name ?? video.model;
  return completeFailure(failureOf(error) ?? { key: 'renderFailed' }, { provider, attempts: video.attempts });
}

function backoffMs(attempt: number, base: number): number {
  return base * 2 ** Math.max(0, attempt - 1) * (0.75 + Math.random() * 0.5);
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
  active: Map<string, { abort: AbortController; done: Promise<void>; checkLease: () => Promise<void> }>;
  stopping: boolean;
  /** Ends the loop's wait between polls early (a job finished or was queued, or stop was asked). */
  wake: (() => void) | null;
  /** A wake-up came while the loop was busy: its next pause returns at once. */
  woken: boolean;
  /** The user's data archive being made, if any: one at a time, beside the renders. */
  exporting: Promise<void> | undefined;
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
    exporting: undefined,
  };
  // A job queued anywhere (job-signals.ts) ends the wait at once: no poll interval between
  // Generate and the render.
  const unsubscribeQueued = onJobQueued(() => {
    if (state.wake) state.wake();
    else state.woken = true;
  });
  // A record deleted while we render it: the lease check, run now, finds the row gone and stops
  // the render. A signal for a job that is still ours costs one renewal and changes nothing.
  const unsubscribeWithdrawn = onJobWithdrawn((id) => {
    void state.active.get(id)?.checkLease();
  });
  const unsubscribe = () => {
    unsubscribeQueued();
    unsubscribeWithdrawn();
  };
  // Webhooks go out wherever jobs are worked, on a loop of their own that no render waits for.
  const deliverer = options.deliverer === false ? null : startWebhookDeliverer({ db, ...options.deliverer });
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
      return Promise.all([stopWorker(state, loop, pool, graceMs), deliverer?.stop()]).then(() => undefined);
    },
  };
}

/** The worker's row in `workers`, written or refreshed: /api/health and the dead-worker sweep read it. */
async function checkIn(db: Database, id: string) {
  await db
    .insert(workers)
    .values({ id, host: os.hostname(), pid: process.pid })
    .onConflictDoUpdate({ target: workers.id, set: { lastSeenAt: new Date() } });
}

/**
 * The job's lease check: renews the lease, and aborts the job when the renewal finds it gone
 * (the record deleted, or taken over after our lease ran out).
 */
function leaseCheck(state: WorkerState, video: Video, token: string, abort: AbortController) {
  return () =>
    renewLease(state.db, video.id, token, state.leaseMs)
      .then((held) => {
        if (!held) abort.abort(new Error('lease lost'));
      })
      .catch((error: unknown) => log.warn({ err: error, video: video.id }, 'heartbeat failed'));
}

/**
 * One job from claim to settlement. Nothing in it may escape: an error anywhere (the job
 * folder cannot be made, the disk is full, settling the failure itself fails) is logged and
 * the job is failed or handed back once, so one job never stops the loop or the process. What
 * could not be settled is left to its lease, which runs out and lets the job be claimed again.
 */
async function processJob(
  state: WorkerState,
  video: Video,
  abort: AbortController,
  checkLease: () => Promise<void>,
): Promise<void> {
  const token = video.leaseToken!;
  // Renewed several times a lease.
  const beat = setInterval(checkLease, Math.max(200, Math.floor(state.leaseMs / 3)));
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

/** Credits to give back for seconds asked and not delivered (FinishedVideo.charged), in proportion to the cost. */
function unusedCredits(video: Video, result: Rendered): number {
  const charged = result.charged;
  if (!charged || charged.seconds >= charged.of) return 0;
  return video.cost - Math.ceil((video.cost * charged.seconds) / charged.of);
}

/**
 * Stores the files and completes the row, only while this worker still holds the lease; a clip
 * shorter than charged gets the difference back in the same transaction, so it is given once,
 * with the completion.
 */
async function storeResult(state: WorkerState, video: Video, token: string, result: Rendered) {
  const { db, storage, id } = state;
  const keys = videoKeys(video);
  try {
    await storage.putFile(keys.video, result.video);
    await storage.putFile(keys.cover, result.cover);
  } catch (error) {
    // Storage may be down for a moment: another attempt renders and stores again.
    throw new JobError(
      `Storing the video failed: ${error instanceof Error ? error.message : String(error)}`,
      { key: 'storageFailed' },
      { cause: error },
    );
  }
  const unused = unusedCredits(video, result);
  const completed = await db.transaction(async (tx) => {
    const done = await completeVideo(tx, video.id, token, {
      videoKey: keys.video,
      coverKey: keys.cover,
      width: result.width,
      height: result.height,
      duration: result.duration,
    });
    if (done) await refundUnused(tx, video, unused);
    return done;
  });
  if (completed && unused > 0)
    log.info(
      { video: video.id, credits: unused, charged: result.charged },
      'shorter clip than asked: difference refunded',
    );
  if (completed) {
    signalDeliveriesDue();
    const labels = jobLabels(video);
    metrics().jobsFinished.inc({ ...labels, outcome: 'succeeded' });
    if (video.startedAt) metrics().renderSeconds.observe(labels, (Date.now() - video.startedAt.getTime()) / 1000);
    // This render is the newest timing of its kind: the next estimate in this process uses it.
    forgetEstimates();
    await signalRecordChanged(db, { owner: ownerKey(video), ...recordOfJob(video, 'success') });
  }
  if (!completed) {
    const [still] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, video.id));
    // Deleted while rendering: its files go too (listed first, so that housekeeping deletes them
    // if the storage refuses now). Otherwise another worker holds it now and writes the same keys.
    if (!still) {
      await requestMediaDeletion(db, [keys.prefix]);
      await deleteRequestedMedia(db, storage, [keys.prefix]);
    }
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
    await requeue(db, video, token, null);
  } else if (error instanceof NonRetryableError || video.attempts >= MAX_ATTEMPTS) {
    log.warn({ err: error, video: video.id, attempts: video.attempts }, 'video failed');
    const reason = jobFailure(video, error);
    countProviderError(video, reason);
    await failAndRefund(db, video, reason);
  } else {
    log.warn({ err: error, video: video.id, attempts: video.attempts }, 'attempt failed, will retry');
    const reason = jobFailure(video, error);
    countProviderError(video, reason);
    await requeue(db, video, token, {
      at: new Date(Date.now() + backoffMs(video.attempts, state.backoffBase)),
      reason,
    });
  }
}

/** A remote model's failed attempt, by its provider and the failure's kind (its reason key). */
function countProviderError(video: Video, reason: FailReason) {
  const { provider } = jobLabels(video);
  if (provider === 'local' || provider === 'unknown') return;
  metrics().providerErrors.inc({ provider, kind: reason.key });
}

/** When each chore last ran. */
type ChoreClock = { lastCheckIn: number; lastGrants: number; lastHousekeeping: number; lastExportPoll: number };

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
    const swept = await sweep(db, { deadWorkerMs: DEAD_WORKER_LEASES * leaseMs, storage: state.storage });
    log.info({ worker: id, ...swept }, 'housekeeping');
  }
  // Users' data archives are rare and made off the request thread: polled with the jobs, made in the background.
  if (!state.exporting && Date.now() - clock.lastExportPoll >= timing.pollMs) {
    clock.lastExportPoll = Date.now();
    const request = await claimDataExport(db);
    if (request)
      state.exporting = makeDataExport(db, state.storage, request)
        .then(() => log.info({ worker: id, export: request.id }, 'data export made'))
        .catch((error: unknown) => log.error({ err: error, export: request.id }, 'data export failed'))
        .finally(() => {
          state.exporting = undefined;
        });
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
  if (video.attempts === 1 && video.startedAt)
    metrics().queueWaitSeconds.observe(
      jobLabels(video),
      Math.max(0, video.startedAt.getTime() - video.createdAt.getTime()) / 1000,
    );
  await signalRecordChanged(state.db, { owner: ownerKey(video), ...recordOfJob(video, 'processing') });
  const abort = new AbortController();
  const checkLease = leaseCheck(state, video, video.leaseToken!, abort);
  const done = processJob(state, video, abort, checkLease)
    .catch((error: unknown) => log.error({ err: error, video: video.id }, 'job handling failed'))
    .finally(() => {
      state.active.delete(video.id);
      state.wake?.();
    });
  state.active.set(video.id, { abort, done, checkLease });
  return true;
}

/** Waits `ms`, or less when woken (a job was queued or a slot freed); true when woken. */
async function pause(state: WorkerState, ms: number): Promise<boolean> {
  if (state.woken) {
    state.woken = false;
    return true;
  }
  const woken = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    state.wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
  });
  state.wake = null;
  return woken;
}

async function runLoop(state: WorkerState, timing: LoopTiming) {
  // The first sweep waits a while: workers started together then spread over the interval.
  const clock: ChoreClock = {
    lastCheckIn: 0,
    lastGrants: 0,
    lastHousekeeping: Date.now() - Math.random() * timing.housekeepingMs,
    lastExportPoll: 0,
  };
  let lastPoll = 0;
  let claimDue = true;
  while (!state.stopping) {
    try {
      await runChores(state, timing, clock);
      if (claimDue) {
        lastPoll = Date.now();
        if (await claimAndStart(state, timing.concurrency)) continue;
      }
    } catch (error) {
      log.error({ err: error }, 'worker loop error');
    }
    // An idle worker that polls rarely (it hears of new jobs by signal) still wakes to check in,
    // or /api/health and the metrics would count it as dead and rows abandoned by crashed
    // workers would wait for its next poll; it looks for work only when woken or when a poll is due.
    const untilPoll = lastPoll + timing.pollMs - Date.now();
    const untilCheckIn = clock.lastCheckIn + timing.checkInMs - Date.now();
    const woken = await pause(state, Math.max(0, Math.min(untilPoll, untilCheckIn)));
    claimDue = woken || Date.now() - lastPoll >= timing.pollMs;
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
  await state.exporting;
  await pool.close();
  await state.db
    .delete(workers)
    .where(eq(workers.id, state.id))
    .catch(() => undefined);
}
