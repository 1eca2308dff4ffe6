/**
 * POST /api/v1/video/create with `operationType: "story"` (API.md "Stories"): one record for
 * the story and one queued job per shot, charged together in one transaction. The checks run in
 * the order of every create (rate, validation, captcha, country, access, model configured,
 * moderation, then daily limit, running jobs and credits with the insert). Each shot renders
 * on any worker with its own model; the story's own job, the assembly, is claimed only once
 * none of its shots is still waiting or rendering (src/server/queue/queue.ts).
 */
import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { NARRATION_LEAD, speechSeconds } from '@/engine/story/narrate';
import { planStory } from '@/engine/story/plan';
import { MAX_SHOT_CHARS } from '@/engine/story/split';
import { storyLength } from '@/engine/story/timeline';
import { CODES } from '@/lib/api/codes';
import {
  ASPECT_RATIOS,
  type AspectRatio,
  frameSize,
  modelDefaults,
  normalizeShape,
  QUALITIES,
  type Quality,
  storyCost,
} from '@/lib/generation';
import { LOCALE_CODES } from '@/lib/i18n/locales';
import { fittedDuration, type ModelEntry, modelInputs } from '@/lib/models';
import type { PlanRights } from '@/lib/plans';
import { isRestrictedCountry } from '@/lib/restricted-countries';
import { isSpeaker } from '@/lib/speakers';
import { type Actor, actorRights } from '@/server/auth/actor';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { ipCountry } from '@/server/geo/ip-country';
import { AppError } from '@/server/http/app-error';
import { requestLanguage } from '@/server/http/request-language';
import { says } from '@/server/http/validation';
import {
  chargeAndInsert,
  checkAccess,
  checkCaptcha,
  checkCreateRate,
  checkModelAvailable,
  knownModelEntry,
  mediaHosts,
  ownerColumns,
  ownerWhere,
  ownerKeyOf,
  resolveImages,
} from '@/server/videos/create-video';
import { idempotencyClaim } from '@/server/videos/idempotency';
import { flagOr, oneOf } from '@/server/videos/create-input';
import type { GenerateParam } from '@/server/videos/generate-param';
import { type JobSpec, jobSpecSchema } from '@/server/videos/job-spec';
import { signalJobQueued } from '@/server/videos/job-signals';
import { moderationVerdict } from '@/server/videos/moderation';
import type { ScenePlan } from '@/lib/scene-plan';
import { type StorySpec, storySpecSchema } from './story-spec';
import { limitStoryCalls } from './story-words';

/** A shot's seconds (API.md). */
const SHOT_MIN_SECONDS = 3;
const SHOT_MAX_SECONDS = 10;
/** A shot with no duration asked lasts at least this, and long enough to be read or heard. */
const SHOT_DEFAULT_SECONDS = 4;
/** Characters a second a viewer reads comfortably, for a caption with no voice. */
const READING_CHARS_PER_SECOND = 15;
/** More shots than any plan allows are refused before any work is done for them. */
const MAX_SHOTS_PARSED = 50;
const FPS = 24;

const shotSeconds = says('trimSeconds', { min: SHOT_MIN_SECONDS, max: SHOT_MAX_SECONDS });
const shotText = says('lengthBetween', { min: 1, max: MAX_SHOT_CHARS });
const shotInput = z.object({
  text: z.string(says('required')).trim().min(1, shotText).max(MAX_SHOT_CHARS, shotText),
  duration: z.number(shotSeconds).min(SHOT_MIN_SECONDS, shotSeconds).max(SHOT_MAX_SECONDS, shotSeconds).optional(),
  model: z.string().trim().min(1).max(100).optional(),
  imgUrl: z.string().max(512).optional(),
  transition: z.enum(['cut', 'crossfade'], oneOf(['cut', 'crossfade'])).optional(),
});

