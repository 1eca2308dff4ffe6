import path from 'node:path';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api, newEmail, randomIp } from '../support/api';
import { type KeyServer, signWithStrangerKey, startKeyServer, unsignedToken } from '../support/jwks';
import { latestCode, mailsTo } from '../support/outbox';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

const GOOGLE_CLIENT = 'vidloom-test.apps.googleusercontent.com';
const MSAL_CLIENT = '11111111-2222-3333-4444-555555555555';

let keys: KeyServer;
let server: RunningServer;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  keys = await startKeyServer();
  server = await startServer({
    TRUST_PROXY: '1',
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_JWKS_URL: keys.url,
    MSAL_CLIENT_ID: MSAL_CLIENT,
    MSAL_JWKS_URL: keys.url,
    ADMIN_TOKEN,
  });
  call = api(server.url);
});
afterAll(async () => {
  await server.stop();
  await keys.close();
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const googleClaims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: GOOGLE_CLIENT,
  sub: `g-${unique()}`,
  email: `g${unique()}@gmail.test`,
  email_verified: true,
  name: 'Gina',
  ...over,
});
const tid = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const msClaims = (over: Record<string, unknown> = {}) => ({
  iss: `https://login.microsoftonline.com/${tid}/v2.0`,
  aud: MSAL_CLIENT,
  tid,
  oid: `oid-${unique()}`,
  sub: `ms-${unique()}`,
  preferred_username: `m${unique()}@outlook.test`,
  name: 'Max',
  ...over,
});

async function googleLogin(credential: string) {
  return call<{ token: string }>('POST', '/api/auth/google-login', { body: { credential, referDomain: 'direct' } });
}

