import { api } from '../support/api';
import { type RunningServer, startServer } from '../support/server';

// A server that believes X-Forwarded-For, so each test speaks from its own address and the
// per-IP rules of one test do not leak into another.
let server: RunningServer;
let call: ReturnType<typeof api>;
let ipCounter = 0;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  call = api(server.url);
});
afterAll(async () => server.stop());

function freshIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(Math.random() * 200)}.${ipCounter}`;
}

const canvasOf = (tag: string) => `canvas-${tag}-${Math.random().toString(36).slice(2)}`;

async function newDevice(canvas: string, ip: string) {
  const answer = await call<string>('GET', `/api/v1/user/get-unique-id?canvas=${encodeURIComponent(canvas)}`, {
    headers: { 'x-forwarded-for': ip },
  });
  expect(answer.code).toBe(200);
  return answer.data;
}

async function creditsOf(uniqueId: string) {
  return (
    await call<{ creditsRemaining: number }>('GET', '/api/auth/getUniqueCreditsRemaining', { headers: { uniqueId } })
  ).data.creditsRemaining;
}

describe('anonymous devices', () => {
  it('issues a signed random id with 10 credits', async () => {
    const id = await newDevice(canvasOf('a'), freshIp());
    expect(id).toMatch(/^dev_[\w-]{22}\.[\w-]{32}$/);
    expect(await creditsOf(id)).toBe(10);
  });

  it('gives identical phones on one network different devices, credits once', async () => {
    const canvas = canvasOf('same');
    const ip = freshIp();
    const first = await newDevice(canvas, ip);
    const second = await newDevice(canvas, ip);
    expect(second).not.toBe(first);
    expect([await creditsOf(first), await creditsOf(second)]).toEqual([10, 0]);
  });

  it('grants one (canvas, IP) pair once under 20 parallel calls', async () => {
    const canvas = canvasOf('parallel');
    const ip = freshIp();
    const ids = await Promise.all(Array.from({ length: 20 }, () => newDevice(canvas, ip)));
    expect(new Set(ids).size).toBe(20);
    const credits = await Promise.all(ids.map(creditsOf));
    expect(credits.filter((c) => c === 10)).toHaveLength(1);
    expect(credits.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('grants at most 3 pairs per IP a day, even in parallel', async () => {
    const ip = freshIp();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => newDevice(canvasOf(`cap${i}`), ip)));
    const credits = await Promise.all(ids.map(creditsOf));
    expect(credits.filter((c) => c === 10)).toHaveLength(3);
    // Another IP is not affected.
    expect(await creditsOf(await newDevice(canvasOf('other'), freshIp()))).toBe(10);
  });

  it.each([
    ['', 'canvas must be 8 to 256 characters'],
    ['short', 'canvas must be 8 to 256 characters'],
    ['x'.repeat(257), 'canvas must be 8 to 256 characters'],
  ])('refuses canvas %j with 400', async (canvas, msg) => {
    const answer = await call('GET', `/api/v1/user/get-unique-id?canvas=${canvas}`, {
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: `canvas: ${msg}` });
  });

  it('refuses a forged or tampered device id', async () => {
    const real = await newDevice(canvasOf('t'), freshIp());
    const [value, signature] = real.split('.');
    for (const forged of ['dev_nope', `${value}.${'A'.repeat(32)}`, `dev_${'B'.repeat(22)}.${signature}`, '']) {
      const answer = await call('GET', '/api/auth/getUniqueCreditsRemaining', { headers: { uniqueId: forged } });
      expect([answer.code, answer.msg]).toEqual([400, 'Invalid device id']);
    }
  });
});

describe('getIpCountry', () => {
  it('reads the offline GeoIP table and falls back to US', async () => {
    expect((await call('GET', '/api/auth/getIpCountry', { headers: { 'x-forwarded-for': '1.2.4.8' } })).data).toBe(
      'CN',
    );
    expect((await call('GET', '/api/auth/getIpCountry', { headers: { 'x-forwarded-for': '5.255.255.5' } })).data).toBe(
      'RU',
    );
    expect((await call('GET', '/api/auth/getIpCountry', { headers: { 'x-forwarded-for': '10.1.2.3' } })).data).toBe(
      'US',
    );
  });

  it('prefers a CDN country header behind a trusted proxy', async () => {
    expect(
      (await call('GET', '/api/auth/getIpCountry', { headers: { 'x-forwarded-for': '1.2.4.8', 'cf-ipcountry': 'de' } }))
        .data,
    ).toBe('DE');
    expect((await call('GET', '/api/auth/getIpCountry', { headers: { 'x-vercel-ip-country': 'JP' } })).data).toBe('JP');
  });

  it('ignores forwarded headers when TRUST_PROXY is off', async () => {
    const plain = await startServer({ TRUST_PROXY: '0' });
    try {
      const untrusted = api(plain.url);
      expect(
        (
          await untrusted('GET', '/api/auth/getIpCountry', {
            headers: { 'x-forwarded-for': '1.2.4.8', 'cf-ipcountry': 'CN' },
          })
        ).data,
      ).toBe('US');
    } finally {
      await plain.stop();
    }
  });
});
