/**
 * Webhooks: the endpoints a user registered and the deliveries owed to them. A delivery row is
 * written in the same transaction as the job's final state (an outbox), so an event can be
 * neither lost nor invented; the deliverer (src/worker/webhook-deliverer.ts) claims due rows
 * with SKIP LOCKED and records each attempt on the row.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryStatus, WebhookEvent } from '@/lib/webhooks';
import { users } from './users';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    /** The signing secret, encrypted with a key derived from the app secret (secret-box.ts). */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, shared by its deliveries to every endpoint and kept across attempts. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEvent>().notNull(),
    /** The JSON body as sent: text, not jsonb, so every attempt sends the very same bytes. */
    payload: text('payload').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while one is under way, when its claim runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastResponseStatus: integer('last_response_status'),
    /** The start of the last response body, or why the last attempt got none. */
    lastResponse: text('last_response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    // The deliverer's claim reads only the pending rows, in due order.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);
