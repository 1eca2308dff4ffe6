/**
 * Starts the real production server (`npm start`'s entry) on a free port for integration and
 * browser tests, and stops it. Needs `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; port: number; logFile: string; dataDir: string; stop: () => Promise<void>; process: ChildProcess };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, { timeoutMs = 60_000, intervalMs = 100, what = 'condition' } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

function sharedDataDir(): string {
  const dir = path.join(os.tmpdir(), `vidloom-pg-data-${process.env.VIDLOOM_TEST_RUN ?? 'run'}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const port = await freePort();
  // On PostgreSQL every test server shares one database, and so one job queue: they share one
  // storage folder too, as instances behind a load balancer share a bucket.
  const sharedDatabase = (env.DATABASE_URL ?? process.env.DATABASE_URL ?? '') !== '';
  const dataDir = env.DATA_DIR ?? (sharedDatabase ? sharedDataDir() : fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-data-')));
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-log-')), 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/http/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', CAPTCHA_DIFFICULTY: '2000', WORKER_IN_PROCESS: '1', ...env },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  await waitFor(
    async () => {
      if (exited) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8')}`);
      return (await fetch(`${url}/api/health`)).ok;
    },
    { what: `the server on ${url}` },
  );
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
