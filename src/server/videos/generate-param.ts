/**
 * The generation parameters of a record (`videos.generate_param`, API.md Record.generateParam):
 * what was asked, normalised at create. The schema gives the column its type, so readers need no
 * casts, and the worker checks a row with it before rendering from it. Every field may be
 * missing: rows written by any version parse, and each reader keeps its default for what a row
 * lacks.
 */
import { z } from 'zod';
import { ASPECT_RATIOS, QUALITIES } from '@/lib/generation';
import { MODES } from '@/lib/modes';

/** What a story asked of each shot (API.md "Stories"), so the storyboard can open it again. */
const storyShotParam = z.object({
  text: z.string(),
  duration: z.number(),
  model: z.string(),
  transition: z.enum(['cut', 'crossfade']),
  imgUrl: z.string().optional(),
});

export const generateParamSchema = z.object({
  operationType: z.enum([...MODES, 'story']).optional(),
  model: z.string().optional(),
  prompt: z.string().optional(),
  quality: z.enum(QUALITIES).optional(),
  /** Seconds drawn (generate, effect) or added (extend); the seconds of the source kept (sound, speech, upscale). */
  duration: z.number().optional(),
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
  imgUrls: z.array(z.string()).optional(),
  autoSoundFlag: z.boolean().optional(),
  soundPrompt: z.string().optional(),
  autoSpeechFlag: z.boolean().optional(),
  speechPrompt: z.string().optional(),
  speakerId: z.string().optional(),
  effectTemplateId: z.string().optional(),
  originalRecordId: z.string().optional(),
  userUploadVideoUrl: z.string().optional(),
  originalSoundFlag: z.boolean().optional(),
  audioUrl: z.string().optional(),
  noWatermarkFlag: z.boolean().optional(),
  privateFlag: z.boolean().optional(),
  seed: z.number().int().optional(),
  /** A story's: its language, voice, captions, music and shots. */
  language: z.string().optional(),
  narration: z.boolean().optional(),
  captions: z.enum(['track', 'burned']).optional(),
  music: z.boolean().optional(),
  shots: z.array(storyShotParam).optional(),
});

export type GenerateParam = z.infer<typeof generateParamSchema>;
