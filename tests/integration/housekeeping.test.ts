/**
 * Housekeeping (issue 13, item 7): expired rate-limit windows, spent captchas, e-mail codes,
 * sessions, dead workers' rows and their job folders are removed by the worker's sweep, so the
 * tables stay bounded while the clock moves on; live rows stay, and so do the job folders of
 * another installation sharing the temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { randomId } from '@/server/crypto/random';
import type { Database } from '@/server/db/client';
import {
  dataExports,
  emailCodes,
  idempotencyKeys,
  rateLimits,
  sessions,
  spentCaptchas,
  workers,
} from '@/server/db/schema';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { JOB_DIR_PREFIX, jobDirPrefix, sweep } from '@/server/housekeeping/sweep';
import { countHit, peekCount } from '@/server/rate-limit/hit-rate-limit';
import type { Storage } from '@/server/storage/storage';
import { startWorker } from '@/worker/worker';
import { testDatabase } from '../support/db';
import { seedAccount } from '../support/accounts';
import { seedUser } from '../support/factories';
import { startFalFake } from '../support/fake-fal';
import { ADMIN_TOKEN, startServer, waitFor } from '../support/server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DEAD_WORKER_MS = 5 * MINUTE;

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => close?.());

// Everything this file makes starts with RUN, so it counts only its own rows even on a database
// something else writes to (live sessions, say, are not ours to count).
const RUN = `hk${Date.now().toString(36)}`;
const MINE = {
  rateLimits: like(rateLimits.key, `${RUN}%`),
  spentCaptchas: like(spentCaptchas.signature, `${RUN}%`),
  emailCodes: like(emailCodes.email, `${RUN}%`),
  sessions: like(sessions.tokenHash, `${RUN}%`),
  workers: like(workers.id, `wrk_${RUN}%`),
};
const TABLES = { rateLimits, spentCaptchas, emailCodes, sessions, workers };
type Name = keyof typeof TABLES;
const rows = async (name: Name) => (await db.select({ n: count() }).from(TABLES[name]).where(MINE[name]))[0]!.n;
const ALL: Name[] = ['rateLimits', 'spentCaptchas', 'emailCodes', 'sessions', 'workers'];

/** Inserts in chunks (one statement per chunk keeps thousands of rows quick). */
async function insertMany<T>(values: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < values.length; i += 500) await insert(values.slice(i, i + 500));
}

/** One round of traffic at clock `now`: what a busy hour leaves behind, with a few rows still live. */
async function traffic(now: number, userId: string, round: number) {
  const tag = `${RUN}-r${round}`;
  // Rate limits through the real writer, one window each, of a minute.
  for (let i = 0; i < 600; i += 1) await countHit(db, `${tag}:${i}`, MINUTE, now);
  await insertMany(
    Array.from({ length: 1000 }, (_, i) => ({ signature: `${tag}-${i}`, expiresAt: new Date(now + 5 * MINUTE) })),
    (chunk) => db.insert(spentCaptchas).values(chunk),
  );
  await insertMany(
    Array.from({ length: 1000 }, (_, i) => ({
      id: randomId('code'),
      email: `${tag}-${i}@example.test`,
      purpose: 'register',
      codeHash: 'x',
      expiresAt: new Date(now + 10 * MINUTE),
      consumedAt: i % 2 === 0 ? new Date(now) : null,
      createdAt: new Date(now),
    })),
    (chunk) => db.insert(emailCodes).values(chunk),
  );
  await insertMany(
    Array.from({ length: 1000 }, (_, i) => ({
      tokenHash: `${tag}-${i}`,
      userId,
      createdAt: new Date(now),
      // Half expire within the hour; the rest are revoked (signed out) within it.
      expiresAt: new Date(now + (i % 2 === 0 ? 30 * MINUTE : 30 * 24 * HOUR)),
      revokedAt: i % 2 === 0 ? null : new Date(now + MINUTE),
    })),
    (chunk) => db.insert(sessions).values(chunk),
  );
  await insertMany(
    Array.from({ length: 300 }, (_, i) => ({
      id: `wrk_${tag}_${i}`,
      host: 'h',
      pid: i,
      startedAt: new Date(now),
      lastSeenAt: new Date(now),
    })),
    (chunk) => db.insert(workers).values(chunk),
  );
}

