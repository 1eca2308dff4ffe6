/**
 * generate: the animatic of the record's scene, or, with pictures, a slow zoom and pan over
 * each (animatic/images.ts).
 */
import fs from 'node:fs/promises';
import { drawFrame, type Painter, prepare } from '../animatic/draw';
import { imageSequence, prepareImages } from '../animatic/images';
import { stage } from '../animatic/stage';
import { understand } from '../animatic/understand';
import { encodeClip } from './encode-clip';
import type { LocalRenderer } from './local-job';

export const renderGenerate: LocalRenderer<'generate'> = async (job, ctx) => {
  const { width, height, duration, seed } = job;
  // Each picture is decoded once at the largest size a frame draws it, with its focus and blurred
  // backdrop, before the frame loop.
  const images = await prepareImages(await Promise.all(job.images.map((file) => fs.readFile(file))), width, height);
  if (images.length > 0) return encodeClip(job, imageSequence(images, width, height, duration, seed), ctx);
  // Prepared on the first frame, that is once ffmpeg is starting: its start-up and the painting
  // of the static layers overlap instead of following each other.
  let painter: Painter | undefined;
  return encodeClip(
    job,
    (c, t) => {
      painter ??= prepare(stage(job.scene ?? understand(job.prompt), seed, width, height, duration));
      drawFrame(c, painter, t);
    },
    ctx,
  );
};
