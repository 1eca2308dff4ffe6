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
 * - job folders of this installation in the temporary folder whose worker is gone (no row) and
 *   which were last changed more than `deadWorkerMs` ago (see `jobDirPrefix`);
 * - `Idempotency-Key`s a day old (a key answers with its first record for a day);
 * - the stored files of deleted records and accounts that the storage refused to delete at the
 *   time (src/server/storage/media-deletions.ts);
 * - webhook deliveries a month old, whatever became of them (their retries end after a day);
 * - users' data archives past the day they are offered for, with their files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { serverEnv } from '@/env';
import { sweepDataExports } from '@/server/account/data-export';
import type { Executor } from '@/server/db/client';
import { emailCodes, idempotencyKeys, rateLimits, sessions, spentCaptchas, workers } from '@/server/db/schema';
import { DAY, HOUR } from '@/lib/time';
import { deleteRequestedMedia } from '@/server/storage/media-deletions';
import { IDEMPOTENCY_TTL_MS } from '@/server/videos/idempotency';
import type { Storage } from '@/server/storage/storage';
import { pruneDeliveries } from '@/server/webhooks/deliveries';

/** How long a webhook delivery stays listed in the settings. */
const DELIVERIES_KEPT_MS = 30 * DAY;

/**
 * Job folders are named `vidloom-job-<installation>-<workerId>-<random>`. A sweep can only tell
 * whether a worker is alive from its own database's `workers` table, so it touches only the
 * folders of its own installation: other installations on the host may share the temporary
 * folder, and their live workers have no row here.
 */
export const JOB_DIR_PREFIX = 'vidloom-job-';
export const jobDirPrefix = (workerId: string, tmpDir = os.tmpdir()) =>
  path.join(tmpDir, `${installationPrefix()}${workerId}-`);

/**
 * The installation is the database its workers check in to: DATABASE_URL without its password
 * (hosts sharing one PostgreSQL judge each other's workers from the same table), else the
 * embedded database's folder. Hashed, so folder names, which every local user can list, show
 * neither a path nor a database address.
 */
function installationPrefix(): string {
  const env = serverEnv();
  const database = env.DATABASE_URL ? withoutPassword(env.DATABASE_URL) : path.resolve(env.DATA_DIR, 'db');
  return `${JOB_DIR_PREFIX}${createHash('sha256').update(database).digest('hex').slice(0, 12)}-`;
}

/** A rotated password still names the same database. */
function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    // The driver would not connect to it either; the password, between `user:` and `@`, is dropped.
    return databaseUrl.replace(/:[^/@]*@/, '@');
  }
}

export type SweepOptions = {
  /** The clock (tests advance it). */
  now?: number;
  /** A worker silent this long is dead: its row and its leftover job folders go. */
  deadWorkerMs: number;
  /** Where job folders are made; default the system's temporary folder. */
  tmpDir?: string;
  /** The storage whose listed deletions are worked off (none: they wait for a sweep that has one). */
  storage?: Storage;
};

export type SweepCounts = {
  rateLimits: number;
  spentCaptchas: number;
  emailCodes: number;
  sessions: number;
  workers: number;
  jobDirs: number;
  idempotencyKeys: number;
  /** Folders of deleted records and accounts deleted from the storage. */
  media: number;
  webhookDeliveries: number;
  /** Users' data archives past their day, with their files. */
  dataExports: number;
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
    idempotencyKeys: await count(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
        .returning({ key: idempotencyKeys.key }),
    ),
    media: 0,
    webhookDeliveries: await pruneDeliveries(db, new Date(now.getTime() - DELIVERIES_KEPT_MS)),
    dataExports: 0,
  };
  counts.jobDirs = await sweepJobDirs(
    db,
    options.tmpDir ?? os.tmpdir(),
    installationPrefix(),
    now.getTime() - options.deadWorkerMs,
  );
  if (options.storage) {
    counts.media = (await deleteRequestedMedia(db, options.storage)).deleted;
    counts.dataExports = await sweepDataExports(db, options.storage, now);
  }
  return counts;
}

/** Removes this installation's job folders of workers that have no row any more, untouched since `before`. */
async function sweepJobDirs(db: Executor, tmpDir: string, prefix: string, before: number): Promise<number> {
  const names = (await fs.readdir(tmpDir).catch(() => [] as string[])).filter((name) => name.startsWith(prefix));
  if (names.length === 0) return 0;
  const alive = new Set((await db.select({ id: workers.id }).from(workers)).map((row) => row.id));
  let removed = 0;
  for (const name of names) {
    // mkdtemp adds `-` and six characters after the worker id (which may hold dashes itself).
    const owner = name.slice(prefix.length, -7);
    if (alive.has(owner)) continue;
    const file = path.join(tmpDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isDirectory() || stat.mtimeMs >= before) continue;
    await fs.rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
