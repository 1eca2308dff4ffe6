/**
 * The one refund of a record's cost, for a job that failed for good and for a record deleted
 * while it was still queued or rendering. Its ledger key makes it happen once, whichever path
 * (or how many workers) gets there.
 */
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Executor } from '@/server/db/client';
import type { videos } from '@/server/db/schema';

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
