/**
 * The admin console's API and page, on one server: who may see it (only an account with the
 * admin role, granted by `npm run admin`), each action with its audit row, disabling (sessions
 * end, every sign-in refused), credit adjustments and refunds that happen once however often
 * they are sent, and a retry that is neither charged nor refunded twice. On both engines: the
 * console runs SQL of its own (role, audit table, locks, the ledger's unique key).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { hashPassword } from '@/server/auth/password';
import { openDatabase } from '@/server/db/client';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api, newEmail } from '../support/api';
import { seedUser } from '../support/factories';
import { type KeyServer, startKeyServer } from '../support/jwks';
import { copyTemplate } from '../support/pglite-template';
import { ADMIN_ENTRY, ADMIN_TOKEN, type RunningServer, startServer, TEST_NODE_FLAGS, waitFor } from '../support/server';
import { videoApi } from '../support/videos';

const GOOGLE_CLIENT = 'vidloom-admin-test.apps.googleusercontent.com';
const MSAL_CLIENT = '99999999-2222-3333-4444-555555555555';
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
/** A hosted model every plan may use: its jobs go to the fake below, which refuses them for good. */
const FAILING_MODEL = FAL_MODELS.find((model) => model.id === 'fal-ltx-video-13b')!;
const C = '/api/admin/console';

type Audit = {
  action: string;
  targetId: string;
  adminId: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};
type Ledger = { delta: number; reason: string; recordId: string | null };

let server: RunningServer;
let keys: KeyServer;
let fal: http.Server;
let falUrl: string;
let call: ReturnType<typeof api>;
let adminEmail: string;
let adminToken: string;
let dataDir: string | undefined;