async function outlookLogin(credential: string, referral: Record<string, string> = { referDomain: 'direct' }) {
  const res = await fetch(`${server.url}/api/auth/outlook-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
    body: new URLSearchParams({ credential, ...referral }).toString(),
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: { token: string } }) };
}

describe('Google sign-in', () => {
  it('creates an account on first sign-in and returns to it afterwards', async () => {
    const claims = googleClaims();
    const first = await googleLogin(await keys.sign(claims));
    expect(first.code).toBe(200);
    const info = (await call('GET', '/api/auth/user-info', { token: first.data.token })).data as {
      id: string;
      email: string;
      credits: number;
    };
    expect(info).toMatchObject({ email: claims.email, credits: 30 });
    const again = await googleLogin(await keys.sign({ ...claims, email: `changed-${claims.email}` }));
    expect(((await call('GET', '/api/auth/user-info', { token: again.data.token })).data as { id: string }).id).toBe(
      info.id,
    );
  });

  it('links to the existing e-mail account when Google vouches for the address', async () => {
    const { email, token } = await registerUser(server.url, server.dataDir);
    const own = (await call('GET', '/api/auth/user-info', { token })).data as { id: string };
    const google = await googleLogin(await keys.sign(googleClaims({ email })));
    expect(((await call('GET', '/api/auth/user-info', { token: google.data.token })).data as { id: string }).id).toBe(
      own.id,
    );
  });

  it.each([
    ['a wrong audience', async () => keys.sign(googleClaims({ aud: 'someone-else.apps.googleusercontent.com' }))],
    ['a wrong issuer', async () => keys.sign(googleClaims({ iss: 'https://evil.example' }))],
    ['an expired token', async () => keys.sign(googleClaims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['alg none', async () => unsignedToken(googleClaims())],
    ['a key Google does not publish', async () => signWithStrangerKey(googleClaims())],
    ['an unverified e-mail', async () => keys.sign(googleClaims({ email_verified: false }))],
    ['garbage', async () => 'not.a.jwt-at-all-but-long-enough'],
  ])('refuses %s', async (_name, make) => {
    const answer = await googleLogin(await make());
    expect([answer.status, answer.code, answer.msg]).toEqual([400, 400, 'The sign-in token is not valid']);
  });
});

describe('Microsoft sign-in', () => {
  it('keys the account on tenant and object id, from a form-encoded credential', async () => {
    const claims = msClaims();
    const first = await outlookLogin(await keys.sign(claims));
    expect(first.code).toBe(200);
    const info = (await call('GET', '/api/auth/user-info', { token: first.data.token })).data as {
      id: string;
      email: string | null;
    };
    // Microsoft does not vouch for the address, so it is not taken as the account's e-mail.
    expect(info.email).toBeNull();
    const again = await outlookLogin(
      await keys.sign({ ...claims, sub: 'another-sub', preferred_username: 'someone@else.test' }),
    );
    expect(((await call('GET', '/api/auth/user-info', { token: again.data.token })).data as { id: string }).id).toBe(
      info.id,
    );
  });

  it('never links to an e-mail account by the e-mail claim', async () => {
    const { email, token } = await registerUser(server.url, server.dataDir);
    const own = (await call('GET', '/api/auth/user-info', { token })).data as { id: string };
    const ms = await outlookLogin(await keys.sign(msClaims({ email, preferred_username: email })));
    expect(((await call('GET', '/api/auth/user-info', { token: ms.data.token })).data as { id: string }).id).not.toBe(
      own.id,
    );
  });

  it.each([
    ['a wrong audience', async () => keys.sign(msClaims({ aud: 'other-app' }))],
    [
      'an issuer of another tenant',
      async () => keys.sign(msClaims({ iss: 'https://login.microsoftonline.com/another-tenant/v2.0' })),
    ],
    ['no tenant id', async () => keys.sign(msClaims({ tid: undefined }))],
    ['an expired token', async () => keys.sign(msClaims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['alg none', async () => unsignedToken(msClaims())],
  ])('refuses %s', async (_name, make) => {
    const answer = await outlookLogin(await make());
    expect([answer.status, answer.code, answer.msg]).toEqual([400, 400, 'The sign-in token is not valid']);
  });
});

describe('the referral a sign-up carries', () => {
  type Stored = { referDomain: string | null; utmSource: string | null };
  const stored = async (email: string) =>
    call<Stored>('GET', `/api/admin/users?email=${encodeURIComponent(email)}`, { token: ADMIN_TOKEN });
  const referral = { referDomain: 'partner.example', utmSource: 'spring newsletter' };

  it('is kept with an e-mail sign-up and read back through the admin route (which needs its token)', async () => {
    const { email } = await registerUser(server.url, server.dataDir, { body: referral });
    expect(await stored(email)).toMatchObject({ code: 200, data: { email, ...referral } });
    const bare = await registerUser(server.url, server.dataDir);
    expect((await stored(bare.email)).data).toMatchObject({ referDomain: null, utmSource: null });
    const url = `/api/admin/users?email=${encodeURIComponent(email)}`;
    expect(await call('GET', url)).toMatchObject({ status: 401, code: 401 });
    expect(await call('GET', url, { token: 'wrong-token-0123456789' })).toMatchObject({ status: 401 });
    expect(await stored(newEmail())).toMatchObject({ status: 404, code: 404, msgKey: 'userNotFound' });
  });

  it('is kept with a Google sign-up, and a later sign-in does not replace it', async () => {
    const claims = googleClaims();
    const first = await call('POST', '/api/auth/google-login', {
      body: { credential: await keys.sign(claims), referDomain: 'news.example:8443', utmSource: 'ads' },
    });
    expect(first.code).toBe(200);
    const again = await call('POST', '/api/auth/google-login', {
      body: { credential: await keys.sign(claims), referDomain: 'other.example', utmSource: 'other' },
    });
    expect(again.code).toBe(200);
    expect((await stored(claims.email)).data).toMatchObject({ referDomain: 'news.example:8443', utmSource: 'ads' });
  });

  it('is taken form-encoded by Microsoft sign-in', async () => {
    expect((await outlookLogin(await keys.sign(msClaims()), referral)).code).toBe(200);
    expect((await outlookLogin(await keys.sign(msClaims()), { referDomain: 'direct' })).code).toBe(200);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['referDomain', { referDomain: 'https://evil.example/path' }],
    ['referDomain', { referDomain: '<b>evil</b>' }],
    ['referDomain', { referDomain: `${'a'.repeat(250)}.com` }],
    ['referDomain', { referDomain: 42 }],
    ['utmSource', { referDomain: 'direct', utmSource: '' }],
    ['utmSource', { referDomain: 'direct', utmSource: 'x'.repeat(101) }],
    ['utmSource', { referDomain: 'direct', utmSource: 'tab\there' }],
    ['utmSource', { referDomain: 'direct', utmSource: ['list'] }],
  ];

  it.each(bad)('a bad %s answers 400 naming it and makes no account (e-mail sign-up)', async (field, values) => {
    const email = newEmail('bad-referral');
    const outbox = path.join(server.dataDir, 'outbox');
    const before = mailsTo(outbox, email).length;
    await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`);
    const { code } = await latestCode(outbox, email, before);
    const answer = await call('POST', '/api/auth/register', {
      body: { email, password: TEST_PASSWORD, code, ...values },
    });
    expect(answer).toMatchObject({ status: 400, code: 400, msgVars: { field } });
    expect(answer.msg).toMatch(new RegExp(`^${field}: `));
    expect((await call('GET', `/api/auth/check-email-registered?email=${encodeURIComponent(email)}`)).data).toEqual({
      registered: false,
    });
    // The code was not spent: the same sign-up with a good referral goes through.
    const made = await call('POST', '/api/auth/register', {
      body: { email, password: TEST_PASSWORD, code, referDomain: 'direct' },
    });
    expect(made.code).toBe(200);
  });

  it.each(bad)(
    'a bad %s answers 400 at Google and Microsoft sign-in, and Google makes no account',
    async (field, values) => {
      const claims = googleClaims();
      const google = await call('POST', '/api/auth/google-login', {
        body: { credential: await keys.sign(claims), ...values },
      });
      expect(google).toMatchObject({ status: 400, code: 400, msgVars: { field } });
      expect(await stored(claims.email)).toMatchObject({ status: 404 });
      if (typeof values[field] !== 'string') return; // a form carries text only
      const microsoft = await outlookLogin(await keys.sign(msClaims()), values as Record<string, string>);
      expect([microsoft.status, microsoft.code]).toEqual([400, 400]);
    },
  );
});

describe('without configuration', () => {
  it('answers 503 on a server that has no client ids', async () => {
    const plain = await startServer({ TRUST_PROXY: '1' });
    try {
      const answer = await api(plain.url)('POST', '/api/auth/google-login', {
        body: { credential: await keys.sign(googleClaims()) },
      });
      expect([answer.status, answer.code, answer.msg]).toEqual([
        503,
        503,
        'Google sign-in is not configured on this server',
      ]);
    } finally {
      await plain.stop();
    }
  });
});
