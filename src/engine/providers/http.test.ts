import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, expectRetryable } from '../../../tests/support/failures';
import { googleKeyRefused } from './google-http';
import {
  downloadTo,
  isPublicAddress,
  RemoteAddressError,
  type RemotePolicy,
  RemoteTooLargeError,
  remoteFetch,
} from './http';

type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders };
type Local = { url: string; seen: Seen[]; close: () => Promise<void> };

/** A local server that records what reaches it and answers with `handle`. */
async function local(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Local> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers });
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-remote-http-'));
/** Reads seen so far by key of the provider's `/flaky` route. */
const flaky = new Map<string, number>();
let provider: Local;
let elsewhere: Local;

beforeAll(async () => {
  // A result host: any path answers a small file, and /big a body larger than the tests' cap.
  elsewhere = await local((req, res) => {
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.end(Buffer.alloc(64 * 1024));
      return;
    }
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '4' });
    res.end('mp4!');
  });
  // The configured provider: redirects where it is told to, or answers JSON.
  provider = await local((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (to) {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to });
      res.end();
      return;
    }
    if (url.pathname === '/declared-big') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) });
      res.end();
      return;
    }
    if (url.pathname === '/silent') return; // never answers
    // `/flaky?key=…&fail=N&status=S`: the first N reads of a key answer S, the next ones 200.
    if (url.pathname === '/flaky') {
      const key = url.searchParams.get('key') ?? '';
      const seen = (flaky.get(key) ?? 0) + 1;
      flaky.set(key, seen);
      if (seen <= Number(url.searchParams.get('fail'))) {
        res.writeHead(Number(url.searchParams.get('status')), { 'content-type': 'application/json' });
        // `&reason=R`: the error names a reason, as Google's do (API_KEY_INVALID for a revoked key).
        const reason = url.searchParams.get('reason');
        res.end(
          JSON.stringify(
            reason ? { error: { status: 'INVALID_ARGUMENT', details: [{ reason }] } } : { error: 'not now' },
          ),
        );
        return;
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, method: req.method }));
  });
});
afterEach(() => {
  provider.seen.length = 0;
  elsewhere.seen.length = 0;
});
afterAll(async () => {
  await provider.close();
  await elsewhere.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const policy = (overrides: Partial<RemotePolicy> = {}): RemotePolicy => ({
  origin: provider.url,
  headers: { 'x-goog-api-key': 'secret-key' },
  retries: 0,
  ...overrides,
});
/** The local fakes are private addresses: only tests allow them, and only where they say so. */
const allowLocal = { allowPrivateAddresses: true };
const redirect = (to: string, status = 302) => `${provider.url}/r?to=${encodeURIComponent(to)}&status=${status}`;

describe('which addresses count as public', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not-an-address',
    // The edges of ranges, and more of the forms a webhook URL's host may take.
    '10.255.255.255',
    '100.127.255.255',
    '239.255.255.250',
    'fe80::1%eth0',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:192.168.1.1',
    '::10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:c0a8:101::1',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '142.250.74.110',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '64:ff9b::808:808',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('credentials go only to the configured origin', () => {
  it('sends the policy headers and the caller headers to the configured origin', async () => {
    const res = await remoteFetch(
      `${provider.url}/call`,
      { method: 'POST', headers: { authorization: 'Bearer caller-token' }, body: '{}' },
      policy(),
    );
    expect(res.status).toBe(200);
    expect(provider.seen[0]!.headers).toMatchObject({
      'x-goog-api-key': 'secret-key',
      authorization: 'Bearer caller-token',
    });
  });

  it('sends no header of any name to a URL on another origin, but keeps harmless ones', async () => {
    await remoteFetch(
      `${elsewhere.url}/file`,
      { headers: { authorization: 'Bearer caller-token', 'x-custom-key': 'k', accept: 'video/mp4' } },
      policy({ limits: allowLocal }),
    );
    const { headers } = elsewhere.seen[0]!;
    expect(headers['x-goog-api-key']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-custom-key']).toBeUndefined();
    expect(headers.accept).toBe('video/mp4');
  });

  it.each([301, 302, 303, 307, 308])(
    'drops every credential at a %i redirect off the configured origin',
    async (status) => {
      const res = await remoteFetch(
        redirect(`${elsewhere.url}/file`, status),
        { headers: { 'x-other-secret': 's' } },
        policy({ limits: allowLocal }),
      );
      expect(await res.text()).toBe('mp4!');
      expect(provider.seen[0]!.headers['x-goog-api-key']).toBe('secret-key');
      expect(elsewhere.seen).toHaveLength(1);
      expect(elsewhere.seen[0]!.headers['x-goog-api-key']).toBeUndefined();
      expect(elsewhere.seen[0]!.headers['x-other-secret']).toBeUndefined();
    },
  );

  it('keeps the credentials across a redirect that stays on the configured origin', async () => {
    await remoteFetch(redirect(`${provider.url}/landing`), {}, policy());
    expect(provider.seen.map((s) => s.headers['x-goog-api-key'])).toEqual(['secret-key', 'secret-key']);
  });

  it('turns a POST into a GET without a body at a 303, and keeps it at a 307', async () => {
    const after303 = await remoteFetch(redirect(`${provider.url}/a`, 303), { method: 'POST', body: 'x' }, policy());
    expect(await after303.json()).toMatchObject({ method: 'GET' });
    const after307 = await remoteFetch(redirect(`${provider.url}/b`, 307), { method: 'POST', body: 'x' }, policy());
    expect(await after307.json()).toMatchObject({ method: 'POST' });
  });

  it('gives up after five redirects', async () => {
    let url = `${provider.url}/end`;
    for (let i = 0; i < 7; i += 1) url = redirect(url);
    await expectRetryable(remoteFetch(url, {}, policy()), {
      message: /redirected more than 5 times/,
      key: 'providerBadAnswer',
    });
  });
});

describe('results come only from public addresses', () => {
  it('refuses a private literal address off the configured origin, and sends nothing there', async () => {
    const refused = await expectRefusal(remoteFetch(`${elsewhere.url}/file`, {}, policy()), {
      key: 'providerBadAnswer',
    });
    expect(refused).toBeInstanceOf(RemoteAddressError);
    expect(elsewhere.seen).toHaveLength(0);
  });

  it('refuses a name that resolves to loopback (checked when connecting)', async () => {
    const port = new URL(elsewhere.url).port;
    await expect(remoteFetch(`http://localhost:${port}/file`, {}, policy())).rejects.toBeInstanceOf(RemoteAddressError);
    expect(elsewhere.seen).toHaveLength(0);
  });

  it('refuses a redirect from the configured origin to a private or metadata address', async () => {
    await expect(remoteFetch(redirect(`${elsewhere.url}/file`), {}, policy())).rejects.toBeInstanceOf(
      RemoteAddressError,
    );
    await expect(
      remoteFetch(redirect('http://169.254.169.254/latest/meta-data/'), {}, policy()),
    ).rejects.toBeInstanceOf(RemoteAddressError);
    await expect(remoteFetch(redirect('http://[::ffff:7f00:1]:9/'), {}, policy())).rejects.toBeInstanceOf(
      RemoteAddressError,
    );
    expect(elsewhere.seen).toHaveLength(0);
  });

  it('refuses other schemes and URLs carrying credentials, even with private addresses allowed', async () => {
    await expect(remoteFetch(redirect('file:///etc/passwd'), {}, policy({ limits: allowLocal }))).rejects.toThrow(
      /file: URL/,
    );
    await expect(
      remoteFetch(`http://user:pass@127.0.0.1:${new URL(elsewhere.url).port}/`, {}, policy({ limits: allowLocal })),
    ).rejects.toBeInstanceOf(RemoteAddressError);
  });

  it('reaches the configured origin whatever its address (an operator’s ComfyUI on the LAN)', async () => {
    const res = await remoteFetch(`${provider.url}/ok`, {}, policy());
    expect(res.status).toBe(200);
  });
});

describe('sizes and times are bounded', () => {
  it('refuses an answer that declares more than the cap, before reading it', async () => {
    const refused = await expectRefusal(
      remoteFetch(`${provider.url}/declared-big`, {}, policy({ limits: { maxBytes: 1024 * 1024 } })),
      { key: 'providerTooLarge', vars: { maxMb: 1 } },
    );
    expect(refused).toBeInstanceOf(RemoteTooLargeError);
  });

  it('stops a download that streams past the cap without declaring it, and leaves no file', async () => {
    const file = path.join(root, 'big.mp4');
    await expect(
      downloadTo(`${elsewhere.url}/big`, file, policy({ limits: { ...allowLocal, maxBytes: 16 * 1024 } }), 'test'),
    ).rejects.toBeInstanceOf(RemoteTooLargeError);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('streams a download into the file', async () => {
    const file = path.join(root, 'small.mp4');
    await downloadTo(`${elsewhere.url}/small`, file, policy({ limits: allowLocal }), 'test');
    expect(fs.readFileSync(file, 'utf8')).toBe('mp4!');
  });

  it('gives up on a request that does not answer within its timeout, after its retries', async () => {
    const started = Date.now();
    await expect(
      remoteFetch(
        `${provider.url}/silent`,
        {},
        policy({ retries: 1, retryBaseMs: 10, limits: { requestTimeoutMs: 300 } }),
      ),
    ).rejects.toThrow(/did not answer within/);
    await expectRetryable(
      remoteFetch(`${provider.url}/silent`, {}, policy({ retries: 0, limits: { requestTimeoutMs: 200 } })),
      { key: 'providerUnreachable' },
    );
    expect(provider.seen.filter((s) => s.path === '/silent')).toHaveLength(3);
    // A connection refused after the last try: the provider did not answer either.
    await expectRetryable(remoteFetch('http://127.0.0.1:9/', {}, policy({ retries: 0, limits: allowLocal })), {
      key: 'providerUnreachable',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ends a request and its retries at once when the signal fires (the job’s deadline)', async () => {
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new Error('deadline reached')), 200);
    const started = Date.now();
    await expect(
      remoteFetch(`${provider.url}/silent`, {}, policy({ retries: 5, signal: deadline.signal })),
    ).rejects.toThrow('deadline reached');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(provider.seen.filter((s) => s.path === '/silent')).toHaveLength(1);
  });
});

describe('polls of a job the provider runs', () => {
  const flakyUrl = (key: string, fail: number, status: number) =>
    `${provider.url}/flaky?key=${key}&fail=${fail}&status=${status}`;
  const reads = (key: string) => provider.seen.filter((s) => s.path.startsWith(`/flaky?key=${key}&`)).length;

  it('goes on past its retries through 503s and 400s of a status read until the answer comes', async () => {
    const live = new AbortController();
    for (const [key, status] of [
      ['s503', 503],
      ['s400', 400],
    ] as const) {
      const res = await remoteFetch(
        flakyUrl(key, 5, status),
        {},
        policy({ retries: 1, retryBaseMs: 5, poll: 'status', signal: live.signal }),
      );
      expect(res.status).toBe(200);
      expect(reads(key)).toBe(6);
    }
  });

  it('keeps a 400 as the answer outside a status read, and a definite 404 or 401 even in one', async () => {
    const live = new AbortController();
    const result = await remoteFetch(
      flakyUrl('r400', 5, 400),
      {},
      policy({ retries: 3, retryBaseMs: 5, poll: 'result', signal: live.signal }),
    );
    expect(result.status).toBe(400);
    expect(reads('r400')).toBe(1);
    for (const [key, status] of [
      ['s404', 404],
      ['s401', 401],
    ] as const) {
      const res = await remoteFetch(
        flakyUrl(key, 5, status),
        {},
        policy({ retries: 3, retryBaseMs: 5, poll: 'status', signal: live.signal }),
      );
      expect(res.status).toBe(status);
      expect(reads(key)).toBe(1);
    }
  });

  it('returns at once an answer the caller calls final, such as Google’s 400 for a revoked key', async () => {
    const live = new AbortController();
    const options = policy({
      retries: 1,
      retryBaseMs: 5,
      poll: 'status',
      signal: live.signal,
      definite: googleKeyRefused,
    });
    const revoked = await remoteFetch(`${flakyUrl('key400', 5, 400)}&reason=API_KEY_INVALID`, {}, options);
    expect(revoked.status).toBe(400);
    expect(await revoked.text()).toContain('API_KEY_INVALID');
    expect(reads('key400')).toBe(1);
    // Any other 400 of a status read is still waited out.
    const busy = await remoteFetch(`${flakyUrl('other400', 3, 400)}&reason=RESOURCE_BUSY`, {}, options);
    expect(busy.status).toBe(200);
    expect(reads('other400')).toBe(4);
  });

  it('stops at the job’s deadline, however many reads failed', async () => {
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new Error('deadline reached')), 300);
    await expect(
      remoteFetch(
        flakyUrl('forever', 1_000_000, 503),
        {},
        policy({ retryBaseMs: 5, poll: 'status', signal: deadline.signal }),
      ),
    ).rejects.toThrow('deadline reached');
    expect(reads('forever')).toBeGreaterThan(2);
  });

  it('without a signal, is bounded by its retries as any request', async () => {
    const res = await remoteFetch(
      flakyUrl('nosignal', 5, 503),
      {},
      policy({ retries: 2, retryBaseMs: 5, poll: 'status' }),
    );
    expect(res.status).toBe(503);
    expect(reads('nosignal')).toBe(3);
  });
});
