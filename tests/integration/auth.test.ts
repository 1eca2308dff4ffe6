import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { api, newEmail } from '../support/api';
import { latestCode, mailsTo } from '../support/outbox';
import { startServer } from '../support/server';

const baseURL = inject('baseURL');
const outbox = path.join(inject('dataDir'), 'outbox');
const call = api(baseURL);
const PASSWORD = 'correct horse battery';

async function register(email = newEmail(), password = PASSWORD) {
  const before = mailsTo(outbox, email).length;
  expect((await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`)).code).toBe(200);
  const { code } = await latestCode(outbox, email, before);
  const answer = await call<{ token: string }>('POST', '/api/auth/register', {
    body: { email, password, code, referDomain: 'direct' },
  });
  expect(answer).toMatchObject({ status: 200, code: 200 });
  return { email, token: answer.data.token };
}

describe('register with an e-mailed code', () => {
  it('creates a Free account with 30 credits, signed in', async () => {
    const { email, token } = await register();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const info = await call('GET', '/api/auth/user-info', { token });
    expect(info).toMatchObject({
      status: 200,
      code: 200,
      data: { email, plan: 'free', vipLevel: 0, vipFlag: false, credits: 30, runwayExpireTimestamp: null },
    });
    expect(
      (await call('GET', `/api/auth/check-email-registered?email=${encodeURIComponent(email.toUpperCase())}`)).data,
    ).toEqual({ registered: true });
  });

  it('e-mails the code in the requested language without logging it', async () => {
    const email = newEmail('es');
    await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register&locale=es`);
    const { code, mail } = await latestCode(outbox, email);
    const spanish = JSON.parse(fs.readFileSync('public/locales/es/emails.json', 'utf8')).code.register
      .subject as string;
    expect(spanish).not.toBe(
      JSON.parse(fs.readFileSync('public/locales/en/emails.json', 'utf8')).code.register.subject,
    );
    expect(mail.subject).toBe(spanish);
    expect(mail.headers).toMatch(/Content-Language: es/);
    expect(fs.readFileSync(inject('serverLog'), 'utf8')).not.toContain(code);
  });

  it('refuses a second code within a minute with 439', async () => {
    const email = newEmail();
    expect((await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`)).code).toBe(
      200,
    );
    const again = await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`);
    expect([again.status, again.code]).toEqual([429, 439]);
    expect(mailsTo(outbox, email)).toHaveLength(1);
  });

  it('refuses a wrong code, and any code after 5 wrong tries', async () => {
    const email = newEmail();
    await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`);
    const { code } = await latestCode(outbox, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await call('POST', '/api/auth/register', { body: { email, password: PASSWORD, code: wrong } });
      expect([answer.status, answer.code]).toEqual([400, 400]);
    }
    const late = await call('POST', '/api/auth/register', { body: { email, password: PASSWORD, code } });
    expect([late.code, late.msg]).toEqual([400, 'Too many wrong codes. Please ask for a new one.']);
    expect((await call('GET', `/api/auth/check-email-registered?email=${encodeURIComponent(email)}`)).data).toEqual({
      registered: false,
    });
  });

  it('uses a code once', async () => {
    const email = newEmail();
    await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`);
    const { code } = await latestCode(outbox, email);
    expect((await call('POST', '/api/auth/register', { body: { email, password: PASSWORD, code } })).code).toBe(200);
    const replay = await call('POST', '/api/auth/register', { body: { email: email, password: PASSWORD, code } });
    expect([replay.code, replay.msg]).toEqual([400, 'This e-mail is already registered']);
  });

  it.each([
    [
      { email: 'not-an-email', password: PASSWORD, code: '123456' },
      'email: Please enter a valid e-mail address',
      'invalidEmail',
      { field: 'email' },
    ],
    [
      { email: 'a@example.test', password: 'short', code: '123456' },
      'password: Password must be 8 to 128 characters',
      'passwordLength',
      { field: 'password', min: 8, max: 128 },
    ],
    [
      { email: 'a@example.test', password: 'x'.repeat(129), code: '123456' },
      'password: Password must be 8 to 128 characters',
      'passwordLength',
      { field: 'password', min: 8, max: 128 },
    ],
    [
      { email: 'a@example.test', password: PASSWORD, code: '12ab56' },
      'code: The verification code is 6 digits',
      'codeFormat',
      { field: 'code' },
    ],
  ])('answers 400 with a clear message, its key and variables for %j', async (body, msg, msgKey, msgVars) => {
    expect(await call('POST', '/api/auth/register', { body })).toMatchObject({
      status: 400,
      code: 400,
      msg,
      msgKey,
      msgVars,
    });
  });

  it('answers a field of the wrong type with invalidField, naming the field', async () => {
    const answer = await call('POST', '/api/auth/register', {
      body: { email: 'a@example.test', password: PASSWORD, code: '123456', referDomain: 42 },
    });
    expect(answer).toMatchObject({ status: 400, code: 400, msgKey: 'invalidField', msgVars: { field: 'referDomain' } });
    expect(answer.msg).toMatch(/^referDomain: ./);
  });

  it('does not send a sign-up code to a registered address', async () => {
    const { email } = await register();
    expect(await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`)).toMatchObject({
      code: 400,
      msg: 'This e-mail is already registered',
    });
  });
});

describe('login and sessions', () => {
  it('signs in with the right password and gives one message for every failure', async () => {
    const { email } = await register();
    const ok = await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(ok.code).toBe(200);
    expect((await call('GET', '/api/auth/user-info', { token: ok.data.token })).data).toMatchObject({ email });
    const wrong = await call('POST', '/api/auth/login', { body: { email, password: 'wrong password!' } });
    const unknown = await call('POST', '/api/auth/login', { body: { email: newEmail('nobody'), password: PASSWORD } });
    expect([wrong.status, wrong.code, wrong.msg, wrong.msgKey, wrong.msgVars]).toEqual([
      400,
      400,
      'Incorrect e-mail or password',
      'badLogin',
      {},
    ]);
    expect([unknown.status, unknown.code, unknown.msg, unknown.msgKey]).toEqual([
      wrong.status,
      wrong.code,
      wrong.msg,
      wrong.msgKey,
    ]);
  });

  it('ends the session at logout', async () => {
    const { token } = await register();
    expect((await call('GET', '/api/auth/logout', { token })).code).toBe(200);
    expect(await call('GET', '/api/auth/user-info', { token })).toMatchObject({
      status: 401,
      code: 401,
      msg: 'Login has expired. Please login again',
    });
  });

  it.each([[undefined], ['garbage'], ['x'.repeat(500)]])('answers 401 to user-info with token %s', async (token) => {
    expect(await call('GET', '/api/auth/user-info', { token })).toMatchObject({ status: 401, code: 401 });
  });

  it('ignores a token in a cookie: only the Authorization header signs in', async () => {
    const { token } = await register();
    const res = await fetch(`${baseURL}/api/auth/user-info`, { headers: { cookie: `token=${token}` } });
    expect(res.status).toBe(401);
  });
});

describe('password reset', () => {
  it('sets a new password and ends every session of the user', async () => {
    const { email, token } = await register();
    const second = (await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: PASSWORD } }))
      .data.token;
    const before = mailsTo(outbox, email).length;
    expect((await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=reset`)).code).toBe(200);
    const { code } = await latestCode(outbox, email, before);
    const newPassword = 'a brand new passphrase';
    expect(
      (await call('POST', '/api/auth/reset-password', { body: { email, code, password: newPassword } })).code,
    ).toBe(200);
    for (const old of [token, second])
      expect((await call('GET', '/api/auth/user-info', { token: old })).code).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).code).toBe(400);
    expect((await call('POST', '/api/auth/login', { body: { email, password: newPassword } })).code).toBe(200);
  });

  it('does not send a reset code to an unknown address', async () => {
    expect(
      await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(newEmail('ghost'))}&type=reset`),
    ).toMatchObject({ code: 400, msg: 'This e-mail is not registered' });
  });
});

describe('rate limit of the sign-in routes', () => {
  it('answers 439 past 60 calls a minute from one IP, counted per client address', async () => {
    // TRUST_PROXY lets the test speak from its own address, apart from every other test.
    const server = await startServer({ TRUST_PROXY: '1' });
    try {
      const own = api(server.url);
      const login = (from: string, email = 'x@example.test') =>
        own('POST', '/api/auth/login', {
          body: { email, password: 'whatever1' },
          headers: { 'x-forwarded-for': `${from}, 10.0.0.1` },
        });
      // The limit counts in fixed one-minute windows: if the burst straddles a window edge, run
      // it again, from a fresh address, in the new window.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const ip = `203.0.113.${attempt * 100 + Math.floor(Math.random() * 99) + 1}`;
        const minute = Math.floor(Date.now() / 60_000);
        const answers = [];
        for (let i = 0; i < 61; i += 1) answers.push(await login(ip));
        if (Math.floor(Date.now() / 60_000) !== minute) continue;
        // Wrong passwords: 400, and a captcha demand (100002) after the third; never 439 yet.
        expect(answers.slice(0, 60).every((a) => a.code === 400 || a.code === 100002)).toBe(true);
        expect(answers[60]).toMatchObject({ status: 429, code: 439 });
        // The address lookup shares the limit, so it cannot be used to sweep a list of e-mails.
        const lookup = await own('GET', '/api/auth/check-email-registered?email=a%40example.test', {
          headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` },
        });
        expect(lookup).toMatchObject({ status: 429, code: 439 });
        // Another address is not affected.
        expect((await login(`198.51.100.${attempt + 7}`, newEmail('other'))).code).toBe(400);
        return;
      }
      throw new Error('two bursts straddled a minute edge');
    } finally {
      await server.stop();
    }
  });
});

describe('request bodies', () => {
  it('answers 413 in the envelope for a body over 1 MiB', async () => {
    const res = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 413,
      msg: 'Request body is too large',
      msgKey: 'bodyTooLarge',
      msgVars: {},
      data: null,
    });
  });

  it('answers 400 in the envelope for malformed JSON', async () => {
    const res = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@example.test",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      msg: 'Request body is not valid JSON',
      msgKey: 'invalidJson',
      msgVars: {},
      data: null,
    });
  });

  it('answers 400 naming the field for a missing body', async () => {
    expect(await call('POST', '/api/auth/login')).toMatchObject({
      status: 400,
      code: 400,
      msg: expect.stringMatching(/^email: /),
      msgKey: 'invalidField',
      msgVars: { field: 'email' },
    });
  });
});
