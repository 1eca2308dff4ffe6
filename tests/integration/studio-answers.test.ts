/**
 * Issue 13 items 13–15 over HTTP: a 430 says what the video needs and what is left (and why a
 * device has nothing), a 450 names its reason as a key the page translates, and GET
 * /api/v1/models lists every model with whether this server can run it.
 */
import { SHIPPED_MODELS } from '@/lib/catalogue';
import { api, randomIp } from '../support/api';
import { expectBooksBalanced, registerUser, seedAccount } from '../support/accounts';
import { solvedCaptcha } from '../support/captcha';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

let server: RunningServer;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN });
  call = api(server.url);
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

async function deviceFrom(ip: string, canvas: string) {
  const answer = await call<string>('GET', `/api/v1/user/get-unique-id?canvas=${canvas}`, {
    headers: { 'x-forwarded-for': ip },
  });
  expect(answer.code).toBe(200);
  return answer.data;
}

describe('out of credits (430)', () => {
  it('tells a signed-in user what the video needs and what is left', async () => {
    const { videos } = await seedAccount(server, ADMIN_TOKEN, { credits: 3 });
    const answer = await videos.create({
      operationType: 'generate',
      prompt: 'a red kite',
      quality: '720p',
      duration: 5,
    });
    expect(answer).toMatchObject({
      status: 402,
      code: 430,
      msg: 'Not enough credits',
      data: { needed: 4, balance: 3 },
    });
    expect(answer.data).not.toHaveProperty('freeGrant');
  });

  it('tells a device that its network had the free credits of the day, and a granted one that it used them', async () => {
    const ip = randomIp();
    // Three grants a day per network (API.md), then devices start with nothing.
    const granted = await deviceFrom(ip, 'canvas-fingerprint-1');
    for (const canvas of ['canvas-fingerprint-2', 'canvas-fingerprint-3']) await deviceFrom(ip, canvas);
    const late = await deviceFrom(ip, 'canvas-fingerprint-4');
    const sameBrowser = await deviceFrom(ip, 'canvas-fingerprint-1');

    const credits = async (uniqueId: string) =>
      (
        await call<{ creditsRemaining: number; freeGrant: string }>('GET', '/api/auth/getUniqueCreditsRemaining', {
          headers: { uniqueId, 'x-forwarded-for': ip },
        })
      ).data;
    expect(await credits(granted)).toEqual({ creditsRemaining: 10, freeGrant: 'granted' });
    expect(await credits(late)).toEqual({ creditsRemaining: 0, freeGrant: 'network' });
    expect(await credits(sameBrowser)).toEqual({ creditsRemaining: 0, freeGrant: 'browser' });

    const create = async (uniqueId: string, body: Record<string, unknown>) =>
      videoApi(server.url, { uniqueId, ip }).create(body, await solvedCaptcha(server.url));
    expect(await create(late, { operationType: 'generate', prompt: 'a red kite' })).toMatchObject({
      code: 430,
      data: { needed: 2, balance: 0, freeGrant: 'network' },
    });
    // 720p at 8 s (8) with auto sound (4): 12, more than the 10 it was given.
    expect(
      await create(granted, {
        operationType: 'generate',
        prompt: 'a red kite',
        quality: '720p',
        duration: 8,
        autoSoundFlag: true,
      }),
    ).toMatchObject({ code: 430, data: { needed: 12, balance: 10, freeGrant: 'granted' } });
  });
});

describe('moderation (450)', () => {
  it.each([
    ['a nude portrait', 'sexual'],
    ['gore in the streets', 'violence'],
  ])('names the reason of "%s" as the key %s', async (prompt, reason) => {
    const { token } = await registerUser(server.url, server.dataDir);
    const answer = await videoApi(server.url, { token, ip: randomIp() }).create({ operationType: 'generate', prompt });
    expect(answer).toMatchObject({ code: 450, data: { reason } });
  });
});

describe('GET /api/v1/models', () => {
  it('lists every model, base runnable here and the Veo ones not without GEMINI_API_KEY', async () => {
    const answer = await call<
      {
        id: string;
        name: string;
        provider: string;
        available: boolean;
        reason?: string;
        modes: string[];
        qualities: string[];
        durations: number[];
        aspectRatios: string[];
        minPlan: string;
      }[]
    >('GET', '/api/v1/models');
    expect(answer.code).toBe(200);
    expect(answer.data.map((model) => model.id).sort()).toEqual(SHIPPED_MODELS.map((model) => model.id).sort());
    const byId = Object.fromEntries(answer.data.map((model) => [model.id, model]));
    expect(byId.base).toMatchObject({
      name: 'Base',
      provider: 'local',
      available: true,
      minPlan: 'free',
      durations: [5, 8],
      qualities: ['360p', '540p', '720p', '1080p'],
      aspectRatios: ['16:9', '9:16', '1:1'],
    });
    expect(byId.base).not.toHaveProperty('reason');
    expect(byId['veo-3-fast']).toMatchObject({
      name: 'Google Veo 3 Fast',
      provider: 'veo',
      available: false,
      reason: 'not-configured',
      minPlan: 'free',
      modes: ['generate'],
      durations: [8],
    });
    expect(byId['veo-3-quality']).toMatchObject({
      name: 'Google Veo 3 Quality',
      provider: 'veo',
      available: false,
      reason: 'not-configured',
      minPlan: 'pro',
    });
    expect((await call('POST', '/api/v1/models')).status).toBe(405);
  });
});
