/**
 * The `replicate` hosted provider (issue 19): official Replicate models run through the
 * official `replicate` client (HTTP API read 2026-11-26: https://replicate.com/docs/reference/http,
 * https://replicate.com/docs/topics/predictions/lifecycle,
 * https://replicate.com/docs/topics/predictions/input-files).
 *
 * - start: the first image, if any, is uploaded with the files API (`POST /v1/files`; the
 *   client does it for a File in the input with the "upload" strategy) and the prediction is
 *   created with `POST /v1/models/{owner}/{name}/predictions` `{input}`, without `Prefer: wait`
 *   (a video takes minutes). The prediction's id is the remote id: `GET /v1/predictions/{id}`
 *   finds it again, so nothing more needs keeping.
 * - finish: polls that prediction until `succeeded`, `failed`, `canceled` or `aborted`, copies
 *   the output file (a URL, or a list whose first video we take) into the job directory and
 *   finishes it like every remote video.
 * - cancel: `POST /v1/predictions/{id}/cancel`.
 *
 * Retries are ours, not the client's: the client retries a 429 (and a GET's 5xx) at once, up to
 * five times, without waiting, so it is handed a fetch that runs every request through
 * remoteFetch (HostedRetry's `retries` and `retryBaseMs`, Retry-After honoured) and hands the
 * client's own further tries that same final answer instead of asking again.
 *
 * The token goes in the client's `Authorization: Bearer` header only: the client's errors quote
 * the URL and the answer, never the headers, and we pass on the API's `detail` alone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Replicate, { type Prediction } from 'replicate';
import { NonRetryableError } from '../errors';
import { type FinishedVideo, finishRemote } from './finish-remote';
import { downloadTo, type RemotePolicy, remoteFetch, waitOrAbort } from './http';
import { hostedProvider } from './hosted-input';
import type { RemoteProvider } from './types';
import type { HostedJob, HostedApi, HostedRetry } from './hosted-types';

export type ReplicateConfig = HostedRetry & {
  /** REPLICATE_API_TOKEN. */
  token: string;
  /** REPLICATE_API_URL: the API's origin, without `/v1` (https://api.replicate.com; a fake in tests). */
  apiUrl: string;
};

/** Where a prediction stops changing (lifecycle page: `aborted` is a deadline passed before it started). */
const FINAL_STATUSES = new Set(['succeeded', 'failed', 'canceled', 'aborted']);

/**
 * How Replicate words a safety refusal: a failed prediction whose error says the input or output
 * "was flagged as sensitive" with code E005 (the text every integrator quotes, e.g. "The input
 * or output was flagged as sensitive. Please try again with different inputs. (E005)"); some
 * partner models say "safety" or "content policy" in their own words.
 */
const SAFETY_REFUSAL = /flagged as sensitive|\(E005\)|safety (system|filter|checker)|content (policy|moderation)|nsfw/i;

/** `owner/name` of an official model: the only form the models route takes. */
const MODEL_ID = /^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/;
/** Prediction ids are short lowercase base32 strings; anything else never reaches a URL. */
const PREDICTION_ID = /^[A-Za-z0-9_-]+$/;

/** The client's ApiError (not exported at run time): an Error carrying the HTTP answer. */
type ApiError = Error & { response: Response };

function isApiError(error: unknown): error is ApiError {
  if (!(error instanceof Error) || !('response' in error)) return false;
  const { response } = error as { response: unknown };
  return typeof response === 'object' && response !== null && typeof (response as Response).status === 'number';
}

/**
 * The API's own words for a refused request: the `detail` of its problem-details body (RFC 7807:
 * `{"title","detail","status"}`), which the client quotes at the end of its message after the
 * status. Only this part is passed on: the message also holds the request URL.
 */
function problemDetail(error: ApiError): string {
  const body = /failed with status \d+[^:]*: ([\s\S]*)\.$/.exec(error.message)?.[1];
  if (body) {
    try {
      const problem = JSON.parse(body) as { detail?: unknown; title?: unknown };
      const text = [problem.detail, problem.title].find((part) => typeof part === 'string' && part.trim());
      if (typeof text === 'string') return text.trim();
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
  }
  return error.response.statusText || `HTTP ${error.response.status}`;
}

/**
 * The client's error as ours: a 4xx other than 429 (a bad token, an unknown model, an input the
 * model refuses, no credit) is a refusal another attempt would not change; a 429 or 5xx that
 * outlived our retries, or a dropped connection, stays a plain Error for the worker to retry.
 */
function asOurError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const { status } = error.response;
  if (status >= 400 && status < 500 && status !== 429)
    return new NonRetryableError(`Replicate refused the request: ${problemDetail(error)}`);
  return new Error(`Replicate did not answer (HTTP ${status}); the job will try again`);
}

async function replicateCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asOurError(error);
  }
}

/**
 * The client's fetch: each request the client makes goes to the network through remoteFetch
 * once; the client's own quick tries of the same request (same `init` object) get a copy of
 * that final answer, so our retry settings alone decide how long we wait.
 */
function retryingFetch(config: ReplicateConfig, signal?: AbortSignal, poll?: RemotePolicy['poll']) {
  const answers = new WeakMap<object, Promise<Response>>();
  return (input: Request | string | URL, init: RequestInit = {}): Promise<Response> => {
    let answer = answers.get(init);
    if (!answer) {
      const url = input instanceof Request ? input.url : String(input);
      // The client puts the token in its own headers: the layer keeps them to the API's origin.
      answer = remoteFetch(url, init, {
        origin: config.apiUrl,
        signal: signal ?? init.signal ?? undefined,
        retries: config.retries,
        retryBaseMs: config.retryBaseMs,
        poll,
      });
      answers.set(init, answer);
    }
    return answer.then((response) => response.clone());
  };
}

