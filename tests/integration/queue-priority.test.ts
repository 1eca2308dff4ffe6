/**
 * The queue favours paying plans and stays fair (ARCHITECTURE.md "The queue"), on PGlite and on
 * PostgreSQL: claims follow each plan's head start, a backlog of one account interleaves with
 * other people's first jobs, no job waits for jobs sent after the ageing bound, several workers
 * never claim one job twice, and a queued job's estimate counts the jobs ahead of it. The jobs
 * are placed with the same rule the create route uses (queue-key.ts); the last case goes through
 * that route.
 */
import { PLANS, type PlanRights, ANONYMOUS_RIGHTS } from '@/lib/plans';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { claimNext, completeVideo, type Video } from '@/server/queue/queue';
import { queueKeyAt, queueOffsetMinutes } from '@/server/queue/queue-key';
import { forgetEstimates } from '@/server/videos/estimates';
import { recordEstimator } from '@/server/videos/queue-wait';
import { seedAccount } from '../support/accounts';
import { solvedCaptcha } from '../support/captcha';
import { testDatabase } from '../support/db';
import { seedQueuedVideo, seedUser } from '../support/factories';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => close());
beforeEach(async () => {
  await db.delete(videos);
});

const MINUTE = 60_000;
const result = { videoKey: 'videos/k/video.mp4', coverKey: 'videos/k/cover.jpg', width: 640, height: 360, duration: 5 };

/** A job of `userId` sent at `sentAt` by a caller with `rights`, behind `alreadyQueued` of the same account. */
async function sent(userId: string, rights: PlanRights, sentAt: Date, alreadyQueued = 0, label = '') {
  const video = await seedQueuedVideo(db, userId, {
    createdAt: sentAt,
    queueKey: queueKeyAt(sentAt, queueOffsetMinutes(rights, alreadyQueued)),
    prompt: label,
  });
  return video;
}

/** Claims one job after another with one worker, completing each, and names them in order. */
async function drainInOrder(): Promise<string[]> {
  const order: string[] = [];
  for (let video = await claimNext(db, 'wrk_one', 30_000); video; video = await claimNext(db, 'wrk_one', 30_000)) {
    order.push(video.prompt);
    await completeVideo(db, video.id, video.leaseToken!, result);
  }
  return order;
}

describe('the queue order', () => {
  it('starts an Ultra and a Pro account’s later jobs before a free backlog, and fits a second free user in', async () => {
    const [free, other, pro, ultra] = await Promise.all([seedUser(db), seedUser(db), seedUser(db), seedUser(db)]);
    const start = Date.now() - 5 * MINUTE;
    for (let i = 0; i < 10; i++) await sent(free.id, PLANS.free, new Date(start + i * 1000), i, `free-${i}`);
    // Arriving later, seconds apart.
    await sent(other.id, PLANS.free, new Date(start + 20_000), 0, 'other-0');
    await sent(pro.id, PLANS.pro, new Date(start + 30_000), 0, 'pro-0');
    await sent(pro.id, PLANS.pro, new Date(start + 31_000), 1, 'pro-1');
    await sent(ultra.id, PLANS.ultra, new Date(start + 40_000), 0, 'ultra-0');
    const order = await drainInOrder();
    expect(order.slice(0, 3)).toEqual(['ultra-0', 'pro-0', 'pro-1']);
    // The second free user's first job goes before the first one's second job.
    expect(order.slice(3, 5)).toEqual(['free-0', 'other-0']);
    expect(order.slice(5)).toEqual([
      'free-1',
      'free-2',
      'free-3',
      'free-4',
      'free-5',
      'free-6',
      'free-7',
      'free-8',
      'free-9',
    ]);
  });

  it('has a bound: a free job goes before an Ultra job sent longer than the difference in head starts after it', async () => {
    const [free, ultra, visitorOwner] = await Promise.all([seedUser(db), seedUser(db), seedUser(db)]);
    const bound = PLANS.ultra.queueHeadStartMinutes - PLANS.free.queueHeadStartMinutes;
    const start = Date.now() - 30 * MINUTE;
    await sent(free.id, PLANS.free, new Date(start), 0, 'free');
    await sent(ultra.id, PLANS.ultra, new Date(start + (bound - 0.5) * MINUTE), 0, 'ultra-within');
    await sent(ultra.id, PLANS.ultra, new Date(start + (bound + 0.5) * MINUTE), 0, 'ultra-after');
    // A visitor's job sent just before the free one still comes after it: visitors have no head start.
    await sent(visitorOwner.id, ANONYMOUS_RIGHTS, new Date(start - 0.25 * MINUTE), 0, 'visitor');
    expect(await drainInOrder()).toEqual(['ultra-within', 'free', 'ultra-after', 'visitor']);
  });

  it('lets several workers drain the queue at once: every job once, the paying ones in the first round', async () => {
    const [free, pro, ultra] = await Promise.all([seedUser(db), seedUser(db), seedUser(db)]);
    const start = Date.now() - 5 * MINUTE;
    const jobs: Video[] = [];
    for (let i = 0; i < 10; i++) jobs.push(await sent(free.id, PLANS.free, new Date(start + i * 1000), i, `free-${i}`));
    jobs.push(await sent(pro.id, PLANS.pro, new Date(start + 30_000), 0, 'pro-0'));
    jobs.push(await sent(pro.id, PLANS.pro, new Date(start + 31_000), 1, 'pro-1'));
    jobs.push(await sent(ultra.id, PLANS.ultra, new Date(start + 40_000), 0, 'ultra-0'));
    const WORKERS = 4;
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, n) => {
        for (;;) {
          const video = await claimNext(db, `wrk_${n}`, 30_000);
          if (!video) return;
          claimed.push(video.prompt);
          // A render takes a moment, so the workers overlap.
          await new Promise((resolve) => setTimeout(resolve, 5));
          expect(await completeVideo(db, video.id, video.leaseToken!, result)).toBe(true);
        }
      }),
    );
    expect([...claimed].sort()).toEqual(jobs.map((job) => job.prompt).sort());
    expect(new Set(claimed).size).toBe(jobs.length);
    // The first claims, in the order the database made them, take the three paying jobs. The
    // order the workers heard back in is not that order: a worker may finish a job and claim
    // again before another's first answer has come back.
    // Ordered in SQL, where the claim times keep their microseconds.
    const rows = await db.select({ prompt: videos.prompt }).from(videos).orderBy(videos.startedAt, videos.id);
    const byStart = rows.map((row) => row.prompt);
    expect(byStart.slice(0, 3).sort()).toEqual(['pro-0', 'pro-1', 'ultra-0']);
  });
});

