/**
 * The scene plan of a `base` video (issue 15, ARCHITECTURE.md "The animatic"): what the engine
 * understood of the prompt. The server makes it (src/engine/animatic/understand.ts), stores it on
 * the record and returns it as `scene`; the history card and the share page show it as chips so
 * the user sees why the clip looks the way it does. Shared by client and server: types, the
 * closed vocabularies and the schema that checks a stored plan.
 */
import { z } from 'zod';

export const MOTIONS = ['idle', 'rise', 'fall', 'fly', 'float', 'walk', 'run', 'swim', 'drive', 'sail', 'jump', 'spin', 'sway', 'grow'] as const;
export const SETTINGS = ['sky', 'sea', 'beach', 'lake', 'river', 'underwater', 'mountains', 'snowfield', 'forest', 'meadow', 'desert', 'city', 'street', 'space', 'room'] as const;
export const TIMES_OF_DAY = ['dawn', 'sunrise', 'day', 'sunset', 'dusk', 'night'] as const;
export const WEATHERS = ['clear', 'cloudy', 'rain', 'snow', 'fog', 'storm', 'wind'] as const;
export const CAMERAS = ['static', 'push-in', 'pull-out', 'pan-left', 'pan-right', 'tilt-up', 'tilt-down'] as const;

export type Motion = (typeof MOTIONS)[number];
export type Setting = (typeof SETTINGS)[number];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type Weather = (typeof WEATHERS)[number];
export type Camera = (typeof CAMERAS)[number];

/** At most this many subjects are drawn (the first ones named in the prompt). */
export const MAX_SUBJECTS = 3;

export const sceneSubjectSchema = z.object({
  /** The Unicode emoji of the subject (fully qualified, e.g. "🎈", "🏔️"). */
  emoji: z.string().min(1).max(32),
  /** Its English CLDR short name ("balloon"). */
  label: z.string().min(1).max(80),
  /** The prompt's own word that named it ("Luftballon"), shown on the chip in the user's words. */
  word: z.string().min(1).max(80).optional(),
  motion: z.enum(MOTIONS),
  /** A CSS hex colour the prompt gave it ("a red car" → "#d93025"). */
  color: z.string().regex(/^#[0-9a-f]{6}$/).optional(),
});

export const scenePlanSchema = z.object({
  subjects: z.array(sceneSubjectSchema).max(MAX_SUBJECTS),
  setting: z.enum(SETTINGS),
  timeOfDay: z.enum(TIMES_OF_DAY),
  weather: z.enum(WEATHERS),
  camera: z.enum(CAMERAS),
});

export type SceneSubject = z.infer<typeof sceneSubjectSchema>;
export type ScenePlan = z.infer<typeof scenePlanSchema>;
