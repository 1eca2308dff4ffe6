/**
 * Text PostgreSQL cannot store (a NUL, an unpaired surrogate) in any text field of any route
 * answers 400 naming the field and changes nothing; it never reaches the database as a 500.
 * A failed sign-up does not spend its e-mail code.
 */
import path from 'node:path';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api, newEmail } from '../support/api';
import { latestCode, mailsTo } from '../support/outbox';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let call: ReturnType<typeof api>;
let token: string;
let email: string;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' });
  call = api(server.url);
  ({ token, email } = await registerUser(server.url, server.dataDir));
});
afterAll(async () => server?.stop());

const BAD = {
  nul: 'a\u0000b',
  'lone high surrogate': 'x\ud800y',
  'lone low surrogate': '\udc00',
  'reversed pair': '\udc00\ud800',
};

type Case = {
  route: string;
  field: string;
  send: (bad: string) => Promise<{ status: number; code: number; msg: string }>;
};

const json =
  (route: string, body: (bad: string) => unknown, auth: 'user' | 'admin' | 'none' = 'none') =>
  (bad: string) =>
    call('POST', route, {
      body: body(bad),
      ...(auth === 'user' ? { token } : {}),
      headers: auth === 'admin' ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {},
    });

const form = (route: string, fields: (bad: string) => Record<string, string>) => async (bad: string) => {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '100.90.1.1' },
    body: new URLSearchParams(fields(bad)).toString(),
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string }) };
};

const create = (field: string, extra: Record<string, unknown> = {}) =>
  json(
    '/api/v1/video/create',
    (bad) => ({ operationType: 'generate', prompt: 'a calm sea', ...extra, [field]: bad }),
    'user',
  );

const cases: Case[] = [
  ...[
    'prompt',
    'soundPrompt',
    'speechPrompt',
    'speakerId',
    'model',
    'effectTemplateId',
    'userUploadVideoUrl',
    'originalRecordId',
    'audioUrl',
    'operationType',
  ].map((field) => ({ route: 'video/create', field, send: create(field) })),
  {
    route: 'video/create',
    field: 'imgUrls.0',
    send: json('/api/v1/video/create', (bad) => ({ operationType: 'generate', prompt: 'x', imgUrls: [bad] }), 'user'),
  },
  {
    route: 'video/loadPendingRecordList',
    field: 'pendingRecordIdList.0',
    send: json('/api/v1/video/loadPendingRecordList', (bad) => ({ pendingRecordIdList: [bad] }), 'user'),
  },
  {
    route: 'video/batchDelete',
    field: 'recordIds.0',
    send: json('/api/v1/video/batchDelete', (bad) => ({ recordIds: [bad] }), 'user'),
  },
  ...['email', 'password', 'code', 'referDomain', 'locale'].map((field) => ({
    route: 'auth/register',
    field,
    send: json('/api/auth/register', (bad) => ({
      email: newEmail(),
      password: TEST_PASSWORD,
      code: '123456',
      referDomain: 'example.com',
      [field]: bad,
    })),
  })),
  ...['email', 'password'].map((field) => ({
    route: 'auth/login',
    field,
    send: json('/api/auth/login', (bad) => ({ email, password: TEST_PASSWORD, [field]: bad })),
  })),
  ...['email', 'password', 'code'].map((field) => ({
    route: 'auth/reset-password',
    field,
    send: json('/api/auth/reset-password', (bad) => ({ email, password: TEST_PASSWORD, code: '123456', [field]: bad })),
  })),
  ...['credential', 'referDomain'].map((field) => ({
    route: 'auth/google-login',
    field,
    send: json('/api/auth/google-login', (bad) => ({
      credential: 'x'.repeat(40),
      referDomain: 'example.com',
      [field]: bad,
    })),
  })),
  ...['name', 'locale'].map((field) => ({
    route: 'user/update',
    field,
    send: json('/api/v1/user/update', (bad) => ({ [field]: bad }), 'user'),
  })),
  ...['oldPassword', 'password'].map((field) => ({
    route: 'user/change-password',
    field,
    send: json(
      '/api/v1/user/change-password',
      (bad) => ({ oldPassword: TEST_PASSWORD, password: 'another good password', [field]: bad }),
      'user',
    ),
  })),
  { route: 'user/delete', field: 'email', send: json('/api/v1/user/delete', (bad) => ({ email: bad }), 'user') },
  {
    route: 'billing/checkout',
    field: 'locale',
    send: json('/api/v1/billing/checkout', (bad) => ({ plan: 'pro', interval: 'monthly', locale: bad }), 'user'),
  },
  ...['email', 'plan'].map((field) => ({
    route: 'admin/users/plan',
    field,
    send: json('/api/admin/users/plan', (bad) => ({ email, plan: 'pro', [field]: bad }), 'admin'),
  })),
  {
    route: 'admin/users/credits',
    field: 'email',
    send: json('/api/admin/users/credits', (bad) => ({ email: bad, credits: 5 }), 'admin'),
  },
];

