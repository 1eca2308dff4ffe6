/**
 * The studio's rules (SPEC §3, §4, §5, §9), kept apart from React so they are table-tested:
 * the parameters a mode starts with, what picking a model changes, the validation messages
 * shown before any call, the create body of each mode (SPEC §7), its cost, and the progress
 * of a pending video.
 */
import {
  type AspectRatio,
  creditCost,
  type Duration,
  modelDefaults,
  normalizeShape,
  type Quality,
  qualityAbove,
  qualityOfFrame,
  trimmedSeconds,
} from './generation';
import { findModel, isHostedProvider, type ModelId, modelEntry, modelInputs } from './models';
import { type MissingInput, type Mode, missingInput } from './modes';
import type { VideoRecord } from './video-record';

export type SourceVideo = { recordId?: string; url: string; duration: number; quality?: Quality };

/**
 * The answer of POST /api/v1/upload: the URL and what the server measured, so the studio
 * prices a source video (sound, upscale) by the seconds the server will charge for.
 * `duration` is null for images; `width`/`height` are null for audio.
 */
export type UploadAnswer = { url: string; duration: number | null; width: number | null; height: number | null };

/** An uploaded video as a source: its measured length, and its quality from its frame size. */
export function sourceFromUpload(answer: UploadAnswer): SourceVideo {
  return {
    url: answer.url,
    duration: answer.duration ?? 0,
    ...(answer.width && answer.height ? { quality: qualityOfFrame(answer.width, answer.height) } : {}),
  };
}

export type StudioParams = {
  model: ModelId;
  prompt: string;
  quality: Quality;
  duration: Duration;
  aspectRatio: AspectRatio;
  imgUrls: string[];
  autoSoundFlag: boolean;
  soundPrompt: string;
  autoSpeechFlag: boolean;
  speechPrompt: string;
  speakerId: string;
  effectTemplateId: string | null;
  source: SourceVideo | null;
  originalSoundFlag: boolean;
  audioUrl: string | null;
  /** Sound and speech: the seconds of the source to keep (null: all of it). Extend sends `duration`. */
  customizeDuration: number | null;
  privateFlag: boolean;
  noWatermarkFlag: boolean;
};

/** SPEC §3: every mode starts on the base model, 16:9, with the model's defaults. */
export function defaultParams(model: ModelId = 'base'): StudioParams {
  return {
    model,
    prompt: '',
    ...modelDefaults(model),
    aspectRatio: '16:9',
    imgUrls: [],
    autoSoundFlag: false,
    soundPrompt: '',
    autoSpeechFlag: false,
    speechPrompt: '',
    speakerId: 'auto',
    effectTemplateId: null,
    source: null,
    originalSoundFlag: true,
    audioUrl: null,
    customizeDuration: null,
    privateFlag: false,
    noWatermarkFlag: false,
  };
}

/** SPEC §4: an unknown model shows as veo-3-fast. */
export function knownModel(model: unknown): ModelId {
  return typeof model === 'string' && findModel(model) ? model : 'veo-3-fast';
}

/** Picking a model sets its default quality and duration (SPEC §4). */
export function withModel(params: StudioParams, model: ModelId): StudioParams {
  const entry = modelEntry(model);
  if (!isHostedProvider(entry.provider)) return { ...params, model, ...modelDefaults(model) };
  // A hosted model takes one picture or none, and only the shapes of its row.
  const { inputs, maxImages } = modelInputs(entry);
  const imgUrls = inputs.includes('images') ? params.imgUrls.slice(0, maxImages) : [];
  const shape = normalizeShape(model, { ...modelDefaults(model), aspectRatio: params.aspectRatio });
  // Its video and its sound are the provider's: our sound and voice switches do not apply.
  return { ...params, model, imgUrls, ...shape, autoSoundFlag: false, autoSpeechFlag: false };
}

/** SPEC §4: 8 s with 1080p forces 720p (and the model's own limits). */
export function withShape(
  params: StudioParams,
  change: Partial<Pick<StudioParams, 'quality' | 'duration' | 'aspectRatio'>>,
): StudioParams {
  const next = { ...params, ...change };
  const shape = normalizeShape(next.model, {
    quality: next.quality,
    duration: next.duration,
    aspectRatio: next.aspectRatio,
  });
  return { ...next, ...shape };
}

export type ValidationKey = MissingInput;

/** SPEC §5: the first missing input of a mode, as a key of the `app:validation` messages (the server's own check: modes.ts). */
export function validate(mode: Mode, params: StudioParams): ValidationKey | null {
  return missingInput(mode, {
    prompt: params.prompt,
    imageCount: params.imgUrls.length,
    template: Boolean(params.effectTemplateId),
    source: Boolean(params.source),
    audio: Boolean(params.audioUrl),
  });
}

/**
 * The create body of a mode (SPEC §7). The aspect ratio goes only without images. Every input
 * the form shows for a mode is sent (extend's sound and speech switches included), so the body,
 * the price shown (`costOf`) and the price charged agree; StudioForm.test.tsx and
 * tests/integration/studio-pricing.test.ts hold the three together.
 */