describe('housekeeping sweep', () => {
  it('keeps every table bounded as the clock moves on, and leaves live rows alone', async () => {
    const user = await seedUser(db);
    const start = Date.now();
    let now = start;
    for (let round = 0; round < 3; round += 1) {
      await traffic(now, user.id, round);
      now += 2 * HOUR; // advance the clock past everything this round made
      await sweep(db, {
        now,
        deadWorkerMs: DEAD_WORKER_MS,
        tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-hk-')),
      });
      for (const name of ALL) expect(await rows(name), name).toBe(0);
    }

    // Live rows at the current clock stay, and a live rate limit still counts.
    await countHit(db, `${RUN}:live`, MINUTE, now);
    await countHit(db, `${RUN}:live`, MINUTE, now);
    await db.insert(spentCaptchas).values({ signature: `${RUN}-live`, expiresAt: new Date(now + 5 * MINUTE) });
    await db.insert(emailCodes).values({
      id: randomId('code'),
      email: `${RUN}-live@example.test`,
      purpose: 'register',
      codeHash: 'x',
      expiresAt: new Date(now + 10 * MINUTE),
    });
    await db.insert(sessions).values({ tokenHash: `${RUN}-live`, userId: user.id, expiresAt: new Date(now + HOUR) });
    await db.insert(workers).values({ id: `wrk_${RUN}_live`, host: 'h', pid: 1, lastSeenAt: new Date(now - MINUTE) });
    await sweep(db, {
      now: now + 1000,
      deadWorkerMs: DEAD_WORKER_MS,
      tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-hk-')),
    });
    expect(await peekCount(db, `${RUN}:live`, MINUTE, now + 1000)).toBe(2);
    for (const name of ALL) expect(await rows(name), name).toBe(1);
    // Hours on, nothing of it is live any more.
    await sweep(db, {
      now: now + 3 * HOUR,
      deadWorkerMs: DEAD_WORKER_MS,
      tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-hk-')),
    });
    for (const name of ALL) expect(await rows(name), name).toBe(0);
  });

  it('forgets an Idempotency-Key a day after its create, and keeps a younger one', async () => {
    const now = Date.now();
    const owner = `user:${RUN}`;
    await db.insert(idempotencyKeys).values([
      { owner, key: 'old', requestHash: 'h', recordId: 'rec_old', createdAt: new Date(now - 24 * HOUR - MINUTE) },
      { owner, key: 'young', requestHash: 'h', recordId: 'rec_young', createdAt: new Date(now - 23 * HOUR) },
    ]);
    const counts = await sweep(db, {
      now,
      deadWorkerMs: DEAD_WORKER_MS,
      tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-hk-')),
    });
    expect(counts.idempotencyKeys).toBe(1);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.owner, owner));
    expect(left).toEqual([{ key: 'young' }]);
  });

  it('removes a data archive past its day with its files, and keeps one still offered', async () => {
    const user = await seedUser(db);
    const now = Date.now();
    const archive = (id: string, expiresAt: number) => ({
      id,
      userId: user.id,
      state: 'ready' as const,
      storageKey: `exports/${id}/vidloom-data.tar`,
      bytes: 10,
      readyAt: new Date(expiresAt - 24 * HOUR),
      expiresAt: new Date(expiresAt),
    });
    await db.insert(dataExports).values([archive(`dx_${RUN}_old`, now - MINUTE), archive(`dx_${RUN}_new`, now + HOUR)]);
    const deleted: string[] = [];
    const storage = { deletePrefix: async (prefix: string) => void deleted.push(prefix) } as unknown as Storage;
    const counts = await sweep(db, {
      now,
      deadWorkerMs: DEAD_WORKER_MS,
      tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-hk-')),
      storage,
    });
    expect(counts.dataExports).toBe(1);
    expect(deleted).toEqual([`exports/dx_${RUN}_old`]);
    const left = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, user.id));
    expect(left).toEqual([{ id: `dx_${RUN}_new` }]);
  });

  it("removes its own dead workers' old job folders, never another installation's in the same temporary folder", async () => {
    // Another installation on this host: its own embedded database, the same temporary folder,
    // and a job held in progress at a (fake) provider, so its job folder is live throughout.
    const fal = await startFalFake(path.join(os.tmpdir(), 'never-downloaded.mp4'));
    fal.hold = true;
    const other = await startServer({
      DATABASE_URL: '',
      ADMIN_TOKEN,
      FAL_KEY: 'test-fal-key',
      FAL_QUEUE_URL: fal.url,
      WORKER_GRACE_MS: '0',
    });
    try {
      const user = await seedAccount(other, ADMIN_TOKEN, { plan: 'pro', credits: 2000 });
      const model = FAL_MODELS.find((entry) => entry.remote?.text)!;
      const created = await user.videos.create({
        operationType: 'generate',
        model: model.id,
        prompt: 'a paper boat on a pond',
        quality: model.qualities[0]!,
        duration: model.durations[0]!,
        aspectRatio: model.aspectRatios[0]!,
      });
      expect(created.code, created.msg).toBe(200);
      const jobDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(JOB_DIR_PREFIX));
      await waitFor(async () => fal.submitted() === 1, { what: 'the other installation to start its job' });
      const [theirs] = jobDirs();
      expect(theirs).toBeDefined();

      // Ours: a dead worker's folder, old and recent, and a live worker's old one.
      const now = Date.now() + 2 * DEAD_WORKER_MS;
      await db.insert(workers).values({ id: 'wrk_a-b_live', host: 'h', pid: 1, lastSeenAt: new Date(now) });
      const folder = (worker: string, ageMs: number) => {
        const dir = fs.mkdtempSync(jobDirPrefix(worker));
        fs.writeFileSync(path.join(dir, 'video.mp4'), 'x');
        const at = new Date(now - ageMs);
        fs.utimesSync(dir, at, at);
        return dir;
      };
      const deadOld = folder('wrk_dead-1', 2 * DEAD_WORKER_MS);
      const deadRecent = folder('wrk_dead-2', 0);
      const liveOld = folder('wrk_a-b_live', 2 * DEAD_WORKER_MS);
      const unrelated = fs.mkdtempSync(path.join(os.tmpdir(), 'other-'));
      const counts = await sweep(db, { now, deadWorkerMs: DEAD_WORKER_MS });
      expect(counts.jobDirs).toBe(1);
      expect([deadOld, deadRecent, liveOld, unrelated].map((dir) => fs.existsSync(dir))).toEqual([
        false,
        true,
        true,
        true,
      ]);
      expect(jobDirs(), "the other installation's live job folder").toContain(theirs);
      await db.delete(workers).where(eq(workers.id, 'wrk_a-b_live'));
    } finally {
      await other.stop();
      await fal.close();
    }
    // Another installation's server starts and a user signs up there.
  }, 120_000);

  it('is run by the worker on its schedule, and the worker removes its own row when it stops', async () => {
    const past = Date.now() - 2 * HOUR;
    await insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        key: `${RUN}:worker:${i}`,
        windowStart: new Date(past),
        count: 1,
        expiresAt: new Date(past + 2 * MINUTE),
      })),
      (chunk) => db.insert(rateLimits).values(chunk),
    );
    await db.insert(workers).values({ id: `wrk_${RUN}_gone`, host: 'h', pid: 1, lastSeenAt: new Date(past) });
    await countHit(db, `${RUN}:worker:live`, MINUTE);
    const worker = startWorker({ db, storage: {} as Storage, leaseMs: 3000, pollMs: 50, housekeepingMs: 100 });
    try {
      await waitFor(async () => (await rows('rateLimits')) === 1 && (await rows('workers')) === 0, {
        what: 'the worker to sweep',
        timeoutMs: 20_000,
      });
      expect(await peekCount(db, `${RUN}:worker:live`, MINUTE)).toBe(1);
      expect(await db.select().from(workers).where(eq(workers.id, worker.id))).toHaveLength(1);
    } finally {
      await worker.stop(0);
    }
    expect(await db.select().from(workers).where(eq(workers.id, worker.id))).toHaveLength(0);
  });
});
