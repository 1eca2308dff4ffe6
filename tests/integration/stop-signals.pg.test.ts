/**
 * Stop signals (issue 13, item 22): whichever process gets SIGTERM or SIGINT — npm, the node
 * process, or the whole process group — a running job finishes within WORKER_GRACE_MS or goes
 * back to the queue with its attempt not counted, and no process is left behind. For
 * `npm run worker` and for `npm start` with its in-process worker. Runs in the PostgreSQL
 * pass only (the test reads the job's attempts from the shared database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedAccount } from '../support/accounts';
import {
  ADMIN_TOKEN,
  freePort,
  type RunningServer,
  SERVER_ENTRY,
  startServer,
  waitFor,
  WORKER_ENTRY,
} from '../support/server';
import { videoApi } from '../support/videos';

let server: RunningServer;
let database: pg.Client;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' });
  database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

/** Every process below `root` (children, grandchildren…), from /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents)
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
  };
  walk(root);
  return found;
}

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** Alive and not a zombie waiting for a parent that never reaps it. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

type Started = { root: ChildProcess; log: string; exited: Promise<void> };

/** Runs an npm script in its own process group, as a container runtime or a terminal would. */
function npmRun(script: 'worker' | 'start', env: Record<string, string>): Started {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-signal-')), `${script}.log`);
  const out = fs.openSync(log, 'a');
  const root = spawn('npm', ['run', script], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => root.once('exit', () => resolve()));
  return { root, log, exited };
}

/** A user with credits; `videos` talks to `baseURL`, `cleanup` to the shared server (which outlives it). */
async function ultraUser(baseURL: string) {
  // Signed up and seeded through `baseURL` (the server under test shares the run's database).
  const { token, ip } = await seedAccount({ url: baseURL, dataDir: server.dataDir }, ADMIN_TOKEN, {
    plan: 'ultra',
    credits: 100,
  });
  const caller = { token, ip };
  return { videos: videoApi(baseURL, caller), cleanup: videoApi(server.url, caller) };
}

async function attemptsOf(id: string): Promise<{ state: string; attempts: number }> {
  const { rows } = await database.query<{ state: string; attempts: number }>(
    'select state, attempts from videos where id = $1',
    [id],
  );
  return rows[0]!;
}

/**
 * Starts `script`, waits until it renders the job (its render process is up), sends `signal`
 * to `target`, and returns the job's state after every process it started is gone.
 */
async function stopWhileRendering(options: {
  script: 'worker' | 'start';
  signal: 'SIGTERM' | 'SIGINT';
  target: 'npm' | 'node' | 'group';
  graceMs: number;
  quality?: '360p' | '1080p';
}) {
  const port = options.script === 'start' ? await freePort() : undefined;
  const running = npmRun(options.script, {
    WORKER_GRACE_MS: String(options.graceMs),
    WORKER_LEASE_MS: '3000',
    ADMIN_TOKEN,
    TRUST_PROXY: '1',
    CAPTCHA_DIFFICULTY: '2000',
    ...(port ? { PORT: String(port), HOST: '127.0.0.1', WORKER_IN_PROCESS: '1', NODE_ENV: 'production' } : {}),
  });
  try {
    const baseURL = port ? `http://127.0.0.1:${port}` : server.url;
    if (port)
      await waitFor(async () => (await fetch(`${baseURL}/api/health`)).ok, {
        what: 'npm start to answer',
        timeoutMs: 60_000,
      });
    const { videos, cleanup } = await ultraUser(baseURL);
    const created = await videos.create({
      operationType: 'generate',
      prompt: `stopped by ${options.signal} to ${options.target}`,
      quality: options.quality ?? '1080p',
      duration: 5,
    });
    expect(created.code).toBe(200);
    const id = created.data.recordId;
    await waitFor(
      async () =>
        (await attemptsOf(id)).state === 'processing' &&
        descendants(running.root.pid!).some((pid) => commandOf(pid).includes('render-host')),
      {
        what: 'the render to start',
        timeoutMs: 60_000,
      },
    );
    const processes = [running.root.pid!, ...descendants(running.root.pid!)];
    // The node process npm runs: the built entry of `npm run worker` or `npm start`.
    const node = processes.find((pid) => [SERVER_ENTRY, WORKER_ENTRY].some((entry) => commandOf(pid).includes(entry)))!;
    expect(node).toBeDefined();
    if (options.target === 'group') process.kill(-running.root.pid!, options.signal);
    else process.kill(options.target === 'npm' ? running.root.pid! : node, options.signal);

    // Every process started goes, within the grace and a margin for handing back and closing.
    await waitFor(async () => processes.every((pid) => !alive(pid)), {
      what: `no process left after ${options.signal} to ${options.target}`,
      timeoutMs: options.graceMs + 30_000,
    });
    await running.exited;
    // A clean stop removes the worker's row (issue 13, item 24).
    const { rows } = await database.query<{ n: string }>(
      'select count(*) as n from workers where host = $1 and pid = $2',
      [os.hostname(), node],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    return { id, cleanup, ...(await attemptsOf(id)) };
  } finally {
    try {
      process.kill(-running.root.pid!, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
}

describe('stop signals', () => {
  const cases = [
    { script: 'worker', signal: 'SIGTERM', target: 'npm' },
    { script: 'worker', signal: 'SIGINT', target: 'group' },
    { script: 'worker', signal: 'SIGTERM', target: 'group' },
    { script: 'worker', signal: 'SIGTERM', target: 'node' },
    { script: 'start', signal: 'SIGTERM', target: 'group' },
    { script: 'start', signal: 'SIGINT', target: 'npm' },
  ] as const;
  for (const { script, signal, target } of cases) {
    it(`npm run ${script}: ${signal} to ${target === 'node' ? 'the node process' : target === 'group' ? 'the process group' : 'npm'} hands the job back, attempt not counted, nothing left running`, async () => {
      const stopped = await stopWhileRendering({ script, signal, target, graceMs: 200 });
      expect({ state: stopped.state, attempts: stopped.attempts }).toEqual({ state: 'queued', attempts: 0 });
      await stopped.cleanup.remove([stopped.id]);
      // Starting `npm start`, rendering and stopping outrun the default minute on a busy machine.
    }, 240_000);
  }

  it('npm run worker: SIGTERM to the process group lets a running job finish within the grace', async () => {
    const stopped = await stopWhileRendering({
      script: 'worker',
      signal: 'SIGTERM',
      target: 'group',
      graceMs: 120_000,
      quality: '360p',
    });
    expect({ state: stopped.state, attempts: stopped.attempts }).toEqual({ state: 'success', attempts: 1 });
  }, 240_000);
});
