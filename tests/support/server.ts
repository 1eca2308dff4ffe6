/**
 * Starts the real production server (`npm start`'s entry, the bundle `npm run build` writes to
 * dist/) on a free port for integration and browser tests, and stops it. Needs `npm run build`
 * first. A server that dies while starting fails the start at once, its log in the error.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyTemplate } from './pglite-template';

export type RunningServer = {
  url: string;
  port: number;
  logFile: string;
  dataDir: string;
  stop: () => Promise<void>;
  process: ChildProcess;
};

/** The one admin token of the integration servers that take one (ADMIN_TOKEN in their env). */
export const ADMIN_TOKEN = 'integration-admin-token-0123456789abcdef';

/** The built entry points (scripts/build-server.mjs), as `npm start` and `npm run worker` run them. */
export const SERVER_ENTRY = 'dist/server.cjs';
export const WORKER_ENTRY = 'dist/worker.cjs';
/** `npm run admin`'s bundle. */
export const ADMIN_ENTRY = 'dist/admin.cjs';

/** Fails with the build command to run when the production build is missing. */
export function requireBuild(): void {
  if (
    !fs.existsSync('.next/BUILD_ID') ||
    !fs.existsSync(SERVER_ENTRY) ||
    !fs.existsSync(WORKER_ENTRY) ||
    !fs.existsSync(ADMIN_ENTRY)
  ) {
    throw new Error('No production build: run `npm run build` first.');
  }
}

/**
 * Node flags for every process the tests start (servers, workers, the admin command). V8 first
 * compiles WebAssembly with its baseline compiler, then recompiles what runs hot with its
 * optimizing one: for PGlite's Postgres that second pass is most of a CPU-second per start, which
 * a server that lives a few seconds never earns back. Behaviour is the same code, compiled once.
 */
export const TEST_NODE_FLAGS = ['--liftoff-only'];

const START_TIMEOUT_MS = 60_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitFor(
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 100, what = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** One storage folder per PostgreSQL database of the run (tests/integration/own-database.ts). */
function sharedDataDir(databaseUrl: string): string {
  const database = new URL(databaseUrl).pathname.slice(1);
  const dir = path.join(os.tmpdir(), `vidloom-pg-data-${process.env.VIDLOOM_TEST_RUN ?? 'run'}-${database}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** `user`: the server runs as this account (a test as root needs one whom file permissions bind). */
export async function startServer(
  env: Record<string, string> = {},
  options: { user?: { uid: number; gid: number } } = {},
): Promise<RunningServer> {
  requireBuild();
  // A restarted server (the same DATA_DIR and PORT) answers where its callers already point.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // On PostgreSQL the servers on one database share its job queue: they share one storage folder
  // too, as instances behind a load balancer share a bucket.
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL ?? '';
  const sharedDatabase = databaseUrl !== '';
  const dataDir =
    env.DATA_DIR ??
    (sharedDatabase ? sharedDataDir(databaseUrl) : fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-data-')));
  if (!sharedDatabase && !env.DATA_DIR) await copyTemplate(path.join(dataDir, 'db'));
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-log-')), 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      CAPTCHA_DIFFICULTY: '2000',
      WORKER_IN_PROCESS: '1',
      ...env,
    },
    stdio: ['ignore', out, out],
    ...options.user,
  });
  const url = `http://127.0.0.1:${port}`;
  let exited: string | undefined;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });
  // A server that dies on boot (a bad variable, a locked database) fails the start as soon as it
  // exits, with its log, instead of after the whole timeout (issue 16); one that never answers
  // is killed rather than left running.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited)
      throw new Error(`the server on ${url} exited while starting (${exited}):\n${fs.readFileSync(logFile, 'utf8')}`);
    if (
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the server on ${url} did not answer within ${START_TIMEOUT_MS} ms:\n${fs.readFileSync(logFile, 'utf8')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    logFile,
    dataDir,
    process: child,
    stop: async () => {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}
