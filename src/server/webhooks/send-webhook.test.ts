/**
 * Where a delivery may go, decided before anything is sent: the URL rules, and the lookup that
 * checks every address a name has. The address classifier itself is the remote providers'
 * (src/engine/providers/http.test.ts has its cases).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refusedTarget, sendWebhook } from './send-webhook';

describe('the URL rules', () => {
  const refused = (url: string, allowPrivate = false) => refusedTarget(new URL(url), allowPrivate);

  it('takes https to a name or a public address', () => {
    expect(refused('https://hooks.example.com/vidloom')).toBeNull();
    expect(refused('https://8.8.8.8/hook')).toBeNull();
    expect(refused('https://[2606:4700:4700::1111]/hook')).toBeNull();
  });

  it('refuses plain http, other schemes, credentials and private literal addresses', () => {
    expect(refused('http://hooks.example.com/')).toMatch(/https/);
    expect(refused('ftp://hooks.example.com/')).toMatch(/https/);
    expect(refused('https://user:pass@hooks.example.com/')).toMatch(/credentials/);
    expect(refused('https://127.0.0.1/')).toMatch(/not a public address/);
    expect(refused('https://[::1]/')).toMatch(/not a public address/);
    expect(refused('https://[::ffff:10.0.0.1]/')).toMatch(/not a public address/);
    expect(refused('https://0x7f000001/')).toMatch(/not a public address/);
    expect(refused('https://2130706433/')).toMatch(/not a public address/);
  });

  it('takes http and private addresses with WEBHOOK_ALLOW_PRIVATE', () => {
    expect(refused('http://127.0.0.1:8080/', true)).toBeNull();
    expect(refused('ftp://127.0.0.1/', true)).toMatch(/https/);
  });
});

describe('a delivery to a private address', () => {
  let receiver: http.Server;
  let port: number;
  let received = 0;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      received += 1;
      req.resume();
      res.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const send = (url: string, allowPrivate: boolean) =>
    sendWebhook(url, '{}', { 'Vidloom-Signature': 't=1,v1=00' }, { timeoutMs: 2000, allowPrivate });

  it('is refused before connecting, by literal address and by a name that resolves to it', async () => {
    const literal = await send(`http://127.0.0.1:${port}/hook`, false);
    expect(literal).toMatchObject({ ok: false, status: null });
    const https = await send(`https://127.0.0.1:${port}/hook`, false);
    expect(https).toEqual({ ok: false, status: null, response: '127.0.0.1 is not a public address' });
    // `localhost` is a name: only the guarded lookup, at connect time, can see where it goes.
    const named = await send(`https://localhost:${port}/hook`, false);
    expect(named).toMatchObject({ ok: false, status: null, response: expect.stringMatching(/not public/) });
    expect(received).toBe(0);
  });

  it('goes through with WEBHOOK_ALLOW_PRIVATE, and a 3xx is not followed', async () => {
    expect(await send(`http://127.0.0.1:${port}/hook`, true)).toEqual({ ok: true, status: 200, response: 'ok' });
    expect(received).toBe(1);
    const redirecting = http.createServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` });
      res.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const answer = await send(`http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`, true);
    await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    expect(answer).toMatchObject({ ok: false, status: 302, response: expect.stringMatching(/^redirect not followed/) });
    expect(received).toBe(1);
  });
});
