/** upscale: lanczos to the next quality up, the source's own frames and sound. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { COVER_OUT, H264_OUT, mediaFfmpegBinary, probeSource, run, userInput } from '../ffmpeg';
import { finish } from './finish';
import type { LocalRenderer } from './local-job';

/** Scale filter that keeps a source's shape with its short side at `lines`. */
function scaleTo(width: number, height: number, lines: number): string {
  return width >= height ? `scale=-2:${lines}:flags=lanczos` : `scale=${lines}:-2:flags=lanczos`;
}

/**
 * The size `scaleTo` gives, computed as ffmpeg's scale filter does for -2 (the other side
 * rescaled and rounded to the nearest even number, halves away from zero), so an upscale knows
 * its output without probing the file it just wrote.
 */
export function scaledSize(width: number, height: number, lines: number): { width: number; height: number } {
  const even = (long: number, short: number) => Math.round((lines * long) / (short * 2)) * 2;
  return width >= height
    ? { width: even(width, height), height: lines }
    : { width: lines, height: even(height, width) };
}

export const renderUpscale: LocalRenderer<'upscale'> = async (job, ctx) => {
  const source = await probeSource(job.source);
  const out = path.join(ctx.dir, 'video.mp4');
  const atTop = Math.min(source.width, source.height) >= 1080;
  const lines = atTop ? 1080 : Math.min(job.width, job.height);
  // Going up a quality, lanczos alone: measured against the same scene drawn natively at the
  // higher quality (and a photo clip scaled down and back up), an unsharp pass after it moved
  // the picture further from the native one and cost as much as the encoding. A 1080p source has
  // no quality above it: it is sharpened at 1080p (API.md).
  const scale = scaleTo(source.width, source.height, lines);
  const filter = atTop ? `${scale},unsharp=5:5:0.6:5:5:0` : scale;
  // The cover is the source's frame at a third, through the same filter, written by the same
  // run as a second output: taken from the finished 1080p file afterwards, it cost a tenth of the
  // job's time after the encoder had finished, and a run of its own started the maintained
  // ffmpeg (its shared libraries) a second time and decoded the clip up to that frame again, on
  // the cores the encoder was using. The filter's output is pinned to the encoder's yuv420p so
  // that the video's frames are those `-vf` gave; the cover's branch converts them for JPEG. It
  // passes one frame and then ends: a branch that stayed open went on converting every later
  // frame for a JPEG output that had already finished, more than the second run had cost.
  const coverFile = path.join(ctx.dir, 'cover.jpg');
  const at = (source.duration / 3).toFixed(2);
  const graph = `[0:v]${filter},format=yuv420p,split=2[video][still];[still]trim=start=${at},trim=end_frame=1[cover]`;
  await run(
    mediaFfmpegBinary(),
    [
      '-y',
      '-loglevel',
      'error',
      ...userInput(job.source),
      '-filter_complex',
      graph,
      '-map',
      '[video]',
      '-map',
      '0:a?',
      ...H264_OUT,
      out,
      '-map',
      '[cover]',
      ...COVER_OUT,
      coverFile,
    ],
    { signal: ctx.signal },
  );
  ctx.onProgress?.(1);
  // The same frames, scaled: the source's length, the size the filter gives (no probe of the
  // output). A cover the seek did not find (a very short source) is taken from the output.
  if (!(await fs.stat(coverFile).catch(() => null))) return finish(out, ctx);
  return { video: out, cover: coverFile, ...scaledSize(source.width, source.height, lines), duration: source.duration };
};
