/**
 * Standalone workers on PostgreSQL (ARCHITECTURE.md "The queue"): a worker killed with
 * SIGKILL mid-render loses its lease and another finishes the job, once and charged once; a
 * worker stopped with SIGTERM hands its job back. Runs in the PostgreSQL pass only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api } from '../support/api';
import { seedAccount } from '../support/accounts';
import { parsePrometheusText, seriesValue } from '../support/prometheus-text';
import {
  ADMIN_TOKEN,
  freePort,
  type RunningServer,
  startServer,
  TEST_NODE_FLAGS,
  waitFor,
  WORKER_ENTRY,
} from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' });
});
afterAll(async () => server?.stop());

function startWorker(extraEnv: Record<string, string> = {}): {
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
} {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-worker-')), 'worker.log');
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, WORKER_ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      WORKER_LEASE_MS: '3000',
      WORKER_GRACE_MS: '50',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, log, exited };
}

async function ultraUser() {
  const { token, videos } = await seedAccount(server, ADMIN_TOKEN, { plan: 'ultra', credits: 100 });
  const call = api(server.url);
  const credits = async () => (await call<{ credits: number }>('GET', '/api/auth/user-info', { token })).data.credits;
  return { videos, credits };
}

describe('standalone workers on PostgreSQL', () => {
  it('finish a job once, charged once, after the worker rendering it is killed', async () => {
    const a = await ultraUser();
    const created = await a.videos.create({
      operationType: 'generate',
      prompt: 'a long render at full size',
      quality: '1080p',
      duration: 5,
    });
    expect(created.code).toBe(200);
    const afterDebit = await a.credits();
    const first = startWorker();
    await waitFor(async () => (await a.videos.pending([created.data.recordId])).data[0]?.state === 'processing', {
      what: 'the first worker to claim the job',
      timeoutMs: 30_000,
    });
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await a.videos.pending([created.data.recordId])).data[0]?.state).toBe('processing');

    const second = startWorker();
    try {
      const record = await a.videos.settle(created.data.recordId, 60_000);
      expect(record).toMatchObject({ state: 'success', width: 1920, height: 1080 });
      expect(await a.credits()).toBe(afterDebit);
      expect(fs.readFileSync(second.log, 'utf8')).toContain(created.data.recordId);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('hear of a job queued by the web process at once (LISTEN/NOTIFY), though they poll once a minute', async () => {
    const a = await ultraUser();
    // It also serves its metrics on a port of its own, as a worker's only way (API.md "Operations").
    const metricsPort = await freePort();
    const metricsToken = 'worker-metrics-token-0123456789';
    const worker = startWorker({
      WORKER_POLL_MS: '60000',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: metricsToken,
    });
    try {
      // Once it listens, its first look for work has found nothing and it waits for a signal.
      await waitFor(async () => fs.readFileSync(worker.log, 'utf8').includes('listening for job signals'), {
        what: 'the worker to listen',
        timeoutMs: 30_000,
      });
      const created = await a.videos.create({
        operationType: 'generate',
        prompt: 'a quick one',
        quality: '360p',
        duration: 5,
      });
      expect(created.code).toBe(200);
      expect((await a.videos.settle(created.data.recordId, 40_000)).state).toBe('success');

      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      expect((await fetch(metricsUrl)).status).toBe(401);
      const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(scraped.status).toBe(200);
      const families = parsePrometheusText(await scraped.text());
      const base = { model: 'base', provider: 'local' };
      expect(seriesValue(families, 'vidloom_jobs_finished_total', { ...base, outcome: 'succeeded' })).toBe(1);
      expect(seriesValue(families, 'vidloom_job_render_seconds_count', base)).toBe(1);
      expect(seriesValue(families, 'vidloom_workers_alive')).toBeGreaterThanOrEqual(1);
      expect(families.get('process_cpu_user_seconds_total')?.samples.length).toBe(1);
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  });

  it('hand a running job back on SIGTERM, for another worker to finish', async () => {
    const a = await ultraUser();
    const first = startWorker();
    const created = await a.videos.create({
      operationType: 'generate',
      prompt: 'stopped halfway',
      quality: '1080p',
      duration: 5,
    });
    await waitFor(async () => (await a.videos.pending([created.data.recordId])).data[0]?.state === 'processing', {
      what: 'the claim',
      timeoutMs: 30_000,
    });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect((await a.videos.pending([created.data.recordId])).data[0]?.state).toBe('queued');
    const second = startWorker();
    try {
      expect((await a.videos.settle(created.data.recordId, 60_000)).state).toBe('success');
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
