/**
 * An honest clock (issue 18, goal 2): how long a job takes once a worker has it, from this
 * server's own recent timings. Per model, mode, quality and duration, the median of the last
 * RUNS successful renders (started → finished); until a kind has any, a prior: for our own
 * animatic, from the pixels it draws; for a remote model, what its provider usually takes.
 * Read on every history answer, so the medians are cached for a while.
 */
import { sql } from 'drizzle-orm';
import { processSingleton } from '@/lib/process-singleton';
import type { Executor } from '@/server/db/client';
import type { videos } from '@/server/db/schema';

type Video = typeof videos.$inferSelect;

/** How many of the latest renders of a kind make its median. */
const RUNS = 15;
/** Timings older than this say little about today's machine. */
const WINDOW_DAYS = 14;
const CACHE_MS = 20_000;

const PIXELS: Record<string, number> = {
  '360p': 640 * 360,
  '540p': 960 * 540,
  '720p': 1280 * 720,
  '1080p': 1920 * 1080,
};

/** Seconds a remote model usually takes (their providers' own figures: a minute or two). */
const REMOTE_PRIOR: Record<string, number> = { fast: 60, quality: 120, omni: 60 };

type Kind = { model: string; mode: string; quality: string; duration: number };

function kindOf(video: Pick<Video, 'model' | 'operationType' | 'generateParam'>): Kind {
  const { quality, duration } = video.generateParam;
  return {
    model: video.model,
    mode: video.operationType,
    quality: quality ?? '720p',
    duration: duration !== undefined && duration > 0 ? duration : 5,
  };
}

const keyOf = (kind: Kind) => `${kind.model}|${kind.mode}|${kind.quality}|${kind.duration}`;

/**
 * Before any timing: the animatic draws and encodes about 60 million pixels a second on our
 * 2-core machine (bench:engine), plus a second to set up and store; remote models, their usual time.
 */
export function priorSeconds(kind: Kind): number {
  if (kind.model !== 'base') return REMOTE_PRIOR[kind.model] ?? 90;
  const frames = kind.duration * 24;
  return Math.round((1 + ((PIXELS[kind.quality] ?? PIXELS['720p']!) * frames) / 60e6) * 10) / 10;
}

type Medians = { at: number; byKind: Map<string, number> };
type Cache = { medians?: Medians; loading?: Promise<Medians> };
/** The process's cached medians, one for every route bundle; forgetting swaps in an empty cache. */
const holder = () => processSingleton('estimates', (): { cache: Cache } => ({ cache: {} }));

async function loadMedians(db: Executor): Promise<Medians> {
  const rows = await db.execute<{ key: string; seconds: number | string }>(sql`
    select key, percentile_cont(0.5) within group (order by seconds) as seconds
    from (
      select model || '|' || operation_type || '|' || coalesce(generate_param ->> 'quality', '720p') || '|'
               || coalesce(generate_param ->> 'duration', '5') as key,
             extract(epoch from finished_at - started_at) as seconds,
             row_number() over (
               partition by model, operation_type, generate_param ->> 'quality', generate_param ->> 'duration'
               order by finished_at desc
             ) as recent
      from videos
      -- A story's own row times only its assembly (its shots render as jobs of their own): its
      -- estimate stays the prior, which counts the whole story's frames.
      where state = 'success' and started_at is not null and finished_at is not null
        and operation_type <> 'story'
        and finished_at > now() - make_interval(days => ${WINDOW_DAYS})
    ) timings
    where recent <= ${RUNS}
    group by key`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: typeof rows }).rows) as unknown as {
    key: string;
    seconds: number | string;
  }[];
  return { at: Date.now(), byKind: new Map(list.map((row) => [row.key, Number(row.seconds)])) };
}

/**
 * The estimator for one answer: `(video) => seconds` a worker takes for it, the median of its
 * kind's recent renders or the prior.
 */
export async function jobEstimator(db: Executor): Promise<(video: Video) => number> {
  const state = holder().cache;
  if (!state.medians || Date.now() - state.medians.at > CACHE_MS) {
    state.loading ??= loadMedians(db).finally(() => {
      state.loading = undefined;
    });
    try {
      state.medians = await state.loading;
    } catch {
      // The history answers without fresh medians rather than failing; the priors stand in.
      state.medians ??= { at: Date.now(), byKind: new Map() };
    }
  }
  const { byKind } = state.medians;
  return (video) => {
    const kind = kindOf(video);
    const median = byKind.get(keyOf(kind));
    return Math.max(1, Math.round((median ?? priorSeconds(kind)) * 10) / 10);
  };
}

/** Forgets the cached medians (a test that has just rendered wants them now). */
export function forgetEstimates(): void {
  // A load in flight finishes into the cache it started from, not the new one.
  holder().cache = {};
}
