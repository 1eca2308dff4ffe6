/**
 * Small real MP4 files standing in for what a remote model hands back, made with our own
 * encoder (src/engine/encode.ts); `audio: false` strips the sound track, as a model that made
 * none would deliver it. Used by the provider tests.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { wav } from '@/engine/audio';
import { encodeFrames } from '@/engine/encode';
import { ffmpegBinary } from '@/engine/ffmpeg';

export async function makeRemoteClip(
  dir: string,
  name: string,
  { width, height, seconds, audio }: { width: number; height: number; seconds: number; audio: boolean },
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const sound = path.join(dir, `${name}.wav`);
  fs.writeFileSync(sound, wav(null, seconds));
  const withSound = path.join(dir, `${name}-a.mp4`);
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
    cover: path.join(dir, `${name}.jpg`),
    watermark: false,
  });
  if (audio) return withSound;
  const silent = path.join(dir, `${name}.mp4`);
  execFileSync(ffmpegBinary(), ['-y', '-loglevel', 'error', '-i', withSound, '-an', '-c:v', 'copy', silent]);
  return silent;
}
