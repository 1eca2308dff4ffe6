/**
 * The job payload (`videos.job_spec`): what create-video.ts decides once and the worker renders
 * from. One zod schema is its only shape: the server builds a `JobSpec`, the worker parses the
 * stored JSON with `parseJobSpec` instead of trusting a cast. The request a remote provider
 * started is a field of it too (`remote`), written by the worker as soon as the provider
 * answers so a retry resumes that video rather than paying for another one.
 */
import { z } from 'zod';
import { scenePlanSchema } from '@/engine/animatic/scene-plan-schema';
import { REMOTE_PROVIDERS } from '@/engine/providers/types';
import { QUALITIES } from '@/lib/generation';

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

export const jobSpecSchema = z.object({
  seed: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fps: z.number().positive(),
  watermark: z.boolean(),
  imageKeys: z.array(z.string()),
  source: sourceVideoSchema.optional(),
  audioKey: z.string().optional(),
  /** Extend of a base video: draw the source's scene on from `from` seconds, with its seed. */
  continueScene: sourceSceneSchema.extend({ from: z.number() }).optional(),
  /** Written by the worker as soon as the provider answers, so a retry resumes that request. */
  remote: remoteSchema.optional(),
});

export type JobSpec = z.infer<typeof jobSpecSchema>;

/** The stored payload, checked; throws (a ZodError) when the row holds something else. */
export function parseJobSpec(stored: unknown): JobSpec {
  return jobSpecSchema.parse(withRemote(stored));
}
