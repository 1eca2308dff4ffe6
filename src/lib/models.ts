/**
 * The one catalogue of video models (SPEC §3, API.md `GET /api/v1/models`): what each model
 * is, who runs it, what it can make, who may use it and what it costs. The studio, the create
 * service and the models route all read the catalogue in force (`catalogue()`): SPEC's and
 * Google's rows here, the hosted providers' in ./catalogue (fal, Replicate, ComfyUI), changed by
 * MODELS_FILE at start-up; a new model is one more row (or a MODELS_FILE entry) plus, for a new
 * provider, its module in the engine. Whether a model is usable on this server (its keys are
 * set) is decided server-side (src/server/videos/models.ts) and sent as `available`/`reason`.
 *
 * This file imports only types from ./generation, which reads `pricing` from here.
 */
import type { AspectRatio, Duration, Quality } from './generation';
import type { Mode } from './modes';
import type { PlanId } from './plans';
import { processSingleton } from './process-singleton';

/**
 * A model's id. SPEC's models and the shipped ones are listed below; MODELS_FILE
 * (src/server/videos/models-file.ts) may add others at start-up, so an id is any string the
 * current catalogue (`catalogue()`) holds.
 */
export type ModelId = string;

/**
 * Who runs a model. `veo` names SPEC's two Veo models: on a given server they are served by
 * Vertex AI (`vertex-veo`) or the Gemini API (`veo`), whichever is configured (`servedBy` in
 * GET /api/v1/models, src/server/google/google-providers.ts veoRoute).
 */
export const MODEL_PROVIDERS = ['local', 'veo', 'vertex-veo', 'gemini-omni', 'fal', 'replicate', 'comfyui'] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];
/** The providers an operator switches on with a key or a URL alone (issue 19), each run by src/engine/providers/<provider>.ts. */
export const HOSTED_PROVIDERS = ['fal', 'replicate', 'comfyui'] as const;
export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];

/** Our request's fields that a provider's input may take (RemoteSpec.input). */
export const REMOTE_FIELDS = [
  'prompt',
  'negativePrompt',
  'seed',
  'image',
  'duration',
  'aspectRatio',
  'resolution',
  'frames',
  'fps',
  'width',
  'height',
] as const;
export type RemoteField = (typeof REMOTE_FIELDS)[number];

/**
 * Where one of our fields goes in the provider's input: a field name, or a name with the type
 * the provider wants (`as`) and a translation of our values into its own (`values`, e.g.
 * `{"720p": "768P"}`).
 */
export type FieldMap = string | { to: string; as?: 'string' | 'number'; values?: Record<string, string | number> };

/**
 * How a hosted provider (fal, Replicate, ComfyUI) runs a model: what to call and how our
 * fields become its input. fal and Replicate take `input`; a ComfyUI workflow takes every field
 * as a `{{placeholder}}` (src/engine/providers/comfyui.ts), so it needs no map.
 */
type RemoteSpec = {
  /** The provider's model or endpoint id for a prompt alone (ComfyUI: the workflow's name); absent: the model needs an image. */
  text?: string;
  /** The same for a request with an image; absent: the model takes no image. */
  image?: string;
  /** Our field → the provider's input field (fal, Replicate). */
  input?: Partial<Record<RemoteField, FieldMap>>;
  /** Inputs sent with every request as they are. */
  fixed?: Record<string, string | number | boolean>;
  /** Frame rate the model renders at; frames = round(duration × fps / frameStep) × frameStep + frameExtra. */
  fps?: number;
  frameStep?: number;
  frameExtra?: number;
  /** Width and height sent are rounded to a multiple of this (latent sizes of open models). */
  sizeMultiple?: number;
  /** Pixel sizes by quality when the model wants its own (e.g. Wan 2.2 5B's 1280×704), long side × short side. */
  sizes?: Partial<Record<Quality, [number, number]>>;
  /** A job still running this long after it started fails and is refunded. */
  timeoutSeconds: number;
};

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
  pricing: ModelPricing;
  /** Hosted providers only: what to call and how (RemoteSpec). */
  remote?: RemoteSpec;
  /** Hosted providers only: the provider's own page for the model, for the operator. */
  docs?: string;
  /** Rows priced from a provider's cost: whether that cost was confirmed, when, and where (GET /api/v1/models shows it). */
  priceCheck?: PriceCheck;
};

/**
 * Where a cost-based price comes from. Credits are the provider's USD a second × 1.3 at about
 * 0.02 USD a credit (src/lib/catalogue); `confirmed` is false when the figure could not be read
 * on the provider's own price list (a reseller's quote, a sibling endpoint's price, an estimate)
 * and `note` says what it rests on instead. A MODELS_FILE that re-prices a row without giving
 * its own check drops the shipped one: it no longer describes the price.
 */
type PriceCheck = {
  confirmed: boolean;
  /** ISO date the figure was last looked up. */
  checkedOn: string;
  /** The page the figure was read on, or the provider's price list when it could not be. */
  source: string;
  note?: string;
};

/**
 * `formula`: SPEC §9's quality × duration table; `flat`: a fixed price per video;
 * `per-second`: credits for each second asked for, one figure or one per quality (creditCost in ./generation).
 */
