/**
 * Generation parameters and their price (SPEC §3, §4, §9; API.md "Plans, credits and limits"):
 * one module used by the studio to show the cost of the current settings and by the server to
 * normalise a request and charge it, so the two can never disagree.
 */
import { findModel, isHostedProvider, type ModelId } from './models';

export const QUALITIES = ['360p', '540p', '720p', '1080p'] as const;
export type Quality = (typeof QUALITIES)[number];

/** The durations of `base`, and the seconds extend adds. */
export const DURATIONS = [5, 8] as const;
/** Every duration a model of the catalogue may offer (hosted models: Kling's 10 s, Hailuo's 6 s, …). */
export const MODEL_DURATIONS = [4, 5, 6, 8, 10] as const;
export type Duration = (typeof MODEL_DURATIONS)[number];

export const ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const MAX_IMAGES = 4;
export const PROMPT_MAX = 2000;

/** Every model a remote service renders (Veo, Gemini Omni, …): slow, and shaped by the catalogue. */
export function isRemoteModel(model: string | undefined): boolean {
  const entry = findModel(model);
  return entry !== undefined && entry.provider !== 'local';
}

/**
 * SPEC §4: 720p and 8 s for the premium (remote) models, else 360p and 5 s. A hosted model
 * (fal, Replicate, ComfyUI) starts at 720p when it has it (else its first quality) and at 5 s
 * when it has it (else its shortest): the usual clip, billed by the second.
 */
export function modelDefaults(model: ModelId | undefined): { quality: Quality; duration: Duration } {
  const entry = findModel(model);
  if (entry && isHostedProvider(entry.provider))
    return {
      quality: entry.qualities.includes('720p') ? '720p' : entry.qualities[0]!,
      duration: entry.durations.includes(5) ? 5 : entry.durations[0]!,
    };
  return isRemoteModel(model) ? { quality: '720p', duration: 8 } : { quality: '360p', duration: 5 };
}

export type VideoShape = { quality: Quality; duration: Duration; aspectRatio: AspectRatio };

/**
 * The shape a model will actually produce. Local: 8 s with 1080p becomes 720p (SPEC §4).
 * Remote models keep to their catalogue row: a quality they lack becomes the next one up (else
 * their best), a duration they lack their longest, an aspect ratio they lack their first; Veo
 * also makes 1080p only in 16:9 (API.md).
 */
export function normalizeShape(model: ModelId | undefined, shape: VideoShape): VideoShape {
  let { quality, duration, aspectRatio } = shape;
  const entry = findModel(model);
  if (entry && entry.provider !== 'local') {
    if (!entry.durations.includes(duration)) duration = entry.durations[entry.durations.length - 1]!;
    if (!entry.aspectRatios.includes(aspectRatio)) aspectRatio = entry.aspectRatios[0]!;
    if (!entry.qualities.includes(quality)) {
      const above = QUALITIES.slice(QUALITIES.indexOf(quality)).find((candidate) =>
        entry.qualities.includes(candidate),
      );
      quality = above ?? entry.qualities[entry.qualities.length - 1]!;
    }
    if (entry.provider === 'veo' && quality === '1080p' && aspectRatio !== '16:9') quality = '720p';
    return { quality, duration, aspectRatio };
  }
  if (duration === 8 && quality === '1080p') quality = '720p';
  return { quality, duration, aspectRatio };
}

const QUALITY_COST: Record<Quality, number> = { '360p': 2, '540p': 3, '720p': 4, '1080p': 8 };
/** A model's own price (flat per video, or per second asked for), from the catalogue (src/lib/models.ts); undefined for SPEC §9's formula. */
function modelPrice(model: ModelId | undefined, quality: Quality, duration: number): number | undefined {
  const pricing = findModel(model)?.pricing;
  if (pricing?.kind === 'flat') return pricing.credits;
  if (pricing?.kind === 'per-second') {
    const perSecond = typeof pricing.credits === 'number' ? pricing.credits : pricing.credits[quality];
    // A quality the row does not price cannot be asked for (create validates it first); its best price stands in.
    return Math.ceil((perSecond ?? Math.max(0, ...Object.values(pricing.credits as object))) * duration);
  }
  return undefined;
}

/** The least SPEC §9's formula asks (360p, 5 s): what the picker says `base` costs "from". */
export const FORMULA_FROM = QUALITY_COST['360p'];

export type CostInput =
  | {
      mode: 'generate' | 'effect' | 'extend';
      model?: ModelId;
      quality: Quality;
      duration: Duration;
      autoSound?: boolean;
      autoSpeech?: boolean;
    }
  | { mode: 'sound'; sourceSeconds: number }
  | { mode: 'speech'; promptLength: number }
  | { mode: 'upscale'; sourceSeconds: number };

