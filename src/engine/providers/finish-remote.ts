/**
 * The last step of every remote provider (Veo, Gemini Omni, Vertex Veo; later fal, Replicate,
 * ComfyUI): a video file some service made becomes one of ours. It is re-encoded with our
 * settings (H.264/AAC, `+faststart`), gets a silent sound track when the service made none (the
 * player and the downloads expect one), the free-plan watermark, and a cover taken a third in.
 */
import path from 'node:path';
import { watermarkPng } from '../encode';
import { JobError } from '../errors';
import { COVER_OUT, ffmpegBinary, H264_OUT, mediaFfmpegBinary, probe, probeOwn, run, userInput } from '../ffmpeg';

export type FinishedVideo = {
  video: string;
  cover: string;
  width: number;
  height: number;
  duration: number;
  /**
   * Set when the job is to be charged for fewer seconds than asked (`of`): a provider that bills
   * what it delivers handed back a shorter clip (src/worker/dispatch.ts). The worker gives back
   * the difference.
   */
  charged?: { seconds: number; of: number };
};

export async function finishRemote(
  input: string,
  dir: string,
  options: { watermark: boolean; signal?: AbortSignal; label?: string },
): Promise<FinishedVideo> {
  const { watermark, signal } = options;
  // The provider's file is media we did not make: read as MP4 only, by the maintained ffmpeg.
  const info = await probe(input, 'mov').catch(() => null);
  // Retryable on purpose: a cut download is the likely cause, and a retry resumes the remote job
  // (operation or interaction id) rather than paying for a new one.
  if (!info?.videoCodec)
    throw new JobError(`The ${options.label ?? 'provider'} file is not a video`, { key: 'providerNoVideo' });

  const out = path.join(dir, 'video.mp4');
  const inputs = userInput(input, 'mov');
  let mark = '[0:v]null[v]';
  if (watermark) {
    const png = path.join(dir, 'mark.png');
    await watermarkPng(png, info.width, info.height);
    inputs.push('-i', png);
    mark = '[0:v][1:v]overlay=0:0[v]';
  }
  const args = ['-y', '-loglevel', 'error', ...inputs];
  if (info.audioCodec) args.push('-filter_complex', mark, '-map', '[v]', '-map', '0:a');
  else
    args.push(
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=44100:cl=stereo',
      '-filter_complex',
      mark,
      '-map',
      '[v]',
      '-map',
      `${watermark ? 2 : 1}:a`,
      '-shortest',
    );
  await run(mediaFfmpegBinary(), [...args, ...H264_OUT, out], { signal });

  const final = await probeOwn(out);
  const cover = path.join(dir, 'cover.jpg');
  await run(
    ffmpegBinary(),
    ['-y', '-loglevel', 'error', '-ss', (final.duration / 3).toFixed(2), '-i', out, ...COVER_OUT, cover],
    { signal },
  );
  return { video: out, cover, width: final.width, height: final.height, duration: final.duration };
}
