/**
 * `npm start`: the production server. It validates the environment, serves the built Next.js
 * app and writes one structured log line per request (method, path, status, duration).
 * Query strings are left out of the log: they can carry e-mail addresses.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { loadEnvConfig } from '@next/env';
import next from 'next';
import { EnvError, serverEnv } from '@/env';
import { loadCatalogue, ModelsFileError } from '@/server/videos/models-file';
import { bootstrapScriptHashes, contentSecurityPolicy } from './security-headers';

/** The environment and the catalogue it names (MODELS_FILE), checked: either wrong stops the server with why. */
function loadEnv() {
  try {
    const env = serverEnv();
    loadCatalogue(env);
    return env;
  } catch (error) {
    if (error instanceof EnvError || error instanceof ModelsFileError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const dev = process.argv.includes('--dev');
  // `.env` files (README "Configuration") count as much as the real environment, which wins.
  loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
  const env = loadEnv();
  const { publicEnv } = await import('@/public-env');
  const { log } = await import('@/server/log');
  const app = next({ dev, dir: process.cwd(), port: env.PORT, hostname: env.HOST });
  const handle = app.getRequestHandler();
  await app.prepare();
  const csp = contentSecurityPolicy({
    scriptHashes: dev ? undefined : await bootstrapScriptHashes(join(process.cwd(), '.next')),
    googleSignIn: Boolean(publicEnv.NEXT_PUBLIC_GOOGLE_CLIENT_ID),
    msalAuthority: publicEnv.NEXT_PUBLIC_MSAL_CLIENT_ID ? publicEnv.NEXT_PUBLIC_MSAL_AUTHORITY : undefined,
    chatScriptUrl: publicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL,
    apiBase: publicEnv.NEXT_PUBLIC_API_BASE,
    // Media redirects to the bucket when S3 is configured.
    mediaOrigins: env.S3_BUCKET
      ? [env.S3_PUBLIC_URL ?? env.S3_ENDPOINT ?? `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`]
      : [],
  });

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    // Read before Next handles the request: its router rewrites req.url (locale, data routes).
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('Content-Security-Policy', csp);
    // Stored media lives at /media/<key>, served by the API route of src/pages/api/media.
    // (A next.config rewrite does not reach it past the i18n routing of the pages router.)
    if (req.url?.startsWith('/media/')) req.url = `/api${req.url}`;
    // The sitemap and robots.txt are made per request from PUBLIC_URL (src/server/seo).
    else if (path === '/sitemap.xml') req.url = '/api/seo/sitemap';
    else if (path === '/robots.txt') req.url = '/api/seo/robots';
    res.on('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          method: req.method,
          path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          aborted: !res.writableFinished || undefined,
        },
        'request',
      );
    });
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error, path }, 'request failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  });

  // The embedded database belongs to this process, so the worker runs here too (ARCHITECTURE.md);
  // with PostgreSQL, workers are separate processes unless WORKER_IN_PROCESS=1.
  let worker: import('@/worker/worker').RunningWorker | undefined;
  if (!env.DATABASE_URL || env.WORKER_IN_PROCESS === '1') {
    const [{ startWorker }, { getDb }, { getStorage }, { applyRemoteLimits }] = await Promise.all([
      import('@/worker/worker'),
      import('@/server/db/client'),
      import('@/server/storage/storage'),
      import('@/server/videos/remote-limits'),
    ]);
    applyRemoteLimits(env);
    worker = startWorker({
      db: await getDb(),
      storage: getStorage(),
      concurrency: env.WORKER_CONCURRENCY,
      leaseMs: env.WORKER_LEASE_MS,
      backoffBaseMs: env.WORKER_RETRY_BASE_MS,
      pollMs: env.WORKER_POLL_MS,
    });
    log.info({ worker: worker.id }, 'in-process worker started');
  }

  // Google's models are looked up now and every GOOGLE_MODEL_CHECK_MS (issue 14); start-up does not wait for the answers.
  const [{ watchGoogleModels }, { getDb: openDb, closeDb }, { closeJobSignals }] = await Promise.all([
    import('@/worker/google-watch'),
    import('@/server/db/client'),
    import('@/server/videos/job-signals'),
  ]);
  watchGoogleModels(await openDb());

  server.listen(env.PORT, env.HOST, () => {
    log.info({ url: `http://localhost:${env.PORT}`, dev }, 'server ready');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    // Running jobs get WORKER_GRACE_MS to finish; the rest go back to the queue, their attempt
    // not counted (issue 13, item 22). The render processes lead their own process groups, so a
    // signal to our group does not cut them off (src/engine/render-pool.ts).
    // Then the database is closed: the embedded one shuts down cleanly instead of being cut off.
    // Open event streams end first, so the server can close.
    void closeJobSignals()
      .then(() => worker?.stop(env.WORKER_GRACE_MS))
      .then(() => closeDb())
      .then(() => log.info('database closed'))
      .catch((error: unknown) => log.error({ err: error }, 'closing the database failed'))
      .finally(() => process.exit(0));
    // A last resort if handing back hangs (a database that stopped answering).
    setTimeout(() => process.exit(1), env.WORKER_GRACE_MS + 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
