/**
 * The `veo` provider (ARCHITECTURE.md): Google's Veo through the Gemini API. It starts a
 * `predictLongRunning` operation, polls it, downloads the video at once (Google keeps files
 * for two days) and finishes it locally (finish-remote.ts). The operation's name is kept on the
 * job, so a retry resumes polling instead of paying for a second generation. Safety-filtered
 * or empty results fail without retry.
 *
 * As of 2026-11-23 Google lists no Veo id as served on the Gemini API (docs/google-models.md):
 * the model id comes from configuration and is empty by default, which turns this provider off.
 * Veo 3.1 GA lives on Vertex AI (vertex-veo.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { NonRetryableError } from '../errors';
import { finishRemote } from './finish-remote';
import {
  type GeminiApiConfig,
  type GoogleCallOptions,
  type GoogleProvider,
  googleJson,
  googleRemote,
  veoShape,
  waitOrAbort,
} from './google-http';
import { downloadTo } from './http';
import type { RemoteRequest } from './types';

class VeoRefusal extends NonRetryableError {}

export type VeoConfig = GeminiApiConfig;

type VeoJob = {
  prompt: string;
  aspectRatio: '16:9' | '9:16';
  resolution: '720p' | '1080p';
  image?: { file: string; mimeType: string };
  watermark: boolean;
  /** A running operation of an earlier attempt. */
  operation?: string;
};

type Operation = {
  name: string;
  done?: boolean;
  error?: { code?: number; message?: string };
  response?: {
    generateVideoResponse?: {
      generatedSamples?: { video?: { uri?: string } }[];
      raiMediaFilteredCount?: number;
      raiMediaFilteredReasons?: string[];
    };
  };
};

function call<T>(
  config: VeoConfig,
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
  poll?: GoogleCallOptions['poll'],
): Promise<T> {
  return googleJson<T>(url, init, {
    origin: config.base,
    headers: { 'x-goog-api-key': config.apiKey },
    signal,
    retries: config.retries,
    retryBaseMs: config.retryBaseMs,
    poll,
    label: 'Veo',
    refusal: (message) => new VeoRefusal(`Veo refused the request: ${message}`),
  });
}

/**
 * The one value Google's Veo 3.x docs allow for each mode on the Gemini API (read 2026-11-27,
 * docs/google-models.md): "allow_all" for text-to-video, "allow_adult" for image-to-video.
 * Any other value is refused with a 400.
 */
function personGeneration(job: Pick<VeoJob, 'image'>): 'allow_all' | 'allow_adult' {
  return job.image ? 'allow_adult' : 'allow_all';
}

async function startVeo(config: VeoConfig, job: VeoJob, signal?: AbortSignal): Promise<string> {
  if (!config.model) throw new VeoRefusal('Veo on the Gemini API is off on this server (no model id configured)');
  const instance: Record<string, unknown> = { prompt: job.prompt };
  if (job.image)
    instance.image = {
      bytesBase64Encoded: (await fs.readFile(job.image.file)).toString('base64'),
      mimeType: job.image.mimeType,
    };
  const body = {
    instances: [instance],
    parameters: {
      aspectRatio: job.aspectRatio,
      resolution: job.resolution,
      durationSeconds: 8,
      personGeneration: personGeneration(job),
    },
  };
  const operation = await call<Operation>(
    config,
    `${config.base}/v1beta/models/${encodeURIComponent(config.model)}:predictLongRunning`,
    { method: 'POST', body: JSON.stringify(body) },
    signal,
  );
  if (!operation.name) throw new Error('Veo returned no operation');
  return operation.name;
}

/**
 * Asks Google to stop the operation (`POST /v1beta/{name}:cancel`, the long-running operations
 * contract); best effort, never throws: Veo may not honour it, and the job is settled either way.
 */
async function cancelVeo(config: VeoConfig, operationName: string, signal?: AbortSignal): Promise<void> {
  try {
    await call(config, `${config.base}/v1beta/${operationName}:cancel`, { method: 'POST', body: '{}' }, signal);
  } catch {
    // Nothing more to do: an operation we cannot stop finishes a video nobody collects.
  }
}

/** Polls the operation until done (until the signal, the job's deadline, ends it), downloads and finishes the video. */
async function finishVeo(config: VeoConfig, job: VeoJob, operationName: string, dir: string, signal?: AbortSignal) {
  let operation: Operation;
  for (;;) {
    operation = await call<Operation>(
      config,
      `${config.base}/v1beta/${operationName}`,
      { method: 'GET' },
      signal,
      'status',
    );
    if (operation.done) break;
    await waitOrAbort(config.pollMs, signal);
  }
  if (operation.error)
    throw new VeoRefusal(`Veo could not make this video: ${operation.error.message ?? 'unknown error'}`);
  const result = operation.response?.generateVideoResponse;
  if (result?.raiMediaFilteredCount) {
    const reasons = (result.raiMediaFilteredReasons ?? []).join(' ');
    throw new VeoRefusal(`The video was blocked by the provider's safety filters${reasons ? `: ${reasons}` : ''}`);
  }
  const uri = result?.generatedSamples?.[0]?.video?.uri;
  if (!uri) throw new VeoRefusal('Veo returned no video for this prompt');

  const raw = path.join(dir, 'veo.mp4');
  // The key goes with the link only while it (and each redirect) stays on the configured origin.
  await downloadTo(
    uri,
    raw,
    {
      origin: config.base,
      headers: { 'x-goog-api-key': config.apiKey },
      signal,
      retries: config.retries,
      retryBaseMs: config.retryBaseMs,
      poll: 'result',
    },
    'Veo',
  );
  return finishRemote(raw, dir, { watermark: job.watermark, signal, label: 'Veo' });
}

function veoJobOf(request: RemoteRequest): VeoJob {
  return veoShape(request);
}

/** Veo on the Gemini API as a remote provider of the worker's (types.ts). */
export function veoProvider(config: VeoConfig, timeoutSeconds: number): GoogleProvider {
  return googleRemote({ name: 'veo', label: 'Veo via the Gemini API' }, config, timeoutSeconds, {
    jobOf: veoJobOf,
    start: startVeo,
    finish: finishVeo,
    cancel: cancelVeo,
  });
}
