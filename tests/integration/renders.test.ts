/**
 * What the local engine renders, through the real server and worker: a prompt to an MP4 of the
 * asked size and length, the same video for the same seed, images panned over, and a real file
 * from every mode. The database only queues these jobs and charges for them (videos.test.ts and
 * credits.test.ts check that on both engines), so this file runs in the embedded pass only
 * (vitest.config.mts).
 */
import { balanceOf, expectBooksBalanced, seedAccount } from '../support/accounts';
import { framedPng, probeUrl } from '../support/media';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_CONCURRENCY: '2' });
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

function user(plan?: 'free' | 'basic' | 'pro' | 'ultra', credits?: number) {
  return seedAccount(server, ADMIN_TOKEN, { plan, credits });
}

const credits = (token: string) => balanceOf(server.url, token);

describe('generate, end to end', () => {
  it('renders a prompt to an H.264/AAC MP4 of the asked size and length, seekable with Range', async () => {
    const a = await user();
    const before = await credits(a.token);
    const created = await a.videos.create({
      operationType: 'generate',
      prompt: 'a calm night over the sea with a big moon',
      model: 'base',
      quality: '360p',
      duration: 5,
      aspectRatio: '16:9',
    });
    expect(created.code).toBe(200);
    expect(await credits(a.token)).toBe(before - 2);
    const record = await a.videos.settle(created.data.recordId);
    expect(record).toMatchObject({
      state: 'success',
      operationType: 'generate',
      width: 640,
      height: 360,
      cost: 2,
      failMsg: null,
      failReason: null,
    });
    const media = await probeUrl(`${server.url}${record.videoUrl}`);
    expect(media).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 640,
      height: 360,
      contentType: 'video/mp4',
    });
    expect(Math.abs(media.duration - 5)).toBeLessThanOrEqual(0.2);
    const cover = await fetch(`${server.url}${record.coverUrl}`);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await cover.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const ranged = await fetch(`${server.url}${record.videoUrl}`, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${media.bytes}`);
    expect(ranged.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const tail = await fetch(`${server.url}${record.videoUrl}`, { headers: { range: 'bytes=-10' } });
    expect([tail.status, (await tail.arrayBuffer()).byteLength]).toEqual([206, 10]);
    const beyond = await fetch(`${server.url}${record.videoUrl}`, { headers: { range: `bytes=${media.bytes}-` } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${media.bytes}`]);

    const list = await a.videos.list();
    expect(list.data.records[0]?.id).toBe(created.data.recordId);
    expect(list.data).toMatchObject({ current: 1, pages: 1, total: 1 });
  });

  it('draws the same video for the same prompt and seed, and another for another prompt', async () => {
    const a = await user('ultra', 100);
    const body = { operationType: 'generate', model: 'base', quality: '360p', duration: 5, seed: 1234 };
    const ids = [];
    for (const prompt of ['snowy mountains at dawn', 'snowy mountains at dawn', 'a neon city street in the rain'])
      ids.push((await a.videos.create({ ...body, prompt })).data.recordId);
    const records = await Promise.all(ids.map((id) => a.videos.settle(id)));
    const covers = await Promise.all(
      records.map(async (r) => Buffer.from(await (await fetch(`${server.url}${r.coverUrl}`)).arrayBuffer())),
    );
    expect(covers[0]!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(covers[0]!.equals(covers[1]!)).toBe(true);
    expect(covers[0]!.equals(covers[2]!)).toBe(false);
  });

  it('pans over uploaded images, taking the shape of the first one when no ratio is chosen', async () => {
    const a = await user();
    const upload = await a.videos.upload('image', framedPng(360, 640), 'tall.png', 'image/png');
    expect(upload.code).toBe(200);
    expect(upload.data.url).toMatch(/^\/media\/uploads\/[\w-]{22}\/file\.png$/);
    const created = await a.videos.create({
      operationType: 'generate',
      prompt: 'bring it to life',
      imgUrls: [upload.data.url],
    });
    expect(created.code).toBe(200);
    const record = await a.videos.settle(created.data.recordId);
    expect(record).toMatchObject({ state: 'success', width: 360, height: 640 });
    expect(record.generateParam.aspectRatio).toBe('9:16');
  });
});

describe('every mode renders a real file', () => {
  it('effect, sound, speech, extend and upscale, each with the expected codec, size and length', async () => {
    const a = await user('ultra', 500);
    const image = await a.videos.upload('image', framedPng(640, 360, '#aa3355'), 'wide.png', 'image/png');
    const source = await a.videos.settle(
      (
        await a.videos.create({
          operationType: 'generate',
          prompt: 'a beach with waves at sunset',
          quality: '360p',
          duration: 5,
        })
      ).data.recordId,
    );
    expect(source.state).toBe('success');
    const check = async (
      body: Record<string, unknown>,
      expected: { width: number; height: number; duration: number },
    ) => {
      const created = await a.videos.create(body);
      expect(created.code, `${JSON.stringify(body)}: ${created.msg}`).toBe(200);
      const record = await a.videos.settle(created.data.recordId);
      expect(record.state, `${body.operationType}: ${record.failMsg}`).toBe('success');
      const media = await probeUrl(`${server.url}${record.videoUrl}`);
      expect({ v: media.videoCodec, a: media.audioCodec, w: media.width, h: media.height }).toEqual({
        v: 'h264',
        a: 'aac',
        w: expected.width,
        h: expected.height,
      });
      expect(
        Math.abs(media.duration - expected.duration),
        `${body.operationType} lasts ${media.duration}`,
      ).toBeLessThanOrEqual(0.2);
      return record;
    };
    await check(
      {
        operationType: 'effect',
        prompt: 'glitchy',
        imgUrls: [image.data.url],
        effectTemplateId: 'glitch',
        quality: '360p',
        duration: 5,
      },
      { width: 640, height: 360, duration: 5 },
    );
    await check(
      {
        operationType: 'effect',
        prompt: 'old film',
        imgUrls: [image.data.url],
        effectTemplateId: 'film-grain',
        quality: '540p',
        duration: 8,
      },
      { width: 960, height: 540, duration: 8 },
    );
    const sound = await check(
      { operationType: 'sound', originalRecordId: source.id, prompt: 'rain and thunder' },
      { width: 640, height: 360, duration: 5 },
    );
    expect(sound.cost).toBe(1);
    const speech = await check(
      {
        operationType: 'speech',
        originalRecordId: source.id,
        prompt: 'Hello from Vidloom, this is a test.',
        speakerId: 'en-us-f',
      },
      { width: 640, height: 360, duration: 5 },
    );
    expect(speech.cost).toBe(6);
    await check(
      {
        operationType: 'extend',
        originalRecordId: source.id,
        prompt: 'the sun goes down',
        duration: 5,
        quality: '360p',
      },
      { width: 640, height: 360, duration: 10 },
    );
    const upscaled = await check(
      { operationType: 'upscale', originalRecordId: source.id },
      { width: 960, height: 540, duration: 5 },
    );
    expect(upscaled.cost).toBe(8);
    expect(upscaled.generateParam.quality).toBe('540p');
    // A video the user uploads is a source too.
    const clip = await fetch(`${server.url}${source.videoUrl}`).then(async (res) =>
      Buffer.from(await res.arrayBuffer()),
    );
    const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    expect(uploaded.code).toBe(200);
    await check(
      { operationType: 'upscale', userUploadVideoUrl: uploaded.data.url },
      { width: 960, height: 540, duration: 5 },
    );
  });
});