export const createStoryInput = z.object({
  operationType: z.literal('story'),
  shots: z
    .array(shotInput, says('required'))
    .min(1, says('storyEmpty'))
    .max(MAX_SHOTS_PARSED, says('storyShots', { max: MAX_SHOTS_PARSED })),
  language: z.enum(LOCALE_CODES as [string, ...string[]], says('notALanguage')).optional(),
  narration: flagOr(false),
  speakerId: z.string().max(64).optional(),
  captions: z.enum(['track', 'burned'], oneOf(['track', 'burned'])).optional(),
  music: flagOr(true),
  aspectRatio: z.enum(ASPECT_RATIOS, oneOf(ASPECT_RATIOS)).optional(),
  quality: z.enum(QUALITIES, oneOf(QUALITIES)).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  noWatermarkFlag: flagOr(false),
  privateFlag: flagOr(false),
});

type StoryInput = z.infer<typeof createStoryInput>;

/** Whether a create body asks for a story (the create route hands those here). */
export function isStoryBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { operationType?: unknown }).operationType === 'story';
}

/** A shot as it will be rendered: its words, seconds, model and what it costs. */
type PlannedShot = {
  text: string;
  duration: number;
  transition: 'cut' | 'crossfade';
  entry: ModelEntry;
  quality: Quality;
  imgUrl?: string;
};

/** 2. Each shot's model: known, made from words (a picture only on the first shot), of a length it makes. */
function shotModel(shot: StoryInput['shots'][number], index: number): ModelEntry {
  const entry = knownModelEntry(shot.model ?? 'base');
  const { inputs } = modelInputs(entry);
  if (shot.imgUrl && index > 0) throw new AppError(CODES.BAD_REQUEST, 'storyImageFirst');
  if (shot.imgUrl && !inputs.includes('images')) throw new AppError(CODES.BAD_REQUEST, 'modelTakesNoImage');
  if (!shot.imgUrl && !inputs.includes('text')) throw new AppError(CODES.BAD_REQUEST, 'uploadImage');
  if (
    entry.id !== 'base' &&
    shot.duration !== undefined &&
    !(entry.durations as readonly number[]).includes(shot.duration)
  )
    throw new AppError(CODES.BAD_REQUEST, {
      key: 'oneOf',
      vars: { field: `shots.${index}.duration`, values: entry.durations.join(', ') },
    });
  return entry;
}

/**
 * A shot's seconds when none was asked: long enough for its narration to be heard, or its
 * caption to be read, and never under the default; a remote model's nearest length it makes.
 */
async function defaultSeconds(text: string, entry: ModelEntry, narration: boolean, language: string): Promise<number> {
  const needed = narration
    ? (await speechSeconds(text, language)) + NARRATION_LEAD * 2
    : text.length / READING_CHARS_PER_SECOND;
  const seconds = Math.min(SHOT_MAX_SECONDS, Math.max(SHOT_DEFAULT_SECONDS, Math.ceil(needed)));
  if (entry.id === 'base') return seconds;
  return fittedDuration(entry, seconds);
}

/** 2. The shots as they will render, against the plan's limits (400 naming the limit). */
async function planShots(
  input: StoryInput,
  shape: { quality: Quality; aspectRatio: AspectRatio; language: string },
  rights: PlanRights,
): Promise<{ shots: PlannedShot[]; seconds: number }> {
  if (input.shots.length > rights.storyShots)
    throw new AppError(CODES.BAD_REQUEST, { key: 'storyShots', vars: { max: rights.storyShots } });
  const { quality, aspectRatio, language } = shape;
  const shots: PlannedShot[] = [];
  for (const [index, shot] of input.shots.entries()) {
    const entry = shotModel(shot, index);
    const duration = shot.duration ?? (await defaultSeconds(shot.text, entry, input.narration, language));
    const shape = normalizeShape(entry.id, { quality, duration: duration as 5, aspectRatio });
    shots.push({
      text: shot.text,
      duration,
      transition: index === 0 ? 'cut' : (shot.transition ?? 'cut'),
      entry,
      quality: entry.id === 'base' ? quality : shape.quality,
      imgUrl: shot.imgUrl,
    });
  }
  const seconds = storyLength(shots);
  if (seconds > rights.storySeconds)
    throw new AppError(CODES.BAD_REQUEST, { key: 'storyLength', vars: { max: rights.storySeconds } });
  return { shots, seconds };
}

