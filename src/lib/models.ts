/**
 * The one catalogue of video models (SPEC §3, API.md `GET /api/v1/models`): what each model
 * is, who runs it, what it can make, who may use it and what it costs. The studio, the create
 * service and the models route all read this table, so a new provider's model (fal, replicate,
 * comfyui, a Gemini Omni model, Vertex Veo) is one more row here plus its provider in the
 * engine. Whether a model is usable on this server (its keys are set) is decided server-side
 * (src/server/videos/models.ts) and sent as `available`/`reason`.
 *
 * This file imports only types from ./generation, which reads `pricing` from here.
 */
import type { AspectRatio, Duration, Quality } from './generation';
import type { Mode } from './modes';
import type { PlanId } from './plans';

export const MODEL_IDS = ['veo-3-quality', 'veo-3-fast', 'gemini-omni-flash', 'base'] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/**
 * Who runs a model. `veo` names SPEC's two Veo models: on a given server they are served by
 * Vertex AI (`vertex-veo`) or the Gemini API (`veo`), whichever is configured (`servedBy` in
 * GET /api/v1/models, src/server/google/google-providers.ts veoRoute).
 */
type ModelProvider = 'local' | 'veo' | 'vertex-veo' | 'gemini-omni' | 'fal' | 'replicate' | 'comfyui';

export type ModelEntry = {
  id: ModelId;
  /** SPEC §3's label; the studio shows its translation `app:models.<id>.name`. */
  name: string;
  provider: ModelProvider;
  isNew: boolean;
  isPro: boolean;
  isFree: boolean;
  /** The modes a model renders; the other modes always run on `base`. */
  modes: readonly Mode[];
  qualities: readonly Quality[];
  durations: readonly Duration[];
  aspectRatios: readonly AspectRatio[];
  /** The lowest plan that may use it ('free' means everyone, visitors included). */
  minPlan: PlanId;
  /**
   * `formula`: SPEC §9's quality × duration table; `flat`: a fixed price per video;
   * `per-second`: credits for each second of video asked for (creditCost in ./generation).
   */
  pricing: { kind: 'formula' } | { kind: 'flat'; credits: number } | { kind: 'per-second'; credits: number };
};

const ALL_MODES = ['generate', 'effect', 'sound', 'speech', 'extend', 'upscale'] as const satisfies readonly Mode[];

export const MODEL_CATALOGUE: readonly ModelEntry[] = [
  {
    id: 'veo-3-quality',
    name: 'Google Veo 3 Quality',
    provider: 'veo',
    isNew: false,
    isPro: true,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p', '1080p'],
    durations: [8],
    aspectRatios: ['16:9', '9:16'],
    minPlan: 'pro',
    pricing: { kind: 'flat', credits: 100 },
  },
  {
    id: 'veo-3-fast',
    name: 'Google Veo 3 Fast',
    provider: 'veo',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p', '1080p'],
    durations: [8],
    aspectRatios: ['16:9', '9:16'],
    minPlan: 'free',
    pricing: { kind: 'flat', credits: 20 },
  },
  {
    // Google's replacement for the Gemini-API Veo ids (docs/google-models.md): Interactions API
    // with the Gemini key alone. 2 credits a second sits just under veo-3-fast (20 for 8 s, 2.5/s).
    id: 'gemini-omni-flash',
    name: 'Gemini Omni Flash',
    provider: 'gemini-omni',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['360p', '720p', '1080p'],
    durations: [5, 8],
    aspectRatios: ['16:9', '9:16'],
    minPlan: 'free',
    pricing: { kind: 'per-second', credits: 2 },
  },
  {
    id: 'base',
    name: 'Base',
    provider: 'local',
    isNew: false,
    isPro: false,
    isFree: true,
    modes: ALL_MODES,
    qualities: ['360p', '540p', '720p', '1080p'],
    durations: [5, 8],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'free',
    pricing: { kind: 'formula' },
  },
];

export function modelEntry(id: ModelId): ModelEntry {
  return MODEL_CATALOGUE.find((model) => model.id === id)!;
}

/** The model options of SPEC §3 (what the picker lists). */
export type ModelOption = Pick<ModelEntry, 'id' | 'isNew' | 'isPro' | 'isFree'>;
export const MODELS: readonly ModelOption[] = MODEL_CATALOGUE.map(({ id, isNew, isPro, isFree }) => ({
  id,
  isNew,
  isPro,
  isFree,
}));

/** Why a model cannot be used on this server; the studio translates the known ones (`app:studio.modelReasons.*`). */
const MODEL_REASONS = ['not-configured', 'retired', 'not-found', 'forbidden', 'unauthorized'] as const;
export type ModelReason = (typeof MODEL_REASONS)[number];

/** One row of `GET /api/v1/models`. */
export type ModelInfo = Pick<
  ModelEntry,
  'id' | 'name' | 'provider' | 'modes' | 'qualities' | 'durations' | 'aspectRatios' | 'minPlan'
> & {
  isNew: boolean;
  isPro: boolean;
  isFree: boolean;
  available: boolean;
  /** A MODEL_REASONS code when `available` is false. */
  reason?: ModelReason;
  /** The provider's own words (English), e.g. Google's 404 message; for admins and logs. */
  reasonText?: string;
  /** ISO date Google retired the model, when known (reason `retired`). */
  retiredOn?: string;
  /** What really runs this model on this server (issue 14 "honest names"); null when nothing does. */
  servedBy: ServedBy | null;
};

/** The service behind a model: `label` is the product's own English name, the picker translates around it. */
export type ServedBy = { provider: Exclude<ModelProvider, 'veo'> | 'veo'; remoteId?: string; label: string };
