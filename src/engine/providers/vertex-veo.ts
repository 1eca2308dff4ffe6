/**
 * The `vertex-veo` provider: Veo 3.1 GA (`veo-3.1-generate-001`, `veo-3.1-fast-generate-001`) on
 * Vertex AI / Gemini Enterprise Agent Platform (docs/google-models.md, read 2026-11-23).
 * Auth is a service account: a JWT signed with its key (RS256) is exchanged at Google's token
 * URL for an access token (scope cloud-platform), cached until a minute before it expires.
 * `predictLongRunning` starts the operation (its name is kept on the job so a retry resumes),
 * `fetchPredictOperation` polls it. No `storageUri` is sent, so the bytes come back inline
 * (`videos[].bytesBase64Encoded`) and no bucket is needed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { JobError, NonRetryableError } from '../errors';
import { type FinishedVideo, finishRemote } from './finish-remote';
import {
  type GoogleCallOptions,
  type GoogleProvider,
  googleJson,
  googleRemote,
  refusalKey,
  veoShape,
  waitOrAbort,
} from './google-http';
import { HOUR_SECONDS, MINUTE, SECOND } from '@/lib/time';
import type { RemoteRequest } from './types';

export class VertexRefusal extends NonRetryableError {}
/** The service account cannot get a token (bad key, disabled account): retrying will not help. */
export class VertexAuthError extends NonRetryableError {}

const DEFAULT_VERTEX_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

export type ServiceAccount = {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  project_id?: string;
  token_uri?: string;
};

/** Where and as whom to call Vertex AI; shared by the provider and the model check. */
export type VertexAuthConfig = {
  project: string;
  location: string;
  serviceAccount: ServiceAccount;
  /** Default `https://{location}-aiplatform.googleapis.com`; tests point it at a fake. */
  apiBase?: string;
  /** Default Google's token URL; tests point it at a fake. */
  tokenUrl?: string;
  retries?: number;
  retryBaseMs?: number;
};

export type VertexVeoConfig = VertexAuthConfig & { model: string; pollMs: number };

export type VertexVeoJob = {
  prompt: string;
  aspectRatio: '16:9' | '9:16';
  resolution: '720p' | '1080p';
  /** Veo 3.1 makes 4, 6 or 8 seconds. */
  duration: 4 | 6 | 8;
  image?: { file: string; mimeType: string };
  /** Veo 3 makes a sound track unless told not to. */
  generateAudio?: boolean;
  watermark: boolean;
};

/** `VERTEX_SERVICE_ACCOUNT_JSON`: the key file's path, or its JSON itself. */
export function loadServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : fs.readFileSync(value, 'utf8');
  let parsed: Partial<ServiceAccount>;
  try {
    parsed = JSON.parse(text) as Partial<ServiceAccount>;
  } catch {
    throw new VertexAuthError('The Vertex service account is not valid JSON', { key: 'providerKey' });
  }
  if (!parsed.client_email || !parsed.private_key)
    throw new VertexAuthError('The Vertex service account has no client_email or private_key', {
      key: 'providerKey',
    });
  return parsed as ServiceAccount;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** An access token for the service account, from the cache while it has more than a minute left. */
