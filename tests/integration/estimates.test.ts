/**
 * The server's clock (issue 18, goal 2), on the real database (PGlite here, PostgreSQL in the
 * second pass): a kind's estimate is the median of its latest 15 renders of the last two weeks,
 * other kinds do not count, and a kind without timings gets the prior. The rows use a duration
 * no request can ask for (7 s and 6 s), so other test files on a shared database do not mix in.
 */
import { randomUUID } from 'node:crypto';
import type { Quality } from '@/lib/generation';
import { forgetEstimates, jobEstimator, priorSeconds } from '@/server/videos/estimates';
import type { Database } from '@/server/db/client';
import { devices, videos } from '@/server/db/schema';
import { testDatabase } from '../support/db';

let db: Database;
let close: () => Promise<void>;
const deviceId = `dev-${randomUUID()}`;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
  await db.insert(devices).values({ id: deviceId, canvasHash: 'x', ip: '127.0.0.1' });
});
afterAll(async () => close?.());

const DAY = 86_400_000;

/** A finished render that took `seconds`, finished `ago` ms before now. */
function render(kind: { quality: Quality; duration: number; model?: string }, seconds: number, ago = 60_000) {
  const finished = new Date(Date.now() - ago);
  return {
    id: `rec-${randomUUID()}`,
    deviceId,
    operationType: 'generate',
    model: kind.model ?? 'base',
    state: 'success' as const,
    generateParam: { quality: kind.quality, duration: kind.duration },
    jobSpec: {},
    cost: 1,
    mediaKey: randomUUID(),
    startedAt: new Date(finished.getTime() - seconds * 1000),
    finishedAt: finished,
  };
}

type Pending = Parameters<Awaited<ReturnType<typeof jobEstimator>>>[0];
/** A queued record of this kind (the estimator reads its model, mode, quality and duration). */
const pending = (quality: string, duration: number, model = 'base') =>
  ({ model, operationType: 'generate', generateParam: { quality, duration } }) as unknown as Pending;

describe("the server's job estimates", () => {
  it('gives a story the prior of its whole length: its own row times only the assembly', async () => {
    const story = { ...render({ quality: '540p', duration: 23.5 }, 3), operationType: 'story' };
    await db.insert(videos).values([story, { ...story, id: `rec-${randomUUID()}`, mediaKey: randomUUID() }]);
    forgetEstimates();
    const estimate = await jobEstimator(db);
    const asked = { model: 'base', operationType: 'story', generateParam: { quality: '540p', duration: 23.5 } };
    expect(estimate(asked as unknown as Pending)).toBe(
      priorSeconds({ model: 'base', mode: 'story' as 'generate', quality: '540p', duration: 23.5 }),
    );
    expect(estimate(asked as unknown as Pending)).toBeGreaterThan(3);
  });

  it('is the median of the kind’s latest renders, and the prior for a kind never rendered', async () => {
    const kind = { quality: '720p' as const, duration: 7 };
    await db.insert(videos).values([render(kind, 2), render(kind, 9), render(kind, 4)]);
    // Other kinds, and renders too old to speak for today's machine, do not count.
    await db.insert(videos).values([render({ quality: '360p', duration: 7 }, 40), render(kind, 100, 30 * DAY)]);
    forgetEstimates();
    const estimate = await jobEstimator(db);
    expect(estimate(pending('720p', 7))).toBe(4);
    expect(estimate(pending('1080p', 6))).toBe(
      priorSeconds({ model: 'base', mode: 'generate', quality: '1080p', duration: 6 }),
    );
    expect(estimate(pending('720p', 6, 'quality'))).toBe(120);
  });

  it('takes only the latest 15 renders of a kind', async () => {
    const kind = { quality: '540p' as const, duration: 7 };
    // 15 recent renders of 3 s, and 10 older ones (but within the window) of 50 s.
    await db
      .insert(videos)
      .values([
        ...Array.from({ length: 15 }, (_, i) => render(kind, 3, 60_000 + i * 1000)),
        ...Array.from({ length: 10 }, (_, i) => render(kind, 50, DAY + i * 1000)),
      ]);
    forgetEstimates();
    expect((await jobEstimator(db))(pending('540p', 7))).toBe(3);
  });

  it('priors grow with the pixels drawn, and stay within reach of what base takes', () => {
    const prior = (quality: string, duration: number) =>
      priorSeconds({ model: 'base', mode: 'generate', quality, duration });
    expect(prior('360p', 5)).toBeLessThan(prior('720p', 5));
    expect(prior('720p', 5)).toBeLessThan(prior('1080p', 5));
    expect(prior('1080p', 5)).toBeLessThan(prior('1080p', 8));
    expect(prior('360p', 5)).toBeGreaterThanOrEqual(1);
  });
});
