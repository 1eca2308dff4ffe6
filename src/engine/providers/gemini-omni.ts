/**
 * The `gemini-omni` provider: Gemini Omni Flash through the Gemini API's Interactions API, with
 * the Gemini key alone (docs/google-models.md, read 2026-11-23). The interaction is created in
 * the background (`background: true`) and polled with `GET /v1beta/interactions/{id}`; its id is
 * kept on the job by the caller, so a retry resumes polling instead of paying for a second
 * video. The video arrives in the last `model_output` step, base64 inline when small and as a
 * download URI above about 4 MB; either way it is copied into the job directory at once and
 * finished like every remote video (finish-remote.ts). A failed interaction or a completed one
 * without a video is a refusal (no retry: each attempt would be billed again).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { NonRetryableError } from '../errors';
import { type FinishedVideo, finishRemote } from './finish-remote';
import {
  type GeminiApiConfig,
  type GoogleCallOptions,
  type GoogleProvider,
  googleJson,
  googleRemote,
  waitOrAbort,
} from './google-http';
import { downloadTo } from './http';
import type { RemoteRequest } from './types';

export class OmniRefusal extends NonRetryableError {}

/** What the Interactions API accepts for a video (VideoResponseFormat in Google's SDK). */
const OMNI_ASPECT_RATIOS = ['16:9', '9:16'] as const;
const OMNI_RESOLUTIONS = ['360p', '720p', '1080p', '4k'] as const;
/** Whole seconds; 1.1 Flash makes 3–10 s (1.2 up to 15 s, which we do not ask for). */
const OMNI_DURATION = { min: 3, max: 10 } as const;

type OmniAspectRatio = (typeof OMNI_ASPECT_RATIOS)[number];
type OmniResolution = (typeof OMNI_RESOLUTIONS)[number];

export type OmniConfig = GeminiApiConfig;

export type OmniJob = {
  prompt: string;
  aspectRatio: OmniAspectRatio;
  resolution: OmniResolution;
  /** Seconds, clamped to OMNI_DURATION. */
  duration: number;
  /** A first frame / reference picture (image-to-video). */
  image?: { file: string; mimeType: string };
  watermark: boolean;
};

type Content = { type: string; text?: string; data?: string; uri?: string; mime_type?: string };
type Step = { type: string; content?: Content[]; error?: { code?: number; message?: string } };
type Interaction = {
  id: string;
  status: string;
  steps?: Step[];
  errors?: { code?: string; message?: string }[];
  output_video?: Content;
};

function options(config: OmniConfig, signal?: AbortSignal, poll?: GoogleCallOptions['poll']) {
  return {
    origin: config.base,
    headers: { 'x-goog-api-key': config.apiKey },
    signal,
    retries: config.retries,
    retryBaseMs: config.retryBaseMs,
    poll,
    label: 'Gemini Omni',
    refusal: (message: string) => new OmniRefusal(`Gemini Omni refused the request: ${message}`),
  };
}

/** The request body; exported for the tests and for anyone checking what we send. */
async function omniRequest(model: string, job: OmniJob) {
  const input: Content[] = [{ type: 'text', text: job.prompt }];
  if (job.image)
    input.push({
      type: 'image',
      data: (await fs.readFile(job.image.file)).toString('base64'),
      mime_type: job.image.mimeType,
    });
  const duration = Math.min(OMNI_DURATION.max, Math.max(OMNI_DURATION.min, Math.round(job.duration)));
  return {
    model,
    input,
    response_format: {
      type: 'video',
      aspect_ratio: job.aspectRatio,
      resolution: job.resolution,
      duration: `${duration}s`,
    },
    background: true,
    store: true,
  };
}

/** Creates the interaction and returns its id (to keep on the job). */
export async function startOmni(config: OmniConfig, job: OmniJob, signal?: AbortSignal): Promise<string> {
  if (!config.model) throw new OmniRefusal('Gemini Omni is off on this server (no model id configured)');
  const body = await omniRequest(config.model, job);
  const interaction = await googleJson<Interaction>(
    `${config.base}/v1beta/interactions`,
    { method: 'POST', body: JSON.stringify(body) },
    options(config, signal),
  );
  if (!interaction.id) throw new Error('Gemini Omni returned no interaction id');
  return interaction.id;
}

