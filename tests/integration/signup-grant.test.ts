/**
 * The free sign-up grant (30 credits) is given once per mailbox: `a+1@x` and `a+2@x`, or
 * `j.doe@gmail.com` and `jdoe+tag@googlemail.com`, share one grant, whichever way they sign
 * up. Each account still signs in with the address as it was typed.
 */
import { expectBooksBalanced, registerUser, TEST_PASSWORD } from '../support/accounts';
import { api } from '../support/api';
import { type KeyServer, startKeyServer } from '../support/jwks';
import { type RunningServer, startServer } from '../support/server';

const GOOGLE_CLIENT = 'vidloom-grant.apps.googleusercontent.com';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

type Info = { email: string | null; credits: number };

let keys: KeyServer;
let server: RunningServer;

beforeAll(async () => {
  keys = await startKeyServer();
  server = await startServer({
    TRUST_PROXY: '1',
    WORKER_IN_PROCESS: '0',
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_JWKS_URL: keys.url,
  });
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
  await keys?.close();
});

describe('the sign-up grant', () => {
  const call = () => api(server.url);
  const info = async (token: string) => (await call()<Info>('GET', '/api/auth/user-info', { token })).data;

  it('is given once to a+1@x and a+2@x, and each still signs in as typed', async () => {
    const base = `alias${unique()}`;
    const domain = `mail-${unique()}.test`;
    const first = await registerUser(server.url, server.dataDir, { email: `${base}+1@${domain}` });
    const second = await registerUser(server.url, server.dataDir, { email: `${base}+2@${domain}` });
    const third = await registerUser(server.url, server.dataDir, { email: `${base}@${domain}` });
    expect((await info(first.token)).credits).toBe(30);
    expect(await info(second.token)).toMatchObject({ email: `${base}+2@${domain}`, credits: 0 });
    expect((await info(third.token)).credits).toBe(0);
    // Another mailbox on the same domain has its own grant.
    expect(
      (await info((await registerUser(server.url, server.dataDir, { email: `other${unique()}@${domain}` })).token))
        .credits,
    ).toBe(30);
    const login = await call()<{ token: string }>('POST', '/api/auth/login', {
      body: { email: `${base}+2@${domain}`, password: TEST_PASSWORD },
    });
    expect(login.code).toBe(200);
    expect((await info(login.data.token)).email).toBe(`${base}+2@${domain}`);
  });

  it('treats Gmail’s dots and googlemail.com as one mailbox', async () => {
    const name = `jdoe${unique()}`;
    const dotted = `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`;
    const first = await registerUser(server.url, server.dataDir, { email: dotted });
    const second = await registerUser(server.url, server.dataDir, { email: `${name}+promo@googlemail.com` });
    expect((await info(first.token)).credits).toBe(30);
    expect((await info(second.token)).credits).toBe(0);
  });
});

describe('the sign-up grant through Google', () => {
  it('is not given again to an alias of a mailbox that already had it', async () => {
    const call = api(server.url);
    const base = `g${unique()}`;
    const domain = `mail-${unique()}.test`;
    const byMail = await registerUser(server.url, server.dataDir, { email: `${base}@${domain}` });
    const google = async (email: string) => {
      const claims = {
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT,
        sub: `g-${unique()}`,
        email,
        email_verified: true,
        name: 'Gina',
      };
      const answer = await call<{ token: string }>('POST', '/api/auth/google-login', {
        body: { credential: await keys.sign(claims), referDomain: 'direct' },
      });
      expect(answer.code, answer.msg).toBe(200);
      return (await call<Info>('GET', '/api/auth/user-info', { token: answer.data.token })).data;
    };
    expect((await call<Info>('GET', '/api/auth/user-info', { token: byMail.token })).data.credits).toBe(30);
    expect(await google(`${base}+g@${domain}`)).toMatchObject({ email: `${base}+g@${domain}`, credits: 0 });
    expect((await google(`fresh${unique()}@${domain}`)).credits).toBe(30);
  });
});