export async function vertexAccessToken(
  config: Pick<VertexAuthConfig, 'serviceAccount' | 'tokenUrl' | 'retries' | 'retryBaseMs'>,
  signal?: AbortSignal,
): Promise<string> {
  const tokenUrl = config.tokenUrl ?? DEFAULT_VERTEX_TOKEN_URL;
  // Keyed by the key itself too: two accounts may share an e-mail across key rotations.
  const key = `${config.serviceAccount.client_email}\n${tokenUrl}\n${createHash('sha256').update(config.serviceAccount.private_key).digest('hex')}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt - MINUTE > Date.now()) return cached.token;

  // jose is loaded with the first token: a process with no Vertex account never needs it.
  const { importPKCS8, SignJWT } = await import('jose');
  let signingKey: CryptoKey;
  try {
    signingKey = await importPKCS8(config.serviceAccount.private_key, 'RS256');
  } catch {
    throw new VertexAuthError('The Vertex service account private key cannot be read', { key: 'providerKey' });
  }
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      ...(config.serviceAccount.private_key_id ? { kid: config.serviceAccount.private_key_id } : {}),
    })
    .setIssuer(config.serviceAccount.client_email)
    .setAudience(tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + HOUR_SECONDS)
    .sign(signingKey);
  const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion });
  const answer = await googleJson<{ access_token?: string; expires_in?: number }>(
    tokenUrl,
    { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    {
      origin: tokenUrl,
      signal,
      retries: config.retries,
      retryBaseMs: config.retryBaseMs,
      label: 'Google sign-in',
      refusal: (message) =>
        new VertexAuthError(`Google refused the Vertex service account: ${message}`, {
          key: 'providerKey',
          detail: message,
        }),
    },
  );
  if (!answer.access_token)
    throw new VertexAuthError('Google returned no access token for the Vertex service account', {
      key: 'providerBadAnswer',
    });
  tokens.set(key, { token: answer.access_token, expiresAt: Date.now() + (answer.expires_in ?? HOUR_SECONDS) * SECOND });
  return answer.access_token;
}

/** Forgets cached tokens (a 401 means Google no longer accepts the one we have). */
export function forgetVertexTokens(): void {
  tokens.clear();
}

export function vertexApiBase(config: Pick<VertexAuthConfig, 'apiBase' | 'location'>): string {
  return (config.apiBase ?? `https://${config.location}-aiplatform.googleapis.com`).replace(/\/+$/, '');
}

/** Marks a 401 inside vertexCall: the cached token went stale. */
class StaleToken extends Error {}

/** One authorised JSON call; a 401 drops the cached token and tries once more with a fresh one. */
async function vertexCall<T>(
  config: VertexAuthConfig,
  url: string,
  init: RequestInit,
  call: Omit<GoogleCallOptions, 'origin' | 'headers' | 'retries' | 'retryBaseMs'>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const token = await vertexAccessToken(config, call.signal);
    try {
      return await googleJson<T>(url, init, {
        ...call,
        origin: vertexApiBase(config),
        headers: { authorization: `Bearer ${token}` },
        retries: config.retries,
        retryBaseMs: config.retryBaseMs,
        refusal: (message, status, googleStatus) =>
          status === 401 && attempt === 0
            ? new StaleToken()
            : (call.refusal?.(message, status, googleStatus) ??
              new VertexRefusal(message, { key: refusalKey(status, googleStatus, message), detail: message })),
      });
    } catch (error) {
      if (!(error instanceof StaleToken)) throw error;
      forgetVertexTokens();
    }
  }
}

type Operation = {
  name: string;
  done?: boolean;
  error?: { code?: number; message?: string };
  response?: {
    videos?: { bytesBase64Encoded?: string; gcsUri?: string; mimeType?: string }[];
    raiMediaFilteredCount?: number;
    raiMediaFilteredReasons?: string[];
  };
};

function modelUrl(config: VertexVeoConfig): string {
  return `${vertexApiBase(config)}/v1/projects/${encodeURIComponent(config.project)}/locations/${encodeURIComponent(config.location)}/publishers/google/models/${encodeURIComponent(config.model)}`;
}

const refusal = (message: string, status: number, googleStatus: string | undefined) =>
  new VertexRefusal(`Veo on Vertex AI refused the request: ${message}`, {
    key: refusalKey(status, googleStatus, message),
    detail: message,
  });

/** The request body; exported for the tests and for anyone checking what we send. */
async function vertexVeoRequest(job: VertexVeoJob) {
  const instance: Record<string, unknown> = { prompt: job.prompt };
  if (job.image)
    instance.image = {
      bytesBase64Encoded: (await fsp.readFile(job.image.file)).toString('base64'),
      mimeType: job.image.mimeType,
    };
  // No storageUri: Vertex then answers with the bytes inline, so no bucket is needed.
  return {
    instances: [instance],
    parameters: {
      aspectRatio: job.aspectRatio,
      resolution: job.resolution,
      durationSeconds: job.duration,
      generateAudio: job.generateAudio ?? true,
      sampleCount: 1,
      personGeneration: 'allow_adult',
    },
  };
}