function cli(args: string[]) {
  return spawnSync(process.execPath, [...TEST_NODE_FLAGS, ADMIN_ENTRY, ...args], {
    env: { ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

beforeAll(async () => {
  // The operator's account exists before the server does: the embedded database has one process
  // at a time, and the role is granted from the command line, as an operator would.
  if (!process.env.DATABASE_URL) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-admin-console-'));
    await copyTemplate(path.join(dataDir, 'db'));
  }
  adminEmail = newEmail('operator');
  const handle = openDatabase(dataDir ? { dataDir } : {});
  await handle.ready;
  await seedUser(handle.db, {
    email: adminEmail,
    emailVerified: true,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  await handle.close();
  expect(cli(['grant-admin', adminEmail]).stdout).toContain(`${adminEmail}: role admin`);
  expect(cli(['revoke-admin', adminEmail]).stdout).toContain(`${adminEmail}: role user`);
  const granted = cli(['grant-admin', adminEmail.toUpperCase()]);
  expect(granted.stdout).toContain(`${adminEmail}: role admin`);
  expect(cli(['grant-admin', 'nobody@example.test'])).toMatchObject({
    status: 1,
    stderr: expect.stringContaining('No user'),
  });
  expect(cli(['grant-admin'])).toMatchObject({ status: 2 });

  // fal as a strict fake that refuses every request it is sent, for good (422).
  fal = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'prompt refused by the fake' }));
    });
  });
  await new Promise<void>((resolve) => fal.listen(0, '127.0.0.1', resolve));
  falUrl = `http://127.0.0.1:${(fal.address() as AddressInfo).port}`;
  keys = await startKeyServer();
  server = await startServer({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    TRUST_PROXY: '1',
    ADMIN_TOKEN,
    FAL_KEY: 'test-fal-key',
    FAL_QUEUE_URL: falUrl,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_JWKS_URL: keys.url,
    MSAL_CLIENT_ID: MSAL_CLIENT,
    MSAL_JWKS_URL: keys.url,
  });
  call = api(server.url);
  const login = await call<{ token: string }>('POST', '/api/auth/login', {
    body: { email: adminEmail, password: TEST_PASSWORD },
  });
  expect(login.code).toBe(200);
  adminToken = login.data.token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await keys?.close();
  await new Promise((resolve) => fal?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const admin = <T>(method: string, route: string, body?: unknown) =>
  call<T>(method, `${C}${route}`, { token: adminToken, body });
const page = (route: string, token?: string) =>
  fetch(`${server.url}${route}`, { headers: token ? { cookie: `token=${encodeURIComponent(token)}` } : {} });
const auditOf = async (id: string) =>
  (await admin<{ records: Audit[] }>('GET', '/audit')).data.records.filter((row) => row.targetId === id);
const ledgerOf = async (id: string) => (await admin<{ ledger: Ledger[] }>('GET', `/users/${id}`)).data.ledger;
const userIdOf = async (token: string) => (await call<{ id: string }>('GET', '/api/auth/user-info', { token })).data.id;

describe('who sees the console', () => {
  it('is a 404 for anyone without the admin role, the admin token included, and the console for an operator', async () => {
    const { token } = await registerUser(server.url, server.dataDir);
    const callers: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['an ordinary account', token],
      ['the admin token', ADMIN_TOKEN],
    ];
    for (const [who, bearer] of callers) {
      for (const [method, route] of [
        ['GET', '/overview'],
        ['GET', '/users?q=a'],
        ['GET', '/jobs'],
        ['GET', '/providers'],
        ['GET', '/audit'],
        ['POST', '/users/usr_x/credits'],
        ['POST', '/jobs/rec_x/refund'],
        ['DELETE', '/overview'],
        ['OPTIONS', '/overview'],
      ] as const) {
        const answer = await call(method, `${C}${route}`, { token: bearer, body: method === 'GET' ? undefined : {} });
        expect(answer, `${who} ${method} ${route}`).toMatchObject({ status: 404, code: 404 });
      }
      for (const route of ['/admin', '/admin/users', '/de/admin/jobs']) {
        const res = await page(route, bearer);
        expect(res.status, `${who} ${route}`).toBe(404);
        expect(await res.text()).toContain('data-testid="not-found"');
      }
    }
    const operator = await page('/admin', adminToken);
    expect(operator.status).toBe(200);
    expect(operator.headers.get('cache-control')).toContain('no-store');
    expect(await operator.text()).toContain('data-testid="admin-console"');
    expect((await page('/ar/admin/users/usr_x', adminToken)).status).toBe(200);
    expect((await page('/admin/settings', adminToken)).status).toBe(404);
    expect(await admin('PUT', '/overview', {})).toMatchObject({ status: 405 });
    expect(await admin('POST', '/users/usr_x/frobnicate', {})).toMatchObject({ status: 404 });
  });

  it('audits the role granted and revoked from the command line', async () => {
    const rows = await auditOf(await userIdOf(adminToken));
    expect(rows.map((row) => row.action)).toEqual(['grant-admin', 'revoke-admin', 'grant-admin']);
    expect(rows.every((row) => row.adminId === null)).toBe(true);
    expect(rows[0]).toMatchObject({ before: { role: 'user' }, after: { role: 'admin', via: 'command' } });
  });

  it('is opened and closed at once by the role given with the admin token', async () => {
    const { email, token } = await registerUser(server.url, server.dataDir);
    const role = (value: unknown, bearer = ADMIN_TOKEN) =>
      call('POST', '/api/admin/users/role', { token: bearer, body: { email, role: value } });
    expect(await role('admin', token)).toMatchObject({ status: 401 });
    expect(await role('owner')).toMatchObject({ status: 400 });
    expect(await role('admin')).toMatchObject({ code: 200, data: { role: 'admin' } });
    expect((await call('GET', `${C}/overview`, { token })).code).toBe(200);
    expect((await page('/admin/jobs', token)).status).toBe(200);
    expect(await role('user')).toMatchObject({ code: 200, data: { role: 'user' } });
    expect((await call('GET', `${C}/overview`, { token })).status).toBe(404);
    expect((await page('/admin/jobs', token)).status).toBe(404);
    const id = await userIdOf(token);
    expect((await auditOf(id)).map((row) => [row.action, (row.after as { via?: string } | null)?.via])).toEqual([
      ['revoke-admin', 'token'],
      ['grant-admin', 'token'],
    ]);
  });
});

