import { api, randomIp } from '../support/api';
import { expectBooksBalanced, registerUser } from '../support/accounts';
import { type FakeGemini, startFakeGemini } from '../support/fake-gemini';
import { probeUrl } from '../support/media';
import { makeRemoteClip, SMALL_CLIP } from '../support/remote-clips';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

let server: RunningServer;
let gemini: FakeGemini;

beforeAll(async () => {
  // What Veo hands back: an 8 s clip (the length it makes) with a silent track, small (every job
  // re-encodes it).
  const clip = await makeRemoteClip({ ...SMALL_CLIP, seconds: 8, audio: true });
  gemini = await startFakeGemini(clip);
  server = await startServer({
    TRUST_PROXY: '1',
    ADMIN_TOKEN,
    GEMINI_API_KEY: 'test-gemini-key',
    VEO_API_BASE: gemini.url,
    VEO_POLL_MS: '100',
    WORKER_RETRY_BASE_MS: '150',
    VEO_QUALITY_MODEL: 'veo-quality-under-test',
    VEO_FAST_MODEL: 'veo-fast-under-test',
  });
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
  await gemini?.close();
});

async function user(plan: 'free' | 'pro') {
  const { email, token } = await registerUser(server.url, server.dataDir);
  const call = api(server.url);
  await call('POST', '/api/admin/users/plan', {
    body: { email, plan },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  await call('POST', '/api/admin/users/credits', {
    body: { email, credits: 300 },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return {
    token,
    videos: videoApi(server.url, { token, ip: randomIp() }),
    credits: async () => (await call<{ credits: number }>('GET', '/api/auth/user-info', { token })).data.credits,
  };
}

describe('the veo provider against the Gemini REST contract', () => {
  it('starts an operation, polls it, downloads the video into our storage and charges the flat price', async () => {
    const pro = await user('pro');
    const created = await pro.videos.create({
      operationType: 'generate',
      model: 'veo-3-quality',
      prompt: 'a hummingbird in slow motion',
      quality: '360p',
      duration: 5,
      aspectRatio: '1:1',
      noWatermarkFlag: true,
    });
    expect(created.code).toBe(200);
    expect(await pro.credits()).toBe(200);
    const record = await pro.videos.settle(created.data.recordId);
    expect(record).toMatchObject({ state: 'success', width: SMALL_CLIP.width, height: SMALL_CLIP.height, cost: 100 });
    // Veo's own limits were applied before asking: 8 s, 720p, 16:9.
    expect(record.generateParam).toMatchObject({ duration: 8, quality: '720p', aspectRatio: '16:9' });
    const start = gemini.requests.find((r) => r.path === '/v1beta/models/veo-quality-under-test:predictLongRunning');
    expect(start?.key).toBe('test-gemini-key');
    expect(start?.body).toMatchObject({
      instances: [{ prompt: 'a hummingbird in slow motion' }],
      // Text-to-video: the one value Google's docs allow for it (its fake refuses any other).
      parameters: { aspectRatio: '16:9', resolution: '720p', durationSeconds: 8, personGeneration: 'allow_all' },
    });
    const media = await probeUrl(`${server.url}${record.videoUrl}`);
    expect(media).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: SMALL_CLIP.width,
      height: SMALL_CLIP.height,
    });
    expect(Math.abs(media.duration - 8)).toBeLessThanOrEqual(0.2);
  });

  it('goes on with the same operation when an attempt fails after starting it: Google is asked once, the user charged once', async () => {
    const pro = await user('pro');
    const prompt = 'a flaky download of a lighthouse at dusk';
    const created = await pro.videos.create({
      operationType: 'generate',
      model: 'veo-3-quality',
      prompt,
      quality: '360p',
      duration: 5,
      noWatermarkFlag: true,
    });
    expect(created.code).toBe(200);
    const record = await pro.videos.settle(created.data.recordId);
    expect(record.state).toBe('success');
    const starts = gemini.requests.filter(
      (r) => r.path.endsWith(':predictLongRunning') && JSON.stringify(r.body).includes(prompt),
    );
    expect(starts).toHaveLength(1);
    // After that one start, every poll and both downloads (a 404, then the file) were of the one operation.
    const after = gemini.requests.slice(gemini.requests.indexOf(starts[0]!));
    const polls = after.filter((r) => r.path.includes('/operations/op'));
    const downloads = after.filter((r) => /^\/v1beta\/files\/video-\d+:download/.test(r.path));
    expect(new Set(polls.map((r) => r.path)).size).toBe(1);
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(downloads).toHaveLength(2);
    expect(new Set(downloads.map((r) => r.path)).size).toBe(1);
    expect(await pro.credits()).toBe(200);
    const ledger = await api(server.url)<{ records: { reason: string; recordId: string | null }[] }>(
      'GET',
      '/api/v1/billing/ledger',
      { token: pro.token },
    );
    expect(ledger.data.records.filter((line) => line.recordId === record.id).map((line) => line.reason)).toEqual([
      'generation',
    ]);
  });

  it('fails a safety-filtered result with its reason, at once, and refunds it', async () => {
    const free = await user('free');
    const before = await free.credits();
    const created = await free.videos.create({
      operationType: 'generate',
      model: 'veo-3-fast',
      prompt: 'this one gets blocked',
    });
    expect(created.code).toBe(200);
    expect(await free.credits()).toBe(before - 20);
    const record = await free.videos.settle(created.data.recordId);
    expect(record.state).toBe('fail');
    expect(record.failMsg).toBe(
      "The video was blocked by the provider's safety filters: The prompt may violate the usage guidelines.",
    );
    expect(record.failReason).toEqual({
      key: 'providerSafety',
      detail: 'The prompt may violate the usage guidelines.',
    });
    expect(await free.credits()).toBe(before);
    const starts = gemini.requests.filter(
      (r) => r.path.endsWith(':predictLongRunning') && JSON.stringify(r.body).includes('gets blocked'),
    );
    expect(starts).toHaveLength(1);
  });
});
