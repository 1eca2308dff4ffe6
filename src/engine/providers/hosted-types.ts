/**
 * The hosted providers (issue 19): fal, Replicate and a ComfyUI server of the operator's, each
 * switched on by configuration alone and run by the worker like Veo (src/worker/worker.ts
 * renderRemote). Every provider has the same three steps:
 *
 * - `start` sends the request and answers the provider's id for it (a string; JSON when the
 *   provider needs more than an id to find it again, e.g. fal's status and response URLs). The
 *   worker keeps it on the job at once, so a worker that dies while waiting resumes the same
 *   request instead of paying for a second video.
 * - `finish` waits for that request (polling; a read that fails for a while is tried again
 *   until the signal, which carries the job's deadline, ends the wait), downloads the file into
 *   `dir` and finishes it like every remote video (finish-remote.ts). A refusal, a safety block
 *   or a failed prediction throws `NonRetryableError` with the provider's reason: the job fails
 *   once and is refunded once. The deadline is the worker's alone (src/worker/dispatch.ts
 *   runRemote): it cancels the remote request and fails the job. Anything else that goes wrong
 *   throws a plain Error: the worker's next attempt resumes with the same id.
 * - `cancel` asks the provider to stop a request (a deleted job); best effort, never throws.
 *
 * Keys go in headers only, never in a URL, an error message or a log line.
 */
import type { FinishedVideo } from './finish-remote';

export type HostedImage = { file: string; mimeType: string; width?: number; height?: number };

/** One video asked of a hosted model: our fields, already checked against its catalogue row. */
export type HostedJob = {
  /** Our model id (for messages). */
  model: string;
  /** The provider's model/endpoint id, or ComfyUI workflow name, chosen for this request (text or image). */
  remoteModel: string;
  prompt: string;
  negativePrompt: string;
  seed: number;
  quality: '360p' | '540p' | '720p' | '1080p';
  aspectRatio: '16:9' | '9:16' | '1:1';
  /** Pixel size sent to the model (RemoteSpec.sizes / sizeMultiple applied). */
  width: number;
  height: number;
  /** Seconds asked for. */
  duration: number;
  /** The model's frame rate and the frame count for `duration` (RemoteSpec.fps, frameStep, frameExtra). */
  fps: number;
  frames: number;
  /** The first image of the request, when it has one (a local file in the job's directory). */
  image?: HostedImage;
  /** The provider's input for fal and Replicate, built from the catalogue's map (hosted-input.ts); the image field is filled by the provider. */
  input: Record<string, unknown>;
  /** Our field name → the provider's input field for the image (to put the uploaded image's URL in). */
  imageField?: string;
  watermark: boolean;
};

export type HostedApi<Config> = {
  start(config: Config, job: HostedJob, signal?: AbortSignal): Promise<string>;
  finish(config: Config, job: HostedJob, remoteId: string, dir: string, signal?: AbortSignal): Promise<FinishedVideo>;
  /** `signal` bounds how long the cancel may take. */
  cancel(config: Config, remoteId: string, signal?: AbortSignal): Promise<void>;
};

/** Retry settings every hosted provider's config carries. */
export type HostedRetry = {
  /** Between status polls. */
  pollMs: number;
  /** Further tries after a 429/5xx/network error (default 3). */
  retries?: number;
  /** First wait between tries, doubled each time (default 2 s; a larger Retry-After wins). */
  retryBaseMs?: number;
};