// A form body carries bytes: an unpaired surrogate arrives as U+FFFD, so only the NUL applies.
const formCases: Case[] = ['credential', 'referDomain'].map((field) => ({
  route: 'auth/outlook-login',
  field,
  send: form('/api/auth/outlook-login', (bad) => ({
    credential: 'x'.repeat(40),
    referDomain: 'example.com',
    [field]: bad,
  })),
}));

const table = [
  ...cases.flatMap((c) => Object.entries(BAD).map(([kind, bad]) => [c.route, c.field, kind, bad, c] as const)),
  ...formCases.map((c) => [c.route, c.field, 'nul', BAD.nul, c] as const),
];

describe('text PostgreSQL cannot store', () => {
  it.each(table)('%s %s with a %s answers 400 naming the field', async (_route, field, _kind, bad, c) => {
    const answer = await c.send(bad);
    expect(answer.status, answer.msg).toBe(400);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(`${field}: This text contains a character that cannot be saved`);
  });

  // Query strings carry bytes, not UTF-16: a NUL (%00) is what reaches the route.
  it.each([
    ['auth/send-captcha', 'email', () => `/api/auth/send-captcha?type=register&email=a%00b%40example.test`],
    [
      'auth/send-captcha',
      'locale',
      () => `/api/auth/send-captcha?type=register&email=${encodeURIComponent(newEmail())}&locale=e%00n`,
    ],
    ['auth/check-email-registered', 'email', () => `/api/auth/check-email-registered?email=a%00b%40example.test`],
    ['user/get-unique-id', 'canvas', () => `/api/v1/user/get-unique-id?canvas=abcdefgh%00ijk`],
    ['video/detail', 'id', () => `/api/v1/video/detail/rec_abc%00defghijk`],
    ['video/updateShareInfo', 'id', () => `/api/v1/video/updateShareInfo/rec_abc%00defghijk`],
  ])('%s with a NUL in %s answers 400 naming it', async (_route, field, url) => {
    const answer = await call('GET', url(), { token });
    expect([answer.status, answer.msg]).toEqual([400, `${field}: This text contains a character that cannot be saved`]);
  });

  it('changes nothing, and still accepts text with real surrogate pairs (emoji)', async () => {
    const before = (await call<{ name: string | null }>('GET', '/api/auth/user-info', { token })).data;
    expect((await call('POST', '/api/v1/user/update', { token, body: { name: 'Ann\u0000' } })).status).toBe(400);
    expect((await call<{ name: string | null }>('GET', '/api/auth/user-info', { token })).data.name).toBe(before.name);
    const emoji = await call<{ name: string }>('POST', '/api/v1/user/update', { token, body: { name: 'Ann 🎬' } });
    expect([emoji.code, emoji.data.name]).toEqual([200, 'Ann 🎬']);
  });
});

describe('a sign-up that fails', () => {
  it('does not spend the e-mail code: the same code still makes the account', async () => {
    const address = newEmail('keep-code');
    const outbox = path.join(server.dataDir, 'outbox');
    const before = mailsTo(outbox, address).length;
    expect((await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(address)}&type=register`)).code).toBe(
      200,
    );
    const { code } = await latestCode(outbox, address, before);
    for (const referDomain of ['evil\u0000.example', '\ud800']) {
      const failed = await call('POST', '/api/auth/register', {
        body: { email: address, password: TEST_PASSWORD, code, referDomain },
      });
      expect([failed.status, failed.msg]).toEqual([
        400,
        'referDomain: This text contains a character that cannot be saved',
      ]);
    }
    const made = await call<{ token: string }>('POST', '/api/auth/register', {
      body: { email: address, password: TEST_PASSWORD, code, referDomain: 'example.com' },
    });
    expect(made.code, made.msg).toBe(200);
    expect((await call<{ email: string }>('GET', '/api/auth/user-info', { token: made.data.token })).data.email).toBe(
      address,
    );
    // Spent now: a second use is refused.
    const again = await call('POST', '/api/auth/register', {
      body: { email: newEmail(), password: TEST_PASSWORD, code },
    });
    expect(again.status).toBe(400);
  });
});
