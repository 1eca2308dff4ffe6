/**
 * Rate limits kept in the database, so every process and instance shares them.
 *
 * Counts live in fixed windows (one upsert per hit: the row for (key, window) is created or
 * incremented atomically), but a limit reads them as a sliding window: the current window's
 * count plus the previous window's, weighted by how much of it still lies within the last
 * `windowMs`, rounded up. So a burst that straddles a window edge is still one burst (a fixed
 * window would let twice the limit through at the edge), and the estimate never falls short
 * of the true count by more than rounding. Keys that carry their own calendar period (a UTC day
 * in the key) have no previous window and count exactly that period.
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import type { Executor } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

function windowOf(now: number, windowMs: number): { start: Date; previous: Date; elapsed: number } {
  const start = now - (now % windowMs);
  return { start: new Date(start), previous: new Date(start - windowMs), elapsed: (now - start) / windowMs };
}

/** The sliding estimate from the two windows' counts. */
function rolling(current: number, previous: number, elapsed: number): number {
  return current + Math.ceil(previous * (1 - elapsed) - 1e-9);
}

/** A key's hits in its current window (this one included) and in the one before, and how far the current one has run (0–1). */
export type Counts = { current: number; previous: number; elapsed: number };

/** Counts one hit of `key`: its window's count, this hit included, and the previous window's. */
async function recordHit(db: Executor, key: string, windowMs: number, now: number): Promise<Counts> {
  const { start, previous, elapsed } = windowOf(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    // Kept for two windows: the next one still reads this one's count.
    .values({ key, windowStart: start, count: 1, expiresAt: new Date(start.getTime() + 2 * windowMs) })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    // The previous window's count in the same round trip (that row is not the one written).
    .returning({
      count: rateLimits.count,
      previous:
        sql<number>`coalesce((select p.count from ${rateLimits} p where p.key = ${key} and p.window_start = ${previous.toISOString()}::timestamptz), 0)`.mapWith(
          Number,
        ),
    });
  return { current: row?.count ?? 1, previous: row?.previous ?? 0, elapsed };
}

/** Counts one hit of `key` and returns the hits within the last `windowMs`, this one included. */
export async function countHit(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const { current, previous, elapsed } = await recordHit(db, key, windowMs, now);
  return rolling(current, previous, elapsed);
}

/**
 * How long until the sliding estimate lets one more hit in, if none come meanwhile: later in
 * this window once the previous window's share has faded enough, else into the next window,
 * where this window's count fades the same way.
 */
export function msUntilAllowed({ current, previous, elapsed }: Counts, limit: number, windowMs: number): number {
  const room = limit - current - 1;
  if (room >= 0 && previous > 0) return Math.max(0, (1 - room / previous - elapsed) * windowMs);
  return (1 - elapsed) * windowMs + Math.max(0, (1 - (limit - 1) / current) * windowMs);
}

/**
 * Counts a hit and says whether the hits within the last `windowMs` exceed `limit`, and if so,
 * in how many milliseconds a request would pass (for a Retry-After).
 */
export async function hitLimit(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ over: false } | { over: true; retryAfterMs: number }> {
  const counts = await recordHit(db, key, windowMs, now);
  if (rolling(counts.current, counts.previous, counts.elapsed) <= limit) return { over: false };
  return { over: true, retryAfterMs: msUntilAllowed(counts, limit, windowMs) };
}

/** Counts a hit and throws code 439 when the hits within the last `windowMs` exceed `limit`. */
export async function hitRateLimit(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  message: 'slowDown' | 'codeHourly' = 'slowDown',
): Promise<void> {
  if ((await countHit(db, key, windowMs)) > limit) throw new AppError(CODES.SLOW_DOWN, message);
}

/** The hits within the last `windowMs`, without counting one. */
export async function peekCount(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const { start, previous, elapsed } = windowOf(now, windowMs);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), or(eq(rateLimits.windowStart, start), eq(rateLimits.windowStart, previous))));
  const countAt = (at: Date) => rows.find((row) => row.windowStart.getTime() === at.getTime())?.count ?? 0;
  return rolling(countAt(start), countAt(previous), elapsed);
}

/**
 * At most one turn per `intervalMs`, measured from the last turn given: true when this call
 * takes it. Atomic, so of parallel calls exactly one wins. (One row per key, at the epoch
 * window; `expiresAt` holds the end of the last turn.)
 */
export async function takeTurn(db: Executor, key: string, intervalMs: number, now = Date.now()): Promise<boolean> {
  const until = new Date(now + intervalMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(0), count: 1, expiresAt: until })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1`, expiresAt: until },
      setWhere: lte(rateLimits.expiresAt, new Date(now)),
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}