/** Starts the operation and returns its name (to keep on the job). */
export async function startVertexVeo(
  config: VertexVeoConfig,
  job: VertexVeoJob,
  signal?: AbortSignal,
): Promise<string> {
  if (!config.model)
    throw new VertexRefusal('Veo on Vertex AI is off on this server (no model id configured)', {
      key: 'modelUnavailable',
    });
  const body = await vertexVeoRequest(job);
  const operation = await vertexCall<Operation>(
    config,
    `${modelUrl(config)}:predictLongRunning`,
    { method: 'POST', body: JSON.stringify(body) },
    { signal, label: 'Veo on Vertex AI', refusal },
  );
  if (!operation.name) throw new JobError('Vertex AI returned no operation', { key: 'providerBadAnswer' });
  return operation.name;
}

/**
 * Asks Vertex AI to stop the operation (`POST /v1/{operation name}:cancel`, its long-running
 * operations contract); best effort, never throws: Veo may not honour it.
 */
async function cancelVertexVeo(config: VertexVeoConfig, operationName: string, signal?: AbortSignal): Promise<void> {
  try {
    await vertexCall(
      config,
      `${vertexApiBase(config)}/v1/${operationName}:cancel`,
      { method: 'POST', body: '{}' },
      { signal, label: 'Veo on Vertex AI', refusal },
    );
  } catch {
    // Nothing more to do: an operation we cannot stop finishes a video nobody collects.
  }
}

/**
 * Polls the operation until done, writes the inline video into `dir` and finishes it. The job's
 * deadline is the signal's; a read that fails for a while is tried again until then.
 */
export async function finishVertexVeo(
  config: VertexVeoConfig,
  job: VertexVeoJob,
  operationName: string,
  dir: string,
  signal?: AbortSignal,
): Promise<FinishedVideo> {
  let operation: Operation;
  for (;;) {
    operation = await vertexCall<Operation>(
      config,
      `${modelUrl(config)}:fetchPredictOperation`,
      { method: 'POST', body: JSON.stringify({ operationName }) },
      { signal, label: 'Veo on Vertex AI', refusal, poll: 'status' },
    );
    if (operation.done) break;
    await waitOrAbort(config.pollMs, signal);
  }
  if (operation.error)
    throw new VertexRefusal(
      `Veo on Vertex AI could not make this video: ${operation.error.message ?? 'unknown error'}`,
      { key: 'providerFailed', detail: operation.error.message },
    );
  const result = operation.response;
  if (result?.raiMediaFilteredCount) {
    const reasons = (result.raiMediaFilteredReasons ?? []).join(' ');
    throw new VertexRefusal(`The video was blocked by the provider's safety filters${reasons ? `: ${reasons}` : ''}`, {
      key: 'providerSafety',
      detail: reasons,
    });
  }
  const bytes = result?.videos?.find((v) => v.bytesBase64Encoded)?.bytesBase64Encoded;
  if (!bytes) throw new VertexRefusal('Veo on Vertex AI returned no video for this prompt', { key: 'providerNoVideo' });
  const raw = path.join(dir, 'vertex-veo.mp4');
  await fsp.writeFile(raw, Buffer.from(bytes, 'base64'));
  return finishRemote(raw, dir, { watermark: job.watermark, signal, label: 'Veo on Vertex AI' });
}

function vertexVeoJobOf(request: RemoteRequest): VertexVeoJob {
  return { ...veoShape(request), duration: 8 };
}

/** Veo 3.1 on Vertex AI as a remote provider of the worker's (types.ts). */
export function vertexVeoProvider(config: VertexVeoConfig, timeoutSeconds: number): GoogleProvider {
  return googleRemote({ name: 'vertex-veo', label: 'Veo 3.1 via Vertex AI' }, config, timeoutSeconds, {
    jobOf: vertexVeoJobOf,
    start: startVertexVeo,
    finish: finishVertexVeo,
    cancel: cancelVertexVeo,
  });
}
