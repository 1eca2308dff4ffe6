/**
 * A create request, as the worker holds it, made into a hosted model's job (types.ts): the
 * endpoint for a prompt alone or with an image, the pixel size and frame count the model wants,
 * and the provider's `input` built from the catalogue row's field map (src/lib/models.ts
 * RemoteSpec). Pure: the unit tests check every mapping rule.
 */
import { frameSize, type AspectRatio, type Quality } from '@/lib/generation';
import type { FieldMap, ModelEntry, RemoteField } from '@/lib/models';
import { NonRetryableError } from '../errors';
import type { HostedApi, HostedImage, HostedJob } from './hosted-types';
import type { RemoteProvider, RemoteRequest } from './types';

export type HostedRequest = {
  prompt: string;
  negativePrompt?: string;
  seed: number;
  quality: Quality;
  aspectRatio: AspectRatio;
  duration: number;
  image?: HostedImage;
  watermark: boolean;
};

/** Frame rate of a model that does not say (the rate most open video models render at). */
const DEFAULT_FPS = 24;

function roundTo(value: number, multiple: number): number {
  return Math.max(multiple, Math.round(value / multiple) * multiple);
}

/** The pixel size for a quality and shape: the row's own sizes first, else ours rounded to its multiple. */
export function hostedSize(model: ModelEntry, quality: Quality, aspectRatio: AspectRatio) {
  const own = model.remote?.sizes?.[quality];
  if (own) {
    const [long, short] = own;
    if (aspectRatio === '16:9') return { width: long, height: short };
    if (aspectRatio === '9:16') return { width: short, height: long };
    return { width: short, height: short };
  }
  const { width, height } = frameSize(quality, aspectRatio);
  const multiple = model.remote?.sizeMultiple ?? 2;
  return { width: roundTo(width, multiple), height: roundTo(height, multiple) };
}

/** frames = round(duration × fps / step) × step + extra (Wan: 4k+1, LTX-Video: 8k+1). */
export function hostedFrames(model: ModelEntry, duration: number): { fps: number; frames: number } {
  const fps = model.remote?.fps ?? DEFAULT_FPS;
  const step = model.remote?.frameStep ?? 1;
  const extra = model.remote?.frameExtra ?? 0;
  return { fps, frames: Math.round((duration * fps) / step) * step + extra };
}

function mapped(map: FieldMap, value: string | number): [string, unknown] {
  if (typeof map === 'string') return [map, value];
  let out: string | number = map.values?.[String(value)] ?? value;
  if (map.as === 'string') out = String(out);
  if (map.as === 'number') out = Number(out);
  return [map.to, out];
}

export function hostedJob(model: ModelEntry, request: HostedRequest): HostedJob {
  const remote = model.remote;
  if (!remote) throw new NonRetryableError(`Model ${model.id} has no hosted provider`);
  const remoteModel = request.image ? remote.image : remote.text;
  if (!remoteModel)
    throw new NonRetryableError(
      request.image ? `Model ${model.id} takes no image` : `Model ${model.id} needs an image to start from`,
    );
  const { width, height } = hostedSize(model, request.quality, request.aspectRatio);
  const { fps, frames } = hostedFrames(model, request.duration);
  const values: Record<Exclude<RemoteField, 'image'>, string | number | undefined> = {
    prompt: request.prompt,
    negativePrompt: request.negativePrompt || undefined,
    seed: request.seed,
    duration: request.duration,
    aspectRatio: request.aspectRatio,
    resolution: request.quality,
    frames,
    fps,
    width,
    height,
  };
  const input: Record<string, unknown> = { ...remote.fixed };
  for (const [field, map] of Object.entries(remote.input ?? {}) as [RemoteField, FieldMap][]) {
    if (field === 'image') continue;
    const value = values[field];
    if (value === undefined) continue;
    const [key, out] = mapped(map, value);
    input[key] = out;
  }
  const imageMap = remote.input?.image;
  return {
    model: model.id,
    remoteModel,
    prompt: request.prompt,
    negativePrompt: request.negativePrompt ?? '',
    seed: request.seed,
    quality: request.quality,
    aspectRatio: request.aspectRatio,
    width,
    height,
    duration: request.duration,
    fps,
    frames,
    image: request.image,
    input,
    imageField: imageMap === undefined ? undefined : typeof imageMap === 'string' ? imageMap : imageMap.to,
    watermark: request.watermark,
  };
}

/**
 * A hosted provider's API (fal, Replicate, ComfyUI: they share the HostedJob shape) as the one
 * RemoteProvider contract: each request is mapped through hostedJob with the model's row.
 */
export function hostedProvider<Config>(
  name: 'fal' | 'replicate' | 'comfyui',
  label: string,
  api: HostedApi<Config>,
  config: Config,
): RemoteProvider {
  const job = (request: RemoteRequest) => hostedJob(request.model, request);
  return {
    name,
    label,
    remoteModel: (model) => model.remote?.text ?? model.remote?.image,
    timeoutSeconds: (model) => {
      if (!model.remote) throw new NonRetryableError(`Model ${model.id} has no hosted provider`);
      return model.remote.timeoutSeconds;
    },
    start: (request, signal) => api.start(config, job(request), signal),
    finish: (request, id, dir, signal) => api.finish(config, job(request), id, dir, signal),
    cancel: (id, signal) => api.cancel(config, id, signal),
  };
}
