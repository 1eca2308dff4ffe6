/**
 * The job payload (`videos.job_spec`): what create-video.ts decides once and the worker renders
 * from. One zod schema is its only shape, a union keyed by the record's mode: what every job
 * has, and the sources its mode renders from (a derived mode always has its source video). The
 * server builds a `JobSpec`, the worker parses the stored JSON with `parseJobSpec` instead of
 * trusting a cast. The request a remote provider started is a field of it too (`remote`),
 * written by the worker as soon as the provider answers so a retry resumes that video rather
 * than paying for another one.
 */
import { z } from 'zod';
import { scenePlanSchema } from '@/engine/animatic/scene-plan-schema';
import { REMOTE_PROVIDERS } from '@/engine/providers/types';
import { QUALITIES } from '@/lib/generation';
import type { Mode } from '@/lib/modes';

const sourceSceneSchema = z.object({ plan: scenePlanSchema, seed: z.number(), span: z.number() });

/** The scene of a base source: its plan, the seed its frames were drawn from and the length its timeline was staged over. */
export type SourceScene = z.infer<typeof sourceSceneSchema>;

const sourceVideoSchema = z.object({
  key: z.string(),
  duration: z.number(),
  width: z.number(),
  height: z.number(),
  recordId: z.string().optional(),
  prompt: z.string().optional(),
  quality: z.enum(QUALITIES).optional(),
  scene: sourceSceneSchema.optional(),
});

/**
 * A source video: its storage key and what we measured of it. One of the caller's `base` videos
 * also brings the scene its animatic drew and the seed it drew it with, so an extension goes on
 * with that scene (issue 15) and a sound, voice or upscale of it keeps showing what it shows.
 */
export type SourceVideo = z.infer<typeof sourceVideoSchema>;

/**
 * The request a remote provider started for this job: which provider, and the id it answered
 * (an operation name, an interaction or prediction id; fal's id and URLs as JSON). A payload
 * written before providers were named here has no `provider`: the model's provider is meant.
 */
const remoteSchema = z.object({ provider: z.enum(REMOTE_PROVIDERS).optional(), id: z.string().min(1).max(4000) });

/** Payloads from before `remote`: one id field per provider. */
const LEGACY_REMOTE_KEYS = {
  veoOperation: 'veo',
  vertexOperation: 'vertex-veo',
  omniInteraction: 'gemini-omni',
  hostedRequest: undefined,
} as const;

function withRemote(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'remote' in stored) return stored;
  const legacy = stored as Record<string, unknown>;
  for (const [key, provider] of Object.entries(LEGACY_REMOTE_KEYS))
    if (typeof legacy[key] === 'string' && legacy[key]) {
      const { [key]: id, ...rest } = legacy;
      return { ...rest, remote: provider ? { provider, id } : { id } };
    }
  return stored;
}

/** What every job has. */
const jobCommon = z.object({
  seed: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fps: z.number().positive(),
  watermark: z.boolean(),
  imageKeys: z.array(z.string()),
  /** Written by the worker as soon as the provider answers, so a retry resumes that request. */
  remote: remoteSchema.optional(),
});

/** A mode made from a video: the video, always. */
const derivedCommon = jobCommon.extend({ source: sourceVideoSchema });

export const jobSpecSchema = z.discriminatedUnion('mode', [
  jobCommon.extend({ mode: z.literal('generate') }),
  jobCommon.extend({ mode: z.literal('effect') }),
  derivedCommon.extend({ mode: z.literal('sound') }),
  derivedCommon.extend({ mode: z.literal('speech'), audioKey: z.string().optional() }),
  /** Extend of a base video: draw the source's scene on from `from` seconds, with its seed. */
  derivedCommon.extend({
    mode: z.literal('extend'),
    continueScene: sourceSceneSchema.extend({ from: z.number() }).optional(),
  }),
  derivedCommon.extend({ mode: z.literal('upscale') }),
]);

type AnyJobSpec = z.infer<typeof jobSpecSchema>;

/** The payload of one mode (`JobSpec<'extend'>`), or of any (`JobSpec`). */
export type JobSpec<M extends Mode = Mode> = { [K in M]: Extract<AnyJobSpec, { mode: K }> }[M];

/**
 * The stored payload of a record of `mode`, checked; throws (a ZodError) when the row holds
 * something else. The record's `operationType` is the mode: rows from before the payload named
 * it have none.
 */
export function parseJobSpec(stored: unknown, mode: string): JobSpec {
  const body = withRemote(stored);
  return jobSpecSchema.parse(typeof body === 'object' && body !== null ? { ...body, mode } : body);
}

/** The payload of a stored record, or undefined when it does not parse. */
export function storedJobSpec(row: { jobSpec: unknown; operationType: string }): JobSpec | undefined {
  try {
    return parseJobSpec(row.jobSpec, row.operationType);
  } catch {
    return undefined;
  }
}
