/** A clip we draw frame by frame (generate, effect), with its sound track, encoded in one pass. */
import path from 'node:path';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { encodeFrames } from '../encode';
import type { LocalJob, LocalResult, RenderContext } from './local-job';
import { soundTrack } from './sound-track';

export async function encodeClip(
  job: LocalJob<'generate' | 'effect'>,
  draw: (ctx: SKRSContext2D, t: number) => void,
  ctx: RenderContext,
): Promise<LocalResult> {
  const out = path.join(ctx.dir, 'video.mp4');
  const coverFile = path.join(ctx.dir, 'cover.jpg');
  const { width, height, fps } = job;
  const audio = await soundTrack(job, job.duration, ctx);
  const { duration } = await encodeFrames({
    width,
    height,
    fps,
    seconds: job.duration,
    draw,
    audio,
    out,
    cover: coverFile,
    watermark: job.watermark,
    signal: ctx.signal,
    onProgress: ctx.onProgress,
  });
  // Size and length are what we just encoded: no ffprobe run needed to learn them.
  return { video: out, cover: coverFile, width, height, duration };
}