/** The video block of the answer: the last video of the model's output steps. */
function videoOf(interaction: Interaction): Content | undefined {
  if (interaction.output_video) return interaction.output_video;
  for (const step of [...(interaction.steps ?? [])].reverse()) {
    if (step.type === 'user_input') break;
    const video =
      step.type === 'model_output'
        ? [...(step.content ?? [])].reverse().find((c) => c.type === 'video' && (c.data || c.uri))
        : undefined;
    if (video) return video;
  }
  return undefined;
}

function reasonOf(interaction: Interaction): string | undefined {
  const stepError = interaction.steps?.find((s) => s.error?.message)?.error?.message;
  const text = interaction.steps
    ?.filter((s) => s.type === 'model_output')
    .flatMap((s) => s.content ?? [])
    .filter((c) => c.type === 'text' && c.text)
    .map((c) => c.text)
    .join(' ');
  return interaction.errors?.find((e) => e.message)?.message ?? stepError ?? (text || undefined);
}

/**
 * Asks Google to stop a background interaction (`POST /v1beta/interactions/{id}/cancel`, read
 * 2026-11-27); best effort, never throws: the job is settled here either way.
 */
export async function cancelOmni(config: OmniConfig, interactionId: string, signal?: AbortSignal): Promise<void> {
  try {
    await googleJson(
      `${config.base}/v1beta/interactions/${encodeURIComponent(interactionId)}/cancel`,
      { method: 'POST', body: '{}' },
      { ...options(config, signal), retries: 1 },
    );
  } catch {
    // An interaction already finished cannot be cancelled, and one we cannot reach runs out on Google's side.
  }
}

const FINISHED_WITHOUT_VIDEO = new Set(['failed', 'cancelled', 'incomplete', 'budget_exceeded']);

/**
 * Polls the interaction until it is done, copies the video into `dir` and finishes it. The
 * job's deadline is the signal's; a read that fails for a while is tried again until then,
 * since Google still makes, and bills, the video meanwhile.
 */
export async function finishOmni(
  config: OmniConfig,
  job: OmniJob,
  interactionId: string,
  dir: string,
  signal?: AbortSignal,
): Promise<FinishedVideo> {
  let interaction: Interaction;
  for (;;) {
    interaction = await googleJson<Interaction>(
      `${config.base}/v1beta/interactions/${encodeURIComponent(interactionId)}`,
      { method: 'GET' },
      options(config, signal, 'status'),
    );
    if (interaction.status === 'completed' || FINISHED_WITHOUT_VIDEO.has(interaction.status)) break;
    await waitOrAbort(config.pollMs, signal);
  }
  const reason = reasonOf(interaction);
  if (interaction.status !== 'completed')
    throw new OmniRefusal(
      `Gemini Omni could not make this video${reason ? `: ${reason}` : ` (${interaction.status})`}`,
    );
  const video = videoOf(interaction);
  if (!video) throw new OmniRefusal(`Gemini Omni returned no video for this prompt${reason ? `: ${reason}` : ''}`);

  const raw = path.join(dir, 'omni.mp4');
  if (video.data) await fs.writeFile(raw, Buffer.from(video.data, 'base64'));
  else {
    // Above ~4 MB the video is a Files-API link; it expires, so copy it now. The key goes with it
    // only while the link (and each redirect) stays on the configured origin.
    await downloadTo(video.uri!, raw, options(config, signal, 'result'), 'Gemini Omni');
  }
  return finishRemote(raw, dir, { watermark: job.watermark, signal, label: 'Gemini Omni' });
}

/** The job Omni is asked for, from the worker's request (Omni takes both shapes and four sizes). */
function omniJobOf(request: RemoteRequest): OmniJob {
  const resolution: OmniResolution =
    request.quality === '1080p' ? '1080p' : request.quality === '360p' ? '360p' : '720p';
  return {
    prompt: request.prompt,
    aspectRatio: request.aspectRatio === '9:16' ? '9:16' : '16:9',
    resolution,
    duration: request.duration,
    image: request.image,
    watermark: request.watermark,
  };
}

/**
 * Gemini Omni as a remote provider of the worker's (types.ts). We ask for the length charged
 * (`response_format.duration`), but Omni 1.1 may choose its own (docs/google-models.md §2), and
 * Google bills the output tokens of what it delivers: the job is charged for that too.
 */
export function geminiOmniProvider(config: OmniConfig, timeoutSeconds: number): GoogleProvider {
  const identity = { name: 'gemini-omni', label: 'Gemini Omni Flash', billsDelivered: true } as const;
  return googleRemote(identity, config, timeoutSeconds, {
    jobOf: omniJobOf,
    start: startOmni,
    finish: finishOmni,
    cancel: cancelOmni,
  });
}
