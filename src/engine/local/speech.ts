/** speech: the uploaded voice, or the prompt spoken offline, over the source's own track. */
import path from 'node:path';
import { mediaFfmpegBinary, probeSource, run, userInput } from '../ffmpeg';
import { addTrack, keptSeconds } from './add-track';
import type { LocalRenderer } from './local-job';
import { speechWav } from './sound-track';

export const renderSpeech: LocalRenderer<'speech'> = async (job, ctx) => {
  const source = await probeSource(job.source);
  const seconds = keptSeconds(job.customizeDuration, source);
  const track = path.join(ctx.dir, 'added.wav');
  if (job.audio)
    await run(
      mediaFfmpegBinary(),
      [
        '-y',
        '-loglevel',
        'error',
        ...userInput(job.audio),
        '-ac',
        '1',
        '-ar',
        '44100',
        '-t',
        seconds.toFixed(3),
        track,
      ],
      { signal: ctx.signal },
    );
  else await speechWav(job.prompt, job.speakerId, track);
  // A voice goes over the original sound, never in place of it.
  return addTrack(job, source, { track, seconds, keepOriginal: source.audioCodec !== null }, ctx);
};