/**
 * `signal` ends every request of this client (the client passes none for some calls, e.g.
 * cancel); `poll` makes its reads persist until that signal (http.ts RemotePolicy).
 */
function client(config: ReplicateConfig, signal?: AbortSignal, poll?: RemotePolicy['poll']): Replicate {
  return new Replicate({
    auth: config.token,
    baseUrl: `${config.apiUrl.replace(/\/+$/, '')}/v1`,
    fetch: retryingFetch(config, signal, poll),
    // Input files (input-files page): the client uploads a File through the files API, "up to
    // 100MB"; a data URI is "only recommended if the file is less than 1MB" and our first images
    // weigh a few MB. "upload" and not "default": no silent fall-back to a data URI.
    fileEncodingStrategy: 'upload',
  });
}

function checkedPredictionId(remoteId: string): string {
  const id = remoteId.trim();
  if (!PREDICTION_ID.test(id)) throw new NonRetryableError('The kept Replicate prediction id is malformed');
  return id;
}

/** The job's input with its first image as a File (uploaded by the client on create). */
async function inputOf(job: HostedJob): Promise<Record<string, unknown>> {
  if (!job.image) return job.input;
  if (!job.imageField) throw new NonRetryableError(`Model ${job.model} has no image field for Replicate`);
  const bytes = await fs.readFile(job.image.file);
  const file = new File([bytes], path.basename(job.image.file), { type: job.image.mimeType });
  return { ...job.input, [job.imageField]: file };
}

/** The error field as text: a string for most models, sometimes an object. */
function reasonOf(prediction: Prediction): string | undefined {
  const { error } = prediction;
  if (error === undefined || error === null || error === '') return undefined;
  return typeof error === 'string' ? error.trim() : JSON.stringify(error);
}

/** Why a finished prediction gave no video, as a refusal with Replicate's reason. */
function refusalOf(prediction: Prediction): NonRetryableError {
  const reason = reasonOf(prediction);
  if (prediction.status === 'failed') {
    if (reason && SAFETY_REFUSAL.test(reason))
      return new NonRetryableError(`The video was blocked by the provider's safety filters: ${reason}`);
    return new NonRetryableError(`Replicate could not make this video: ${reason ?? 'the prediction failed'}`);
  }
  if (prediction.status === 'aborted')
    return new NonRetryableError('Replicate gave up on this prediction before it started (its deadline passed)');
  return new NonRetryableError(
    `Replicate stopped this prediction (${prediction.status})${reason ? `: ${reason}` : ''}`,
  );
}

/** The video among the outputs: the URL itself, or the first URL of a list that looks like a video. */
function videoUrlOf(output: unknown): string | undefined {
  const urls = (Array.isArray(output) ? output : [output]).filter(
    (item): item is string => typeof item === 'string' && /^https?:\/\//.test(item),
  );
  return urls.find((url) => /\.(mp4|mov|webm)(\?|$)/i.test(url)) ?? urls[0];
}

/** Copies the output file (a public delivery URL: no token sent) into `file`. */
async function download(config: ReplicateConfig, url: string, file: string, signal?: AbortSignal): Promise<void> {
  // A failed download is retryable: the next attempt resumes the same prediction and fetches the file again.
  await downloadTo(
    url,
    file,
    { origin: config.apiUrl, signal, retries: config.retries, retryBaseMs: config.retryBaseMs, poll: 'result' },
    'Replicate',
  );
}

async function cancelPrediction(config: ReplicateConfig, remoteId: string, signal?: AbortSignal): Promise<void> {
  try {
    const id = checkedPredictionId(remoteId);
    await client(config, signal).predictions.cancel(id);
  } catch {
    // Best effort: a prediction already finished or gone needs no cancelling.
  }
}

/**
 * Polls until the prediction stops changing. The job's deadline is the signal's (the worker
 * cancels the prediction when it fires); a read that fails for a while is tried again until
 * then, since Replicate still runs, and bills, the prediction meanwhile.
 */
async function settle(config: ReplicateConfig, id: string, signal?: AbortSignal) {
  const replicate = client(config, signal, 'status');
  for (;;) {
    const prediction = await replicateCall(() => replicate.predictions.get(id, { signal }));
    if (FINAL_STATUSES.has(prediction.status)) return prediction;
    await waitOrAbort(config.pollMs, signal);
  }
}

export const replicateApi: HostedApi<ReplicateConfig> = {
  async start(config, job, signal) {
    if (!MODEL_ID.test(job.remoteModel))
      throw new NonRetryableError(`"${job.remoteModel}" is not an official Replicate model id (owner/name)`);
    const input = await inputOf(job);
    const prediction = await replicateCall(() =>
      client(config).predictions.create({ model: job.remoteModel, input, signal }),
    );
    if (typeof prediction.id !== 'string' || !PREDICTION_ID.test(prediction.id))
      throw new Error('Replicate answered without a prediction id');
    return prediction.id;
  },

  async finish(config, job, remoteId, dir, signal): Promise<FinishedVideo> {
    const id = checkedPredictionId(remoteId);
    const prediction = await settle(config, id, signal);
    if (prediction.status !== 'succeeded') throw refusalOf(prediction);
    const url = videoUrlOf(prediction.output);
    if (!url) throw new NonRetryableError('Replicate finished the prediction without a video');
    const raw = path.join(dir, 'replicate.mp4');
    await download(config, url, raw, signal);
    return finishRemote(raw, dir, { watermark: job.watermark, signal, label: 'Replicate' });
  },

  cancel: cancelPrediction,
};

/** Replicate as a remote provider of the worker's (types.ts). */
export function replicateProvider(config: ReplicateConfig): RemoteProvider {
  return hostedProvider('replicate', 'Replicate', replicateApi, config);
}
