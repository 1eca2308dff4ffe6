/**
 * Anonymous devices. The id is random and server-signed; the canvas fingerprint is kept only
 * as a hash, to grant the free credits once per (canvas, IP) pair.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    canvasHash: text('canvas_hash').notNull(),
    ip: text('ip').notNull(),
    credits: integer('credits').notNull().default(0),
    /** Set once the device's records moved to an account (register or login with its id). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('devices_credits_nonnegative', sql`${t.credits} >= 0`),
    index('devices_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** One row per (canvas, IP) pair that received the anonymous credits; the unique key makes it once. */
export const deviceGrants = pgTable(
  'device_grants',
  {
    canvasHash: text('canvas_hash').notNull(),
    ip: text('ip').notNull(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** UTC day of the grant, for the per-IP daily cap. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_grants_pair_key').on(t.canvasHash, t.ip),
    index('device_grants_ip_day_idx').on(t.ip, t.day),
  ],
);
