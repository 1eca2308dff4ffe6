/**
 * Does Google still serve a model id? The server asks at start and then hourly for each
 * configured Google model (issue 14) and offers only those that answer. Gemini API:
 * `GET {base}/v1beta/models/{id}`; Vertex AI: the publisher model
 * `GET {vertex}/v1/publishers/google/models/{id}`. A 404 means retired or unknown, a 403 means
 * the key/project may not use it; the provider's own message is kept as the reason. When
 * Google cannot be reached the previous answer stands (or "unknown" on the first check): a
 * network blip must not hide a model, nor show one never seen.
 */
import { GoogleHttpError, googleErrorOf, googleFetch } from './google-http';
import { type VertexAuthConfig, VertexAuthError, vertexAccessToken, vertexApiBase } from './vertex-veo';

type ModelUnavailableCode = 'retired' | 'not_found' | 'forbidden' | 'unauthorized' | 'unknown';

export type ModelAvailability =
  | { available: true }
  | {
      available: false;
      /** The provider's reason in plain English (logs, admin); `code` picks the translated text. */
      reason: string;
      /** Google's own words in it, when it gave some: what a failed job quotes (src/lib/failures.ts). */
      said?: string;
      code: ModelUnavailableCode;
      /** ISO date of a shutdown Google announced, when we know it. */
      retiredOn?: string;
    };

/**
 * Shutdowns Google announced for ids someone may still have configured (docs/google-models.md,
 * read 2026-11-23). A 404 for one of these is reported with its date and replacement.
 */
const KNOWN_SHUTDOWNS: Record<string, { on: string; replacement?: string }> = {
  'veo-3.1-generate-preview': { on: '2026-10-22', replacement: 'gemini-omni-1.1-flash' },
  'veo-3.1-fast-generate-preview': { on: '2026-10-22', replacement: 'gemini-omni-1.1-flash' },
  'veo-3.1-lite-generate-preview': { on: '2026-10-22', replacement: 'gemini-omni-1.1-flash' },
  'gemini-omni-flash-preview': { on: '2026-09-30', replacement: 'gemini-omni-1.1-flash' },
  'veo-3.0-generate-001': { on: '2026-06-30', replacement: 'veo-3.1-generate-001' },
  'veo-3.0-fast-generate-001': { on: '2026-06-30', replacement: 'veo-3.1-fast-generate-001' },
  'veo-2.0-generate-001': { on: '2026-06-30' },
};

function notFound(id: string, where: string, message: string): ModelAvailability {
  const shutdown = KNOWN_SHUTDOWNS[id];
  if (shutdown) {
    return {
      available: false,
      code: 'retired',
      retiredOn: shutdown.on,
      reason: `Retired by Google on ${shutdown.on}${shutdown.replacement ? ` (replacement: ${shutdown.replacement})` : ''}: ${message}`,
      said: message,
    };
  }
  return {
    available: false,
    code: 'not_found',
    reason: `${where} does not serve ${id} (retired or unknown id): ${message}`,
    said: message,
  };
}

function unknown(previous: ModelAvailability | undefined, message: string): ModelAvailability {
  return (
    previous ?? { available: false, code: 'unknown', reason: `Could not ask Google about this model yet: ${message}` }
  );
}

type Answer = { status: number; message: string; googleStatus?: string } | { failed: string };

async function ask(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Answer> {
  try {
    // One quick retry at most: the hourly check comes back anyway.
    const res = await googleFetch(
      url,
      { method: 'GET' },
      // The URL is built on the configured base, so its own origin is the one the key may go to.
      { origin: url, headers, signal, retries: 1, retryBaseMs: 1000, label: 'Google' },
    );
    const text = await res.text();
    if (res.ok) return { status: res.status, message: '' };
    const { message, status } = googleErrorOf(text);
    return { status: res.status, message, googleStatus: status };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

export async function checkGeminiModel(
  config: { apiKey: string; base: string },
  id: string,
  previous?: ModelAvailability,
  signal?: AbortSignal,
): Promise<ModelAvailability> {
  if (!id) return { available: false, code: 'not_found', reason: 'No model id is configured' };
  const answer = await ask(
    `${config.base.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(id)}`,
    { 'x-goog-api-key': config.apiKey },
    signal,
  );
  if ('failed' in answer) return unknown(previous, answer.failed);
  if (answer.status < 300) return { available: true };
  if (answer.status === 404) return notFound(id, 'The Gemini API', answer.message);
  // Google answers a bad key with 400 API_KEY_INVALID, a key without rights with 403.
  if (answer.status === 400 || answer.status === 401)
    return {
      available: false,
      code: 'unauthorized',
      reason: `The Gemini API key was refused: ${answer.message}`,
      said: answer.message,
    };
  if (answer.status === 403)
    return {
      available: false,
      code: 'forbidden',
      reason: `This Gemini API key may not use ${id}: ${answer.message}`,
      said: answer.message,
    };
  return unknown(previous, `Gemini API answered ${answer.status}: ${answer.message}`);
}

export async function checkVertexModel(
  config: VertexAuthConfig,
  id: string,
  previous?: ModelAvailability,
  signal?: AbortSignal,
): Promise<ModelAvailability> {
  if (!id) return { available: false, code: 'not_found', reason: 'No model id is configured' };
  let token: string;
  try {
    token = await vertexAccessToken({ ...config, retries: 1, retryBaseMs: 1000 }, signal);
  } catch (error) {
    if (error instanceof VertexAuthError)
      return { available: false, code: 'unauthorized', reason: error.message, said: error.failure.detail };
    return unknown(
      previous,
      error instanceof GoogleHttpError || error instanceof Error ? error.message : String(error),
    );
  }
  const answer = await ask(
    `${vertexApiBase(config)}/v1/publishers/google/models/${encodeURIComponent(id)}`,
    { authorization: `Bearer ${token}` },
    signal,
  );
  if ('failed' in answer) return unknown(previous, answer.failed);
  if (answer.status < 300) return { available: true };
  if (answer.status === 404) return notFound(id, 'Vertex AI', answer.message);
  if (answer.status === 401)
    return {
      available: false,
      code: 'unauthorized',
      reason: `Vertex AI refused the service account: ${answer.message}`,
      said: answer.message,
    };
  if (answer.status === 403)
    return {
      available: false,
      code: 'forbidden',
      reason: `Not enabled for this project (${config.project}): ${answer.message}`,
      said: answer.message,
    };
  return unknown(previous, `Vertex AI answered ${answer.status}: ${answer.message}`);
}
