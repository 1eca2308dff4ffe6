/**
 * Small real MP4 files standing in for what a remote model hands back, made with our own
 * encoder (src/engine/encode.ts); `audio: false` strips the sound track, as a model that made
 * none would deliver it. Used by the provider tests.
 *
 * A clip of a given shape is made once per run, in the run's scratch folder (scratch-run.ts),
 * and every test file that asks for the same shape gets that file: the tests only read it. The
 * provider re-encodes whatever it is given, so a clip is as small as the checks on it allow; the
 * frame size and length a test asserts are the ones it asked for here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { wav } from '@/engine/audio';
import { encodeFrames } from '@/engine/encode';
import { ffmpegBinary, type Probe, probeOwn } from '@/engine/ffmpeg';

export type RemoteClipShape = { width: number; height: number; seconds: number; audio: boolean };

/** The smallest clip the provider tests need: a real H.264/AAC MP4 of a few kilobytes. */
export const SMALL_CLIP = { width: 128, height: 72, seconds: 1 } as const;

const made = new Map<string, Promise<string>>();

export function makeRemoteClip(shape: RemoteClipShape): Promise<string> {
  const { width, height, seconds, audio } = shape;
  const name = `clip-${width}x${height}-${seconds}s-${audio ? 'sound' : 'silent'}`;
  const root = path.join(process.env.VIDLOOM_TEST_TMP ?? os.tmpdir(), 'remote-clips');
  const file = path.join(root, `${name}.mp4`);
  let clip = made.get(file);
  if (!clip) {
    clip = fs.existsSync(file) ? Promise.resolve(file) : encodeClip(root, name, shape, file);
    made.set(file, clip);
  }
  return clip;
}

async function encodeClip(root: string, name: string, shape: RemoteClipShape, file: string): Promise<string> {
  const { width, height, seconds, audio } = shape;
  // Another worker may make the same clip at the same time: each writes in a folder of its own
  // and renames the finished file into place, so no reader sees half a file.
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, `${name}-${process.pid}-${threadId}-`));
  const sound = path.join(dir, 'sound.wav');
  fs.writeFileSync(sound, wav(null, seconds));
  const withSound = path.join(dir, 'sound.mp4');
  await encodeFrames({
    width,
    height,
    fps: 24,
    seconds,
    draw: (ctx, t) => {
      ctx.fillStyle = `hsl(${t * 90}, 60%, 50%)`;
      ctx.fillRect(0, 0, width, height);
    },
    audio: sound,
    out: withSound,
    cover: path.join(dir, 'cover.jpg'),
    watermark: false,
  });
  let result = withSound;
  if (!audio) {
    result = path.join(dir, 'silent.mp4');
    execFileSync(ffmpegBinary(), ['-y', '-loglevel', 'error', '-i', withSound, '-an', '-c:v', 'copy', result]);
  }
  fs.renameSync(result, file);
  fs.rmSync(dir, { recursive: true, force: true });
  return file;
}

/**
 * What a provider's finished file must be when the provider delivered SMALL_CLIP: our own
 * H.264/AAC re-encode at its size, and, within `tolerance` seconds, its length. Returns the probe.
 */
export async function expectSmallClip(video: string, tolerance = 0.15): Promise<Probe> {
  const media = await probeOwn(video);
  expect(media).toMatchObject({
    videoCodec: 'h264',
    audioCodec: 'aac',
    width: SMALL_CLIP.width,
    height: SMALL_CLIP.height,
  });
  expect(Math.abs(media.duration - SMALL_CLIP.seconds)).toBeLessThanOrEqual(tolerance);
  return media;
}
