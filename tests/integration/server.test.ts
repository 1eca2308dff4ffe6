import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { inject } from 'vitest';
import { registerUser } from '../support/accounts';
import { api } from '../support/api';
import { requireBuild, SERVER_ENTRY, startServer, TEST_NODE_FLAGS, waitFor } from '../support/server';

const baseURL = inject('baseURL');
const serverLog = inject('serverLog');

type LogLine = { level: number; msg: string; method?: string; path?: string; status?: number; durationMs?: number };

function logLines(): LogLine[] {
  return fs
    .readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

describe('request logs', () => {
  it('writes one structured line per request with method, path, status and duration', async () => {
    const marker = `/no-such-page-${Date.now()}`;
    await fetch(`${baseURL}${marker}?email=someone%40example.com`);
    await fetch(`${baseURL}/es/pricing`);
    await waitFor(
      async () => logLines().some((l) => l.path === marker) && logLines().some((l) => l.path === '/es/pricing'),
      { what: 'the log lines' },
    );
    const lines = logLines().filter((l) => l.msg === 'request' && (l.path === marker || l.path === '/es/pricing'));
    expect(lines.filter((l) => l.path === marker)).toHaveLength(1);
    const missing = lines.find((l) => l.path === marker)!;
    expect(missing).toMatchObject({ method: 'GET', status: 404 });
    expect(missing.durationMs).toBeGreaterThanOrEqual(0);
    expect(lines.find((l) => l.path === '/es/pricing')).toMatchObject({ method: 'GET', status: 200 });
  });

  it('never logs query strings, which can carry e-mail addresses', async () => {
    await fetch(`${baseURL}/help?email=private%40example.com`);
    await waitFor(async () => logLines().some((l) => l.path === '/help'), { what: 'the log line' });
    expect(fs.readFileSync(serverLog, 'utf8')).not.toContain('private');
  });
});

describe('start-up validation', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['LOG_LEVEL', 'shouty'],
    ['PUBLIC_URL', 'vidloom dot app'],
  ])('refuses to start with %s=%s and names the variable', (name, value) => {
    const result = spawnSync(process.execPath, [...TEST_NODE_FLAGS, SERVER_ENTRY], {
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${name}:`);
    expect(result.stderr).toContain('.env.example');
  });

  it('fails a test server that dies on boot at once, with its log in the error (issue 16)', async () => {
    requireBuild();
    const started = Date.now();
    const failure = await startServer({ LOG_LEVEL: 'shouty' }).then(
      () => new Error('the server started'),
      (error: unknown) => error as Error,
    );
    // The starter used to poll for its whole minute before giving up, without the log.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(failure.message).toContain('exited while starting');
    expect(failure.message).toContain('LOG_LEVEL:');
    expect(failure.message).toContain('.env.example');
  });
});

describe('shutdown', () => {
  it('closes the embedded database on SIGTERM and exits 0; a new server on the same folder finds the data', async () => {
    const first = await startServer();
    const { email, token } = await registerUser(first.url, first.dataDir);
    const exit = new Promise<number | null>((resolve) => first.process.once('exit', (code) => resolve(code)));
    await first.stop();
    expect(await exit).toBe(0);
    const log = fs.readFileSync(first.logFile, 'utf8');
    expect(log).toContain('shutting down');
    expect(log).toContain('database closed');
    const second = await startServer({ DATA_DIR: first.dataDir });
    try {
      const call = api(second.url);
      expect(
        (
          await call<{ registered: boolean }>(
            'GET',
            `/api/auth/check-email-registered?email=${encodeURIComponent(email)}`,
          )
        ).data.registered,
      ).toBe(true);
      expect((await call('GET', '/api/auth/user-info', { token })).code).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe('the sign-in limit', () => {
  it('follows AUTH_CALLS_PER_MINUTE: with 3, the fourth call from one address in a minute answers 439', async () => {
    const server = await startServer({ TRUST_PROXY: '1', AUTH_CALLS_PER_MINUTE: '3' });
    try {
      const call = api(server.url);
      const ask = () =>
        call('GET', '/api/auth/check-email-registered?email=someone%40example.com', {
          headers: { 'x-forwarded-for': '203.0.113.77' },
        });
      for (let i = 0; i < 3; i += 1) expect((await ask()).code).toBe(200);
      expect(await ask()).toMatchObject({ status: 429, code: 439 });
      // Another address has its own count.
      expect(
        (
          await call('GET', '/api/auth/check-email-registered?email=someone%40example.com', {
            headers: { 'x-forwarded-for': '203.0.113.78' },
          })
        ).code,
      ).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