/** The caller's finished shots with these contents, by content key. */
async function finishedShots(db: Database, actor: Actor, keys: string[]) {
  const rows = await db
    .select()
    .from(videos)
    .where(
      and(
        ownerWhere(videos, actor),
        inArray(videos.contentKey, keys),
        eq(videos.state, 'success'),
        isNotNull(videos.videoKey),
      ),
    );
  return new Map(rows.map((row) => [row.contentKey!, row]));
}

/** A shot's seed: the story's, moved by its place, so the same story and seed give the same shots. */
function shotSeed(seed: number, index: number): number {
  return (seed + index * 7919) % 2 ** 31;
}

type ShotDraft = {
  shot: PlannedShot;
  index: number;
  jobSpec: JobSpec;
  scene: ScenePlan | null;
  contentKey: string;
  seed: number;
};

/**
 * Each shot's job, scene and content key: what decides whether a finished shot of the caller's
 * can stand in for it (the same model, words, length, quality, shape, seed, picture and plan).
 */
function draftShots(
  shots: readonly PlannedShot[],
  plans: readonly (ScenePlan | undefined)[],
  {
    seed,
    aspectRatio,
    firstImage,
    watermark,
  }: { seed: number; aspectRatio: AspectRatio; firstImage?: { key: string }; watermark: boolean },
): ShotDraft[] {
  return shots.map((shot, index) => {
    const shotFrame = frameSize(shot.quality, aspectRatio);
    const shotSeedValue = shotSeed(seed, index);
    const images = index === 0 && firstImage ? [firstImage] : [];
    const jobSpec: JobSpec = jobSpecSchema.parse({
      mode: 'generate',
      seed: shotSeedValue,
      ...shotFrame,
      fps: FPS,
      watermark,
      imageKeys: images.map((image) => image.key),
    });
    const scene = shot.entry.id === 'base' && images.length === 0 ? (plans[index] ?? null) : null;
    const contentKey = createHash('sha256')
      .update(JSON.stringify([shot.entry.id, shot.text, shot.duration, shot.quality, aspectRatio, jobSpec, scene]))
      .digest('base64url');
    return { shot, index, jobSpec, scene, contentKey, seed: shotSeedValue };
  });
}

/**
 * A story body read as the create reads it: the language, quality and shape it falls back to,
 * its shots checked against the plan's limits, and its price before any shot is reused.
 */
async function readStory(req: IncomingMessage, input: StoryInput, rights: PlanRights) {
  const language = input.language ?? requestLanguage(req) ?? 'en';
  const quality = input.quality ?? modelDefaults('base').quality;
  const aspectRatio: AspectRatio = input.aspectRatio ?? '16:9';
  const { shots, seconds } = await planShots(input, { quality, aspectRatio, language }, rights);
  const price = storyCost({
    quality,
    shots: shots.map((shot) => ({ model: shot.entry.id, seconds: shot.duration, textLength: shot.text.length })),
    storySeconds: seconds,
    narration: input.narration,
    music: input.music,
  });
  return { language, quality, aspectRatio, shots, seconds, price };
}

type VideoRow = typeof videos.$inferInsert & { id: string; cost: number };

type ReadStory = Awaited<ReturnType<typeof readStory>>;

/** 3. to 7. of a create: captcha, restricted country, access, every model configured, moderation. */
async function checkStoryAllowed(
  db: Database,
  req: IncomingMessage,
  actor: Actor,
  input: StoryInput,
  shots: readonly PlannedShot[],
): Promise<void> {
  // 3. Captcha (anonymous devices, once a day). 4. Restricted country.
  await checkCaptcha(db, actor, req);
  if (isRestrictedCountry(ipCountry(req))) throw new AppError(CODES.FORBIDDEN, 'restricted');
  // 5. Access. 6. Every shot's model configured. 7. Moderation of every shot's words.
  checkAccess(actor, {
    models: shots.map((shot) => shot.entry),
    privateFlag: input.privateFlag,
    noWatermarkFlag: input.noWatermarkFlag,
  });
  for (const shot of shots) checkModelAvailable(shot.entry.id);
  const verdict = moderationVerdict(...shots.map((shot) => shot.text));
  if (verdict) throw new AppError(CODES.CONTENT_REJECTED, verdict.message, { reason: verdict.key });
}

