/** The queue's rules at the database (ARCHITECTURE.md "The queue"), on PGlite and on PostgreSQL. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, videos } from '@/server/db/schema';
import { claimNext, completeVideo, failAbandoned, failAndRefund, MAX_ATTEMPTS } from '@/server/queue/queue';
import { testDatabase } from '../support/db';
import { ledgerOf, seedQueuedVideo, seedUser } from '../support/factories';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => close());
beforeEach(async () => {
  // Each test sees only its own jobs.
  await db.delete(videos);
});

const queued = (userId: string, values: Partial<typeof videos.$inferInsert> = {}) =>
  seedQueuedVideo(db, userId, values);

const result = { videoKey: 'videos/k/video.mp4', coverKey: 'videos/k/cover.jpg', width: 640, height: 360, duration: 5 };

describe('the job queue', () => {
  it('gives two concurrent claims two different jobs, oldest first, and none twice', async () => {
    const user = await seedUser(db);
    const first = await queued(user.id, { createdAt: new Date(Date.now() - 2000) });
    const second = await queued(user.id, { createdAt: new Date(Date.now() - 1000) });
    const claims = await Promise.all([
      claimNext(db, 'wrk_a', 30_000),
      claimNext(db, 'wrk_b', 30_000),
      claimNext(db, 'wrk_c', 30_000),
    ]);
    const ids = claims.map((video) => video?.id ?? null);
    expect(ids.filter(Boolean).sort()).toEqual([first.id, second.id].sort());
    expect(ids.filter((id) => id === null)).toHaveLength(1);
    for (const video of claims.filter(Boolean))
      expect(video).toMatchObject({ state: 'processing', attempts: 1, leaseToken: expect.any(String) });
  });

  it('waits for a retry’s backoff before claiming it again', async () => {
    const user = await seedUser(db);
    await queued(user.id, { runAfter: new Date(Date.now() + 60_000) });
    expect(await claimNext(db, 'wrk_a', 30_000)).toBeNull();
  });

  it('refuses the completion of a worker whose lease was taken over', async () => {
    const user = await seedUser(db);
    const job = await queued(user.id);
    const stalled = await claimNext(db, 'wrk_stalled', 30_000);
    // The lease runs out while the first worker is stuck.
    await db
      .update(videos)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(videos.id, job.id));
    const rescuer = await claimNext(db, 'wrk_rescuer', 30_000);
    expect(rescuer).toMatchObject({ id: job.id, attempts: 2, workerId: 'wrk_rescuer' });
    expect(rescuer!.leaseToken).not.toBe(stalled!.leaseToken);
    expect(await completeVideo(db, job.id, stalled!.leaseToken!, result)).toBe(false);
    expect((await db.select().from(videos).where(eq(videos.id, job.id)))[0]).toMatchObject({
      state: 'processing',
      videoKey: null,
    });
    expect(await completeVideo(db, job.id, rescuer!.leaseToken!, result)).toBe(true);
    expect((await db.select().from(videos).where(eq(videos.id, job.id)))[0]).toMatchObject({
      state: 'success',
      videoKey: result.videoKey,
      leaseToken: null,
    });
    // Done is done: a late completion changes nothing.
    expect(await completeVideo(db, job.id, rescuer!.leaseToken!, result)).toBe(false);
  });

  it('fails a job whose worker died on its last attempt, refunding it once', async () => {
    const user = await seedUser(db, { credits: 0 });
    const job = await queued(user.id, { cost: 8 });
    await db
      .update(videos)
      .set({
        state: 'processing',
        attempts: MAX_ATTEMPTS,
        lockedUntil: new Date(Date.now() - 1000),
        leaseToken: 'dead',
      })
      .where(eq(videos.id, job.id));
    expect(await claimNext(db, 'wrk_a', 30_000)).toBeNull();
    expect(await Promise.all([failAbandoned(db), failAbandoned(db)])).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );
    expect(await failAbandoned(db)).toBe(0);
    const [row] = await db.select().from(videos).where(eq(videos.id, job.id));
    expect(row).toMatchObject({
      state: 'fail',
      failMsg: 'Rendering failed: the job stopped responding',
      failReason: { key: 'renderStalled' },
    });
    const refunds = (await ledgerOf(db, { userId: user.id })).filter((entry) => entry.reason === 'refund');
    expect(refunds.map((entry) => [entry.delta, entry.recordId])).toEqual([[8, job.id]]);
    expect((await db.select({ credits: users.credits }).from(users).where(eq(users.id, user.id)))[0]!.credits).toBe(8);
  });
});

describe('a story in the queue', () => {
  /** A story of 10 credits of its own (voice, music) and three shots of 4, all charged to it. */
  async function story(userId: string) {
    const parent = await queued(userId, { operationType: 'story', cost: 22 });
    const shots = [];
    for (const index of [0, 1, 2]) shots.push(await queued(userId, { parentId: parent.id, shotIndex: index, cost: 4 }));
    return { parent, shots };
  }

  it('is assembled only once none of its shots waits or renders', async () => {
    const user = await seedUser(db);
    const { parent, shots } = await story(user.id);
    const claimed: string[] = [];
    for (;;) {
      const job = await claimNext(db, 'wrk_a', 30_000);
      if (!job) break;
      claimed.push(job.id);
      // The story is never handed out while a shot is still open.
      expect(job.id).not.toBe(parent.id);
    }
    expect(claimed.sort()).toEqual(shots.map((shot) => shot.id).sort());
    for (const shot of shots.slice(0, 2)) {
      const [row] = await db.select().from(videos).where(eq(videos.id, shot.id));
      expect(await completeVideo(db, shot.id, row!.leaseToken!, result)).toBe(true);
    }
    expect(await claimNext(db, 'wrk_a', 30_000)).toBeNull();
    const [last] = await db.select().from(videos).where(eq(videos.id, shots[2]!.id));
    expect(await completeVideo(db, last!.id, last!.leaseToken!, result)).toBe(true);
    expect(await claimNext(db, 'wrk_a', 30_000)).toMatchObject({ id: parent.id });
  });

  it('refunds a failed shot off the story, and drops the shots still waiting, each refunded once', async () => {
    const user = await seedUser(db, { credits: 0 });
    const { parent, shots } = await story(user.id);
    const failing = await claimNext(db, 'wrk_a', 30_000);
    expect(failing?.parentId).toBe(parent.id);
    await failAndRefund(db, failing!, { key: 'renderFailed', vars: { attempts: 3 } });
    const rows = await db.select().from(videos).where(eq(videos.parentId, parent.id));
    const failedIndex = failing!.shotIndex! + 1;
    for (const row of rows) {
      expect(row.state).toBe('fail');
      if (row.id !== failing!.id)
        expect(row.failReason).toEqual({ key: 'storyShotFailed', vars: { shot: failedIndex } });
    }
    // 3 × 4 credits back; the story keeps only its own part, which its failure gives back later.
    const refunds = (await ledgerOf(db, { userId: user.id })).filter((entry) => entry.reason === 'refund');
    expect(refunds.map((entry) => [entry.delta, entry.recordId])).toEqual([
      [4, parent.id],
      [4, parent.id],
      [4, parent.id],
    ]);
    const [after] = await db.select().from(videos).where(eq(videos.id, parent.id));
    expect(after!.cost).toBe(10);
    // Failing a shot again gives nothing twice.
    await failAndRefund(db, failing!, { key: 'renderFailed', vars: { attempts: 3 } });
    expect((await ledgerOf(db, { userId: user.id })).filter((entry) => entry.reason === 'refund')).toHaveLength(3);
    expect(shots).toHaveLength(3);
  });
});
