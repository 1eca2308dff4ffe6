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

export const MODEL_IDS = ['veo-3-quality', 'veo-3-fast', 'base'] as const;
export type ModelId = (typeof MODEL_IDS)[number];

export type ModelProvider = 'local' | 'veo' | 'fal' | 'replicate' | 'comfyui';

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
  /** `formula`: SPEC §9's quality × duration table; `flat`: a fixed price per video. */
  pricing: { kind: 'formula' } | { kind: 'flat'; credits: number };
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
export const MODELS: readonly ModelOption[] = MODEL_CATALOGUE;

/** Why a model cannot be used on this server; the studio translates the known ones (`app:studio.modelReasons.*`). */
export const MODEL_REASONS = ['not-configured'] as const;
export type ModelReason = (typeof MODEL_REASONS)[number];

/** One row of `GET /api/v1/models`. */
export type ModelInfo = Pick<ModelEntry, 'id' | 'name' | 'provider' | 'modes' | 'qualities' | 'durations' | 'aspectRatios' | 'minPlan'> & {
  isNew: boolean;
  isPro: boolean;
  isFree: boolean;
  available: boolean;
  reason?: string;
};