/** The story's own record: its assembly job and the parameters it was asked with. */
function storyRecord(
  id: string,
  actor: Actor,
  input: StoryInput,
  story: ReadStory,
  choices: { seed: number; speakerId: string; captions: 'track' | 'burned' },
): VideoRow {
  const { language, quality, aspectRatio, shots, seconds, price } = story;
  const { seed, speakerId, captions } = choices;
  const { width, height } = frameSize(quality, aspectRatio);
  const spec: StorySpec = storySpecSchema.parse({
    mode: 'story',
    seed,
    width,
    height,
    fps: FPS,
    language,
    narration: input.narration,
    speakerId,
    captions,
    music: input.music,
    shots: shots.map((shot) => ({ duration: shot.duration, transition: shot.transition })),
  });
  const param: GenerateParam = {
    operationType: 'story',
    model: 'base',
    prompt: shots.map((shot) => shot.text).join('\n'),
    quality,
    duration: Math.round(seconds * 100) / 100,
    aspectRatio,
    speakerId,
    noWatermarkFlag: input.noWatermarkFlag,
    privateFlag: input.privateFlag,
    seed,
    language,
    narration: input.narration,
    captions,
    music: input.music,
    shots: shots.map((shot) => ({
      text: shot.text,
      duration: shot.duration,
      model: shot.entry.id,
      transition: shot.transition,
      ...(shot.imgUrl ? { imgUrl: shot.imgUrl } : {}),
    })),
  };
  return {
    id,
    ...ownerColumns(actor),
    operationType: 'story',
    model: 'base',
    generateParam: param,
    jobSpec: spec,
    prompt: param.prompt ?? '',
    scene: null,
    cost: price.total,
    privateFlag: input.privateFlag,
    mediaKey: randomToken(16),
  };
}

/**
 * A shot's record under the story: a queued job, or, when its owner already has this very shot
 * (`done`), a finished row that shares its files.
 */
function shotRecord(
  draft: ShotDraft,
  done: typeof videos.$inferSelect | undefined,
  {
    storyId,
    actor,
    input,
    aspectRatio,
    cost,
  }: { storyId: string; actor: Actor; input: StoryInput; aspectRatio: AspectRatio; cost: number },
): VideoRow {
  const { shot, index, jobSpec, scene, contentKey, seed } = draft;
  return {
    id: randomId('rec'),
    ...ownerColumns(actor),
    operationType: 'generate',
    model: shot.entry.id,
    generateParam: {
      operationType: 'generate',
      model: shot.entry.id,
      prompt: shot.text,
      quality: shot.quality,
      duration: shot.duration,
      aspectRatio,
      imgUrls: shot.imgUrl ? [shot.imgUrl] : [],
      // The story's bed and voice are mixed at assembly: a shot brings no sound of its own.
      autoSoundFlag: false,
      autoSpeechFlag: false,
      noWatermarkFlag: input.noWatermarkFlag,
      privateFlag: input.privateFlag,
      seed,
    },
    jobSpec,
    prompt: shot.text,
    scene,
    // A shot its owner already has is not rendered again, nor charged again: it shares the
    // finished shot's files (media_key), which go only when no row names them any more.
    cost: done ? 0 : cost,
    privateFlag: input.privateFlag,
    mediaKey: done?.mediaKey ?? randomToken(16),
    parentId: storyId,
    shotIndex: index,
    contentKey,
    ...(done
      ? {
          state: 'success' as const,
          videoKey: done.videoKey,
          coverKey: done.coverKey,
          width: done.width,
          height: done.height,
          duration: done.duration,
          startedAt: new Date(),
          finishedAt: new Date(),
        }
      : {}),
  };
}

