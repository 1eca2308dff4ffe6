/**
 * The create body of each mode (SPEC §7) and its validation (SPEC §5, API.md "Parameter
 * rules"): unknown fields are ignored, known ones are checked, and a missing required input
 * answers SPEC's own message. Normalisation of quality and duration happens after this, with
 * the model known (src/lib/generation.ts).
 */
import { z } from 'zod';
import { ASPECT_RATIOS, DURATIONS, MAX_IMAGES, PROMPT_MAX, QUALITIES, TRIM_MAX_SECONDS, TRIM_MIN_SECONDS } from '../../lib/generation';
import { MODEL_IDS } from '../../lib/models';
import { missingInput, MODES } from '../../lib/modes';
import { AppError } from '../http/app-error';
import { CODES } from '../../lib/api/codes';

export const MESSAGES = {
  prompt: 'Please enter the prompt',
  image: 'Please upload an image',
  template: 'Please select a template',
  video: 'Please select a video',
  operationType: 'operationType must be one of generate, effect, sound, speech, extend, upscale',
  promptLength: `The prompt can be at most ${PROMPT_MAX} characters`,
  images: `At most ${MAX_IMAGES} images`,
  customizeDuration: `customizeDuration must be between ${TRIM_MIN_SECONDS} and ${TRIM_MAX_SECONDS} seconds`,
  extendDuration: 'customizeDuration of extend must be 5 or 8',
} as const;

const text = (max = PROMPT_MAX) => z.string().trim().max(max, MESSAGES.promptLength).optional().default('');
const flag = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(0), z.literal(1)])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 1);
const url = z.string().max(512).optional();

const fields = z.object({
  operationType: z.enum(MODES, MESSAGES.operationType),
  prompt: text(),
  model: z.enum(MODEL_IDS, `model must be one of ${MODEL_IDS.join(', ')}`).optional(),
  duration: z.coerce.number().pipe(z.union(DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<5>, z.ZodLiteral<8>], 'duration must be 5 or 8')).optional(),
  quality: z.enum(QUALITIES, 'quality must be one of 360p, 540p, 720p, 1080p').optional(),
  aspectRatio: z.enum(ASPECT_RATIOS, 'aspectRatio must be one of 16:9, 9:16, 1:1').optional(),
  imgUrls: z.array(z.string().max(512)).max(MAX_IMAGES, MESSAGES.images).optional().default([]),
  noWatermarkFlag: flag,
  privateFlag: flag,
  autoSoundFlag: flag,
  soundPrompt: text(500),
  autoSpeechFlag: flag,
  speechPrompt: text(500),
  speakerId: z.string().max(64).optional(),
  effectTemplateId: z.string().max(64).optional(),
  userUploadVideoUrl: url,
  originalRecordId: z.string().max(64).optional(),
  originalSoundFlag: flag,
  // Bounds and meaning by mode: src/lib/generation.ts (trimmedSeconds).
  customizeDuration: z.coerce.number(MESSAGES.customizeDuration).min(TRIM_MIN_SECONDS, MESSAGES.customizeDuration).max(TRIM_MAX_SECONDS, MESSAGES.customizeDuration).optional(),
  audioUrl: url,
  /** The scene of the local renderer is drawn from prompt and seed: the same pair gives the same video. */
  seed: z.coerce.number().int().min(0).max(2 ** 31 - 1).optional(),
});

export type CreateInput = z.infer<typeof fields>;

/** Parses a create body; throws 400 with SPEC §5's message for a missing required input. */
export function parseCreateInput(body: unknown): CreateInput {
  const input = fields.parse(body ?? {});
  const hasSource = Boolean(input.originalRecordId || input.userUploadVideoUrl);
  const fail = (message: string) => {
    throw new AppError(CODES.BAD_REQUEST, message);
  };
  const missing = missingInput(input.operationType, { prompt: input.prompt, imageCount: input.imgUrls.length, template: Boolean(input.effectTemplateId), source: hasSource, audio: Boolean(input.audioUrl) });
  if (missing) fail(MESSAGES[missing]);
  if (input.operationType === 'extend' && input.customizeDuration !== undefined && !(DURATIONS as readonly number[]).includes(input.customizeDuration)) fail(MESSAGES.extendDuration);
  return input;
}
