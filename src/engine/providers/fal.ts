/**
 * The `fal` hosted provider (issue 19): fal's queue REST API with the operator's FAL_KEY, plain
 * HTTP (fal's own client hard-codes its hosts; ours come from configuration so tests can point
 * them at a local fake). Read on 2026-11-26:
 * - https://fal.ai/docs/api-reference/inference-api and https://docs.fal.ai/documentation/model-apis/inference/queue
 *   `POST {queue}/{endpoint id}` with `Authorization: Key …` and the model's input as the body
 *   answers `request_id`, `status_url`, `response_url` and `cancel_url`. Those URLs name only the
 *   model's owner and app (not the endpoint path) and fal says to use them as given, never to
 *   build them: they are kept, in a small JSON document, as the job's remote id.
 * - The status (`GET status_url`; `?logs=1` only adds the runner's log lines, which we do not
 *   need) is `IN_QUEUE` or `IN_PROGRESS` (HTTP 202), then `COMPLETED` (200) whatever the outcome:
 *   a failed request is completed too, and `GET response_url` then answers the error.
 * - Errors (https://docs.fal.ai/errors, https://fal.ai/docs/documentation/model-apis/request-errors):
 *   a model's refusal is a 4xx whose `detail` is a list of `{loc, msg, type, url}`; a safety
 *   block is the 422 `content_policy_violation`; infrastructure errors are a `detail` string
 *   with an `error_type`, mostly 5xx. A 4xx (not 429) is final; 429/5xx are tried again.
 * - Cancel: `PUT cancel_url` (202 `CANCELLATION_REQUESTED`, 400 `ALREADY_COMPLETED`).
 * - Images (https://docs.fal.ai/documentation/model-apis/fal-cdn, "Data URIs"): file inputs take
 *   a URL or a base64 data URI; we send the data URI, so no second host (fal's CDN upload) and
 *   no public copy of a user's picture.
 * - The result of a video endpoint is `{video: {url}}`, a public CDN URL: it is downloaded
 *   without the key (the key only ever goes to the queue's URLs).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { NonRetryableError } from '../errors';
import { type FinishedVideo, finishRemote } from './finish-remote';
import { downloadTo, type RemotePolicy, remoteFetch, waitOrAbort } from './http';
import { hostedProvider } from './hosted-input';
import type { RemoteProvider } from './types';
import type { HostedJob, HostedApi, HostedRetry } from './hosted-types';

export type FalConfig = HostedRetry & {
  /** FAL_KEY, sent as `Authorization: Key <key>`. */
  key: string;
  /** FAL_QUEUE_URL: https://queue.fal.run (tests: the fake's URL). */
  queueUrl: string;
};

/** What `start` keeps on the job: fal's request id and the URLs it answered for it. */
type FalRemote = { request_id: string; status_url: string; response_url: string; cancel_url: string };

/** Statuses of a request still running; anything else means its result (or error) is ready. */
const RUNNING = new Set(['IN_QUEUE', 'IN_PROGRESS']);
/** An endpoint id: owner/app[/path…], letters, digits, dots, dashes and underscores. */
const ENDPOINT_ID = /^[\w.-]+(\/[\w.-]+)+$/;

type FalErrorItem = { msg?: unknown; type?: unknown };
type FalStatus = { status?: unknown };
type FalResult = { video?: { url?: unknown } };

function retryOptions(
  config: FalConfig,
  signal?: AbortSignal,
  { withKey = true, poll }: { withKey?: boolean; poll?: RemotePolicy['poll'] } = {},
): RemotePolicy {
  return {
    origin: config.queueUrl,
    headers: withKey ? { authorization: `Key ${config.key}` } : undefined,
    signal,
    retries: config.retries,
    retryBaseMs: config.retryBaseMs,
    poll,
  };
}

/** fal's reason for an error answer, and whether it is a safety block. */
async function errorOf(res: Response): Promise<{ reason: string; safety: boolean }> {
  const text = await res.text().catch(() => '');
  let detail: unknown;
  try {
    detail = (JSON.parse(text) as { detail?: unknown }).detail;
  } catch {
    detail = undefined;
  }
  if (Array.isArray(detail)) {
    const items = detail.filter((item): item is FalErrorItem => typeof item === 'object' && item !== null);
    const messages = items.map((item) => item.msg).filter((msg): msg is string => typeof msg === 'string');
    return {
      reason: messages.join(' ') || `HTTP ${res.status}`,
      safety: items.some((item) => item.type === 'content_policy_violation'),
    };
  }
  if (typeof detail === 'string' && detail) return { reason: detail, safety: false };
  return { reason: text.trim().slice(0, 300) || `HTTP ${res.status}`, safety: false };
}

/**
 * The error for an answer that is not a success: final for a 4xx (a refusal, a safety block, a
 * failed generation), retryable for a 429 or 5xx that outlasted the retries.
 */
async function failure(res: Response, doing: string): Promise<Error> {
  const { reason, safety } = await errorOf(res);
  if (res.status === 429 || res.status >= 500)
    return new Error(`fal answered ${res.status} while ${doing}: ${reason}; the job will try again`);
  if (safety) return new NonRetryableError(`The video was blocked by the provider's safety filters: ${reason}`);
  if (res.status === 401 || res.status === 403) return new NonRetryableError(`fal refused the key: ${reason}`);
  return new NonRetryableError(`fal could not make this video: ${reason}`);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A URL on the queue's own origin: the only place the key is ever sent. */
function onQueue(config: FalConfig, value: unknown): value is string {
  return isHttpUrl(value) && new URL(value).origin === new URL(config.queueUrl).origin;
}

/** fal's submit answer (or our copy of it) as a request we can follow, if it is one on the queue's origin. */
function remoteOf(config: FalConfig, value: unknown): FalRemote | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const { request_id, status_url, response_url, cancel_url } = fields;
  if (typeof request_id !== 'string' || !request_id) return undefined;
  if (!onQueue(config, status_url) || !onQueue(config, response_url) || !onQueue(config, cancel_url)) return undefined;
  return { request_id, status_url, response_url, cancel_url };
}

