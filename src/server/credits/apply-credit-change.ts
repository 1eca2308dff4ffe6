/**
 * The only way a balance changes: one conditional UPDATE of the owner's balance and one
 * ledger row, in one savepoint. The UPDATE refuses to go below zero (and the CHECK backs it),
 * so concurrent spends cannot overdraw; the unique idempotency key makes a repeated change
 * "already applied" instead of a second change, even when two arrive at the same moment.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import type { Executor } from '@/server/db/client';
import { creditLedger, devices, users } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { metrics } from '@/server/metrics/metrics';

type CreditOwner = { userId: string; deviceId?: never } | { deviceId: string; userId?: never };

type LedgerReason = 'signup' | 'device-grant' | 'generation' | 'refund' | 'subscription' | 'adjustment';

export type CreditChange = {
  owner: CreditOwner;
  delta: number;
  reason: LedgerReason;
  idempotencyKey: string;
  recordId?: string;
};

export type CreditResult = { applied: boolean; balance: number };

class AlreadyApplied extends Error {}

async function currentBalance(db: Executor, owner: CreditOwner): Promise<number> {
  const rows = owner.userId
    ? await db.select({ credits: users.credits }).from(users).where(eq(users.id, owner.userId))
    : await db.select({ credits: devices.credits }).from(devices).where(eq(devices.id, owner.deviceId!));
  return rows[0]?.credits ?? 0;
}

export async function applyCreditChange(db: Executor, change: CreditChange): Promise<CreditResult> {
  if (!Number.isInteger(change.delta)) throw new Error('credit delta must be an integer');
  const done = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, change.idempotencyKey));
  if (done.length > 0) return { applied: false, balance: await currentBalance(db, change.owner) };
  try {
    const result = await db.transaction(async (tx) => {
      const updated = change.owner.userId
        ? await tx
            .update(users)
            .set({ credits: sql`${users.credits} + ${change.delta}` })
            .where(and(eq(users.id, change.owner.userId), sql`${users.credits} + ${change.delta} >= 0`))
            .returning({ balance: users.credits })
        : await tx
            .update(devices)
            .set({ credits: sql`${devices.credits} + ${change.delta}` })
            .where(and(eq(devices.id, change.owner.deviceId!), sql`${devices.credits} + ${change.delta} >= 0`))
            .returning({ balance: devices.credits });
      const balance = updated[0]?.balance;
      if (balance === undefined) {
        if (change.delta < 0) throw new AppError(CODES.NOT_ENOUGH_CREDITS, 'notEnoughCredits');
        throw new Error('credit owner not found');
      }
      const inserted = await tx
        .insert(creditLedger)
        .values({
          userId: change.owner.userId ?? null,
          deviceId: change.owner.deviceId ?? null,
          delta: change.delta,
          balanceAfter: balance,
          reason: change.reason,
          recordId: change.recordId ?? null,
          idempotencyKey: change.idempotencyKey,
        })
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id });
      // Someone applied the same key between our check and our insert: undo our update.
      if (inserted.length === 0) throw new AlreadyApplied();
      return { applied: true, balance };
    });
    countCredits(change);
    return result;
  } catch (error) {
    if (error instanceof AlreadyApplied) return { applied: false, balance: await currentBalance(db, change.owner) };
    throw error;
  }
}

/**
 * Spends and refunds for the metrics, counted once the change's own savepoint succeeded. The
 * transaction around a create or a refund ends right after it, so a rollback after this point
 * is a failure of the database itself, which the metrics then overstate by that one change.
 */
function countCredits(change: CreditChange) {
  if (change.reason === 'generation' && change.delta < 0) metrics().creditsDebited.inc(-change.delta);
  else if (change.reason === 'refund' && change.delta > 0) metrics().creditsRefunded.inc(change.delta);
}
