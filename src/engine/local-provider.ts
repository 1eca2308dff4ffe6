/**
 * The `local` provider (ARCHITECTURE.md "The video engine"): every mode rendered on this
 * machine, one module per mode under local/, looked up in a record keyed by mode so the compiler
 * proves each mode has its renderer. Pictures are drawn on a canvas; ffmpeg encodes, mixes sound
 * and scales. Inputs and outputs are local files in the job's work folder; the worker moves them
 * to storage. A user's files (the source video, an uploaded voice) are only ever read by the
 * maintained ffmpeg with their demuxer forced (`userInput`, ffmpeg.ts); our own frames and sounds
 * are encoded by the faster one.
 */
import type { Mode } from '@/lib/modes';
import { renderEffect } from './local/effect';
import { renderExtend } from './local/extend';
import { renderGenerate } from './local/generate';
import type { LocalJob, LocalRenderer, LocalResult, RenderContext } from './local/local-job';
import { renderSound } from './local/sound';
import { renderSpeech } from './local/speech';
import { renderUpscale } from './local/upscale';

export type { LocalJob, LocalResult } from './local/local-job';

const LOCAL_RENDERERS: { [M in Mode]: LocalRenderer<M> } = {
  generate: renderGenerate,
  effect: renderEffect,
  sound: renderSound,
  speech: renderSpeech,
  extend: renderExtend,
  upscale: renderUpscale,
};

export function renderLocal<M extends Mode>(job: LocalJob<M>, ctx: RenderContext): Promise<LocalResult> {
  const render: LocalRenderer<M> = LOCAL_RENDERERS[job.mode];
  return render(job, ctx);
}
