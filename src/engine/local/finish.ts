/** The end of a render that wrote a file through ffmpeg: its cover and what the file measures. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { COVER_OUT, ffmpegBinary, probeOwn, run } from '../ffmpeg';
import type { LocalResult, RenderContext } from './local-job';

async function cover(video: string, file: string, at: number, signal?: AbortSignal): Promise<void> {
  await run(ffmpegBinary(), ['-y', '-loglevel', 'error', '-ss', at.toFixed(2), '-i', video, ...COVER_OUT, file], {
    signal,
  });
}

/** The finished video: a cover at a third unless one was taken while encoding, and its size and length. */
export async function finish(video: string, ctx: RenderContext): Promise<LocalResult> {
  const info = await probeOwn(video);
  const coverFile = path.join(ctx.dir, 'cover.jpg');
  if (!(await fs.stat(coverFile).catch(() => null))) await cover(video, coverFile, info.duration / 3, ctx.signal);
  return { video, cover: coverFile, width: info.width, height: info.height, duration: info.duration };
}
