/**
 * The webhook outbox. `enqueueVideoEvent` writes one delivery per subscribed endpoint inside
 * the transaction that settles the job, so a settled job always has its deliveries and a
 * rolled-back one has none. The deliverer claims due rows (`claimDueDeliveries`, FOR UPDATE
 * SKIP LOCKED, so any number of processes share them) under a lease: the claim moves
 * `next_attempt_at` past the longest attempt, and a process that dies mid-send leaves the row to
 * be claimed again once that passes. Delivery is therefore at least once, every attempt with the
 * same event id and body. An attempt is recorded only by the claim that made it (`attempts`
 * unchanged since), so a late answer cannot overwrite a newer attempt.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@/lib/webhooks';
import { randomId } from '@/server/crypto/random';
import type { Executor } from '@/server/db/client';
import { type videos, webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { ownerRecord } from '@/server/videos/records';
import { nextAttemptDelay } from './backoff';
import type { SendResult } from './send-webhook';

type Video = typeof videos.$inferSelect;

/**
 * Queues `type` for every endpoint of the video's owner that subscribed to it. Only a user's
 * records have endpoints to tell: a story's shots are part of their story, which has its own
 * event, and a device's videos belong to nobody who could register one.
 */
export async function enqueueVideoEvent(tx: Executor, video: Video, type: WebhookEvent): Promise<number> {
  if (!video.userId || video.parentId) return 0;
  // Key-share locks hold the endpoints until commit: one deleted meanwhile waits for us rather
  // than breaking the insert (and with it the job's settlement).
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, video.userId), sql`${type} = any(${webhookEndpoints.events})`))
    .for('key share');
  if (endpoints.length === 0) return 0;
  const eventId = randomId('evt');
  const payload = JSON.stringify({ id: eventId, type, createdAt: Date.now(), data: await ownerRecord(tx, video) });
  await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        id: randomId('whd'),
        endpointId: endpoint.id,
        eventId,
        eventType: type,
        payload,
      })),
    )
    .onConflictDoNothing();
  return endpoints.length;
}

export type ClaimedDelivery = {
  id: string;
  eventId: string;
  payload: string;
  /** Counting this one. */
  attempts: number;
  url: string;
  /** Sealed (secret-box.ts). */
  secret: string;
};

/** Up to `limit` due deliveries, each with its attempt counted and its lease of `leaseMs` taken. */
export async function claimDueDeliveries(db: Executor, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const result = await db.execute(sql`
    with due as (
      select id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ), claimed as (
      update ${webhookDeliveries} as delivery set
        attempts = delivery.attempts + 1,
        next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
      from due
      where delivery.id = due.id
      returning delivery.id, delivery.endpoint_id, delivery.event_id, delivery.payload, delivery.attempts
    )
    select claimed.id, claimed.event_id, claimed.payload, claimed.attempts, endpoint.url, endpoint.secret
    from claimed join ${webhookEndpoints} as endpoint on endpoint.id = claimed.endpoint_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows ?? [];
  return rows.map((row) => ({
    id: String(row.id),
    eventId: String(row.event_id),
    payload: String(row.payload),
    attempts: Number(row.attempts),
    url: String(row.url),
    secret: String(row.secret),
  }));
}

/**
 * Records an attempt's outcome: a 2xx succeeds; anything else waits for the next attempt of the
 * schedule (backoff.ts), or fails for good after the last. Answers when the next attempt is due,
 * or null when there is none.
 */
export async function recordAttempt(
  db: Executor,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  result: SendResult,
  retryBaseMs: number,
): Promise<Date | null> {
  const delay = result.ok ? null : nextAttemptDelay(delivery.attempts, retryBaseMs);
  const status = result.ok ? 'succeeded' : delay === null ? 'failed' : 'pending';
  await db
    .update(webhookDeliveries)
    .set({
      status,
      lastResponseStatus: result.status,
      lastResponse: result.response,
      ...(delay === null ? {} : { nextAttemptAt: sql`now() + (${delay} * interval '1 millisecond')` }),
    })
    .where(
      and(
        eq(webhookDeliveries.id, delivery.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, delivery.attempts),
      ),
    );
  return delay === null ? null : new Date(Date.now() + delay);
}

/** Housekeeping: deliveries older than `before`, whatever their state (a day of retries ended long before). */
export async function pruneDeliveries(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
