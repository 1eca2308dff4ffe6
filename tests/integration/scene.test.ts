/**
 * Issue 15 over HTTP: every `base` video carries the scene plan the animatic drew (`scene`),
 * from the moment it is created; a video made from a base clip keeps it; an extension of a base
 * clip goes on with the same scene instead of cutting to another; the share page shows it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegBinary } from '@/engine/ffmpeg';
import { scenePlanSchema } from '@/engine/animatic/scene-plan-schema';
import { expectBooksBalanced, seedAccount } from '../support/accounts';
import { solidPng } from '../support/media';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

const execFileAsync = promisify(execFile);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_CONCURRENCY: '2' });
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

async function user(plan?: 'pro') {
  return (await seedAccount(server, ADMIN_TOKEN, { plan, credits: 200 })).videos;
}

/** A frame of a video at `seconds`, as 64×36 grey pixels. */
async function frameAt(url: string, seconds: number): Promise<Uint8Array> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-scene-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await fs.writeFile(file, Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()));
    const { stdout } = await execFileAsync(
      ffmpegBinary(),
      [
        '-loglevel',
        'error',
        '-ss',
        seconds.toFixed(3),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'scale=64:36,format=gray',
        '-f',
        'rawvideo',
        '-',
      ],
      { encoding: 'buffer', maxBuffer: 1 << 20 },
    );
    return new Uint8Array(stdout);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe('the scene plan on base records', () => {
  it('is on the record from the moment it is created, and says what the prompt names', async () => {
    const videos = await user();
    const created = await videos.create({
      operationType: 'generate',
      model: 'base',
      prompt: 'a red balloon rising over snowy mountains at sunrise',
      quality: '360p',
      duration: 5,
    });
    expect(created.code).toBe(200);
    const queued = (await videos.detail(created.data.recordId)).data;
    expect(scenePlanSchema.parse(queued.scene)).toMatchObject({
      setting: 'mountains',
      timeOfDay: 'sunrise',
      weather: 'clear',
    });
    expect(queued.scene?.subjects[0]).toMatchObject({ emoji: '🎈', label: 'balloon', motion: 'rise' });
    expect(queued.scene?.subjects[0]?.color).toMatch(/^#[0-9a-f]{6}$/);
    const done = await videos.settle(created.data.recordId);
    expect(done.state).toBe('success');
    expect(done.scene).toEqual(queued.scene);
    expect((await videos.list()).data.records[0]?.scene).toEqual(queued.scene);
  });

  it('understands a prompt in another language than the page', async () => {
    const videos = await user();
    const created = await videos.create({
      operationType: 'generate',
      model: 'base',
      prompt: 'Ein rotes Auto fährt nachts im Regen durch die Stadt',
      quality: '360p',
      duration: 5,
    });
    const scene = (await videos.detail(created.data.recordId)).data.scene;
    expect(scene).toMatchObject({ setting: 'city', timeOfDay: 'night', weather: 'rain' });
    expect(scene?.subjects[0]).toMatchObject({ emoji: '🚗', motion: 'drive' });
  });

  it('is null for a video drawn from the user’s images, and carried over by a sound added to a base clip', async () => {
    const videos = await user();
    const image = await videos.upload('image', solidPng('#3366ff', 640, 360), 'blue.png', 'image/png');
    const fromImages = await videos.create({
      operationType: 'generate',
      prompt: 'a cat on a sofa',
      imgUrls: [image.data.url],
    });
    expect(fromImages.code, fromImages.msg).toBe(200);
    expect((await videos.detail(fromImages.data.recordId)).data.scene).toBeNull();
    // A free account runs one video at a time.
    expect((await videos.settle(fromImages.data.recordId)).state).toBe('success');
    const source = await videos.make({
      operationType: 'generate',
      prompt: 'a dolphin jumping in the sea',
      quality: '360p',
      duration: 5,
    });
    expect(source.scene?.subjects[0]?.emoji).toBe('🐬');
    const sound = await videos.make({ operationType: 'sound', originalRecordId: source.id, prompt: 'waves' });
    expect(sound.state).toBe('success');
    expect(sound.scene).toEqual(source.scene);
  });

  it('goes on with the same scene when a base clip is extended, whatever the new words say', async () => {
    const videos = await user('pro');
    const source = await videos.make({
      operationType: 'generate',
      prompt: 'a sailboat sailing on the sea at sunset',
      quality: '360p',
      duration: 5,
      seed: 42,
    });
    const extended = await videos.make({
      operationType: 'extend',
      originalRecordId: source.id,
      prompt: 'a neon city street at night in the rain',
      duration: 5,
      quality: '360p',
    });
    expect(extended.state, extended.failMsg ?? '').toBe('success');
    expect(extended.scene).toEqual(source.scene);
    const end = await frameAt(source.videoUrl!, 4.9);
    // No cut at the join, and still the same place at the very end (not the city the new words name).
    expect(meanDifference(end, await frameAt(extended.videoUrl!, 5.1))).toBeLessThan(12);
    expect(meanDifference(end, await frameAt(extended.videoUrl!, 9.9))).toBeLessThan(30);
  });

  it('goes on with the base clip’s scene and seed when an upscale of it is extended', async () => {
    const videos = await user('pro');
    const source = await videos.make({
      operationType: 'generate',
      prompt: 'a sailboat sailing on the sea at sunset',
      quality: '360p',
      duration: 5,
      seed: 42,
    });
    // The upscale draws a seed of its own; the extension must not use it.
    const upscaled = await videos.make({ operationType: 'upscale', originalRecordId: source.id, seed: 7 });
    expect(upscaled.state, upscaled.failMsg ?? '').toBe('success');
    expect(upscaled.scene).toEqual(source.scene);
    const extended = await videos.make({
      operationType: 'extend',
      originalRecordId: upscaled.id,
      prompt: 'more of the same',
      duration: 5,
      quality: '360p',
    });
    expect(extended.state, extended.failMsg ?? '').toBe('success');
    expect(extended.scene).toEqual(source.scene);
    // The join is no larger a change than a step inside the clip: the same sea, sun and boat
    // drawn on with the base clip's seed, not the same plan redrawn with the upscale's.
    const [before, last, after] = await Promise.all([
      frameAt(extended.videoUrl!, 4.7),
      frameAt(extended.videoUrl!, 4.95),
      frameAt(extended.videoUrl!, 5.1),
    ]);
    const step = meanDifference(before, last);
    const join = meanDifference(last, after);
    expect(join, `join ${join.toFixed(1)}, step ${step.toFixed(1)}`).toBeLessThan(Math.max(4, 2 * step));
  });

  it('is shown as chips on the share page', async () => {
    const videos = await user();
    const record = await videos.make({
      operationType: 'generate',
      prompt: 'a red balloon rising over snowy mountains at sunrise',
      quality: '360p',
      duration: 5,
    });
    expect((await videos.share(record.id)).code).toBe(200);
    const html = await (await fetch(`${server.url}/app/${record.id}`)).text();
    expect(html).toContain('data-testid="scene-chips"');
    expect(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).toContain('🎈 balloon · rising');
    expect(html).toContain('sunrise');
  });
});
