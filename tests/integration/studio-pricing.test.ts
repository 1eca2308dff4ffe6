/**
 * Issue 13 items 10–12, server side of the shared table (tests/support/pricing-cases.ts): the
 * body the studio builds for each case (createBody, the function StudioForm sends through, see
 * StudioForm.pricing.test.tsx) is charged exactly the price the form showed. Also: the upload
 * answer carries the measured length and frame, and customizeDuration is bounded and honoured.
 */
import { execFileSync } from 'node:child_process';
import { createCanvas } from '@napi-rs/canvas';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary } from '@/engine/ffmpeg';
import { defaultParams, createBody, type StudioParams } from '@/lib/studio';
import { api, randomIp } from '../support/api';
import { expectBooksBalanced, registerUser } from '../support/accounts';
import { PRICING_CASES, SOURCE_SECONDS } from '../support/pricing-cases';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

let server: RunningServer;
let call: ReturnType<typeof api>;
let clip: Buffer;
/**
 * The uploaded clip's frame: small, since every price here goes by the source's length alone (the
 * form's side, StudioForm.pricing.test.tsx, is told SOURCE_WIDTH × SOURCE_HEIGHT), and the sound
 * and speech jobs below re-encode it.
 */
const CLIP_WIDTH = 128;
const CLIP_HEIGHT = 72;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN });
  call = api(server.url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-pricing-'));
  const file = path.join(dir, 'clip.mp4');
  execFileSync(ffmpegBinary(), [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${CLIP_WIDTH}x${CLIP_HEIGHT}:rate=12`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    String(SOURCE_SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  clip = fs.readFileSync(file);
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

async function ultraUser() {
  const { email, token } = await registerUser(server.url, server.dataDir);
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  expect((await call('POST', '/api/admin/users/plan', { body: { email, plan: 'ultra' }, headers: admin })).code).toBe(
    200,
  );
  return { token, videos: videoApi(server.url, { token, ip: randomIp() }) };
}

describe('the upload answer', () => {
  it('carries the measured duration and frame of a video, and none for an image', async () => {
    const a = await ultraUser();
    const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    expect(uploaded.code).toBe(200);
    const data = uploaded.data as unknown as { url: string; duration: number; width: number; height: number };
    expect(data).toMatchObject({ width: CLIP_WIDTH, height: CLIP_HEIGHT });
    expect(Math.abs(data.duration - SOURCE_SECONDS)).toBeLessThan(0.2);
    const canvas = createCanvas(64, 36);
    canvas.getContext('2d').fillRect(0, 0, 32, 18);
    const image = await a.videos.upload('image', canvas.toBuffer('image/png'), 'a.png', 'image/png');
    expect(image.data).toMatchObject({ duration: null, width: 64, height: 36 });
  });
});

describe('price shown = price charged (shared table with StudioForm.pricing.test.tsx)', () => {
  it.each(PRICING_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const a = await ultraUser();
    const { steps } = testCase;
    const params: StudioParams = {
      ...defaultParams(),
      prompt: steps.prompt ?? '',
      quality: steps.quality ?? '360p',
      duration: steps.duration ?? 5,
      autoSoundFlag: Boolean(steps.autoSound),
      autoSpeechFlag: Boolean(steps.autoSpeech),
      customizeDuration: steps.trim ?? null,
    };
    if (testCase.mode === 'effect') {
      const canvas = createCanvas(64, 36);
      canvas.getContext('2d').fillRect(0, 0, 32, 18);
      const png = canvas.toBuffer('image/png');
      const image = await a.videos.upload('image', png, 'a.png', 'image/png');
      expect(image.code, image.msg).toBe(200);
      Object.assign(params, { imgUrls: [image.data.url], effectTemplateId: 'glitch' });
    }
    if (['sound', 'speech', 'extend', 'upscale'].includes(testCase.mode)) {
      const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
      const data = uploaded.data as unknown as { url: string; duration: number; width: number; height: number };
      params.source = { url: data.url, duration: data.duration };
    }
    const body = createBody(testCase.mode, params);
    expect(body).toMatchObject(testCase.body);
    const created = await a.videos.create(body);
    expect(created.code, created.msg).toBe(200);
    const record = await a.videos.detail(created.data.recordId);
    expect(record.data.cost).toBe(testCase.price);
    // Extend adds what was asked; sound and speech cover what was kept.
    if (testCase.mode === 'extend')
      expect(record.data.generateParam).toMatchObject({
        autoSoundFlag: Boolean(steps.autoSound),
        autoSpeechFlag: Boolean(steps.autoSpeech),
        duration: steps.duration ?? 5,
      });
    if (steps.trim) expect(record.data.generateParam.duration).toBe(steps.trim);
    // The job is not needed: deleting a queued record refunds it.
    await a.videos.remove([created.data.recordId]);
  });
});

describe('customizeDuration', () => {
  it('is refused out of bounds, and for extend anything but 5 or 8, changing nothing', async () => {
    const a = await ultraUser();
    const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    const before = (await call<{ credits: number }>('GET', '/api/auth/user-info', { token: a.token })).data.credits;
    for (const [body, message] of [
      [
        { operationType: 'sound', userUploadVideoUrl: uploaded.data.url, customizeDuration: 0 },
        'customizeDuration must be between 1 and 120 seconds',
      ],
      [
        { operationType: 'sound', userUploadVideoUrl: uploaded.data.url, customizeDuration: 500 },
        'customizeDuration must be between 1 and 120 seconds',
      ],
      [
        { operationType: 'speech', userUploadVideoUrl: uploaded.data.url, prompt: 'hi', customizeDuration: 'soon' },
        'customizeDuration must be between 1 and 120 seconds',
      ],
      [
        { operationType: 'extend', userUploadVideoUrl: uploaded.data.url, prompt: 'more', customizeDuration: 6 },
        'customizeDuration of extend must be 5 or 8',
      ],
    ] as const) {
      const answer = await a.videos.create(body);
      expect([answer.status, answer.code], JSON.stringify(body)).toEqual([400, 400]);
      expect(answer.msg).toContain(message);
    }
    expect((await call<{ credits: number }>('GET', '/api/auth/user-info', { token: a.token })).data.credits).toBe(
      before,
    );
    expect((await a.videos.list()).data.total).toBe(0);
  });

  it('lets extend add 8 s by customizeDuration alone, and a trim past the end keeps the whole video', async () => {
    const a = await ultraUser();
    const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    const extend = await a.videos.create({
      operationType: 'extend',
      userUploadVideoUrl: uploaded.data.url,
      prompt: 'more',
      quality: '360p',
      customizeDuration: 8,
    });
    expect(extend.code, extend.msg).toBe(200);
    expect((await a.videos.detail(extend.data.recordId)).data).toMatchObject({
      cost: 4,
      generateParam: { duration: 8 },
    });
    await a.videos.remove([extend.data.recordId]);
    const sound = await a.videos.create({
      operationType: 'sound',
      userUploadVideoUrl: uploaded.data.url,
      customizeDuration: 60,
    });
    expect(sound.code, sound.msg).toBe(200);
    const record = (await a.videos.detail(sound.data.recordId)).data;
    expect(record.cost).toBe(3);
    expect(Math.abs((record.generateParam.duration as number) - SOURCE_SECONDS)).toBeLessThan(0.2);
  });

  it('trims sound and speech to customizeDuration: the video made is that long', async () => {
    const a = await ultraUser();
    const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    for (const body of [
      { operationType: 'sound', userUploadVideoUrl: uploaded.data.url, customizeDuration: 2 },
      { operationType: 'speech', userUploadVideoUrl: uploaded.data.url, prompt: 'hello there', customizeDuration: 2 },
    ]) {
      const created = await a.videos.create(body);
      expect(created.code, created.msg).toBe(200);
      const record = await a.videos.settle(created.data.recordId, 120_000);
      expect(record.state, `${body.operationType}: ${record.failMsg}`).toBe('success');
      // The encoder may round to the last whole frame and audio packet.
      expect(Math.abs((record.duration ?? 0) - 2), body.operationType).toBeLessThan(0.25);
    }
  });
});
