/**
 * What sound and speech share: the source video with a track of ours laid over its start, the
 * original kept under it or replaced. The source is the user's: only the maintained ffmpeg reads
 * it, with its demuxer forced (`userInput`).
 */
import path from 'node:path';
import { watermarkPng } from '../encode';
import { H264_OUT, mediaFfmpegBinary, type Probe, run, userInput } from '../ffmpeg';
import { finish } from './finish';
import type { LocalResult, RenderContext } from './local-job';

/** The seconds of the source kept: the trim asked for, never more than the source has. */
export function keptSeconds(customizeDuration: number | undefined, source: Probe): number {
  return Math.min(customizeDuration ?? source.duration, source.duration) || source.duration;
}

export async function addTrack(
  job: { source: string; watermark: boolean },
  source: Probe,
  added: { track: string; seconds: number; keepOriginal: boolean },
  ctx: RenderContext,
): Promise<LocalResult> {
  const out = path.join(ctx.dir, 'video.mp4');
  const mark = path.join(ctx.dir, 'mark.png');
  if (job.watermark) await watermarkPng(mark, source.width, source.height);
  const audioFilter = added.keepOriginal
    ? '[0:a]volume=0.5[o];[1:a]volume=1.2[n];[o][n]amix=inputs=2:duration=first:dropout_transition=0[aout]'
    : '[1:a]apad[aout]';
  const videoFilter = job.watermark ? '[0:v][2:v]overlay=0:0[vout]' : '[0:v]null[vout]';
  const inputs = [...userInput(job.source), '-i', added.track, ...(job.watermark ? ['-i', mark] : [])];
  await run(
    mediaFfmpegBinary(),
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      `${videoFilter};${audioFilter}`,
      '-map',
      '[vout]',
      '-map',
      '[aout]',
      ...H264_OUT,
      '-t',
      added.seconds.toFixed(3),
      out,
    ],
    { signal: ctx.signal },
  );
  ctx.onProgress?.(1);
  return finish(out, ctx);
}
