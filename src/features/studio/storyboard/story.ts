/**
 * The storyboard's rules, apart from React so they are tested on their own: a shot card and its
 * defaults, moving one, the totals shown beside Generate (length with crossfades counted, price
 * as the server charges it), what stops Generate, and the create body (API.md "Stories").
 */
import { storyLength } from '@/engine/story/timeline';
import { type AspectRatio, type Quality, storyCost } from '@/lib/generation';
import { findModel, fittedDuration, type ModelId } from '@/lib/models';

/** The longest story text and shot text the split and create routes take. */
export const STORY_MAX_CHARS = 2000;
export const SHOT_MAX_CHARS = 400;
/** A shot's length choices, in seconds. */
export const SHOT_SECONDS = [3, 4, 5, 6, 7, 8, 9, 10] as const;
const DEFAULT_SHOT_SECONDS = 5;

/** The lengths a card offers for a model: any of SHOT_SECONDS on `base`, the ones a remote model makes. */
export function shotSeconds(model: ModelId): readonly number[] {
  const entry = model === 'base' ? undefined : findModel(model);
  return entry ? [...entry.durations].sort((a, b) => a - b) : SHOT_SECONDS;
}

/**
 * A card moved to another model keeps its length when that model makes it, else takes the
 * length the create would give it (fittedDuration): the create refuses a length a remote model
 * does not make.
 */
export function withModel(shot: ShotCard, model: ModelId): ShotCard {
  return { ...shot, model, duration: fittedDuration({ durations: shotSeconds(model) }, shot.duration) };
}

export const TRANSITIONS = ['cut', 'crossfade'] as const;
type Transition = (typeof TRANSITIONS)[number];
export const CAPTION_STYLES = ['track', 'burned'] as const;
type CaptionStyle = (typeof CAPTION_STYLES)[number];

export type ShotCard = { id: string; text: string; duration: number; model: ModelId; transition: Transition };

export type StoryOptions = { narration: boolean; captions: CaptionStyle; music: boolean };

export const DEFAULT_STORY_OPTIONS: StoryOptions = { narration: false, captions: 'track', music: true };

let lastId = 0;

/** A new card: `base`, 5 s, cut. Its id only keys it on the page (its place may change). */
export function newShot(text = ''): ShotCard {
  lastId += 1;
  return {
    id: `shot-${lastId}`,
    text: text.slice(0, SHOT_MAX_CHARS),
    duration: DEFAULT_SHOT_SECONDS,
    model: 'base',
    transition: 'cut',
  };
}

/** The shots with the one at `from` taken out and put back at `to`; the same list when either is out of range. */
export function moveShot<T>(shots: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= shots.length || to >= shots.length) return [...shots];
  const next = [...shots];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The story's length in seconds and its price in credits, as the create will charge it. */
export function storyTotals(
  shots: readonly ShotCard[],
  options: StoryOptions,
  quality: Quality,
): { seconds: number; cost: number } {
  const seconds = storyLength(shots.map((shot) => ({ duration: shot.duration, transition: shot.transition })));
  const { total } = storyCost({
    quality,
    shots: shots.map((shot) => ({ model: shot.model, seconds: shot.duration, textLength: shot.text.trim().length })),
    storySeconds: seconds,
    narration: options.narration,
    music: options.music,
  });
  return { seconds, cost: total };
}

export type StoryLimits = { storyShots: number; storySeconds: number };

/** Why Generate is off, as a key of `app:story.blocked` with its values; null when the story may be sent. */
export type StoryBlock =
  | { key: 'noShots' }
  | { key: 'emptyShot'; number: number }
  | { key: 'tooManyShots'; max: number }
  | { key: 'tooLong'; max: number };

export function storyBlock(shots: readonly ShotCard[], seconds: number, limits: StoryLimits): StoryBlock | null {
  if (shots.length === 0) return { key: 'noShots' };
  const empty = shots.findIndex((shot) => shot.text.trim() === '');
  if (empty >= 0) return { key: 'emptyShot', number: empty + 1 };
  if (shots.length > limits.storyShots) return { key: 'tooManyShots', max: limits.storyShots };
  if (seconds > limits.storySeconds) return { key: 'tooLong', max: limits.storySeconds };
  return null;
}

/** The story's shape and voice; `imgUrl`, one of the user's uploads, is where the first shot starts. */
export type StoryShape = { aspectRatio: AspectRatio; quality: Quality; speakerId: string; imgUrl?: string };

/** A storyboard's seed: kept while it is edited, so a shot left as it was is the same shot. */
export function newStorySeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/**
 * The create body of a story, its shots in the order of the cards; the first shot has no
 * transition into it. The board's seed goes with it: the server reuses a finished shot of the
 * same words, length, model and seed instead of rendering and charging it again.
 */
export function storyBody(
  shots: readonly ShotCard[],
  options: StoryOptions,
  shape: StoryShape,
  language: string,
  seed?: number,
): Record<string, unknown> {
  return {
    operationType: 'story',
    shots: shots.map((shot, index) => ({
      text: shot.text.trim(),
      duration: shot.duration,
      model: shot.model,
      ...(index === 0 && shape.imgUrl ? { imgUrl: shape.imgUrl } : {}),
      ...(index > 0 ? { transition: shot.transition } : {}),
    })),
    language,
    narration: options.narration,
    ...(options.narration ? { speakerId: shape.speakerId } : {}),
    captions: options.captions,
    music: options.music,
    aspectRatio: shape.aspectRatio,
    quality: shape.quality,
    ...(seed === undefined ? {} : { seed }),
  };
}