/** The kept remote id back as fal's request; a job whose id cannot be read can never resume. */
function parseRemote(config: FalConfig, remoteId: string): FalRemote {
  let value: unknown;
  try {
    value = JSON.parse(remoteId);
  } catch {
    value = undefined;
  }
  const remote = remoteOf(config, value);
  if (!remote) throw new NonRetryableError('The fal request kept for this job cannot be read, so it cannot be resumed');
  return remote;
}

/** The model's input with the picture, if any, as a data URI in the row's image field. */
async function inputOf(job: HostedJob): Promise<Record<string, unknown>> {
  const input = { ...job.input };
  if (!job.image) return input;
  if (!job.imageField) throw new NonRetryableError(`Model ${job.model} has no image field for fal`);
  const bytes = await fs.readFile(job.image.file);
  input[job.imageField] = `data:${job.image.mimeType};base64,${bytes.toString('base64')}`;
  return input;
}

/** Submits the job to fal's queue and returns its request (JSON: id and URLs) to keep on the job. */
async function start(config: FalConfig, job: HostedJob, signal?: AbortSignal): Promise<string> {
  if (!ENDPOINT_ID.test(job.remoteModel))
    throw new NonRetryableError(`"${job.remoteModel}" is not a fal endpoint id (owner/app/path)`);
  const body = JSON.stringify(await inputOf(job));
  const res = await remoteFetch(
    `${config.queueUrl.replace(/\/+$/, '')}/${job.remoteModel}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    retryOptions(config, signal),
  );
  if (!res.ok) throw await failure(res, `submitting to ${job.remoteModel}`);
  const remote = remoteOf(config, await res.json().catch(() => null));
  // Not retried: fal may have queued (and will bill) the request, and a retry would submit it again.
  // URLs off the queue's origin are refused too: the key goes with every poll.
  if (!remote) throw new NonRetryableError('fal accepted the request but answered no request id and URLs on its queue');
  return JSON.stringify(remote);
}

/**
 * Polls the request until fal has its outcome. The job's deadline is the signal's (the worker
 * cancels the request when it fires); a status read that fails for a while is tried again
 * until then, since fal still runs, and bills, the request meanwhile.
 */
async function waitForOutcome(config: FalConfig, remote: FalRemote, signal?: AbortSignal) {
  for (;;) {
    const res = await remoteFetch(
      remote.status_url,
      { method: 'GET' },
      retryOptions(config, signal, { poll: 'status' }),
    );
    if (!res.ok) throw await failure(res, 'reading the request status');
    const { status } = (await res.json().catch(() => ({}))) as FalStatus;
    if (typeof status === 'string' && !RUNNING.has(status)) return;
    await waitOrAbort(config.pollMs, signal);
  }
}

/** The finished request's video URL, or fal's reason it has none. */
async function videoUrl(config: FalConfig, remote: FalRemote, signal?: AbortSignal): Promise<string> {
  // Not a status read: a 4xx here is the error fal stored for the request.
  const res = await remoteFetch(
    remote.response_url,
    { method: 'GET' },
    retryOptions(config, signal, { poll: 'result' }),
  );
  if (!res.ok) throw await failure(res, 'reading the result');
  // A body cut short is a network fault, retried with the same request; a whole one without a video is final.
  const result = (await res.json().catch(() => {
    throw new Error('fal answered an unreadable result; the job will try again');
  })) as FalResult | null;
  const url = result?.video?.url;
  if (!isHttpUrl(url)) throw new NonRetryableError('fal finished the request but returned no video');
  return url;
}

/** Waits for the request kept on the job, downloads its video into `dir` and finishes it. */
async function finish(
  config: FalConfig,
  job: HostedJob,
  remoteId: string,
  dir: string,
  signal?: AbortSignal,
): Promise<FinishedVideo> {
  const remote = parseRemote(config, remoteId);
  await waitForOutcome(config, remote, signal);
  const url = await videoUrl(config, remote, signal);
  // A CDN URL anyone may read: no key goes with it.
  const raw = path.join(dir, 'fal.mp4');
  await downloadTo(url, raw, retryOptions(config, signal, { withKey: false, poll: 'result' }), 'fal');
  return finishRemote(raw, dir, { watermark: job.watermark, signal, label: 'fal' });
}

/** Asks fal to drop (queued) or stop (running) the request; best effort, never throws. */
async function cancel(config: FalConfig, remoteId: string, signal?: AbortSignal): Promise<void> {
  try {
    const remote = parseRemote(config, remoteId);
    const res = await remoteFetch(remote.cancel_url, { method: 'PUT' }, retryOptions(config, signal));
    await res.arrayBuffer().catch(() => undefined);
  } catch {
    // Nothing to do: the request runs out on fal's side, and the job is already settled here.
  }
}

/** fal's queue API as a hosted provider (types.ts has the contract). */
export const falApi: HostedApi<FalConfig> = { start, finish, cancel };

/** fal as a remote provider of the worker's (types.ts). */
export function falProvider(config: FalConfig): RemoteProvider {
  return hostedProvider('fal', 'fal', falApi, config);
}