describe('a queued job’s estimate', () => {
  it('adds the jobs ahead of it, in the queue’s order, to its own render time', async () => {
    const [free, ultra] = await Promise.all([seedUser(db), seedUser(db)]);
    const now = Date.now();
    const mine = await sent(free.id, PLANS.free, new Date(now - 1000), 0, 'mine');
    const first = await sent(ultra.id, PLANS.ultra, new Date(now - 500), 0, 'ahead');
    const behind = await sent(free.id, PLANS.free, new Date(now - 200), 1, 'behind');
    forgetEstimates();
    const estimate = await recordEstimator(db, [mine, first, behind]);
    const alone = await recordEstimator(db, []);
    const own = alone(mine);
    expect(estimate(first)).toBe(own);
    expect(estimate(mine)).toBeCloseTo(2 * own, 5);
    expect(estimate(behind)).toBeCloseTo(3 * own, 5);
    // Once a worker has the first job, the next waits for what that render still needs.
    const worker = await claimNext(db, 'wrk_one', 30_000);
    expect(worker?.id).toBe(first.id);
    const rows = await db.select().from(videos);
    const fresh = await recordEstimator(db, rows);
    expect(fresh(rows.find((row) => row.id === mine.id)!)).toBeCloseTo(2 * own, 0);
    expect(fresh(rows.find((row) => row.id === first.id)!)).toBe(own);
  });
});

describe('the create route, with the server’s own worker', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_TOKEN });
  });
  afterAll(async () => server?.stop());

  it('starts an Ultra account’s job before a free one sent earlier, and the estimates say so', async () => {
    const [busy, free, ultra] = await Promise.all([
      seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 500 }),
      seedAccount(server, ADMIN_TOKEN, { credits: 100 }),
      seedAccount(server, ADMIN_TOKEN, { plan: 'ultra', credits: 100 }),
    ]);
    const body = { operationType: 'generate', prompt: 'a lighthouse at dusk', quality: '360p', duration: 5 };
    const [heldCaptcha, freeCaptcha, ultraCaptcha] = await Promise.all(
      Array.from({ length: 3 }, () => solvedCaptcha(server.url)),
    );
    // A longer render holds the server's one worker while the other two jobs queue behind it.
    const held = await busy.videos.create({ ...body, quality: '720p' }, heldCaptcha);
    expect(held.code).toBe(200);
    const freeJob = await free.videos.create(body, freeCaptcha);
    const ultraJob = await ultra.videos.create(body, ultraCaptcha);
    expect([freeJob.code, ultraJob.code]).toEqual([200, 200]);
    const [freeQueued] = (await free.videos.pending([freeJob.data.recordId])).data;
    const [ultraQueued] = (await ultra.videos.pending([ultraJob.data.recordId])).data;
    expect([freeQueued!.state, ultraQueued!.state]).toEqual(['queued', 'queued']);
    // The free job waits for the Ultra one as well as for the render at work.
    expect(freeQueued!.etaSeconds!).toBeGreaterThan(ultraQueued!.etaSeconds! + 1);
    const [heldDone, freeDone, ultraDone] = await Promise.all([
      busy.videos.settle(held.data.recordId, 120_000),
      free.videos.settle(freeJob.data.recordId, 120_000),
      ultra.videos.settle(ultraJob.data.recordId, 120_000),
    ]);
    expect([heldDone.state, freeDone.state, ultraDone.state]).toEqual(['success', 'success', 'success']);
    expect(ultraDone.finishTimestamp!).toBeLessThan(freeDone.finishTimestamp!);
  }, 150_000);
});
