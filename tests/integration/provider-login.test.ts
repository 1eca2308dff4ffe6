import { registerUser } from '../support/accounts';
import { api, randomIp } from '../support/api';
import { type KeyServer, signWithStrangerKey, startKeyServer, unsignedToken } from '../support/jwks';
import { type RunningServer, startServer } from '../support/server';

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

async function outlookLogin(credential: string) {
  const res = await fetch(`${server.url}/api/auth/outlook-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
    body: new URLSearchParams({ credential, referDomain: 'direct' }).toString(),
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
