/**
 * From a claimed job to the engine: the job's files fetched into its folder, then a remote
 * model through the provider registry (under the model's time limit, resuming a request an
 * earlier attempt started) or the local render pool.
 */
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { JobError, NonRetryableError } from '@/engine/errors';
import type { FinishedVideo } from '@/engine/providers/finish-remote';
import type { RemoteProvider, RemoteRequest } from '@/engine/providers/types';
import type { RenderPool } from '@/engine/render-pool';
import { isRemoteModel } from '@/lib/generation';
import { findModel } from '@/lib/models';
import { SECOND } from '@/lib/time';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { remoteState, unavailableFailure } from '@/server/providers/registry';
import type { Video } from '@/server/queue/queue';
import type { Storage } from '@/server/storage/storage';
import { generateParamSchema, type GenerateParam } from '@/server/videos/generate-param';
import { type JobSpec, parseJobSpec } from '@/server/videos/job-spec';
import { localJob } from './local-job';
import { renderStory } from './story-job';

/** Renders a job into `dir`; the worker's default is the engine (tests may count or break calls). */
export type Render = (video: Video, dir: string, signal: AbortSignal) => Promise<FinishedVideo>;

/** The job as stored: its payload and the generation parameters it was asked with. */
type StoredJob = { spec: JobSpec; param: GenerateParam };

/** The row, checked once: a job no attempt can render fails once (and is refunded) instead of three times. */
function storedJob(video: Video): StoredJob {
  try {
    return {
      spec: parseJobSpec(video.jobSpec, video.operationType),
      param: generateParamSchema.parse(video.generateParam),
    };
  } catch {
    throw new NonRetryableError('Rendering failed: the job payload is invalid', { key: 'invalidJob' });
  }
}

/** The engine as the renderer: the job's files fetched into `dir`, then a remote model or the local pool. */
export function engineRender(db: Database, storage: Storage, pool: RenderPool): Render {
  return async (video, dir, signal) => {
    if (video.operationType === 'story') return renderStory(db, storage, video, dir, signal);
    const { spec, param } = storedJob(video);
    const fetch = async (key: string, name: string) => {
      const file = path.join(dir, `${name}${path.extname(key)}`);
      // Storage may be down for a moment: another attempt fetches it again.
      await storage.getFile(key, file).catch((error: unknown) => {
        throw new JobError(
          `Reading ${name} from storage failed: ${error instanceof Error ? error.message : String(error)}`,
          { key: 'inputUnreadable' },
          { cause: error },
        );
      });
      return file;
    };
    const images = await Promise.all(spec.imageKeys.map((key, i) => fetch(key, `image-${i}`)));
    if (isRemoteModel(video.model)) return renderRemote(video, { spec, param }, images, dir, signal, db);
    return pool.run(await localJob(video, spec, param, images, fetch), dir, { signal });
  };
}

/**
 * The provider's id of this job's request: the one an earlier attempt kept, else a new one,
 * kept on the job at once so a retry resumes it rather than paying for another video. A
 * request of another provider (the operator moved the model meanwhile) is not resumed.
 */
async function keptRemoteId(
  db: Database,
  video: Video,
  spec: JobSpec,
  provider: RemoteProvider,
  start: () => Promise<string>,
): Promise<string> {
  const known = spec.remote;
  if (known && (!known.provider || known.provider === provider.name)) return known.id;
  const started = await start();
  const remote = { provider: provider.name, id: started };
  const kept = await db
    .update(videos)
    .set({ jobSpec: sql`jsonb_set(${videos.jobSpec}, '{remote}', ${JSON.stringify(remote)}::jsonb)` })
    .where(and(eq(videos.id, video.id), eq(videos.leaseToken, video.leaseToken!)))
    .returning({ id: videos.id });
  if (kept.length === 0) {
    // Deleted while the request was being sent: its delete could not cancel what it did not know of.
    const [still] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, video.id));
    if (!still) {
      await provider.cancel(started).catch(() => undefined);
      throw new Error('the video was deleted');
    }
  }
  return started;
}

/** How long cancelling a remote request may take once its job is over. */
const CANCEL_MS = 15 * SECOND;