export function createBody(mode: Mode, params: StudioParams): Record<string, unknown> {
  const flags = { noWatermarkFlag: params.noWatermarkFlag, privateFlag: params.privateFlag };
  const source = {
    originalRecordId: params.source?.recordId,
    userUploadVideoUrl: params.source?.recordId ? undefined : params.source?.url,
  };
  const shape = {
    quality: params.quality,
    duration: params.duration,
    ...(params.imgUrls.length === 0 ? { aspectRatio: params.aspectRatio } : {}),
  };
  const trim =
    params.source && params.customizeDuration !== null
      ? { customizeDuration: trimmedSeconds(params.source.duration, params.customizeDuration) }
      : {};
  const extras = {
    autoSoundFlag: params.autoSoundFlag,
    soundPrompt: params.soundPrompt,
    autoSpeechFlag: params.autoSpeechFlag,
    speechPrompt: params.speechPrompt,
    speakerId: params.speakerId,
  };
  switch (mode) {
    case 'generate':
      return {
        operationType: mode,
        imgUrls: params.imgUrls,
        prompt: params.prompt,
        ...shape,
        ...flags,
        ...extras,
        model: params.model,
      };
    case 'effect':
      return {
        operationType: mode,
        imgUrls: params.imgUrls,
        prompt: params.prompt,
        ...shape,
        ...flags,
        ...extras,
        effectTemplateId: params.effectTemplateId,
      };
    case 'sound':
      return {
        operationType: mode,
        ...source,
        originalSoundFlag: params.originalSoundFlag,
        prompt: params.prompt,
        ...trim,
        ...flags,
      };
    case 'speech':
      return {
        operationType: mode,
        ...source,
        originalSoundFlag: params.originalSoundFlag,
        prompt: params.prompt,
        speakerId: params.speakerId,
        ...(params.audioUrl ? { audioUrl: params.audioUrl } : {}),
        ...trim,
        ...flags,
      };
    case 'extend':
      // customizeDuration is the seconds added (generation.ts), the same choice as duration.
      return {
        operationType: mode,
        ...source,
        prompt: params.prompt,
        quality: params.quality,
        duration: params.duration,
        customizeDuration: params.duration,
        ...extras,
        ...flags,
      };
    case 'upscale':
      return { operationType: mode, ...source, ...flags };
  }
}

/** What the current settings cost, as the server will charge it; null while a needed input is missing. */
export function costOf(mode: Mode, params: StudioParams): number | null {
  switch (mode) {
    case 'generate':
    case 'effect':
    case 'extend':
      return creditCost({
        mode,
        model: mode === 'generate' ? params.model : undefined,
        quality: params.quality,
        duration: params.duration,
        autoSound: params.autoSoundFlag,
        autoSpeech: params.autoSpeechFlag,
      });
    case 'sound':
      return params.source
        ? creditCost({ mode, sourceSeconds: trimmedSeconds(params.source.duration, params.customizeDuration) })
        : null;
    case 'speech':
      return creditCost({ mode, promptLength: params.prompt.trim().length });
    case 'upscale':
      return params.source ? creditCost({ mode, sourceSeconds: params.source.duration }) : null;
  }
}

/** The quality an upscale will produce, for the label beside it (an upload's quality comes from its measured frame). */
export function upscaleTarget(source: SourceVideo | null): Quality | null {
  return source?.quality ? qualityAbove(source.quality) : null;
}

/** SPEC §4's clock, for a server that sends no estimate: elapsed since creation / 90 s. */
const ASSUMED_JOB_MS = 90_000;
const PROGRESS_CAP = 99;

type Clocked = Pick<VideoRecord, 'createTimestamp' | 'startedAt' | 'etaSeconds'>;

/**
 * How far into its job a pending record is, in ms: with the server's estimate (issue 18), the
 * render's time since a worker took it (none yet while queued) against the estimate; without
 * one, SPEC's 90 s from creation.
 */
function jobClock(record: Clocked, now: number): { elapsed: number; total: number } {
  if (record.etaSeconds)
    return {
      elapsed: record.startedAt === null ? 0 : Math.max(0, now - record.startedAt),
      total: record.etaSeconds * 1000,
    };
  return { elapsed: Math.max(0, now - record.createTimestamp), total: ASSUMED_JOB_MS };
}

/** The progress bar: elapsed / expected, capped at 99 % until the record says it is done. */
export function progressPercent(record: Clocked, now: number): number {
  const { elapsed, total } = jobClock(record, now);
  return Math.min(PROGRESS_CAP, Math.floor((elapsed / total) * 100));
}

/**
 * "About N seconds left": the expected time minus the elapsed; null once the job has run past
 * its estimate, when the card says it is almost done rather than counting a second forever.
 */
export function secondsLeft(record: Clocked, now: number): number | null {
  const { elapsed, total } = jobClock(record, now);
  return elapsed >= total ? null : Math.max(1, Math.ceil((total - elapsed) / 1000));
}
