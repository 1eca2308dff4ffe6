/**
 * The operators' audit log: one row per action taken in the admin console or with
 * `npm run admin -- grant-admin/revoke-admin`, written in the transaction of the action itself,
 * so a change without its row (or a row without its change) cannot happen.
 */
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who: the operator's account (null for the command line, which runs as the machine's operator). */
    adminId: text('admin_id'),
    /** Kept beside the id: the operator's account may be deleted later, the log must still say who. */
    adminEmail: text('admin_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
  ],
);
