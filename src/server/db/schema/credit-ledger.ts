/**
 * The append-only credit ledger: every change of a balance is a row here, written in the same
 * transaction as the balance. The unique idempotency key makes a repeated debit, refund or grant
 * "already done" rather than a second change.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Owner: a user or an anonymous device (exactly one). Kept as plain text so a deleted account's rows stay under its tombstoned id. */
    userId: text('user_id'),
    deviceId: text('device_id'),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    recordId: text('record_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_ledger_idempotency_key').on(t.idempotencyKey),
    index('credit_ledger_user_idx').on(t.userId, t.id),
    index('credit_ledger_device_idx').on(t.deviceId, t.id),
    check('credit_ledger_one_owner', sql`(${t.userId} is null) <> (${t.deviceId} is null)`),
    check('credit_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);
