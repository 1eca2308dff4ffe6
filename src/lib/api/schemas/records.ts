/**
 * The answers of the video routes (API.md "Video routes", Record) as zod schemas: the OpenAPI
 * document is generated from them and the contract test holds the server's answers to them, so
 * a field the server adds, drops or retypes fails a test rather than surprising a program.
 */
import { z } from 'zod';
import { MODES } from '@/lib/modes';
import { CAMERAS, MOTIONS, SETTINGS, TIMES_OF_DAY, WEATHERS } from '@/lib/scene-plan';

const VIDEO_STATES = ['queued', 'processing', 'success', 'fail'] as const;

const epochMs = z.number().int().meta({ description: 'Epoch milliseconds' });

/** What the `base` animatic understood of the prompt. */
const scenePlan = z.looseObject({
  subjects: z.array(
    z.looseObject({
      emoji: z.string(),
      label: z.string(),
      motion: z.enum(MOTIONS),
      color: z.string().optional(),
    }),
  ),
  setting: z.enum(SETTINGS),
  timeOfDay: z.enum(TIMES_OF_DAY),
  weather: z.enum(WEATHERS),
  camera: z.enum(CAMERAS),
});

const storyShot = z.object({
  index: z.number().int(),
  text: z.string(),
  start: z.number().meta({ description: 'Seconds from the start of the story' }),
  duration: z.number(),
  model: z.string(),
  state: z.enum(VIDEO_STATES),
  scene: scenePlan.optional(),
});

export const videoRecord = z
  .object({
    id: z.string(),
    state: z.enum(VIDEO_STATES),
    operationType: z.enum([...MODES, 'story']),
    createTimestamp: epochMs,
    finishTimestamp: epochMs.nullable(),
    startedAt: epochMs.nullable(),
    etaSeconds: z.number().nullable(),
    generateParam: z.looseObject({ model: z.string().optional() }).meta({ description: 'What was asked' }),
    prompt: z.string(),
    model: z.string(),
    videoUrl: z.string().nullable(),
    coverUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable(),
    cost: z.number().int(),
    failMsg: z.string().nullable(),
    failReason: z
      .looseObject({
        key: z.string(),
        detail: z.string().optional(),
        vars: z.record(z.string(), z.unknown()).optional(),
      })
      .nullable(),
    shareFlag: z.boolean(),
    privateFlag: z.boolean(),
    scene: scenePlan.nullable(),
    shots: z.array(storyShot).optional(),
    captionsUrl: z.string().nullable().optional(),
  })
  .meta({ id: 'Record' });

export const recordPage = z.object({
  records: z.array(videoRecord),
  pages: z.number().int(),
  current: z.number().int(),
  total: z.number().int(),
});

export const createAnswer = z.object({ recordId: z.string() });
export const deleteAnswer = z.object({ deleted: z.number().int() });
export const shareAnswer = z.object({ shareUrl: z.string() });

export const uploadAnswer = z.object({
  url: z.string(),
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const effectTemplates = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    previewUrl: z.string(),
    defaultPrompt: z.string(),
  }),
);

export const speakers = z.array(z.object({ id: z.string(), name: z.string(), language: z.string() }));

export const storySplitAnswer = z.object({ shots: z.array(z.object({ text: z.string() })) });
export const storyPreviewAnswer = z.object({ scene: scenePlan, imageUrl: z.string() });

/** POST /api/v1/story/price: what the story's create would charge now. */
export const storyQuote = z
  .object({
    cost: z.number().int().meta({ description: 'The whole story, as the create would charge it now' }),
    shots: z.array(
      z.object({
        index: z.number().int(),
        cost: z.number().int(),
        reused: z.boolean().meta({ description: 'A finished shot of yours with the same content and seed: free' }),
      }),
    ),
    narration: z.number().int(),
    music: z.number().int(),
  })
  .meta({ id: 'StoryQuote' });
