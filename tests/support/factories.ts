/** Seed factories shared by integration and browser tests. */
import { eq } from 'drizzle-orm';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Executor } from '@/server/db/client';
import { creditLedger, devices, users, videos } from '@/server/db/schema';

export async function seedUser(db: Executor, values: Partial<typeof users.$inferInsert> = {}) {
  const id = values.id ?? randomId('usr');
  const [user] = await db
    .insert(users)
    .values({ id, email: `${id.toLowerCase()}@example.test`, ...values })
    .returning();
  return user!;
}

export async function seedDevice(db: Executor, values: Partial<typeof devices.$inferInsert> = {}) {
  const [device] = await db
    .insert(devices)
    .values({ id: randomId('dev'), canvasHash: randomId('canvas'), ip: '127.0.0.1', ...values })
    .returning();
  return device!;
}

export async function ledgerOf(db: Executor, owner: { userId: string } | { deviceId: string }) {
  return 'userId' in owner
    ? db.select().from(creditLedger).where(eq(creditLedger.userId, owner.userId)).orderBy(creditLedger.id)
    : db.select().from(creditLedger).where(eq(creditLedger.deviceId, owner.deviceId)).orderBy(creditLedger.id);
}

/** A queued 4-credit `base` job of the user's, as the queue's tests want one (nothing debited). */
export async function seedQueuedVideo(db: Executor, userId: string, values: Partial<typeof videos.$inferInsert> = {}) {
  const [video] = await db
    .insert(videos)
    .values({
      id: randomId('rec'),
      userId,
      operationType: 'generate',
      model: 'base',
      generateParam: {},
      jobSpec: {},
      cost: 4,
      mediaKey: randomToken(16),
      // A job sent at `createdAt` by a plan without a head start, unless the test places it.
      queueKey: values.createdAt,
      ...values,
    })
    .returning();
  return video!;
}
