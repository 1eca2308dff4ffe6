/**
 * The job payload (`videos.job_spec`): what create-video.ts decides once and the worker renders
 * from. One zod schema is its only shape: the server builds a `JobSpec`, the worker parses the
 * stored JSON with `parseJobSpec` instead of trusting a cast. A remote provider's operation or
 * interaction id is a field of it too, written by the worker as soon as the provider answers so
 * a retry resumes that video rather than paying for another one.
 */
import { z } from 'zod';
import { scenePlanSchema } from '@/engine/animatic/scene-plan-schema';
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

/** The ids a remote provider gives a started video, one field per provider. */
export const REMOTE_ID_KEYS = ['veoOperation', 'vertexOperation', 'omniInteraction', 'hostedRequest'] as const;
export type RemoteIdKey = (typeof REMOTE_ID_KEYS)[number];

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
  /** The Gemini API's Veo operation name (`models/…/operations/…`). */
  veoOperation: z.string().min(1).optional(),
  /** Vertex AI's Veo operation name. */
  vertexOperation: z.string().min(1).optional(),
  /** Gemini Omni's interaction id. */
  omniInteraction: z.string().min(1).optional(),
  /** A hosted provider's request (fal: its id and URLs as JSON; Replicate: the prediction id; ComfyUI: the prompt id). */
  hostedRequest: z.string().min(1).max(4000).optional(),
});

export type JobSpec = z.infer<typeof jobSpecSchema>;

/** The stored payload, checked; throws (a ZodError) when the row holds something else. */
export function parseJobSpec(stored: unknown): JobSpec {
  return jobSpecSchema.parse(stored);
}
