/**
 * The storyboard's two cheap routes (API.md "Stories"): a story cut into shots, and one shot's
 * instant preview: its scene plan, read with the earlier shots as context, and one frame the
 * animatic draws of it. Neither charges nor stores anything; both are for whoever may create
 * (a device or a signed-in user) and are rate limited per caller and per address, at a pace a
 * typing user never reaches.
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { planStory } from '@/engine/story/plan';
import { drawPreviewFrame } from '@/engine/story/preview';
import { MAX_SHOT_CHARS, splitStory } from '@/engine/story/split';
import { LOCALE_CODES } from '@/lib/i18n/locales';
import type { ScenePlan } from '@/lib/scene-plan';
import { MINUTE } from '@/lib/time';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { clientIp } from '@/server/http/request-context';
import { requestLanguage } from '@/server/http/request-language';
import { says } from '@/server/http/validation';
import { hitRateLimit } from '@/server/rate-limit/hit-rate-limit';

/** The longest story (API.md "Stories"). */
const MAX_STORY_CHARS = 2000;
/** Earlier shots a preview reads: more than any plan's story holds, few enough to stay instant. */
const MAX_CONTEXT_SHOTS = 30;
/** Calls a minute per caller: a storyboard previews a card as its text settles, far below this. */
export const STORY_CALLS_PER_MINUTE = 60;
/** Calls a minute per address: several callers may share one (an office, a school). */
const STORY_CALLS_PER_MINUTE_PER_IP = 240;

const language = z.enum(LOCALE_CODES as [string, ...string[]], says('notALanguage')).optional();

/** A text of min..max characters that is not only blanks. */
const textOf = (max: number) => {
  const length = says('lengthBetween', { min: 1, max });
  return z
    .string(says('required'))
    .max(max, length)
    .refine((text) => text.trim().length > 0, length);
};

export const splitStoryInput = z.object({ text: textOf(MAX_STORY_CHARS), language });

export const previewStoryInput = z.object({
  text: textOf(MAX_SHOT_CHARS),
  language,
  context: z.array(textOf(MAX_SHOT_CHARS)).max(MAX_CONTEXT_SHOTS).optional(),
});

/** The story routes' own pace, per caller and per address (the story calls are free). */
export async function limitStoryCalls(db: Executor, req: IncomingMessage, actor: Actor, route: string): Promise<void> {
  const caller = actor.kind === 'user' ? `user:${actor.userId}` : `device:${actor.deviceId}`;
  await hitRateLimit(db, `story-${route}:${caller}`, STORY_CALLS_PER_MINUTE, MINUTE);
  await hitRateLimit(db, `story-${route}-ip:${clientIp(req)}`, STORY_CALLS_PER_MINUTE_PER_IP, MINUTE);
}

/** The story's language: the one asked for, else the caller's, else English. */
function languageOf(req: IncomingMessage, asked: string | undefined): string {
  return asked ?? requestLanguage(req) ?? 'en';
}

/** POST /api/v1/story/split {text, language?} → {shots: [{text}]}. */
export async function splitStoryRoute(
  db: Executor,
  req: IncomingMessage,
  actor: Actor,
  body: unknown,
): Promise<{ shots: { text: string }[] }> {
  await limitStoryCalls(db, req, actor, 'split');
  const input = splitStoryInput.parse(body);
  return { shots: splitStory(input.text, languageOf(req, input.language)).map((text) => ({ text })) };
}

/** Frames drawn lately, by plan: typing on a card mostly leaves its plan as it was. */
const recentFrames = new Map<string, Promise<string>>();
const RECENT_FRAMES = 32;

/** One frame of the plan as the animatic draws it, as a PNG data URL. */
function previewFrame(plan: ScenePlan): Promise<string> {
  const key = JSON.stringify(plan);
  const known = recentFrames.get(key);
  if (known !== undefined) {
    // Most recently used last, so the oldest is the first to go.
    recentFrames.delete(key);
    recentFrames.set(key, known);
    return known;
  }
  const frame = drawPreviewFrame(plan);
  recentFrames.set(key, frame);
  frame.catch(() => recentFrames.delete(key));
  if (recentFrames.size > RECENT_FRAMES) recentFrames.delete(recentFrames.keys().next().value as string);
  return frame;
}

/** POST /api/v1/story/preview {text, language?, context?} → {scene, imageUrl}. */
export async function previewStoryRoute(
  db: Executor,
  req: IncomingMessage,
  actor: Actor,
  body: unknown,
): Promise<{ scene: ScenePlan; imageUrl: string }> {
  await limitStoryCalls(db, req, actor, 'preview');
  const input = previewStoryInput.parse(body);
  const plans = planStory([...(input.context ?? []), input.text], languageOf(req, input.language));
  const scene = plans[plans.length - 1] as ScenePlan;
  return { scene, imageUrl: await previewFrame(scene) };
}
