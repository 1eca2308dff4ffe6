/**
 * From a parsed job to the engine's job of its mode (engine/local/local-job.ts): the record's
 * words and generation parameters, the payload's frame and seed, and the files the mode renders
 * from, fetched into the job's folder. One builder per mode, looked up by the job's mode.
 */
import type { ClipSound, LocalFrame, LocalJob } from '@/engine/local/local-job';
import type { Mode } from '@/lib/modes';
import type { Video } from '@/server/queue/queue';
import type { GenerateParam } from '@/server/videos/generate-param';
import type { JobSpec, SourceVideo } from '@/server/videos/job-spec';

/** Fetches a stored file into the job's folder as `name` (plus the key's extension) and gives its path. */
type Fetch = (key: string, name: string) => Promise<string>;

type Shared = {
  frame: LocalFrame;
  /** A clip we draw: the frame, its seconds and its sound. */
  clip: LocalFrame & ClipSound & { duration: number };
  param: GenerateParam;
  images: string[];
};

type Builder<M extends Mode> = (spec: JobSpec<M>, shared: Shared, fetch: Fetch) => Promise<LocalJob<M>>;

const sourceFile = (source: SourceVideo, fetch: Fetch) => fetch(source.key, 'source');

const LOCAL_JOBS: { [M in Mode]: Builder<M> } = {
  generate: async (_spec, { clip, images }) => ({ ...clip, mode: 'generate', images }),
  effect: async (_spec, { clip, images, param }) => ({
    ...clip,
    mode: 'effect',
    images,
    effectTemplateId: param.effectTemplateId,
  }),
  // Sound and speech keep the first `duration` seconds of the source: create-video.ts stores the trim there.
  sound: async (spec, { frame, param }, fetch) => ({
    ...frame,
    mode: 'sound',
    source: await sourceFile(spec.source, fetch),
    customizeDuration: param.duration,
    originalSoundFlag: Boolean(param.originalSoundFlag),
  }),
  speech: async (spec, { frame, param }, fetch) => ({
    ...frame,
    mode: 'speech',
    source: await sourceFile(spec.source, fetch),
    audio: spec.audioKey ? await fetch(spec.audioKey, 'audio') : undefined,
    customizeDuration: param.duration,
    speakerId: param.speakerId ?? 'auto',
  }),
  extend: async (spec, { clip }, fetch) => ({
    ...clip,
    mode: 'extend',
    source: await sourceFile(spec.source, fetch),
    continueScene: spec.continueScene,
  }),
  upscale: async (spec, { frame }, fetch) => ({
    ...frame,
    mode: 'upscale',
    source: await sourceFile(spec.source, fetch),
  }),
};

export function localJob<M extends Mode>(
  video: Video,
  spec: JobSpec<M>,
  param: GenerateParam,
  images: string[],
  fetch: Fetch,
): Promise<LocalJob<M>> {
  const frame = {
    prompt: video.prompt,
    seed: spec.seed,
    width: spec.width,
    height: spec.height,
    fps: spec.fps,
    watermark: spec.watermark,
  };
  const clip = {
    ...frame,
    duration: param.duration ?? 5,
    autoSound: Boolean(param.autoSoundFlag),
    soundPrompt: param.soundPrompt ?? '',
    autoSpeech: Boolean(param.autoSpeechFlag),
    speechPrompt: param.speechPrompt ?? '',
    speakerId: param.speakerId ?? 'auto',
    // The animatic's plan, read at create (the engine reads the prompt of a row from before plans were stored).
    scene: video.scene ?? undefined,
  };
  const build: Builder<M> = LOCAL_JOBS[spec.mode];
  return build(spec, { frame, clip, param, images }, fetch);
}
