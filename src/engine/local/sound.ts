/** sound: an ambience chosen from the prompt, mixed with the source's own track or in place of it. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { understand } from '../animatic/understand';
import { ambienceFor, synthesize, wav } from '../audio';
import { probeSource } from '../ffmpeg';
import { addTrack, keptSeconds } from './add-track';
import type { LocalRenderer } from './local-job';
import { sceneAmbience } from '../animatic/ambience';

export const renderSound: LocalRenderer<'sound'> = async (job, ctx) => {
  const source = await probeSource(job.source);
  const seconds = keptSeconds(job.customizeDuration, source);
  const track = path.join(ctx.dir, 'added.wav');
  const ambience = ambienceFor(job.prompt, () => sceneAmbience(understand(job.prompt)));
  await fs.writeFile(track, wav(synthesize(ambience, seconds, job.seed), seconds));
  const keepOriginal = source.audioCodec !== null && job.originalSoundFlag;
  return addTrack(job, source, { track, seconds, keepOriginal }, ctx);
};
