/**
 * JSON calls to Google's APIs (Gemini API, Vertex AI), shared by the Google providers and the
 * model checks. Google answers errors as `{error:{code,message,status}}`. A 429 or 5xx (and a
 * dropped connection) is tried again here a few times with a growing wait, because Google asks
 * clients to back off and retry those; any other 4xx is the caller's `refusal`, since sending
 * the same request again would be refused again.
 */
import { JobError } from '../errors';
import type { FinishedVideo } from './finish-remote';
import { type RemotePolicy, remoteFetch } from './http';
import type { RemoteProvider, RemoteRequest } from './types';

export { waitOrAbort } from './http';

/**
 * An answer Google gave that is not a success and that no `refusal` took: a 429 or 5xx after the
 * retries (the next attempt resumes), or a 4xx of a call that names no refusal of its own.
 */
export class GoogleHttpError extends JobError {
  constructor(
    message: string,
    readonly status: number,
    readonly googleStatus: string | undefined,
    readonly googleMessage: string,
  ) {
    super(
      message,
      status === 429 || status >= 500
        ? { key: 'providerUnreachable' }
        : { key: refusalKey(status, googleStatus, googleMessage), detail: googleMessage },
    );
  }
}

/**
 * The key of a 4xx Google gave: its refusal of our key or account (a 401 or 403, or the Gemini
 * API's 400 for a key it does not know), or of the request itself.
 */
export function refusalKey(
  status: number,
  googleStatus: string | undefined,
  message: string,
): 'providerKey' | 'providerRefused' {
  if (status === 401 || status === 403 || googleStatus === 'UNAUTHENTICATED' || googleStatus === 'PERMISSION_DENIED')
    return 'providerKey';
  return /\bAPI[_ ]KEY/i.test(message) ? 'providerKey' : 'providerRefused';
}

/** A model on the Gemini API (Veo, Gemini Omni): the key, where to call, and how to wait. */
export type GeminiApiConfig = {
  apiKey: string;
  base: string;
  model: string;
  pollMs: number;
  retries?: number;
  retryBaseMs?: number;
};

/** What every Veo (either API) is asked from the worker's request: 16:9 or 9:16, 720p or 1080p. */
export function veoShape(request: RemoteRequest) {
  return {
    prompt: request.prompt,
    aspectRatio: request.aspectRatio === '9:16' ? ('9:16' as const) : ('16:9' as const),
    resolution: request.quality === '1080p' ? ('1080p' as const) : ('720p' as const),
    image: request.image,
    watermark: request.watermark,
  };
}

/** The HTTP layer's policy (the configured origin, its credentials, retries) and how to word errors. */
export type GoogleCallOptions = RemotePolicy & {
  /** Builds the error thrown for a 4xx other than 429. */
  refusal?: (message: string, status: number, googleStatus: string | undefined) => Error;
  /** Names the service in messages ("Gemini Omni answered 503: …"). */
  label: string;
};

export function googleErrorOf(text: string): { message: string; status?: string } {
  try {
    const body = JSON.parse(text) as {
      error?: string | { message?: string; status?: string };
      error_description?: string;
    };
    if (typeof body.error === 'object' && body.error.message)
      return { message: body.error.message, status: body.error.status };
    // OAuth's token endpoint answers `{error: 'invalid_grant', error_description}` instead.
    if (typeof body.error === 'string')
      return {
        message: body.error_description ? `${body.error}: ${body.error_description}` : body.error,
        status: body.error,
      };
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { message: text.slice(0, 300) };
}

/** Sends one request (through http.ts) and returns the raw response of the first non-retryable answer. */
/**
 * Google's answer to a key that is not (or no longer) valid: a 400 whose reason names the key.
 * It is final even on a status read, where other 400s are waited out.
 */
export function googleKeyRefused(status: number, body: string): boolean {
  return status === 400 && /API_KEY_INVALID|API key not valid|API key expired/i.test(body);
}

export function googleFetch(url: string, init: RequestInit, options: GoogleCallOptions): Promise<Response> {
  return remoteFetch(url, init, { definite: googleKeyRefused, ...options });
}

export async function googleJson<T>(url: string, init: RequestInit, options: GoogleCallOptions): Promise<T> {
  const res = await googleFetch(
    url,
    {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    },
    options,
  );
  const text = await res.text();
  if (!res.ok) {
    const { message, status } = googleErrorOf(text);
    if (res.status >= 400 && res.status < 500 && res.status !== 429 && options.refusal)
      throw options.refusal(message, res.status, status);
    throw new GoogleHttpError(`${options.label} answered ${res.status}: ${message}`, res.status, status, message);
  }
  return JSON.parse(text) as T;
}

/** A Google model's own steps over its own job shape, which `googleRemote` turns into the one contract. */
type GoogleSteps<Config, Job> = {
  jobOf: (request: RemoteRequest) => Job;
  start: (config: Config, job: Job, signal?: AbortSignal) => Promise<string>;
  finish: (config: Config, job: Job, id: string, dir: string, signal?: AbortSignal) => Promise<FinishedVideo>;
  cancel: (config: Config, id: string, signal?: AbortSignal) => Promise<void>;
};

/** A Google provider: its name is one Google's model checks know (google-models.ts). */
export type GoogleProvider = RemoteProvider & { name: 'veo' | 'vertex-veo' | 'gemini-omni' };

/** A Google provider (Veo on either API, Gemini Omni) as a remote provider of the worker's (types.ts). */
export function googleRemote<Config extends { model: string }, Job>(
  identity: { name: GoogleProvider['name']; label: string; billsDelivered?: boolean },
  config: Config,
  timeoutSeconds: number,
  steps: GoogleSteps<Config, Job>,
): GoogleProvider {
  return {
    ...identity,
    remoteModel: () => config.model,
    timeoutSeconds: () => timeoutSeconds,
    start: (request, signal) => steps.start(config, steps.jobOf(request), signal),
    finish: (request, id, dir, signal) => steps.finish(config, steps.jobOf(request), id, dir, signal),
    cancel: (id, signal) => steps.cancel(config, id, signal),
  };
}
