/**
 * Housekeeping (issue 13, item 7): rows and folders that only ever grow are removed once they
 * can no longer matter. The worker runs `sweep` on a schedule; every statement is a plain
 * conditional delete, so several workers sweeping at once are safe (a row goes once, the
 * others find nothing), and a row still in use is never touched:
 *
 * - rate-limit windows past their `expiresAt` (each is kept two windows, while a sliding
 *   limit still reads it);
 * - spent captcha payloads an hour past their expiry (the challenge itself is refused as
 *   expired by then; the hour covers clocks that disagree);
 * - e-mail codes past their expiry, used or not (a code lives 10 minutes);
 * - sessions that expired or were revoked;
 * - worker rows not seen for `deadWorkerMs` (a live worker checks in several times a lease,
 *   and one that comes back writes its row again);
 * - job folders in the temporary folder whose worker is gone (no row) and which were last
 *   changed more than `deadWorkerMs` ago (see `jobDirPrefix`).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { emailCodes, rateLimits, sessions, spentCaptchas, workers } from '@/server/db/schema';
import { HOUR } from '@/lib/time';

/** Job folders are named `vidloom-job-<workerId>-<random>`, so a sweep knows whose they are. */
export const JOB_DIR_PREFIX = 'vidloom-job-';
export const jobDirPrefix = (workerId: string, tmpDir = os.tmpdir()) =>
  path.join(tmpDir, `${JOB_DIR_PREFIX}${workerId}-`);

export type SweepOptions = {
  /** The clock (tests advance it). */
  now?: number;
  /** A worker silent this long is dead: its row and its leftover job folders go. */
  deadWorkerMs: number;
  /** Where job folders are made; default the system's temporary folder. */
  tmpDir?: string;
};

export type SweepCounts = {
  rateLimits: number;
  spentCaptchas: number;
  emailCodes: number;
  sessions: number;
  workers: number;
  jobDirs: number;
};

export async function sweep(db: Executor, options: SweepOptions): Promise<SweepCounts> {
  const now = new Date(options.now ?? Date.now());
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const counts: SweepCounts = {
    rateLimits: await count(
      db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key }),
    ),
    spentCaptchas: await count(
      db
        .delete(spentCaptchas)
        .where(lt(spentCaptchas.expiresAt, new Date(now.getTime() - HOUR)))
        .returning({ s: spentCaptchas.signature }),
    ),
    emailCodes: await count(
      db.delete(emailCodes).where(lt(emailCodes.expiresAt, now)).returning({ id: emailCodes.id }),
    ),
    sessions: await count(
      db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, now))))
        .returning({ t: sessions.tokenHash }),
    ),
    workers: await count(
      db
        .delete(workers)
        .where(lt(workers.lastSeenAt, new Date(now.getTime() - options.deadWorkerMs)))
        .returning({ id: workers.id }),
    ),
    jobDirs: 0,
  };
  counts.jobDirs = await sweepJobDirs(db, options.tmpDir ?? os.tmpdir(), now.getTime() - options.deadWorkerMs);
  return counts;
}

/** Removes job folders of workers that have no row any more, untouched since `before`. */
async function sweepJobDirs(db: Executor, tmpDir: string, before: number): Promise<number> {
  const names = (await fs.readdir(tmpDir).catch(() => [] as string[])).filter((name) =>
    name.startsWith(JOB_DIR_PREFIX),
  );
  if (names.length === 0) return 0;
  const alive = new Set((await db.select({ id: workers.id }).from(workers)).map((row) => row.id));
  let removed = 0;
  for (const name of names) {
    // mkdtemp adds `-` and six characters after the worker id (which may hold dashes itself).
    const owner = name.slice(JOB_DIR_PREFIX.length, -7);
    if (alive.has(owner)) continue;
    const file = path.join(tmpDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isDirectory() || stat.mtimeMs >= before) continue;
    await fs.rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
