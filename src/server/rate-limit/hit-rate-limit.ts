/**
 * Fixed-window rate limits kept in the database, so every process and instance shares them.
 * One upsert per hit: the row for (key, window) is created or incremented atomically.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { CODES } from '../../lib/api/codes';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../http/app-error';

export const SLOW_DOWN_MESSAGE = 'Too many requests, please slow down and try again in a minute';

/** Counts one hit of `key` in the current window and returns the count so far. */
export async function countHit(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = new Date(now - (now % windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Counts a hit and throws code 439 when it is over `limit` in the window. */
export async function hitRateLimit(db: Executor, key: string, limit: number, windowMs: number, message = SLOW_DOWN_MESSAGE): Promise<void> {
  if ((await countHit(db, key, windowMs)) > limit) throw new AppError(CODES.SLOW_DOWN, message);
}

/** Current count without counting a hit. */
export async function peekCount(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = new Date(now - (now % windowMs));
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return row?.count ?? 0;
}

export async function sweepRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date()));
}
