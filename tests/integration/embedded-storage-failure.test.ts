/**
 * The embedded database fails loudly: when its files become unwritable under a running process,
 * health answers 503 and the process exits non-zero within seconds, for a supervisor to restart
 * it, and whatever was committed before is there after the restart. Root ignores file
 * permissions, so as root the database's process runs as `nobody`, whom they bind. Every process
 * here runs on PGlite (DATABASE_URL=''): the PGlite pass only (vitest.config.mts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { peekCount } from '@/server/rate-limit/hit-rate-limit';
import { registerUser } from '../support/accounts';
import { api, randomIp } from '../support/api';
import { copyTemplate } from '../support/pglite-template';
import { type RunningServer, startServer, TEST_NODE_FLAGS, waitFor } from '../support/server';

/** `nobody` on Debian, where CI runs as root. */
const user = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
/** "Within seconds": from the first failed statement to the exit. */
const EXIT_WITHIN_MS = 10_000;
const FATAL_LOG = 'the embedded database cannot use its files';
/** The rate-limit window of the hit tests/support/embedded-db-process.ts commits. */
const WINDOW_MS = 60_000;

function walk(file: string, visit: (file: string) => void) {
  visit(file);
  if (fs.statSync(file).isDirectory()) for (const name of fs.readdirSync(file)) walk(path.join(file, name), visit);
}

const setWritable = (dir: string, writable: boolean) =>
  walk(dir, (file) => {
    const mode = fs.statSync(file).mode & 0o7777;
    fs.chmodSync(file, writable ? mode | 0o200 : mode & ~0o222);
  });

/** A data folder with a new install's cluster, owned by the process's user and reachable by it. */
async function dataFolder(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-unwritable-'));
  await copyTemplate(path.join(dir, 'db'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  if (user) {
    walk(dir, (file) => fs.chownSync(file, user.uid, user.gid));
    letPass(path.dirname(dir));
    // The checkout holds the built server and its packages: a clone into a folder of its
    // owner's alone (mktemp -d) is closed to the user too.
    letPass(process.cwd());
  }
  return dir;
}

/** Lets the user pass through (not list) `dir` and every folder above it. */
function letPass(dir: string) {
  for (let up = dir; up !== path.dirname(up); up = path.dirname(up)) {
    const mode = fs.statSync(up).mode & 0o7777;
    if ((mode & 0o001) === 0) fs.chmodSync(up, mode | 0o001);
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

describe('the embedded database with unwritable files', () => {
  it('answers 503 and exits non-zero while requests go on, and keeps every commit', async () => {
    const dataDir = await dataFolder();
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, TMPDIR: path.join(dataDir, 'tmp'), TRUST_PROXY: '1' };
    const servers: RunningServer[] = [];
    try {
      const server = await startServer(env, { user });
      servers.push(server);
      const call = api(server.url);
      const newDevice = () =>
        call<string>('GET', `/api/v1/user/get-unique-id?canvas=canvas-${randomIp()}`, {
          headers: { 'x-forwarded-for': randomIp() },
        });
      const account = await registerUser(server.url, dataDir);
      const devices: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await newDevice();
        expect(answer.code, answer.msg).toBe(200);
        devices.push(answer.data);
      }

      setWritable(path.join(dataDir, 'db'), false);
      // New devices go on being made: each that answers 200 is committed, until a write needs a
      // file the database cannot write.
      let failedAt: number | undefined;
      const health: number[] = [];
      await waitFor(
        async () => {
          if (failedAt === undefined) {
            const answer = await newDevice();
            if (answer.code === 200) devices.push(answer.data);
            else failedAt = Date.now();
          } else {
            const answer = await fetch(`${server.url}/api/health`).catch(() => undefined);
            if (answer) health.push(answer.status);
          }
          return exited(server.process);
        },
        { what: 'the server to exit', intervalMs: 10, timeoutMs: 30_000 },
      );
      expect(failedAt).toBeDefined();
      expect(Date.now() - failedAt!).toBeLessThan(EXIT_WITHIN_MS);
      expect({ code: server.process.exitCode, signal: server.process.signalCode }).toEqual({ code: 1, signal: null });
      expect(health.length).toBeGreaterThan(0);
      expect(new Set(health)).toEqual(new Set([503]));
      expect(fs.readFileSync(server.logFile, 'utf8')).toContain(FATAL_LOG);

      setWritable(path.join(dataDir, 'db'), true);
      const restarted = await startServer(env, { user });
      servers.push(restarted);
      const again = api(restarted.url);
      for (const uniqueId of devices)
        expect(
          (
            await again<{ creditsRemaining: number }>('GET', '/api/auth/getUniqueCreditsRemaining', {
              headers: { uniqueId },
            })
          ).data.creditsRemaining,
        ).toBe(10);
      const me = await again<{ email: string }>('GET', '/api/auth/user-info', { token: account.token });
      expect(me.data.email).toBe(account.email);
    } finally {
      // The first server may still be running if the test failed: its files are unwritable, so
      // it may not stop on SIGTERM, and is killed.
      const [first, restarted] = servers;
      if (first && !exited(first.process)) first.process.kill('SIGKILL');
      await restarted?.stop();
    }
    // Two servers start and a user signs up, on a machine that may be busy with other files.
  }, 180_000);

  it('exits non-zero at once when Postgres PANICs on the files, instead of spinning, and keeps every commit', async () => {
    const dataDir = await dataFolder();
    const committedAt = Date.now();
    const key = `committed-${committedAt}`;
    const child = spawn(
      process.execPath,
      [
        ...TEST_NODE_FLAGS,
        '--import',
        'tsx',
        path.resolve('tests/support/embedded-db-process.ts'),
        key,
        String(committedAt),
      ],
      {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, TMPDIR: path.join(dataDir, 'tmp') },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        ...user,
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const messages: unknown[] = [];
    child.on('message', (message) => messages.push(message));
    try {
      await waitFor(async () => messages.includes('committed') || exited(child), { what: 'the commit' });
      expect(messages, output).toContain('committed');
      setWritable(path.join(dataDir, 'db'), false);
      const started = Date.now();
      child.send('write');
      await waitFor(async () => exited(child), { what: 'the process to exit', timeoutMs: EXIT_WITHIN_MS });
      expect(Date.now() - started).toBeLessThan(EXIT_WITHIN_MS);
      expect({ code: child.exitCode, signal: child.signalCode }, output).toEqual({ code: 1, signal: null });
      expect(messages).not.toContain('answered');
      expect(output).toContain(FATAL_LOG);
      expect(output).toContain('pg_wal');
    } finally {
      if (!exited(child)) child.kill('SIGKILL');
    }

    setWritable(path.join(dataDir, 'db'), true);
    const handle = openDatabase({ dataDir });
    try {
      await handle.ready;
      expect(await peekCount(handle.db, key, WINDOW_MS, committedAt)).toBe(1);
    } finally {
      await handle.close();
    }
    // The child compiles the database client (tsx) first, on a machine that may be busy.
  }, 120_000);
});
