/**
 * The local engine's job, one shape per mode: what every job has (its frame, seed, words and
 * watermark) and the slice its mode renders from. The worker builds it from the record with
 * files already fetched; the render process receives it over IPC as JSON.
 */
import type { Mode } from '@/lib/modes';
import type { ScenePlan } from '@/lib/scene-plan';

/** What every mode has. */
export type LocalFrame = {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  fps: number;
  watermark: boolean;
};

/** The sound track of a clip we draw (generate, effect, extend's continuation). */
export type ClipSound = {
  autoSound: boolean;
  soundPrompt: string;
  autoSpeech: boolean;
  speechPrompt: string;
  speakerId: string;
  /**
   * The record's scene plan (the animatic, ARCHITECTURE.md), read at create: what a generate
   * without images draws, and what its ambience is chosen from. A record from before plans were
   * stored has none and its prompt is read here.
   */
  scene?: ScenePlan;
};

/** A clip we draw: its sound and the seconds of new picture. */
type Clip = ClipSound & { duration: number };

/**
 * Extend of a `base` source: its plan, seed and length. The continuation is the same clip drawn
 * on from t = from (same sun, same subjects' paths, no cut).
 */
export type ContinueScene = { plan: ScenePlan; seed: number; from: number; span?: number };

/** Local files, downloaded by the worker: `source` is the video a derived mode starts from. */
type Derived = { source: string };

/** Sound and speech keep the first `customizeDuration` seconds of their source (all of it without one). */
type Trimmed = Derived & { customizeDuration?: number };

type ModeParts = {
  generate: Clip & { images: string[] };
  effect: Clip & { images: string[]; effectTemplateId?: string };
  sound: Trimmed & { originalSoundFlag: boolean };
  speech: Trimmed & { speakerId: string; audio?: string };
  /** Without `continueScene` (a source the animatic did not draw), extend continues the source's last frame. */
  extend: Clip & Derived & { continueScene?: ContinueScene };
  upscale: Derived;
};

/** The job of one mode (`LocalJob<'sound'>`), or of any (`LocalJob`). */
export type LocalJob<M extends Mode = Mode> = { [K in M]: LocalFrame & ModeParts[K] & { mode: K } }[M];

export type LocalResult = { video: string; cover: string; width: number; height: number; duration: number };

export type RenderContext = { dir: string; signal?: AbortSignal; onProgress?: (fraction: number) => void };

/** How one mode renders its job into `ctx.dir`. */
export type LocalRenderer<M extends Mode> = (job: LocalJob<M>, ctx: RenderContext) => Promise<LocalResult>;

/** Every field some mode reads: for scripts and tests that describe a job once and render it in several modes. */
export type AnyModeFields = LocalFrame &
  ModeParts['generate'] &
  ModeParts['effect'] &
  ModeParts['sound'] &
  ModeParts['speech'] &
  ModeParts['extend'] &
  ModeParts['upscale'];
