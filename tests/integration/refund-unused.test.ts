/**
 * The refund of seconds a provider did not deliver (src/server/videos/refund-record.ts
 * refundUnused), at the database: given once whoever tries, at once or later, and the record then
 * costs what it kept. The whole path, from Omni's shorter clip to the ledger, is in
 * google-models.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, videos } from '@/server/db/schema';
import { refundRecord, refundUnused } from '@/server/videos/refund-record';
import { testDatabase } from '../support/db';
import { ledgerOf, seedQueuedVideo, seedUser } from '../support/factories';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => close());

const creditsOf = async (id: string) =>
  (await db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]!.credits;
const costOf = async (id: string) =>
  (await db.select({ cost: videos.cost }).from(videos).where(eq(videos.id, id)))[0]!.cost;

describe('the refund of undelivered seconds', () => {
  it('is given once, by concurrent and later tries alike, and lowers the record’s cost once', async () => {
    const user = await seedUser(db, { credits: 100 });
    const video = await seedQueuedVideo(db, user.id, { model: 'gemini-omni-flash', cost: 35 });
    await Promise.all([
      db.transaction((tx) => refundUnused(tx, video, 14)),
      db.transaction((tx) => refundUnused(tx, video, 14)),
    ]);
    await db.transaction((tx) => refundUnused(tx, video, 14));
    expect(await creditsOf(user.id)).toBe(114);
    expect(await costOf(video.id)).toBe(21);
    const rows = (await ledgerOf(db, { userId: user.id })).filter((row) => row.recordId === video.id);
    expect(rows.map((row) => [row.reason, row.delta])).toEqual([['refund', 14]]);
  });

  it('gives nothing for nothing, and keeps its own key beside the full refund’s', async () => {
    const user = await seedUser(db, { credits: 10 });
    const video = await seedQueuedVideo(db, user.id, { cost: 8 });
    await db.transaction((tx) => refundUnused(tx, video, 0));
    expect(await ledgerOf(db, { userId: user.id })).toHaveLength(0);
    await db.transaction((tx) => refundUnused(tx, video, 3));
    await db.transaction((tx) => refundRecord(tx, video));
    const keys = (await ledgerOf(db, { userId: user.id })).map((row) => row.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});