describe('accounts', () => {
  it('are found by e-mail or id, with the overview counting them', async () => {
    const { email, token } = await registerUser(server.url, server.dataDir);
    const id = await userIdOf(token);
    const byPart = await admin<{ id: string; email: string }[]>(
      'GET',
      `/users?q=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`,
    );
    expect(byPart.data.map((user) => user.id)).toContain(id);
    expect((await admin<{ id: string }[]>('GET', `/users?q=${id}`)).data).toEqual([
      expect.objectContaining({ id, email }),
    ]);
    expect((await admin<unknown[]>('GET', '/users?q=%25')).data).toEqual([]);
    const detail = await admin<{ user: { plan: string; credits: number }; ledger: Ledger[] }>('GET', `/users/${id}`);
    expect(detail.data.user).toMatchObject({ plan: 'free', disabled: false, role: 'user' });
    expect(detail.data.ledger.map((row) => row.reason)).toEqual(['signup']);
    expect(await admin('GET', '/users/usr_nobody')).toMatchObject({ status: 404, msgKey: 'accountNotFound' });
    const overview = await admin<{ signUps: number; workersAlive: number; queue: { depth: number } }>(
      'GET',
      '/overview',
    );
    expect(overview.data.signUps).toBeGreaterThanOrEqual(3);
    expect(overview.data.workersAlive).toBeGreaterThanOrEqual(1);
    expect(overview.data.queue.depth).toBeGreaterThanOrEqual(0);
  });

  it('adjusts credits once per key, even sent twice at once, with a reason and an audit row', async () => {
    const { token } = await registerUser(server.url, server.dataDir);
    const id = await userIdOf(token);
    const before = (await call<{ credits: number }>('GET', '/api/auth/user-info', { token })).data.credits;
    const body = { delta: 250, reason: 'goodwill after an outage', key: 'double-click-key-1' };
    const [first, second] = await Promise.all([
      admin('POST', `/users/${id}/credits`, body),
      admin('POST', `/users/${id}/credits`, body),
    ]);
    expect([first.code, second.code]).toEqual([200, 200]);
    expect((await call<{ credits: number }>('GET', '/api/auth/user-info', { token })).data.credits).toBe(before + 250);
    expect((await ledgerOf(id)).filter((row) => row.reason === 'adjustment')).toHaveLength(1);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'credits',
        reason: 'goodwill after an outage',
        before: { credits: before },
        after: { credits: before + 250, delta: 250 },
      }),
    ]);
    // The same key again later is the same change, already made.
    expect(await admin('POST', `/users/${id}/credits`, body)).toMatchObject({ code: 200, data: { applied: false } });
    // Refused: no reason, no key, zero, a fraction, more than the balance.
    for (const bad of [
      { delta: 5, key: 'double-click-key-2' },
      { delta: 5, reason: 'x' },
      { delta: 0, reason: 'x', key: 'double-click-key-3' },
      { delta: 1.5, reason: 'x', key: 'double-click-key-4' },
      { delta: '5', reason: 'x', key: 'double-click-key-5' },
    ])
      expect(await admin('POST', `/users/${id}/credits`, bad), JSON.stringify(bad)).toMatchObject({ status: 400 });
    expect(
      await admin('POST', `/users/${id}/credits`, { delta: -(before + 251), reason: 'x', key: 'double-click-key-6' }),
    ).toMatchObject({
      code: 430,
    });
    expect((await ledgerOf(id)).filter((row) => row.reason === 'adjustment')).toHaveLength(1);
  });

  it('changes the plan, audited once', async () => {
    const { token } = await registerUser(server.url, server.dataDir);
    const id = await userIdOf(token);
    expect(await admin('POST', `/users/${id}/plan`, { plan: 'pro' })).toMatchObject({
      code: 200,
      data: { plan: 'pro' },
    });
    expect(await admin('POST', `/users/${id}/plan`, { plan: 'pro' })).toMatchObject({ code: 200 });
    expect(await admin('POST', `/users/${id}/plan`, { plan: 'gold' })).toMatchObject({ status: 400 });
    expect((await call('GET', '/api/auth/user-info', { token })).data).toMatchObject({ plan: 'pro', vipLevel: 2 });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'plan',
        before: { plan: 'free', vipLevel: 0 },
        after: { plan: 'pro', vipLevel: 2 },
      }),
    ]);
  });

  it('disables an account: its sessions end and no way of signing in works until it is re-enabled', async () => {
    const { email, token } = await registerUser(server.url, server.dataDir);
    const id = await userIdOf(token);
    const googleSubject = `g-${id}`;
    const google = async () =>
      call<{ token: string }>('POST', '/api/auth/google-login', {
        body: {
          credential: await keys.sign({
            iss: 'https://accounts.google.com',
            aud: GOOGLE_CLIENT,
            sub: googleSubject,
            email,
            email_verified: true,
          }),
          referDomain: 'direct',
        },
      });
    const microsoft = async () => {
      const credential = await keys.sign({
        iss: `https://login.microsoftonline.com/${TENANT}/v2.0`,
        aud: MSAL_CLIENT,
        tid: TENANT,
        oid: `oid-${id}`,
        sub: `ms-${id}`,
        preferred_username: email,
      });
      const res = await fetch(`${server.url}/api/auth/outlook-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ credential, referDomain: 'direct' }).toString(),
      });
      return {
        status: res.status,
        ...((await res.json()) as { code: number; msgKey?: string; data: { token: string } }),
      };
    };
    const password = () =>
      call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
    // Linked while the account may sign in: Google by its vouched e-mail, Microsoft as the account it makes.
    expect((await google()).code).toBe(200);
    const microsoftAccount = await microsoft();
    expect(microsoftAccount.code).toBe(200);
    const microsoftId = await userIdOf(microsoftAccount.data.token);
    const key = await call<{ key: string }>('POST', '/api/v1/user/api-keys', { token, body: { name: 'ci' } });
    expect(key.code, key.msg).toBe(200);
    const models = () => call('GET', '/api/v1/models', { token: key.data.key });

    expect(await admin('POST', `/users/${id}/disable`, {})).toMatchObject({ status: 400 });
    expect(await admin('POST', `/users/${id}/disable`, { reason: 'chargeback fraud' })).toMatchObject({
      code: 200,
      data: { disabled: true },
    });
    expect(await admin('POST', `/users/${microsoftId}/disable`, { reason: 'same person' })).toMatchObject({
      code: 200,
    });
    expect(await call('GET', '/api/auth/user-info', { token })).toMatchObject({ status: 401 });
    // Its API keys stop too, and work again once it is enabled.
    expect(await models()).toMatchObject({ status: 401 });
    expect(await call('GET', '/api/auth/user-info', { token: microsoftAccount.data.token })).toMatchObject({
      status: 401,
    });
    for (const [way, attempt] of [
      ['password', password],
      ['Google', google],
      ['Microsoft', microsoft],
    ] as const)
      expect(await attempt(), way).toMatchObject({ status: 403, msgKey: 'accountDisabled' });
    expect((await admin<{ user: { disabled: boolean } }>('GET', `/users/${id}`)).data.user.disabled).toBe(true);

    expect(await admin('POST', `/users/${id}/enable`, {})).toMatchObject({ code: 200, data: { disabled: false } });
    expect((await password()).code).toBe(200);
    expect((await google()).code).toBe(200);
    expect((await models()).code).toBe(200);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['enable', 'disable']);
    expect((await auditOf(id))[1]).toMatchObject({
      reason: 'chargeback fraud',
      before: { disabled: false },
      after: { disabled: true },
    });

    const self = await userIdOf(adminToken);
    expect(await admin('POST', `/users/${self}/disable`, { reason: 'oops' })).toMatchObject({
      status: 400,
      msgKey: 'notOnYourself',
    });
  });

  it('deletes an account, audited', async () => {
    const { token } = await registerUser(server.url, server.dataDir);
    const id = await userIdOf(token);
    expect(await admin('POST', `/users/${id}/delete`, {})).toMatchObject({ status: 400 });
    expect(await admin('POST', `/users/${id}/delete`, { reason: 'asked by e-mail' })).toMatchObject({ code: 200 });
    expect(await call('GET', '/api/auth/user-info', { token })).toMatchObject({ status: 401 });
    expect(await admin('GET', `/users/${id}`)).toMatchObject({ status: 404 });
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'delete', reason: 'asked by e-mail' })]);
  });
});

describe('jobs', () => {
  it('are filtered, read whole, retried without a second charge or refund, and refunded exactly once', async () => {
    const { email, token } = await registerUser(server.url, server.dataDir);
    const id = await userIdOf(token);
    expect(
      (await admin('POST', `/users/${id}/credits`, { delta: 1000, reason: 'test', key: 'jobs-test-key-1' })).code,
    ).toBe(200);
    const videos = videoApi(server.url, { token });
    const failing = await videos.create({
      operationType: 'generate',
      model: FAILING_MODEL.id,
      prompt: 'a lighthouse in a storm',
      quality: FAILING_MODEL.qualities[0],
      duration: FAILING_MODEL.durations[0],
      aspectRatio: FAILING_MODEL.aspectRatios[0],
    });
    expect(failing.code, failing.msg).toBe(200);
    const failed = failing.data.recordId;
    expect(await videos.settle(failed)).toMatchObject({ state: 'fail' });
    const made = await videos.make({
      operationType: 'generate',
      model: 'base',
      prompt: 'a cat on a roof',
      duration: 5,
      quality: '360p',
    });
    expect(made.state, made.failMsg ?? '').toBe('success');

    const list = (query: string) => admin<{ records: { id: string }[]; total: number }>('GET', `/jobs?${query}`);
    expect((await list(`user=${encodeURIComponent(email)}`)).data.records.map((job) => job.id)).toEqual([
      made.id,
      failed,
    ]);
    expect(
      (await list(`user=${id}&state=fail&provider=fal&model=${FAILING_MODEL.id}`)).data.records.map((job) => job.id),
    ).toEqual([failed]);
    expect((await list(`user=${id}&provider=local`)).data.records.map((job) => job.id)).toEqual([made.id]);
    expect((await list(`user=${id}&state=queued`)).data.total).toBe(0);
    expect((await list('user=nobody@example.test')).data.total).toBe(0);
    expect(await list('state=lost')).toMatchObject({ status: 400 });
    expect(await list('provider=acme')).toMatchObject({ status: 400 });

    const detail = await admin<Record<string, unknown>>('GET', `/jobs/${failed}`);
    expect(detail.data).toMatchObject({
      state: 'fail',
      provider: 'fal',
      attempts: 1,
      refunded: true,
      retryable: true,
      generateParam: expect.objectContaining({ model: FAILING_MODEL.id }),
      failReason: expect.objectContaining({ key: expect.any(String) }),
      timings: expect.objectContaining({ createdAt: expect.any(Number), finishedAt: expect.any(Number) }),
    });
    expect(String(detail.data.failMsg)).not.toBe('');
    const providers = await admin<{ provider: string; configured: boolean; errors: { id: string }[] }[]>(
      'GET',
      '/providers',
    );
    const falEntry = providers.data.find((entry) => entry.provider === 'fal')!;
    expect(falEntry.configured).toBe(true);
    expect(falEntry.errors.map((error) => error.id)).toContain(failed);
    expect(providers.data.find((entry) => entry.provider === 'replicate')).toMatchObject({ configured: false });

    // The failed job was refunded by the queue: the console cannot refund it again.
    expect(await admin('POST', `/jobs/${failed}/refund`, { reason: 'again' })).toMatchObject({
      status: 400,
      msgKey: 'alreadyRefunded',
    });
    expect(await admin('POST', `/jobs/${made.id}/retry`, {})).toMatchObject({ status: 400, msgKey: 'notRetryable' });
    const books = async () =>
      (await ledgerOf(id))
        .filter((row) => row.recordId === failed)
        .map((row) => row.reason)
        .sort();
    expect(await books()).toEqual(['generation', 'refund']);

    expect(await admin('POST', `/jobs/${failed}/retry`, { reason: 'fal had an incident' })).toMatchObject({
      code: 200,
    });
    await waitFor(
      async () => (await admin<{ state: string; attempts: number }>('GET', `/jobs/${failed}`)).data.state === 'fail',
      {
        what: 'the retried job to fail again',
      },
    );
    // Free, and not refunded a second time.
    expect(await books()).toEqual(['generation', 'refund']);
    expect((await auditOf(failed)).map((row) => row.action)).toEqual(['retry']);

    const balance = async () => (await call<{ credits: number }>('GET', '/api/auth/user-info', { token })).data.credits;
    const before = await balance();
    const [one, two] = await Promise.all([
      admin('POST', `/jobs/${made.id}/refund`, { reason: 'wrong animal' }),
      admin('POST', `/jobs/${made.id}/refund`, { reason: 'wrong animal' }),
    ]);
    expect([one.code, two.code].sort()).toEqual([200, 400]);
    expect(await balance()).toBe(before + made.cost);
    expect(await admin('POST', `/jobs/${made.id}/refund`, { reason: 'wrong animal' })).toMatchObject({
      msgKey: 'alreadyRefunded',
    });
    expect(await admin('POST', `/jobs/${made.id}/refund`, {})).toMatchObject({ status: 400 });
    expect((await auditOf(made.id)).map((row) => row.action)).toEqual(['refund']);
    expect((await admin<{ refunded: boolean }>('GET', `/jobs/${made.id}`)).data.refunded).toBe(true);
    expect(await admin('GET', '/jobs/rec_nothing')).toMatchObject({ status: 404 });
  }, 120_000);
});
