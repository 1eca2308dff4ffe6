/**
 * API keys (API.md "API keys and webhooks"): made, listed and revoked with a session; a key acts
 * as its user on the video, upload, models, plans and story routes and is refused on the
 * account, billing, auth and admin routes; a revoked key is 401 at once (on PostgreSQL, also on
 * a second instance that had just accepted it); each key has its own request rate and jobs in
 * flight, answering 429 with Retry-After. Runs SQL of its own, so both engines run it.
 */
import {
  API_KEY_CONCURRENT_JOBS,
  API_KEY_JOBS_RETRY_AFTER_SECONDS,
  API_KEY_NAME_MAX,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEYS_PER_USER,
} from '@/lib/api-keys';
import { balanceOf, expectBooksBalanced, seedAccount } from '../support/accounts';
import { type Answer, api } from '../support/api';
import { solidPng } from '../support/media';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
/** A second instance on the same database: on PostgreSQL only (the embedded database has one process). */
let other: RunningServer;

beforeAll(async () => {
  // No worker: created jobs stay in flight, which the concurrency limit needs.
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' });
  other = process.env.DATABASE_URL
    ? await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' })
    : server;
});
afterAll(async () => {
  await expectBooksBalanced(server);
  if (other !== server) await other?.stop();
  await server?.stop();
});

type Created = { id: string; name: string; prefix: string; key: string };
type Listed = { id: string; name: string; prefix: string; createdAt: number; lastUsedAt: number | null };

const BODY = { operationType: 'generate', prompt: 'a kite over the dunes', quality: '360p', duration: 5 };

const call = (url = server.url) => api(url);
const makeKey = (token: string, name: string) =>
  call()<Created>('POST', '/api/v1/user/api-keys', { token, body: { name } });
const listKeys = (token: string) => call()<Listed[]>('GET', '/api/v1/user/api-keys', { token });
const revokeKey = (token: string, id: string) => call()('DELETE', `/api/v1/user/api-keys/${id}`, { token });
const create = (token: string, url = server.url) =>
  call(url)<{ recordId: string }>('POST', '/api/v1/video/create', { token, body: BODY });

async function keyOf(token: string, name = 'script'): Promise<string> {
  const made = await makeKey(token, name);
  expect(made.code).toBe(200);
  return made.data.key;
}