export async function createStory(
  db: Database,
  req: IncomingMessage,
  actor: Actor,
  body: unknown,
): Promise<{ recordId: string; cost: number }> {
  const ownerKey = ownerKeyOf(actor);
  const idempotency = idempotencyClaim(req, ownerKey, body);
  // 1. Rate: every create call counts.
  await checkCreateRate(db, ownerKey);
  // 2. Validation: the body, each shot's model, the plan's limits, the first shot's picture.
  const input = createStoryInput.parse(body);
  const rights = actorRights(actor);
  const read = await readStory(req, input, rights);
  const { language, aspectRatio, shots, price } = read;
  const firstImage = shots[0]?.imgUrl
    ? (await resolveImages(db, actor, [shots[0].imgUrl], mediaHosts(req)))[0]
    : undefined;
  await checkStoryAllowed(db, req, actor, input, shots);

  const seed = input.seed ?? randomInt(0, 2 ** 31);
  const speakerId = input.speakerId && isSpeaker(input.speakerId) ? input.speakerId : 'auto';
  const captions = input.captions ?? 'track';
  // Continuity: each shot understood with the plans of the shots before it.
  const plans = planStory(
    shots.map((shot) => shot.text),
    language,
  );

  const storyId = randomId('rec');
  const story = storyRecord(storyId, actor, input, read, { seed, speakerId, captions });
  const drafts = draftShots(shots, plans, { seed, aspectRatio, firstImage, watermark: !input.noWatermarkFlag });
  const finished = await finishedShots(
    db,
    actor,
    drafts.map((draft) => draft.contentKey),
  );
  const parts = drafts.map((draft) =>
    shotRecord(draft, finished.get(draft.contentKey), {
      storyId,
      actor,
      input,
      aspectRatio,
      cost: price.shots[draft.index] ?? 0,
    }),
  );
  story.cost = parts.reduce((sum, part) => sum + part.cost, price.narration + price.music);
  const { replayedFrom } = await chargeAndInsert(db, actor, ownerKey, rights, story, parts, idempotency);
  if (replayedFrom) return { recordId: replayedFrom, cost: 0 };
  await signalJobQueued(db);
  return { recordId: storyId, cost: story.cost };
}

/** What a story's create would charge now: each shot's price, zero for one the caller already has. */
export type StoryQuote = {
  cost: number;
  shots: { index: number; cost: number; reused: boolean }[];
  narration: number;
  music: number;
};

/**
 * POST /api/v1/story/price (the create's story body) → what the create would charge now. A board
 * made again with its seed reuses the caller's finished shots, free, and which ones depends on
 * every shot's plan (a changed shot can change the ones after it), so only the server can tell:
 * the storyboard shows this rather than its own sum. Validated like the create, rate limited
 * like the other story calls; it charges and stores nothing.
 */
export async function quoteStory(db: Database, req: IncomingMessage, actor: Actor, body: unknown): Promise<StoryQuote> {
  await limitStoryCalls(db, req, actor, 'price');
  const input = createStoryInput.parse(body);
  const { language, aspectRatio, shots, price } = await readStory(req, input, actorRights(actor));
  // Without a seed the create draws one, and no finished shot can match it.
  let reused = new Set<number>();
  if (input.seed !== undefined) {
    const firstImage = shots[0]?.imgUrl
      ? (await resolveImages(db, actor, [shots[0].imgUrl], mediaHosts(req)))[0]
      : undefined;
    const plans = planStory(
      shots.map((shot) => shot.text),
      language,
    );
    const drafts = draftShots(shots, plans, {
      seed: input.seed,
      aspectRatio,
      firstImage,
      watermark: !input.noWatermarkFlag,
    });
    const finished = await finishedShots(
      db,
      actor,
      drafts.map((draft) => draft.contentKey),
    );
    reused = new Set(drafts.filter((draft) => finished.has(draft.contentKey)).map((draft) => draft.index));
  }
  const perShot = shots.map((_, index) => ({
    index,
    cost: reused.has(index) ? 0 : (price.shots[index] ?? 0),
    reused: reused.has(index),
  }));
  return {
    cost: perShot.reduce((sum, shot) => sum + shot.cost, price.narration + price.music),
    shots: perShot,
    narration: price.narration,
    music: price.music,
  };
}
