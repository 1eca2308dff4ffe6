/**
 * A device joins an account at every register or login that carries its id (password, Google,
 * Microsoft): each join moves what the device made since, and a joined device no longer
 * spends as an anonymous visitor of its own (src/server/devices/devices.ts states the rule).
 */
import { eq } from 'drizzle-orm';
import { attachDevice } from '@/server/devices/devices';
import { sign } from '@/server/crypto/app-secret';
import { randomId } from '@/server/crypto/random';
import { devices, videos } from '@/server/db/schema';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api, newEmail, randomIp } from '../support/api';
import { solvedCaptcha } from '../support/captcha';
import { testDatabase } from '../support/db';
import { seedDevice, seedUser } from '../support/factories';
import { type KeyServer, startKeyServer } from '../support/jwks';
import { solidPng } from '../support/media';
import { type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

const GOOGLE_CLIENT = 'vidloom-join.apps.googleusercontent.com';
const MSAL_CLIENT = '22222222-3333-4444-5555-666666666666';
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

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
  await server?.stop();
  await keys?.close();
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** One way of signing in, each time with the same identity, carrying the device header. */
type SignIn = (uniqueId: string) => Promise<string>;

function passwordAccount(): SignIn {
  let email: string | undefined;
  return async (uniqueId) => {
    if (!email) {
      email = newEmail('join');
      return (await registerUser(server.url, server.dataDir, { email, headers: { uniqueId } })).token;
    }
    const answer = await call<{ token: string }>('POST', '/api/auth/login', {
      body: { email, password: TEST_PASSWORD },
      headers: { uniqueId },
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.token;
  };
}

function googleAccount(): SignIn {
  const claims = {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT,
    sub: `g-${unique()}`,
    email: `g${unique()}@example.test`,
    email_verified: true,
    name: 'Gina',
  };
  return async (uniqueId) => {
    const answer = await call<{ token: string }>('POST', '/api/auth/google-login', {
      body: { credential: await keys.sign(claims), referDomain: 'direct' },
      headers: { uniqueId },
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.token;
  };
}

function outlookAccount(): SignIn {
  const claims = {
    iss: `https://login.microsoftonline.com/${TENANT}/v2.0`,
    aud: MSAL_CLIENT,
    tid: TENANT,
    oid: `oid-${unique()}`,
    sub: `ms-${unique()}`,
    preferred_username: `m${unique()}@example.test`,
    name: 'Max',
  };
  return async (uniqueId) => {
    const res = await fetch(`${server.url}/api/auth/outlook-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp(), uniqueId },
      body: new URLSearchParams({ credential: await keys.sign(claims), referDomain: 'direct' }).toString(),
    });
    const answer = (await res.json()) as { code: number; msg: string; data: { token: string } };
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.token;
  };
}

async function newDevice() {
  const answer = await call<string>('GET', `/api/v1/user/get-unique-id?canvas=join-${unique()}`, {
    headers: { 'x-forwarded-for': randomIp() },
  });
  expect(answer.code).toBe(200);
  return answer.data;
}

const creditsOf = async (uniqueId: string) =>
  (await call<{ creditsRemaining: number }>('GET', '/api/auth/getUniqueCreditsRemaining', { headers: { uniqueId } }))
    .data.creditsRemaining;

describe('a device that signs in', () => {
  it.each([
    ['register, then password login', passwordAccount],
    ['Google sign-in', googleAccount],
    ['Microsoft sign-in', outlookAccount],
  ])(
    '%s: every sign-in moves what the device made since, and the joined device stops spending on its own',
    async (_how, makeAccount) => {
      const signIn = makeAccount();
      const uniqueId = await newDevice();
      const anon = videoApi(server.url, { uniqueId, ip: randomIp() });
      expect(await creditsOf(uniqueId)).toBe(10);
      const made = await anon.create(
        { operationType: 'generate', prompt: 'before the join', quality: '360p', duration: 5 },
        await solvedCaptcha(server.url),
      );
      expect(made.code, made.msg).toBe(200);
      await anon.settle(made.data.recordId);
      const firstUpload = await anon.upload('image', solidPng('#884422'), 'one.png', 'image/png');
      expect(firstUpload.code).toBe(200);

      // First join: the record and the upload are the account's.
      const token = await signIn(uniqueId);
      const account = videoApi(server.url, { token, ip: randomIp() });
      expect((await account.list()).data.records.map((r) => r.id)).toEqual([made.data.recordId]);
      expect((await anon.list()).data.records).toEqual([]);

      // The joined device has no anonymous balance left, and may not create as a visitor.
      expect(await creditsOf(uniqueId)).toBe(0);
      expect(
        await anon.create(
          { operationType: 'generate', prompt: 'after the join', quality: '360p', duration: 5 },
          await solvedCaptcha(server.url),
        ),
      ).toMatchObject({ code: 430, msg: 'Not enough credits' });
      expect((await anon.list()).data.records).toEqual([]);

      // What the device makes after the join (an upload) moves at the next sign-in too.
      const laterUpload = await anon.upload('image', solidPng('#884422'), 'two.png', 'image/png');
      expect(laterUpload.code).toBe(200);
      expect(
        await account.create({
          operationType: 'generate',
          prompt: 'uses the later upload',
          imgUrls: [laterUpload.data.url],
        }),
      ).toMatchObject({ code: 400, msg: 'The selected file was not found. Please upload it again.' });
      const again = await signIn(uniqueId);
      const used = await videoApi(server.url, { token: again, ip: randomIp() }).create({
        operationType: 'generate',
        prompt: 'uses the later upload',
        imgUrls: [laterUpload.data.url],
      });
      expect(used.code, used.msg).toBe(200);
      expect(await creditsOf(uniqueId)).toBe(0);
    },
  );
});

describe('joining, as a service', () => {
  it('moves records the device made after an earlier join, and gives up credits that reached it since', async () => {
    const { db, close } = await testDatabase();
    try {
      const user = await seedUser(db);
      // Joined before (e.g. under the old rule that left its balance), then made a video alone.
      const device = await seedDevice(db, { userId: user.id, mergedAt: new Date(Date.now() - 60_000), credits: 6 });
      const recordId = randomId('rec');
      await db.insert(videos).values({
        id: recordId,
        deviceId: device.id,
        operationType: 'generate',
        model: 'base',
        generateParam: {},
        jobSpec: {},
        cost: 2,
        mediaKey: randomId('m'),
      });
      expect(await attachDevice(db, sign('device-id', device.id), user.id)).toBe(true);
      const [moved] = await db.select().from(videos).where(eq(videos.id, recordId));
      expect(moved).toMatchObject({ userId: user.id, deviceId: null });
      const [after] = await db.select().from(devices).where(eq(devices.id, device.id));
      expect(after).toMatchObject({ userId: user.id, credits: 0 });
    } finally {
      await close();
    }
  });
});