/** What a clip may lack of its length without being shorter: frame and sound-track rounding. */
const LENGTH_SLACK_SECONDS = 0.25;

/**
 * The whole seconds a provider that bills what it delivers is to be paid for, when fewer than
 * asked; a longer clip is never charged more than the user agreed to.
 */
function chargedFor(asked: number, delivered: number): FinishedVideo['charged'] {
  const seconds = Math.max(1, Math.ceil(delivered - LENGTH_SLACK_SECONDS));
  return seconds < asked ? { seconds, of: asked } : undefined;
}

/**
 * Runs a remote job under the model's time limit, counted from the job's first start: every
 * request and wait of the provider gets a signal that fires at the deadline (the HTTP layer
 * bounds each request by it), and a job that reaches it is cancelled at the provider and fails
 * for good (one refund), rather than waiting on a provider that does not answer.
 */
async function runRemote(
  db: Database,
  video: Video,
  spec: JobSpec,
  provider: RemoteProvider,
  request: RemoteRequest,
  dir: string,
  signal: AbortSignal,
) {
  const seconds = provider.timeoutSeconds(request.model);
  const expiry = new AbortController();
  const timer = setTimeout(
    () => expiry.abort(new Error(`${provider.label} reached the model's time limit`)),
    Math.max(0, request.startedAt + seconds * SECOND - Date.now()),
  );
  const jobSignal = AbortSignal.any([signal, expiry.signal]);
  let id: string | undefined;
  try {
    id = await keptRemoteId(db, video, spec, provider, () => provider.start(request, jobSignal));
    const result = await provider.finish(request, id, dir, jobSignal);
    const charged = provider.billsDelivered ? chargedFor(request.duration, result.duration) : undefined;
    return charged ? { ...result, charged } : result;
  } catch (error) {
    // The record names what it ran on, as the model picker does.
    if (error instanceof JobError) error.provider = provider.label;
    // A lease lost or a shutdown is the worker's own business; a refusal is already final.
    if (!expiry.signal.aborted || signal.aborted || error instanceof NonRetryableError) throw error;
    if (id) await provider.cancel(id, AbortSignal.timeout(CANCEL_MS)).catch(() => undefined);
    const timedOut = new NonRetryableError(
      `${provider.label} took longer than the model's limit of ${seconds} s; the request was cancelled`,
      { key: 'providerTimeout', vars: { seconds } },
    );
    timedOut.provider = provider.label;
    throw timedOut;
  } finally {
    clearTimeout(timer);
  }
}

function imageType(file: string): string {
  return file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
}

/**
 * A remote model, served as GET /api/v1/models shows it (the provider registry). Nothing
 * configured, or the provider saying the model is gone, fails the job at once
 * (NonRetryableError: one failure, one refund).
 */
async function renderRemote(
  video: Video,
  { spec, param }: StoredJob,
  images: string[],
  dir: string,
  signal: AbortSignal,
  db: Database,
) {
  const model = findModel(video.model);
  const state = model ? remoteState(model) : null;
  if (!model || !state?.provider || state.unavailable) {
    const unavailable = state?.unavailable;
    const refused = new NonRetryableError(
      !unavailable || unavailable.reason === 'not-configured'
        ? 'Model not available on this server'
        : `Model not available: ${unavailable.reasonText ?? unavailable.reason}`,
      model ? unavailableFailure(model, unavailable) : { key: 'modelUnavailable' },
    );
    refused.provider = state?.provider?.label;
    throw refused;
  }
  const first = images[0];
  const request: RemoteRequest = {
    model,
    prompt: video.prompt,
    seed: spec.seed,
    quality: param.quality ?? model.qualities[0]!,
    aspectRatio: param.aspectRatio ?? model.aspectRatios[0]!,
    duration: param.duration ?? model.durations[0]!,
    image: first ? { file: first, mimeType: imageType(first) } : undefined,
    watermark: spec.watermark,
    startedAt: video.startedAt?.getTime() ?? Date.now(),
  };
  return runRemote(db, video, spec, state.provider, request, dir, signal);
}
