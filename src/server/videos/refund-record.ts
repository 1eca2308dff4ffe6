/**
 * The one refund of a record's cost, for a job that failed for good and for a record deleted
 * while it was still queued or rendering. Its ledger key makes it happen once, whichever path
 * (or how many workers) gets there.
 */
import { eq, sql } from 'drizzle-orm';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';

type Refundable = Pick<typeof videos.$inferSelect, 'id' | 'userId' | 'deviceId' | 'cost'> &
  Partial<Pick<typeof videos.$inferSelect, 'parentId'>>;

/**
 * A story's shot was charged with its story, whose cost is the whole: its refund comes off the
 * story's cost in the same transaction, so the story's own refund later gives back only the rest.
 */
export async function refundRecord(tx: Executor, video: Refundable): Promise<{ applied: boolean }> {
  const owner = video.userId ? { userId: video.userId } : { deviceId: video.deviceId! };
  const { applied } = await applyCreditChange(tx, {
    owner,
    delta: video.cost,
    reason: 'refund',
    idempotencyKey: `refund:${video.id}`,
    recordId: video.parentId ?? video.id,
  });
  if (applied && video.parentId && video.cost > 0)
    await tx
      .update(videos)
      .set({ cost: sql`greatest(${videos.cost} - ${video.cost}, 0)` })
      .where(eq(videos.id, video.parentId));
  return { applied };
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
