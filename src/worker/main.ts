/**
 * `npm run worker`: a standalone job worker (ARCHITECTURE.md "Embedded default and
 * scale-out"). Run any number of them against the same DATABASE_URL; each claims jobs with
 * SKIP LOCKED. SIGTERM stops claiming, lets running jobs finish for a while, then hands the
 * rest back to the queue.
 */
import { closeJobSignals } from '@/server/videos/job-signals';
import { loadEnvConfig } from '@next/env';
import { EnvError, serverEnv } from '@/env';
import { loadCatalogue, ModelsFileError } from '@/server/videos/models-file';
import { applyRemoteLimits } from '@/server/videos/remote-limits';
import { openDatabase } from '@/server/db/client';
import { log } from '@/server/log';
import { getStorage } from '@/server/storage/storage';
import { watchGoogleModels } from './google-watch';
import { startWorker } from './worker';

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  let env: ReturnType<typeof serverEnv>;
  try {
    env = serverEnv();
    loadCatalogue(env);
    applyRemoteLimits(env);
  } catch (error) {
    if (error instanceof EnvError || error instanceof ModelsFileError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!env.DATABASE_URL)
    log.warn(
      'no DATABASE_URL: this worker opens the embedded database, which no web process may hold at the same time',
    );
  const handle = openDatabase();
  await handle.ready;
  watchGoogleModels(handle.db);
  const worker = startWorker({
    db: handle.db,
    storage: getStorage(),
    concurrency: env.WORKER_CONCURRENCY,
    leaseMs: env.WORKER_LEASE_MS,
    backoffBaseMs: env.WORKER_RETRY_BASE_MS,
    pollMs: env.WORKER_POLL_MS,
  });
  log.info({ worker: worker.id, concurrency: env.WORKER_CONCURRENCY }, 'worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping');
    await worker.stop(env.WORKER_GRACE_MS);
    await closeJobSignals();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
