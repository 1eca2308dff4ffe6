/**
 * A story's own job payload (`videos.job_spec` of its record): what the assembly needs beyond
 * its shots' rows, decided once at create and checked again by the worker before it assembles.
 */
import { z } from 'zod';

export const storySpecSchema = z.object({
  mode: z.literal('story'),
  seed: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fps: z.number().positive(),
  /** The story's language: its narration's voice and its captions' line breaks. */
  language: z.string(),
  narration: z.boolean(),
  speakerId: z.string(),
  captions: z.enum(['track', 'burned']),
  music: z.boolean(),
  /** Each shot's slot and the transition into it, by shot index. */
  shots: z.array(z.object({ duration: z.number().positive(), transition: z.enum(['cut', 'crossfade']) })).min(1),
});

export type StorySpec = z.infer<typeof storySpecSchema>;
