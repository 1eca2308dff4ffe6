/**
 * A queued job's estimate counts the jobs ahead of it, in the queue's own order (queue_key,
 * src/server/queue/queue-key.ts): the time the jobs rendering still need and the time of every
 * job with a smaller key, shared among the slots at work, then its own render. While the queue
 * is not empty every slot is busy, so the jobs rendering are the number of slots.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { jobEstimator } from './estimates';

type Video = typeof videos.$inferSelect;

/** Jobs ahead read one by one; beyond them, a count at their mean time stands in. */
const AHEAD_READ = 500;

const before = (video: Pick<Video, 'queueKey' | 'id'>) =>
  sql`(${videos.queueKey}, ${videos.id}) < (${video.queueKey.toISOString()}::timestamptz, ${video.id})`;

/**
 * Seconds before a worker takes each queued job of `mine`, keyed by id. Pure arithmetic over
 * what is ahead: `rendering` gives each job at work its estimate and how long it has run.
 */
export function waitsFor(
  mine: Video[],
  ahead: Video[],
  rendering: { remaining: number }[],
  estimate: (video: Video) => number,
  beyondRead: (video: Video) => number,
): Map<string, number> {
  const slots = Math.max(1, rendering.length);
  const busy = rendering.reduce((sum, job) => sum + job.remaining, 0);
  const waits = new Map<string, number>();
  const mean = ahead.length > 0 ? ahead.reduce((sum, job) => sum + estimate(job), 0) / ahead.length : 0;
  for (const video of mine) {
    let work = busy;
    for (const job of ahead) {
      if (byQueueOrder(job, video) >= 0) break;
      work += estimate(job);
    }
    work += beyondRead(video) * mean;
    waits.set(video.id, Math.round((work / slots) * 10) / 10);
  }
  return waits;
}

/** The estimator for an answer holding `rows`: a pending job's render time, plus its wait while queued. */
export async function recordEstimator(db: Executor, rows: Video[]): Promise<(video: Video) => number> {
  const estimate = await jobEstimator(db);
  const mine = rows.filter((row) => row.state === 'queued').sort(byQueueOrder);
  if (mine.length === 0) return estimate;
  const last = mine[mine.length - 1]!;
  const [rendering, ahead] = await Promise.all([
    db.select().from(videos).where(eq(videos.state, 'processing')),
    db
      .select()
      .from(videos)
      .where(and(eq(videos.state, 'queued'), before(last)))
      .orderBy(asc(videos.queueKey), asc(videos.id))
      .limit(AHEAD_READ),
  ]);
  const now = Date.now();
  const remaining = rendering.map((job) => ({
    remaining: Math.max(0, estimate(job) - (now - (job.startedAt ?? job.createdAt).getTime()) / 1000),
  }));
  // Past the jobs read, how many more are ahead of each of mine (rare: a very long queue).
  const beyond = new Map<string, number>();
  if (ahead.length === AHEAD_READ) {
    const edge = ahead[ahead.length - 1]!;
    for (const video of mine) {
      if (byQueueOrder(video, edge) <= 0) continue;
      const [row] = await db
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.state, 'queued'), before(video)));
      beyond.set(video.id, Math.max(0, (row?.n ?? 0) - AHEAD_READ));
    }
  }
  const waits = waitsFor(mine, ahead, remaining, estimate, (video) => beyond.get(video.id) ?? 0);
  return (video) => Math.round((estimate(video) + (waits.get(video.id) ?? 0)) * 10) / 10;
}

function byQueueOrder(a: Pick<Video, 'queueKey' | 'id'>, b: Pick<Video, 'queueKey' | 'id'>): number {
  return a.queueKey.getTime() - b.queueKey.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
