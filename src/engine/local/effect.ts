/** effect: one of the templates (effects.ts) played over the uploaded pictures. */
import fs from 'node:fs/promises';
import { imageSequence, prepareImages } from '../animatic/images';
import { drawEffect } from '../effects';
import { encodeClip } from './encode-clip';
import type { LocalRenderer } from './local-job';

export const renderEffect: LocalRenderer<'effect'> = async (job, ctx) => {
  const { width, height, duration, seed } = job;
  const images = await prepareImages(await Promise.all(job.images.map((file) => fs.readFile(file))), width, height);
  const sequence = imageSequence(images, width, height, duration, seed);
  return encodeClip(
    job,
    (c, t) =>
      drawEffect(job.effectTemplateId ?? 'zoom-burst', c, {
        width,
        height,
        t,
        total: duration,
        seed,
        base: (cc, tt) => sequence(cc, tt),
      }),
    ctx,
  );
};
