import { inject } from 'vitest';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api, randomIp } from '../support/api';
import { solvedCaptcha } from '../support/captcha';

const baseURL = inject('baseURL');
const call = api(baseURL);

describe('captcha after repeated failed sign-ins', () => {
  it('asks for a captcha on the 4th attempt for an e-mail, accepts a solved one once', async () => {
    const { email } = await registerUser(baseURL, inject('dataDir'));
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', '/api/auth/login', { body: { email, password: 'wrong password' } })).code).toBe(400);
    }
    // Even the right password now needs the captcha.
    expect(await call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })).toMatchObject({
      status: 403,
      code: 100002,
      msg: 'Please complete the verification',
    });
    expect(
      await call('POST', '/api/auth/login', {
        body: { email, password: TEST_PASSWORD },
        headers: { verify: 'bm90IGEgcGF5bG9hZA==' },
      }),
    ).toMatchObject({ code: 100002, msg: 'Authentication failed' });
    const verify = await solvedCaptcha(baseURL);
    expect(
      await call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD }, headers: { verify } }),
    ).toMatchObject({ status: 200, code: 200 });
    // A payload works once.
    expect(
      await call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD }, headers: { verify } }),
    ).toMatchObject({ code: 100002, msg: 'Authentication failed' });
  });

  it('counts failures per IP across e-mails', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) {
      await call('POST', '/api/auth/login', {
        body: { email: `probe${i}-${Date.now()}@example.test`, password: 'wrong password' },
        headers: { 'x-forwarded-for': ip },
      });
    }
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { email: 'another@example.test', password: 'whatever1' },
          headers: { 'x-forwarded-for': ip },
        })
      ).code,
    ).toBe(100002);
    // Another address is not affected.
    expect(
      (await call('POST', '/api/auth/login', { body: { email: 'another@example.test', password: 'whatever1' } })).code,
    ).toBe(400);
  });

  it('refuses a challenge whose signature was tampered with', async () => {
    const verify = await solvedCaptcha(baseURL);
    const payload = JSON.parse(Buffer.from(verify, 'base64').toString('utf8'));
    payload.challenge.parameters.expiresAt += 3600;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1)
      await call('POST', '/api/auth/login', {
        body: { email: 'x@example.test', password: 'wrong password' },
        headers: { 'x-forwarded-for': ip },
      });
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { email: 'x@example.test', password: 'wrong password' },
          headers: { 'x-forwarded-for': ip, verify: forged },
        })
      ).msg,
    ).toBe('Authentication failed');
  });
});
