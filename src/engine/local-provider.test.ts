import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegBinary, ffprobeBinary, mediaFfmpegBinary, probe, probeOwn } from './ffmpeg';
import type { ScenePlan } from '@/lib/scene-plan';
import type { Mode } from '@/lib/modes';
import type { AnyModeFields } from './local/local-job';
import { clipAmbience } from './local/sound-track';
import { scaledSize } from './local/upscale';
import { type LocalJob, renderLocal } from './local-provider';

/** A job with every mode's fields: each mode reads its own. */
type TestJob = LocalJob & Partial<AnyModeFields>;

/** The plan the understanding step makes of the default prompt, written by hand. */
const SNOWY_FOREST: ScenePlan = {
  subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk' }],
  setting: 'forest',
  timeOfDay: 'day',
  weather: 'snow',
  camera: 'push-in',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-local-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function job(overrides: Partial<AnyModeFields> & { mode: Mode; width: number; height: number }): TestJob {
  return {
    prompt: 'a snowy forest in winter',
    seed: 5,
    fps: 24,
    duration: 1,
    watermark: false,
    autoSound: false,
    soundPrompt: '',
    autoSpeech: false,
    speechPrompt: '',
    speakerId: 'auto',
    originalSoundFlag: false,
    images: [],
    scene: SNOWY_FOREST,
    ...overrides,
  } as TestJob;
}

async function render(name: string, spec: LocalJob) {
  const jobDir = path.join(dir, name);
  fs.mkdirSync(jobDir);
  return renderLocal(spec, { dir: jobDir });
}

/** Luma of the frame at 0.5 s. */
function luma(file: string, width: number, height: number): Uint8Array {
  const raw = execFileSync(
    ffmpegBinary(),
    ['-loglevel', 'error', '-ss', '0.5', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
    { maxBuffer: 64 << 20 },
  );
  expect(raw.length).toBe(width * height);
  return raw;
}

/** Luma of frame number `index` (0-based) of a clip. */
function frameLuma(file: string, index: number, width: number, height: number): Uint8Array {
  const raw = execFileSync(
    ffmpegBinary(),
    [
      '-loglevel',
      'error',
      '-i',
      file,
      '-vf',
      `select=eq(n\\,${index})`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    { maxBuffer: 64 << 20 },
  );
  expect(raw.length).toBe(width * height);
  return raw;
}

const meanDifference = (a: Uint8Array, b: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

/** Mean absolute difference between horizontal neighbours: how much fine detail a picture has. */
function detail(pixels: Uint8Array, width: number): number {
  let sum = 0;
  for (let i = 1; i < pixels.length; i += 1) if (i % width) sum += Math.abs(pixels[i]! - pixels[i - 1]!);
  return sum / pixels.length;
}

describe('generate', () => {
  it('reports the size and length ffprobe reads, with a JPEG cover of the same size', async () => {
    const result = await render(
      'generate',
      job({ mode: 'generate', width: 320, height: 180, duration: 2, watermark: true, autoSound: true }),
    );
    const read = await probeOwn(result.video);
    expect([result.width, result.height]).toEqual([read.width, read.height]);
    expect(Math.abs(result.duration - read.duration)).toBeLessThan(0.1);
    expect([read.videoCodec, read.audioCodec]).toEqual(['h264', 'aac']);
    const cover = await probe(result.cover);
    expect([cover.width, cover.height, cover.videoCodec]).toEqual([320, 180, 'mjpeg']);
    // A render and two probes: past the default timeout on a busy machine.
  }, 60_000);
});

describe('extend', () => {
  // Small frames: the joins are measured as mean differences per pixel, which do not depend on the size.
  const [W, H] = [320, 180];
  // A base clip of 1 s (24 frames), then 1 s more: frame 23 is the source's last, 24 the first new one.
  const plan: ScenePlan = {
    subjects: [
      { emoji: '🐕', label: 'dog', motion: 'walk' },
      { emoji: '🦅', label: 'eagle', motion: 'fly' },
    ],
    setting: 'mountains',
    timeOfDay: 'sunset',
    weather: 'clear',
    camera: 'push-in',
  };

  it('carries a base clip on with the same plan and seed: no cut where the clips join', async () => {
    const source = await render('extend-source', job({ mode: 'generate', width: W, height: H, scene: plan, seed: 9 }));
    const result = await render(
      'extend-base',
      job({
        mode: 'extend',
        width: W,
        height: H,
        source: source.video,
        continueScene: { plan, seed: 9, from: source.duration },
      }),
    );
    const read = await probeOwn(result.video);
    expect([read.width, read.height, read.videoCodec, read.audioCodec]).toEqual([W, H, 'h264', 'aac']);
    expect(Math.abs(read.duration - 2)).toBeLessThan(0.1);
    const join = meanDifference(frameLuma(result.video, 23, W, H), frameLuma(result.video, 24, W, H));
    // Within the source, one frame to the next moves about as much: the join is no bigger a step.
    const within = meanDifference(frameLuma(result.video, 22, W, H), frameLuma(result.video, 23, W, H));
    expect(join).toBeLessThan(Math.max(2, within * 2.5));
    // Against a continuation that starts another scene (night), the join would be a cut.
    const other = await render(
      'extend-other',
      job({
        mode: 'extend',
        width: W,
        height: H,
        source: source.video,
        continueScene: { plan: { ...plan, timeOfDay: 'night' }, seed: 9, from: source.duration },
      }),
    );
    expect(meanDifference(frameLuma(other.video, 23, W, H), frameLuma(other.video, 24, W, H))).toBeGreaterThan(
      join * 4,
    );
  }, 60_000);

  it("goes on from any other source's last frame, without a cut", async () => {
    const source = await render(
      'extend-any-source',
      job({ mode: 'generate', width: W, height: H, scene: plan, seed: 4 }),
    );
    const result = await render(
      'extend-any',
      job({
        mode: 'extend',
        width: W,
        height: H,
        source: source.video,
        scene: { ...plan, setting: 'city', timeOfDay: 'night' },
      }),
    );
    const join = meanDifference(frameLuma(result.video, 23, W, H), frameLuma(result.video, 24, W, H));
    expect(join).toBeLessThan(4);
    // And it moves on (a slow push-in over that frame), not a frozen picture.
    const drift = meanDifference(frameLuma(result.video, 23, W, H), frameLuma(result.video, 47, W, H));
    expect(drift).toBeGreaterThan(join);
    // Still that picture at the end (no dissolve into a scene drawn from the new prompt).
    expect(drift).toBeLessThan(12);
  }, 60_000);
});

describe('upscale', () => {
  // A few frames a second: each check reads one frame at 0.5 s, and every frame of the source is
  // drawn, scaled and encoded again.
  const fps = 6;
  it('goes one quality up with lanczos alone, as ffmpeg scales it', async () => {
    const source = await render('source-360', job({ mode: 'generate', width: 640, height: 360, fps }));
    const result = await render('up-540', job({ mode: 'upscale', width: 960, height: 540, fps, source: source.video }));
    expect([result.width, result.height]).toEqual([960, 540]);
    const plain = path.join(dir, 'plain-540.mp4');
    // Upscale reads a user's file, so it runs on the maintained ffmpeg (ffmpeg.ts): the same one here.
    execFileSync(mediaFfmpegBinary(), [
      '-loglevel',
      'error',
      '-i',
      source.video,
      '-vf',
      'scale=-2:540:flags=lanczos',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      plain,
    ]);
    // Same filter, same encoder: the two agree to the encoder's rounding.
    const [ours, theirs] = [luma(result.video, 960, 540), luma(plain, 960, 540)];
    let difference = 0;
    for (let i = 0; i < ours.length; i += 1) difference += Math.abs(ours[i]! - theirs[i]!);
    expect(difference / ours.length).toBeLessThan(0.1);
    // The cover is the upscaled frame at a third (the encode's own run writes it, from the same
    // filter): frame 2 of 6 at 6 fps, up to JPEG's rounding.
    const cover = frameLuma(result.cover, 0, 960, 540);
    expect(meanDifference(cover, frameLuma(result.video, 2, 960, 540))).toBeLessThan(1.5);
    // Two renders and a reference encode: more than the default 5 s on a busy machine.
  }, 60_000);

  it('sharpens a 1080p source at 1080p (no quality above it)', async () => {
    const source = await render('source-1080', job({ mode: 'generate', width: 1920, height: 1080, fps }));
    const result = await render(
      'up-1080',
      job({ mode: 'upscale', width: 1920, height: 1080, fps, source: source.video }),
    );
    expect([result.width, result.height]).toEqual([1920, 1080]);
    expect(detail(luma(result.video, 1920, 1080), 1920)).toBeGreaterThan(
      detail(luma(source.video, 1920, 1080), 1920) * 1.05,
    );
  }, 60_000);
});

/** `width,height` of a file's video, as the maintained ffprobe reads it (the upscale's `probeSource`). */
function sizeOf(file: string): string {
  const args = ['-v', 'error', '-select_streams', 'v', '-show_entries', 'stream=width,height', '-of', 'csv=p=0'];
  return execFileSync(ffprobeBinary(), [...args, file])
    .toString()
    .trim();
}

// Each case runs ffmpeg three times, synchronously: on a loaded machine that outlasts the default timeout.
describe('scaledSize', () => {
  it.each([
    // Sizes where rounding to the nearest even number and cutting down differ.
    [1280, 720, 1080],
    [1000, 562, 1080],
    [854, 480, 1080],
    [718, 404, 720],
    [404, 718, 720],
    [362, 640, 1080],
    [720, 720, 1080],
  ])(
    'gives the size ffmpeg writes for %ix%i at %i lines',
    async (width, height, lines) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-scaled-'));
      try {
        const source = path.join(dir, 'in.mp4');
        // One frame is enough to carry a size; any encoder may make the source (a user's file).
        execFileSync(ffmpegBinary(), [
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `color=c=gray:s=${width}x${height}`,
          '-frames:v',
          '1',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv444p',
          source,
        ]);
        // The size the source really has (an encoder may round an odd one), as the upscale probes it.
        const [w0, h0] = sizeOf(source).split(',').map(Number) as [number, number];
        const filter = w0 >= h0 ? `scale=-2:${lines}:flags=lanczos` : `scale=${lines}:-2:flags=lanczos`;
        const out = path.join(dir, 'out.mp4');
        execFileSync(mediaFfmpegBinary(), [
          '-loglevel',
          'error',
          '-i',
          source,
          '-vf',
          filter,
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          out,
        ]);
        // An MP4 we wrote: read back as the engine reads its own renders (`probeOwn`).
        const { width: outWidth, height: outHeight } = await probeOwn(out);
        const probed = `${outWidth},${outHeight}`;
        const { width: w, height: h } = scaledSize(w0, h0, lines);
        expect(`${w},${h}`).toBe(probed);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});

describe('clipAmbience', () => {
  it.each([
    ['a boat on a lake', 'birds'],
    ['a cat sleeping in a room', 'music'],
    ['夜の湖に浮かぶボート', 'wind'],
    ['قطة تحت المطر', 'rain'],
    ['एक शहर की सड़क पर टैक्सी', 'city'],
    ['a lighthouse on a cliff at night, big moon', 'sea'],
    ['a red balloon rising over snowy mountains at sunrise', 'wind'],
  ])('hears %s as %s, by the scene understood from it in its language', (prompt, ambience) => {
    expect(clipAmbience({ prompt, soundPrompt: '' })).toBe(ambience);
  });

  it("takes the record's scene plan when it has one", () => {
    expect(clipAmbience({ prompt: 'a fox', soundPrompt: '', scene: SNOWY_FOREST })).toBe('wind');
  });

  it('lets the sound prompt say what to hear, in any language', () => {
    expect(clipAmbience({ prompt: 'a boat on a lake', soundPrompt: 'soft piano' })).toBe('music');
    expect(clipAmbience({ prompt: 'a boat on a lake', soundPrompt: '波の音' })).toBe('sea');
  });
});