type ModelPricing =
  | { kind: 'formula' }
  | { kind: 'flat'; credits: number }
  | { kind: 'per-second'; credits: number | Partial<Record<Quality, number>> };

const ALL_MODES = ['generate', 'effect', 'sound', 'speech', 'extend', 'upscale'] as const satisfies readonly Mode[];

/** SPEC's models and Google's (a MODELS_FILE may re-price them, or remove any but base). */
export const CORE_MODELS: readonly ModelEntry[] = [
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
    // with the Gemini key alone. Google bills the video's output tokens, which grow with the
    // resolution (docs/google-models.md §2, "Price"): about 0.034, 0.101 and 0.152 USD a second
    // at 360p, 720p and 1080p → ceil(USD × 65) = 3, 7 and 10 credits a second.
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
    pricing: { kind: 'per-second', credits: { '360p': 3, '720p': 7, '1080p': 10 } },
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://ai.google.dev/gemini-api/docs/pricing',
      note: "Google's price list row for Omni was not readable: tokens a second per resolution from Google Cloud's Omni throughput page, 17.50 USD per million video tokens from integrators",
    },
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

/**
 * One per process: the Next.js server runs the API routes in a module graph of their own, and
 * they must see the catalogue the process's start-up set.
 */
const inForce = () => processSingleton('catalogue', (): { models?: readonly ModelEntry[] } => ({}));

/**
 * The catalogue in force. On the server: the shipped one (src/lib/catalogue, with the hosted
 * providers' rows) changed by MODELS_FILE, set by the bootstrap (src/main/bootstrap.ts, through
 * src/server/videos/models-file.ts); code run without it (scripts, tests) sets the shipped one
 * itself. In the browser: SPEC's and Google's rows until GET /api/v1/models has answered, then
 * the server's, without how a hosted model is called (the studio prices from the rows the server
 * charges by, and the bundle does not carry every provider's input map).
 */
export function catalogue(): readonly ModelEntry[] {
  return inForce().models ?? CORE_MODELS;
}

/** Replaces the catalogue in force (the server at start-up, the studio with the server's answer); undefined unsets it. */
export function setCatalogue(models: readonly ModelEntry[] | undefined): void {
  inForce().models = models;
}

export function findModel(id: string | undefined): ModelEntry | undefined {
  return catalogue().find((model) => model.id === id);
}

/**
 * The length a model makes for a shot meant to last `seconds`: the shortest it makes that is as
 * long, else its longest (a remote model makes only its own few lengths).
 */
export function fittedDuration(entry: { durations: readonly number[] }, seconds: number): number {
  const offered = [...entry.durations].sort((a, b) => a - b);
  return offered.find((d) => d >= seconds) ?? offered.at(-1) ?? seconds;
}

/** A known model's row; an id no longer in the catalogue (a record made before a MODELS_FILE change) reads as base. */
export function modelEntry(id: ModelId): ModelEntry {
  return findModel(id) ?? findModel('base')!;
}

export function isHostedProvider(provider: ModelProvider): provider is HostedProvider {
  return (HOSTED_PROVIDERS as readonly string[]).includes(provider);
}

export type ModelInput = 'text' | 'images';

/** What a model's requests may carry: hosted models by their endpoints, the others a prompt and images alike. */
export function modelInputs(model: ModelEntry | ModelInfo): { inputs: readonly ModelInput[]; maxImages: number } {
  // The browser holds the server's answer (GET /api/v1/models), which says it outright.
  if ('inputs' in model) return { inputs: model.inputs, maxImages: model.maxImages };
  if (!model.remote) return { inputs: ['text', 'images'], maxImages: model.provider === 'local' ? 4 : 1 };
  const inputs: ModelInput[] = [];
  if (model.remote.text) inputs.push('text');
  if (model.remote.image) inputs.push('images');
  return { inputs, maxImages: model.remote.image ? 1 : 0 };
}

/**
 * A catalogue row as GET /api/v1/models shows it, before whether this server can run it: what
 * the model is, takes and costs, not how a hosted provider is called (its input map and timeout).
 */
export function publicRow(entry: ModelEntry) {
  const { remote: _remote, docs: _docs, ...row } = entry;
  return { ...row, ...modelInputs(entry) };
}

/** Why a model cannot be used on this server; the studio translates the known ones (`app:studio.modelReasons.*`). */
const MODEL_REASONS = ['not-configured', 'retired', 'not-found', 'forbidden', 'unauthorized'] as const;
export type ModelReason = (typeof MODEL_REASONS)[number];

/** One row of `GET /api/v1/models`. */
export type ModelInfo = Pick<
  ModelEntry,
  | 'id'
  | 'name'
  | 'provider'
  | 'modes'
  | 'qualities'
  | 'durations'
  | 'aspectRatios'
  | 'minPlan'
  | 'pricing'
  | 'priceCheck'
> & {
  /** What a request may carry: a prompt alone (`text`), images (`images`), or both. */
  inputs: readonly ModelInput[];
  /** Images a request may carry (0 when the model takes none). */
  maxImages: number;
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
