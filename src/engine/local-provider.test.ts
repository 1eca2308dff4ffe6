import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegBinary, mediaFfmpegBinary, probe } from './ffmpeg';
import type { ScenePlan } from '../lib/scene-plan';
import { type LocalJob, renderLocal } from './local-provider';

/** The plan the understanding step makes of the default prompt, written by hand. */
const SNOWY_FOREST: ScenePlan = { subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk' }], setting: 'forest', timeOfDay: 'day', weather: 'snow', camera: 'push-in' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-local-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function job(overrides: Partial<LocalJob> & Pick<LocalJob, 'mode' | 'width' | 'height'>): LocalJob {
  return { prompt: 'a snowy forest in winter', seed: 5, fps: 24, duration: 1, watermark: false, autoSound: false, soundPrompt: '', autoSpeech: false, speechPrompt: '', speakerId: 'auto', originalSoundFlag: false, images: [], scene: SNOWY_FOREST, ...overrides };
}

async function render(name: string, spec: LocalJob) {
  const jobDir = path.join(dir, name);
  fs.mkdirSync(jobDir);
  return renderLocal(spec, { dir: jobDir });
}

/** Luma of the frame at 0.5 s. */
function luma(file: string, width: number, height: number): Uint8Array {
  const raw = execFileSync(ffmpegBinary(), ['-loglevel', 'error', '-ss', '0.5', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], { maxBuffer: 64 << 20 });
  expect(raw.length).toBe(width * height);
  return raw;
}

/** Mean absolute difference between horizontal neighbours: how much fine detail a picture has. */
function detail(pixels: Uint8Array, width: number): number {
  let sum = 0;
  for (let i = 1; i < pixels.length; i += 1) if (i % width) sum += Math.abs(pixels[i]! - pixels[i - 1]!);
  return sum / pixels.length;
}

describe('generate', () => {
  it('reports the size and length ffprobe reads, with a JPEG cover of the same size', async () => {
    const result = await render('generate', job({ mode: 'generate', width: 640, height: 360, duration: 2, watermark: true, autoSound: true }));
    const read = await probe(result.video);
    expect([result.width, result.height]).toEqual([read.width, read.height]);
    expect(Math.abs(result.duration - read.duration)).toBeLessThan(0.1);
    expect([read.videoCodec, read.audioCodec]).toEqual(['h264', 'aac']);
    const cover = await probe(result.cover);
    expect([cover.width, cover.height, cover.videoCodec]).toEqual([640, 360, 'mjpeg']);
  });
});

describe('upscale', () => {
  it('goes one quality up with lanczos alone, as ffmpeg scales it', async () => {
    const source = await render('source-360', job({ mode: 'generate', width: 640, height: 360 }));
    const result = await render('up-540', job({ mode: 'upscale', width: 960, height: 540, source: source.video }));
    expect([result.width, result.height]).toEqual([960, 540]);
    const plain = path.join(dir, 'plain-540.mp4');
    // Upscale reads a user's file, so it runs on the maintained ffmpeg (ffmpeg.ts): the same one here.
    execFileSync(mediaFfmpegBinary(), ['-loglevel', 'error', '-i', source.video, '-vf', 'scale=-2:540:flags=lanczos', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', plain]);
    // Same filter, same encoder: the two agree to the encoder's rounding.
    const [ours, theirs] = [luma(result.video, 960, 540), luma(plain, 960, 540)];
    let difference = 0;
    for (let i = 0; i < ours.length; i += 1) difference += Math.abs(ours[i]! - theirs[i]!);
    expect(difference / ours.length).toBeLessThan(0.1);
    // Two renders and a reference encode: more than the default 5 s on a busy machine.
  }, 60_000);

  it('sharpens a 1080p source at 1080p (no quality above it)', async () => {
    const source = await render('source-1080', job({ mode: 'generate', width: 1920, height: 1080 }));
    const result = await render('up-1080', job({ mode: 'upscale', width: 1920, height: 1080, source: source.video }));
    expect([result.width, result.height]).toEqual([1920, 1080]);
    expect(detail(luma(result.video, 1920, 1080), 1920)).toBeGreaterThan(detail(luma(source.video, 1920, 1080), 1920) * 1.05);
  }, 60_000);
});
