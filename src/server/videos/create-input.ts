/**
 * The create body of each mode (SPEC §7) and its validation (SPEC §5, API.md "Parameter
 * rules"): unknown fields are ignored, known ones are checked, and a missing required input
 * answers SPEC's own message. Normalisation of quality and duration happens after this, with
 * the model known (src/lib/generation.ts).
 */
import { z } from 'zod';
import {
  ASPECT_RATIOS,
  DURATIONS,
  MAX_IMAGES,
  MODEL_DURATIONS,
  PROMPT_MAX,
  QUALITIES,
  TRIM_MAX_SECONDS,
  TRIM_MIN_SECONDS,
} from '@/lib/generation';
import { missingInput, MODES } from '@/lib/modes';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { CODES } from '@/lib/api/codes';
import type { ServerMessage } from '@/lib/api/messages';

/** SPEC §5's message for each missing input (`missingInput`). */
const MISSING = {
  prompt: 'enterPrompt',
  image: 'uploadImage',
  template: 'selectTemplate',
  video: 'selectVideo',
} as const;

/** The message of a field that takes one of `values`. */
export const oneOf = (values: readonly string[]) => says('oneOf', { values: values.join(', ') });
const trimSeconds = says('trimSeconds', { min: TRIM_MIN_SECONDS, max: TRIM_MAX_SECONDS });

const text = (max = PROMPT_MAX) => z.string().trim().max(max, says('promptLength', { max })).optional().default('');
/** A switch as forms and programs send one (true, "true", 1 and their opposites); `fallback` when absent. */
export const flagOr = (fallback: boolean) =>
  z
    .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(0), z.literal(1)])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === true || value === 'true' || value === 1));
const flag = flagOr(false);
const url = z.string().max(512).optional();

/** The create body of every mode but `story` (create-story.ts), as the route parses it. */
export const createVideoInput = z.object({
  operationType: z.enum(MODES, oneOf(MODES)),
  prompt: text(),
  // Checked against the catalogue in force (MODELS_FILE may change it) once the mode is known: create-video.ts.
  model: z.string().trim().max(100).optional(),
  // Every duration some model offers; the chosen model's own list is checked in create-video.ts.
  duration: z.coerce
    .number()
    .pipe(
      z.union(
        MODEL_DURATIONS.map((d) => z.literal(d)),
        oneOf(MODEL_DURATIONS.map(String)),
      ),
    )
    .optional(),
  quality: z.enum(QUALITIES, oneOf(QUALITIES)).optional(),
  aspectRatio: z.enum(ASPECT_RATIOS, oneOf(ASPECT_RATIOS)).optional(),
  imgUrls: z
    .array(z.string().max(512))
    .max(MAX_IMAGES, says('tooManyImages', { max: MAX_IMAGES }))
    .optional()
    .default([]),
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
  customizeDuration: z.coerce
    .number(trimSeconds)
    .min(TRIM_MIN_SECONDS, trimSeconds)
    .max(TRIM_MAX_SECONDS, trimSeconds)
    .optional(),
  audioUrl: url,
  /** The scene of the local renderer is drawn from prompt and seed: the same pair gives the same video. */
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

export type CreateInput = z.infer<typeof createVideoInput>;

/** Parses a create body; throws 400 with SPEC §5's message for a missing required input. */
export function parseCreateInput(body: unknown): CreateInput {
  const input = createVideoInput.parse(body ?? {});
  const hasSource = Boolean(input.originalRecordId || input.userUploadVideoUrl);
  const fail = (message: ServerMessage) => {
    throw new AppError(CODES.BAD_REQUEST, message);
  };
  const missing = missingInput(input.operationType, {
    prompt: input.prompt,
    imageCount: input.imgUrls.length,
    template: Boolean(input.effectTemplateId),
    source: hasSource,
    audio: Boolean(input.audioUrl),
  });
  if (missing) fail(MISSING[missing]);
  if (
    input.operationType === 'extend' &&
    input.customizeDuration !== undefined &&
    !(DURATIONS as readonly number[]).includes(input.customizeDuration)
  )
    fail({ key: 'extendDuration', vars: { first: DURATIONS[0], second: DURATIONS[1] } });
  return input;
}
