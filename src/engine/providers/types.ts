/**
 * The one contract of every remote model provider (Veo on the Gemini API or Vertex AI, Gemini
 * Omni, fal, Replicate, ComfyUI): built from its configuration, it starts a request, waits for
 * it and finishes the video, and cancels it. The worker keeps the id `start` answers on the job
 * at once (`remote: {provider, id}`), so a retry, or another worker after this one died,
 * resumes the same request instead of paying for a second video.
 *
 * - `finish` throws `NonRetryableError` for what another attempt would not change (a refusal,
 *   a safety block, a failed generation); a plain Error means the next attempt resumes.
 * - `cancel` is best effort and never throws; `signal` bounds how long it may take.
 * - Every request goes through http.ts, which holds the rules no provider may forget.
 */
import type { AspectRatio, Quality } from '@/lib/generation';
import type { ModelEntry } from '@/lib/models';
import type { FinishedVideo } from './finish-remote';

export const REMOTE_PROVIDERS = ['veo', 'vertex-veo', 'gemini-omni', 'fal', 'replicate', 'comfyui'] as const;
type RemoteProviderName = (typeof REMOTE_PROVIDERS)[number];

/** What the worker asks of a remote model: the record's fields, already checked at create. */
export type RemoteRequest = {
  model: ModelEntry;
  prompt: string;
  seed: number;
  quality: Quality;
  aspectRatio: AspectRatio;
  /** Seconds asked for. */
  duration: number;
  /** A first frame or reference picture, in the job's folder. */
  image?: { file: string; mimeType: string };
  watermark: boolean;
  /** When the job first started: its time limit counts from here, across attempts. */
  startedAt: number;
};

export type RemoteProvider = {
  name: RemoteProviderName;
  /** The product's own name of what serves the model ("Veo 3.1 via Vertex AI"). */
  label: string;
  /** The provider's id of the model (shown as what serves it), when it has one. */
  remoteModel(model: ModelEntry): string | undefined;
  /** How long a job of this model may run, from its first start, before it is cancelled and fails. */
  timeoutSeconds(model: ModelEntry): number;
  /**
   * The provider bills the seconds it delivers and may deliver fewer than asked (it chooses the
   * clip's length): the job is then charged for what came back, never more than asked.
   */
  billsDelivered?: boolean;
  start(request: RemoteRequest, signal?: AbortSignal): Promise<string>;
  finish(request: RemoteRequest, id: string, dir: string, signal?: AbortSignal): Promise<FinishedVideo>;
  cancel(id: string, signal?: AbortSignal): Promise<void>;
};
