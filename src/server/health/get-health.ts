import { count, eq, gt, min, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { databaseKind, getDb } from '@/server/db/client';
import { videos, workers } from '@/server/db/schema';
import { storageFailure } from '@/server/db/storage-failure';
import { serverEnv } from '@/env';
import { AppError } from '@/server/http/app-error';

/**
 * GET /api/health: the database answers, and the queue's state (API.md, issue "Worker and
 * queue"): jobs waiting, the age of the oldest, jobs rendering, and the workers alive: those
 * seen within one lease (`WORKER_LEASE_MS`; a worker checks in several times per lease, and
 * one silent longer than that has lost its jobs to others). The field keeps its historic name
 * `seenLastMinute`. 503 when the database cannot be reached, or when the embedded one cannot use
 * its files: reads may still work then, so `select 1` alone would answer 200 up to the exit.
 */
export async function getHealth() {
  const started = performance.now();
  const down = () => new AppError(CODES.NOT_AVAILABLE, 'databaseDown', { database: 'down' });
  if (storageFailure()) throw down();
  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    db = await getDb();
    await db.execute(sql`select 1`);
  } catch {
    throw down();
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const [queued] = await db
    .select({ depth: count(), oldest: min(videos.createdAt) })
    .from(videos)
    .where(eq(videos.state, 'queued'));
  const [processing] = await db.select({ n: count() }).from(videos).where(eq(videos.state, 'processing'));
  const [seen] = await db
    .select({ n: count() })
    .from(workers)
    .where(gt(workers.lastSeenAt, new Date(Date.now() - serverEnv().WORKER_LEASE_MS)));
  const oldest = queued?.oldest ? new Date(queued.oldest) : null;
  return {
    database: 'ok',
    databaseKind: databaseKind(),
    latencyMs,
    queue: {
      depth: queued?.depth ?? 0,
      oldestQueuedAgeSeconds: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 100) / 10) : null,
      processing: processing?.n ?? 0,
    },
    workers: { seenLastMinute: seen?.n ?? 0 },
  };
}
