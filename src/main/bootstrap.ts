/**
 * The one start-up and shutdown of Vidloom's Node processes: the web server (src/main/web.ts)
 * and the standalone worker (src/main/worker.ts) both run it, so they check the same things in
 * the same order and stop the same way. The render host (src/main/render-host.ts) is not booted:
 * it only renders what its worker sends and leaves stop signals to that worker.
 *
 * Start-up: .env files, the environment, the catalogue (MODELS_FILE), the remote providers'
 * limits, the database, the Google model watch, then the worker where this process runs one.
 * A bad variable, a bad MODELS_FILE or a database that will not open (the embedded one locked
 * by another process) stops the process with exit 1 and one line that says why.
 *
 * Shutdown, once, on the first SIGTERM or SIGINT: stop accepting (the caller's step), end the
 * open event streams and the LISTEN connection, give running jobs the worker's grace and hand
 * the rest back, close the database, exit.
 */
import { loadEnvConfig } from '@next/env';
import { EnvError, type ServerEnv, serverEnv } from '@/env';
import type { RunningWorker } from '@/worker/worker';

/** `web` runs the worker itself only on the embedded database or with WORKER_IN_PROCESS=1. */
export type ProcessRole = 'web' | 'worker';

export type Booted = {
  env: ServerEnv;
  log: typeof import('@/server/log').log;
  /** Adds a first step to the shutdown order: stop accepting work (the web server's close). */
  onStop: (step: () => void) => void;
};

/** Stops the process with why, on stderr (the logger may not exist yet: it needs a valid environment). */
function fail(reason: string): never {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}

export async function bootstrap(role: ProcessRole, options: { dev?: boolean } = {}): Promise<Booted> {
  const env = await configure(options.dev ?? false);
  const [{ log }, { getDb }, { watchGoogleModels }] = await Promise.all([
    import('@/server/log'),
    import('@/server/db/client'),
    import('@/worker/google-watch'),
  ]);
  if (role === 'worker' && !env.DATABASE_URL)
    log.warn(
      'no DATABASE_URL: this worker opens the embedded database, which no web process may hold at the same time',
    );
  const db = await getDb().catch((error: unknown) =>
    fail(`Vidloom cannot open its database: ${error instanceof Error ? error.message : String(error)}`),
  );
  // Handled from here on, before anything that must be stopped in order is started.
  const shutdown = handleStopSignals(env, log);

  // The scrape-time queue figures are the health route's; METRICS_PORT serves them from here on.
  const [{ metrics }, { startMetricsServer }, { getHealth }] = await Promise.all([
    import('@/server/metrics/metrics'),
    import('@/server/metrics/serve'),
    import('@/server/health/get-health'),
  ]);
  metrics().setQueueReader(async () => {
    const { queue, workers } = await getHealth();
    return {
      queued: queue.depth,
      processing: queue.processing,
      oldestQueuedSeconds: queue.oldestQueuedAgeSeconds ?? 0,
      workersAlive: workers.seenLastMinute,
    };
  });
  const metricsServer = startMetricsServer(env, log);
  if (metricsServer) shutdown.onStop(() => metricsServer.close());
  else if (role === 'worker' && env.METRICS_TOKEN)
    log.warn('METRICS_TOKEN is set but not METRICS_PORT: a worker serves its metrics only on METRICS_PORT');

  // The embedded database admits this process only: `npm run backup` asks it for the snapshot.
  if (!env.DATABASE_URL) {
    const [{ serveBackups }, { getStorage }] = await Promise.all([
      import('@/server/backup/backup-socket'),
      import('@/server/storage/storage'),
    ]);
    // Serving stays up without it (a read-only DATA_DIR): backups then need the server stopped.
    const closeBackups = await serveBackups(
      {
        db,
        engine: 'pglite',
        storage: getStorage(),
        storageKind: env.S3_BUCKET ? 's3' : 'local',
        dataDir: env.DATA_DIR,
      },
      log,
    ).catch((error: unknown) => {
      log.warn({ err: error }, 'backups cannot be taken while this process runs');
      return undefined;
    });
    if (closeBackups) shutdown.onStop(() => void closeBackups());
  }

  // Google's models are looked up now and every GOOGLE_MODEL_CHECK_MS; start-up does not wait for the answers.
  watchGoogleModels(db);

  // The embedded database belongs to one process, so the web process runs the worker too
  // (ARCHITECTURE.md); with PostgreSQL, workers are separate processes unless WORKER_IN_PROCESS=1.
  if (role === 'worker' || !env.DATABASE_URL || env.WORKER_IN_PROCESS === '1') {
    const [{ startWorker }, { getStorage }] = await Promise.all([
      import('@/worker/worker'),
      import('@/server/storage/storage'),
    ]);
    if (shutdown.stopping()) return { env, log, onStop: shutdown.onStop };
    const worker = startWorker({
      db,
      storage: getStorage(),
      concurrency: env.WORKER_CONCURRENCY,
      leaseMs: env.WORKER_LEASE_MS,
      backoffBaseMs: env.WORKER_RETRY_BASE_MS,
      pollMs: env.WORKER_POLL_MS,
    });
    shutdown.setWorker(worker);
    log.info(
      { worker: worker.id, concurrency: env.WORKER_CONCURRENCY },
      role === 'web' ? 'in-process worker started' : 'worker started',
    );
  }
  return { env, log, onStop: shutdown.onStop };
}

/** `.env` files, the environment, MODELS_FILE and the remote limits: a bad one stops the process. */
async function configure(dev: boolean): Promise<ServerEnv> {
  // `.env` files (README "Configuration") count as much as the real environment, which wins.
  loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
  // Server modules are loaded only now: some read the environment as they are imported (the
  // logger), which must see the .env files and must not throw before the check below.
  const [{ loadCatalogue, ModelsFileError }, { applyRemoteLimits }] = await Promise.all([
    import('@/server/videos/models-file'),
    import('@/server/videos/remote-limits'),
  ]);
  try {
    const env = serverEnv();
    loadCatalogue(env);
    applyRemoteLimits(env);
    return env;
  } catch (error) {
    if (error instanceof EnvError || error instanceof ModelsFileError) fail(error.message);
    throw error;
  }
}

/** The shutdown order, run once on the first SIGTERM or SIGINT. */
function handleStopSignals(env: ServerEnv, log: Booted['log']) {
  const stopAccepting: (() => void)[] = [];
  let worker: RunningWorker | undefined;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A last resort if handing back hangs (a database that stopped answering).
    setTimeout(() => process.exit(1), env.WORKER_GRACE_MS + 15_000).unref();
    for (const step of stopAccepting) step();
    const [{ closeJobSignals }, { closeDb }] = await Promise.all([
      import('@/server/videos/job-signals'),
      import('@/server/db/client'),
    ]);
    try {
      // Open event streams end before the grace, so their browsers reconnect to a process that
      // stays. Running jobs get WORKER_GRACE_MS to finish; the rest go back to the queue, their
      // attempt not counted. The render processes lead their own process groups, so a signal to
      // our group does not cut them off (src/engine/render-pool.ts). Then the database is
      // closed: the embedded one shuts down cleanly instead of being cut off.
      await closeJobSignals();
      await worker?.stop(env.WORKER_GRACE_MS);
      await closeDb();
      log.info('database closed');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutting down failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  return {
    onStop: (step: () => void) => {
      stopAccepting.push(step);
    },
    setWorker: (running: RunningWorker) => {
      worker = running;
    },
    stopping: () => stopping,
  };
}