/** Credits a job costs (SPEC §9, API.md). */
export function creditCost(input: CostInput): number {
  switch (input.mode) {
    case 'generate':
    case 'effect':
    case 'extend': {
      const own = input.mode === 'generate' ? modelPrice(input.model, input.quality, input.duration) : undefined;
      if (own !== undefined) return own;
      const long = input.duration === 8;
      let cost = QUALITY_COST[input.quality] * (long ? 2 : 1);
      if (input.autoSound) cost += long ? 4 : 2;
      if (input.autoSpeech) cost += long ? 8 : 6;
      return cost;
    }
    case 'sound':
      return Math.max(1, Math.ceil(input.sourceSeconds / 5));
    case 'speech':
      if (input.promptLength <= 50) return 6;
      if (input.promptLength <= 100) return 9;
      if (input.promptLength <= 150) return 12;
      return 15;
    case 'upscale':
      return input.sourceSeconds <= 5 ? 8 : 16;
  }
}

/**
 * One shot of a story, priced as a generate of its model at the story's quality: a model's own
 * price for the shot's seconds, or SPEC §9's formula, where a shot up to 5 s costs what a 5 s
 * video does and a longer one what an 8 s video does (it is never longer than 10 s).
 */
export function shotCost(model: ModelId | undefined, quality: Quality, seconds: number): number {
  const own = modelPrice(model, quality, seconds);
  if (own !== undefined) return own;
  return QUALITY_COST[quality] * (seconds > 5 ? 2 : 1);
}

export type StoryCostInput = {
  quality: Quality;
  shots: { model?: ModelId; seconds: number; textLength: number }[];
  /** The story's length, transitions counted (src/engine/story/timeline.ts). */
  storySeconds: number;
  narration: boolean;
  music: boolean;
};

/**
 * What a story costs, by part (API.md "Stories": the sum of its shots, plus speech and sound as
 * priced today): the narration is one speech of all the shots' text, the music bed one sound of
 * the story's length; captions cost nothing. `total` is what one create charges; a shot that
 * fails gives its own part back.
 */
export function storyCost(input: StoryCostInput): { shots: number[]; narration: number; music: number; total: number } {
  const shots = input.shots.map((shot) => shotCost(shot.model, input.quality, shot.seconds));
  const textLength = input.shots.reduce((sum, shot) => sum + shot.textLength, 0);
  const narration = input.narration ? creditCost({ mode: 'speech', promptLength: textLength }) : 0;
  const music = input.music ? creditCost({ mode: 'sound', sourceSeconds: input.storySeconds }) : 0;
  return { shots, narration, music, total: shots.reduce((sum, cost) => sum + cost, 0) + narration + music };
}

/**
 * `customizeDuration` (SPEC §3, §7; API.md: sound's duration is the source's seconds or
 * customizeDuration). One rule for the studio and the server:
 * - sound and speech: it trims, the result is the first `customizeDuration` seconds of the
 *   source, at least 1 s; a value past the source's end means the whole source (the client's
 *   slider works in whole seconds, the measured length is fractional).
 * - extend: it is the seconds added, one of DURATIONS (5 or 8), and wins over `duration`.
 */
export const TRIM_MIN_SECONDS = 1;
export const TRIM_MAX_SECONDS = 120;

/** The seconds a sound or speech job covers: the source, or the start of it asked for. */
export function trimmedSeconds(sourceSeconds: number, customizeDuration: number | null | undefined): number {
  if (!customizeDuration || customizeDuration >= sourceSeconds) return sourceSeconds;
  return Math.max(TRIM_MIN_SECONDS, customizeDuration);
}

/** The quality a video of this frame size counts as (its short side), for sources we did not make. */
export function qualityOfFrame(width: number, height: number): Quality {
  const lines = Math.min(width, height);
  if (lines >= 1000) return '1080p';
  if (lines >= 700) return '720p';
  if (lines >= 500) return '540p';
  return '360p';
}

/** The next quality up, for upscale (1080p stays 1080p, sharpened). */
export function qualityAbove(quality: Quality): Quality {
  const index = QUALITIES.indexOf(quality);
  return QUALITIES[Math.min(index + 1, QUALITIES.length - 1)] ?? '1080p';
}

/** Frame size for a quality and aspect ratio: the short side is the quality's lines. */
export function frameSize(quality: Quality, aspectRatio: AspectRatio): { width: number; height: number } {
  const lines = Number.parseInt(quality, 10);
  const long = Math.round((lines * 16) / 9 / 2) * 2;
  if (aspectRatio === '16:9') return { width: long, height: lines };
  if (aspectRatio === '9:16') return { width: lines, height: long };
  return { width: lines, height: lines };
}

/**
 * The nearest of the three aspect ratios to an image's shape by logarithmic ratio (API.md: with
 * images and no ratio chosen, the first picks; issue 15). A 4:3 (or 3:4) image is exactly as far
 * from 1:1 as from 16:9 (9:16); such ties go to the wide (tall) shape, not to floating-point luck.
 */
export function nearestAspectRatio(width: number, height: number): AspectRatio {
  const ratio = width / height;
  const candidates: [AspectRatio, number][] = [
    ['16:9', 16 / 9],
    ['9:16', 9 / 16],
    ['1:1', 1],
  ];
  let best: AspectRatio = '16:9';
  let distance = Number.POSITIVE_INFINITY;
  for (const [name, value] of candidates) {
    const d = Math.abs(Math.log(ratio / value));
    if (d < distance - 1e-9) {
      distance = d;
      best = name;
    }
  }
  return best;
}