function upload(token: string) {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([new Uint8Array(solidPng('#2864c8', 64, 48))], { type: 'image/png' }), 'cat.png');
  return fetch(`${server.url}/api/v1/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '100.64.7.7' },
    body: form,
  }).then(async (res) => ({ status: res.status, ...((await res.json()) as { code: number; data: { url: string } }) }));
}

describe('API keys', () => {
  it('are made with a name, shown once, and listed by name and prefix only', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN);
    const made = await makeKey(token, '  CI deploy  ');
    expect(made).toMatchObject({ status: 200, code: 200, data: { name: 'CI deploy' } });
    const { id, key, prefix } = made.data;
    expect(key).toMatch(/^vl_[0-9A-Za-z]{43}$/);
    expect(prefix).toBe(key.slice(0, 10));
    const listed = await listKeys(token);
    expect(listed.data).toEqual([{ id, name: 'CI deploy', prefix, createdAt: expect.any(Number), lastUsedAt: null }]);
    expect(JSON.stringify(listed.data)).not.toContain(key.slice(10));
  });

  it("act as their user with the user's plan on the video, upload, models, plans and story routes", async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 50 });
    const key = await keyOf(token);
    const made = await create(key);
    expect(made.code).toBe(200);
    // The same account's records, whichever credential made them.
    const mine = await call()<{ recordId: string }>('POST', '/api/v1/video/create', { token, body: BODY });
    const list = await call()<{ records: { id: string }[] }>('GET', '/api/v1/video/pageRecordList', { token: key });
    expect(list.data.records.map((record) => record.id).sort()).toEqual(
      [made.data.recordId, mine.data.recordId].sort(),
    );
    expect((await call()('GET', `/api/v1/video/detail/${made.data.recordId}`, { token: key })).code).toBe(200);
    const pending = await call()<{ id: string }[]>('POST', '/api/v1/video/loadPendingRecordList', {
      token: key,
      body: { pendingRecordIdList: [made.data.recordId] },
    });
    expect(pending.data.map((record) => record.id)).toEqual([made.data.recordId]);
    expect(await upload(key)).toMatchObject({ status: 200, code: 200, data: { url: expect.any(String) } });
    expect((await call()<unknown[]>('GET', '/api/v1/models', { token: key })).data.length).toBeGreaterThan(0);
    const split = await call()<{ shots: unknown[] }>('POST', '/api/v1/story/split', {
      token: key,
      body: { text: 'A kite rises. It dips toward the sea.' },
    });
    expect(split.data.shots).toHaveLength(2);
    // The balance a program can read: the plans answer names the caller's plan and credits.
    const plans = await call()<{ plans: unknown[]; currentPlan: string; credits: number }>('GET', '/api/v1/plans', {
      token: key,
    });
    expect(plans.data).toMatchObject({ currentPlan: 'pro', credits: await balanceOf(server.url, token) });
    expect(plans.data.credits).toBe(50 - 2 * 2);
    // Pro rights: a Pro-only model passes the plan check (and stops at "not configured" here).
    const quality = await call()('POST', '/api/v1/video/create', {
      token: key,
      body: { ...BODY, model: 'veo-3-quality' },
    });
    expect(quality.code).toBe(503);
    const [listed] = (await listKeys(token)).data;
    expect(listed!.lastUsedAt).toBeGreaterThanOrEqual(listed!.createdAt);
  });

  it('answer 401 on the account, billing, auth and admin routes, and change nothing there', async () => {
    const { email, token } = await seedAccount(server, ADMIN_TOKEN, { credits: 30 });
    const key = await keyOf(token);
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/auth/user-info'],
      ['GET', '/api/auth/logout'],
      ['GET', '/api/v1/user/api-keys'],
      ['POST', '/api/v1/user/api-keys', { name: 'from a key' }],
      ['POST', '/api/v1/user/update', { name: 'Mallory' }],
      ['POST', '/api/v1/user/change-password', { oldPassword: 'x', password: 'a new long password' }],
      ['POST', '/api/v1/user/delete', { email }],
      ['GET', '/api/v1/user/sign-in-methods'],
      ['GET', '/api/v1/billing/ledger'],
      ['GET', '/api/v1/billing/subscription'],
      ['POST', '/api/v1/billing/checkout', { plan: 'pro', interval: 'monthly' }],
      ['POST', '/api/v1/billing/portal'],
    ];
    for (const [method, path, body] of refused)
      expect(await call()(method, path, { token: key, body }), `${method} ${path}`).toMatchObject({
        status: 401,
        code: 401,
        msgKey: 'apiKeyNotAllowed',
      });
    expect(
      await call()('POST', '/api/admin/users/credits', { token: key, body: { email, credits: 999 } }),
    ).toMatchObject({ status: 401, code: 401 });
    // Nothing changed: the account, its name, its balance, its one key and the key itself.
    const info = await call()<{ name: string | null; credits: number }>('GET', '/api/auth/user-info', { token });
    expect(info).toMatchObject({ code: 200, data: { credits: 30 } });
    expect(info.data.name).not.toBe('Mallory');
    expect((await listKeys(token)).data).toHaveLength(1);
    expect((await call()('GET', '/api/v1/video/pageRecordList', { token: key })).code).toBe(200);
  });

  it('answer 401 at once after a revoke, on every instance, while the other keys keep working', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 50 });
    const key = await keyOf(token, 'leaked');
    const kept = await keyOf(token, 'kept');
    const [leaked] = (await listKeys(token)).data;
    // Both instances accept it first (a cache, were there one, would now hold it).
    expect((await create(key, server.url)).code).toBe(200);
    expect((await create(key, other.url)).code).toBe(200);
    expect(await revokeKey(token, leaked!.id)).toMatchObject({ status: 200, code: 200, data: null });
    for (const url of new Set([server.url, other.url])) {
      expect(await create(key, url)).toMatchObject({ status: 401, code: 401, msgKey: 'apiKeyInvalid' });
      expect((await call(url)('GET', '/api/v1/models', { token: key })).status).toBe(401);
      expect((await call(url)('GET', '/api/v1/plans', { token: key })).status).toBe(401);
      expect((await call(url)('GET', '/api/v1/video/pageRecordList', { token: key })).status).toBe(401);
    }
    expect((await listKeys(token)).data.map((row) => row.name)).toEqual(['kept']);
    expect((await create(kept)).code).toBe(200);
    // Revoked is gone: a second revoke finds nothing.
    expect((await revokeKey(token, leaked!.id)).status).toBe(404);
    // A well-formed key nobody made is refused the same way.
    expect((await create(`vl_${'A'.repeat(43)}`)).msgKey).toBe('apiKeyInvalid');
  });

  it("cannot be listed or revoked by another user (404), and another user's revoke leaves it working", async () => {
    const owner = await seedAccount(server, ADMIN_TOKEN);
    const stranger = await seedAccount(server, ADMIN_TOKEN);
    const key = await keyOf(owner.token);
    const [row] = (await listKeys(owner.token)).data;
    expect(await revokeKey(stranger.token, row!.id)).toMatchObject({ status: 404, code: 404 });
    expect((await listKeys(stranger.token)).data).toEqual([]);
    expect((await call()('GET', '/api/v1/models', { token: key })).code).toBe(200);
    expect((await revokeKey(owner.token, 'key_doesnotexist')).status).toBe(404);
  });

  it('refuse a bad name with 400, and more keys than an account may hold', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN);
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(API_KEY_NAME_MAX + 1) }, { name: 7 }])
      expect(await call()('POST', '/api/v1/user/api-keys', { token, body }), JSON.stringify(body)).toMatchObject({
        status: 400,
        msgKey: 'apiKeyName',
      });
    expect((await call()('POST', '/api/v1/user/api-keys', { body: { name: 'no session' } })).status).toBe(401);
    const made: Created[] = [];
    for (let i = 0; i < API_KEYS_PER_USER; i++) made.push((await makeKey(token, `key ${i}`)).data);
    expect(await makeKey(token, 'one too many')).toMatchObject({
      status: 400,
      msgKey: 'apiKeyLimit',
      msgVars: { max: API_KEYS_PER_USER },
    });
    expect((await listKeys(token)).data).toHaveLength(API_KEYS_PER_USER);
    await revokeKey(token, made[0]!.id);
    expect((await makeKey(token, 'in its place')).code).toBe(200);
  });

  it('limit each key to its requests a minute: 429 with Retry-After, for that key only', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN);
    const key = await keyOf(token, 'busy');
    const calm = await keyOf(token, 'calm');
    let passed = 0;
    let refusedWith: Response | undefined;
    while (!refusedWith && passed <= API_KEY_REQUESTS_PER_MINUTE + 5) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${server.url}/api/v1/models`, { headers: { authorization: `Bearer ${key}` } }),
        ),
      );
      passed += batch.filter((res) => res.status === 200).length;
      refusedWith = batch.find((res) => res.status !== 200);
    }
    // The sliding window may let one more through when the burst straddles two windows.
    expect(passed).toBeGreaterThanOrEqual(API_KEY_REQUESTS_PER_MINUTE);
    expect(passed).toBeLessThanOrEqual(API_KEY_REQUESTS_PER_MINUTE + 2);
    expect(refusedWith!.status).toBe(429);
    const body = (await refusedWith!.json()) as Answer<{ retryAfterSeconds: number }>;
    expect(body).toMatchObject({ code: 439, msgKey: 'apiKeyRateLimit', msgVars: { max: API_KEY_REQUESTS_PER_MINUTE } });
    const retryAfter = Number(refusedWith!.headers.get('retry-after'));
    expect(retryAfter).toBe(body.data.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(61);
    // Another key of the account, and the account's own session, are not slowed.
    expect((await call()('GET', '/api/v1/models', { token: calm })).code).toBe(200);
    expect((await call()('GET', '/api/v1/video/pageRecordList', { token })).code).toBe(200);
  });

  it('limit the videos in flight that one key created: 429 with Retry-After, nothing charged', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'ultra', credits: 100 });
    const key = await keyOf(token, 'batch');
    for (let i = 0; i < API_KEY_CONCURRENT_JOBS; i++) expect((await create(key)).code).toBe(200);
    const before = await balanceOf(server.url, token);
    const res = await fetch(`${server.url}/api/v1/video/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(BODY),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(API_KEY_JOBS_RETRY_AFTER_SECONDS));
    expect(await res.json()).toMatchObject({
      code: 439,
      msgKey: 'apiKeyJobs',
      msgVars: { max: API_KEY_CONCURRENT_JOBS },
    });
    expect(await balanceOf(server.url, token)).toBe(before);
    // The plan (Ultra: 8 at once) still has room for the account's session and its other keys.
    expect((await create(token)).code).toBe(200);
    expect((await create(await keyOf(token, 'another'))).code).toBe(200);
  });
});
