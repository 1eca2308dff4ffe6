/** The zod schema of a scene plan (src/lib/scene-plan.ts), for the engine, the server and tests. */
import { z } from 'zod';
import { CAMERAS, MAX_SUBJECTS, MOTIONS, type ScenePlan, SETTINGS, TIMES_OF_DAY, WEATHERS } from '@/lib/scene-plan';

const sceneSubjectSchema = z.object({
  /** The Unicode emoji of the subject (fully qualified, e.g. "🎈", "🏔️"). */
  emoji: z.string().min(1).max(32),
  /** Its English CLDR short name ("balloon"). */
  label: z.string().min(1).max(80),
  /** The prompt's own word that named it ("Luftballon"), shown on the chip in the user's words. */
  word: z.string().min(1).max(80).optional(),
  motion: z.enum(MOTIONS),
  /** A CSS hex colour the prompt gave it ("a red car" → "#d93025"). */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .optional(),
  count: z.number().int().min(2).max(5).optional(),
  heldBy: z
    .int()
    .min(0)
    .max(MAX_SUBJECTS - 1)
    .optional(),
  art: z.enum(['hot-air-balloon', 'lighthouse', 'fireworks', 'windmill', 'bridge', 'shooting-stars']).optional(),
  on: z.enum(['table', 'sill', 'shelf']).optional(),
  field: z.literal(true).optional(),
});

/** Typed as the shared ScenePlan, so the two cannot drift apart. */
export const scenePlanSchema: z.ZodType<ScenePlan> = z.object({
  subjects: z.array(sceneSubjectSchema).max(MAX_SUBJECTS),
  setting: z.enum(SETTINGS),
  timeOfDay: z.enum(TIMES_OF_DAY),
  weather: z.enum(WEATHERS),
  camera: z.enum(CAMERAS),
  winter: z.enum(['snowy', 'frozen']).optional(),
  waves: z.enum(['big', 'rocks']).optional(),
  peak: z.object({ kind: z.enum(['cone', 'horn', 'volcano']), word: z.string().max(80).optional() }).optional(),
});
