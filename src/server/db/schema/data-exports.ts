/**
 * "Download my data": one row per archive a user asked for. It is a job of its own, claimed by
 * the workers like a video (`FOR UPDATE SKIP LOCKED` and a lease), made into one file in the
 * storage and offered until `expiresAt`, when housekeeping deletes the file and the row.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export type DataExportState = 'queued' | 'processing' | 'ready' | 'failed';

export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<DataExportState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    /** When the file goes; for a request that failed, when its row goes. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('data_exports_state', sql`${t.state} in ('queued', 'processing', 'ready', 'failed')`),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.state} in ('queued', 'processing')`),
  ],
);
