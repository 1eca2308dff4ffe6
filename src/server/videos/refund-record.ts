/**
 * The one refund of a record's cost, for a job that failed for good and for a record deleted
 * while it was still queued or rendering. Its ledger key makes it happen once, whichever path
 * (or how many workers) gets there.
 */
import { eq, sql } from 'drizzle-orm';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';

type Refundable = Pick<typeof videos.$inferSelect, 'id' | 'userId' | 'deviceId' | 'cost'>;

export async function refundRecord(tx: Executor, video: Refundable): Promise<void> {
  const owner = video.userId ? { userId: video.userId } : { deviceId: video.deviceId! };
  await applyCreditChange(tx, {
    owner,
    delta: video.cost,
    reason: 'refund',
    idempotencyKey: `refund:${video.id}`,
    recordId: video.id,
  });
}

/**
 * Gives back the part of a finished record's cost its provider did not deliver (a clip shorter
 * than asked, from a provider that bills by the second): the record then costs what it kept.
 * Its own ledger key makes it happen once, whoever completes the record; a record that fails
 * later cannot also get the full refund, since only a completed record is given this one.
 */
export async function refundUnused(tx: Executor, video: Refundable, credits: number): Promise<void> {
  if (credits <= 0) return;
  const owner = video.userId ? { userId: video.userId } : { deviceId: video.deviceId! };
  const { applied } = await applyCreditChange(tx, {
    owner,
    delta: credits,
    reason: 'refund',
    idempotencyKey: `refund-unused:${video.id}`,
    recordId: video.id,
  });
  if (applied)
    await tx
      .update(videos)
      .set({ cost: sql`${videos.cost} - ${credits}` })
      .where(eq(videos.id, video.id));
}
