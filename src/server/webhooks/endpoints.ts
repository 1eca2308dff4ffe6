/**
 * The webhook routes as services (API.md "API keys and webhooks"): register, list and delete a
 * user's endpoints, list an endpoint's deliveries and send one again. Everything is the signed-in
 * user's own: another user's endpoint or delivery does not exist for them (404).
 */
import dns from 'node:dns/promises';
import net from 'node:net';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isPublicAddress } from '@/engine/providers/http';
import { CODES } from '@/lib/api/codes';
import {
  type CreatedWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  WEBHOOK_SECRET_PREFIX,
} from '@/lib/webhooks';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Database, Executor } from '@/server/db/client';
import { users, webhookDeliveries, webhookEndpoints } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { signalDeliveriesDue } from './delivery-signals';
import { sealSecret } from './secret-box';
import { refusedTarget } from './send-webhook';

/** Deliveries listed per endpoint, newest first. */
const DELIVERIES_LISTED = 50;
/** A registration waits this long for DNS before leaving the address check to each delivery. */
const LOOKUP_MS = 3000;

export const createWebhookInput = z.object({
  url: z.string().trim().min(1, says('required')).max(2000, says('webhookUrl')),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, says('webhookEvents')), says('webhookEvents'))
    .min(1, says('webhookEvents'))
    // Repeats are folded below; the cap only keeps a body from listing thousands.
    .max(WEBHOOK_EVENTS.length * 4, says('webhookEvents'))
    .transform((events) => [...new Set(events)]),
});

function endpointView(row: typeof webhookEndpoints.$inferSelect): WebhookEndpointView {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.getTime() };
}

/** Addresses of `host`, or null when DNS does not answer in time (each delivery checks again). */
async function addressesOf(host: string): Promise<string[] | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOOKUP_MS).unref());
  const lookup = dns.lookup(host, { all: true }).then(
    (found) => found.map((entry) => entry.address),
    () => null,
  );
  return Promise.race([lookup, timeout]);
}

/**
 * A URL a delivery may go to: https (http too with WEBHOOK_ALLOW_PRIVATE), and unless that is
 * set, not an address of ours or of a private network, literally or as the name resolves now.
 * A name that does not resolve yet is accepted; every delivery checks its addresses again.
 */
export async function checkEndpointUrl(text: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError(CODES.BAD_REQUEST, 'webhookUrl', null, 'url');
  }
  const schemeAllowed = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!schemeAllowed || url.username || url.password) throw new AppError(CODES.BAD_REQUEST, 'webhookUrl', null, 'url');
  // What is left to refuse is the address.
  if (refusedTarget(url, allowPrivate)) throw new AppError(CODES.BAD_REQUEST, 'webhookUrlPrivate', null, 'url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && !net.isIP(host)) {
    const addresses = await addressesOf(host);
    if (addresses?.some((address) => !isPublicAddress(address)))
      throw new AppError(CODES.BAD_REQUEST, 'webhookUrlPrivate', null, 'url');
  }
  return url.toString();
}

export async function listWebhooks(db: Executor, userId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(endpointView);
}

/** Registers an endpoint; its secret is answered this once and kept only sealed. */
export async function createWebhook(
  db: Database,
  userId: string,
  input: z.infer<typeof createWebhookInput>,
  allowPrivate: boolean,
): Promise<CreatedWebhookEndpoint> {
  const url = await checkEndpointUrl(input.url, allowPrivate);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`;
  const row = await db.transaction(async (tx) => {
    // The user's row is the lock two simultaneous registrations queue on, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    if (total >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError(CODES.BAD_REQUEST, { key: 'webhookLimit', vars: { max: MAX_WEBHOOK_ENDPOINTS } });
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ id: randomId('whe'), userId, url, events: input.events, secret: sealSecret(secret) })
      .returning();
    return created!;
  });
  return { id: row.id, url: row.url, events: row.events, secret };
}

async function ownEndpoint(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new AppError(CODES.NOT_FOUND, 'webhookNotFound');
  return row;
}

/** Deletes the endpoint and its deliveries (the foreign key); one not yet sent is not sent. */
export async function deleteWebhook(db: Executor, userId: string, id: string): Promise<null> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw new AppError(CODES.NOT_FOUND, 'webhookNotFound');
  return null;
}

function deliveryView(row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.eventType,
    eventId: row.eventId,
    status: row.status,
    attempts: row.attempts,
    lastResponseStatus: row.lastResponseStatus,
    lastResponse: row.lastResponse,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.getTime() : null,
    createdAt: row.createdAt.getTime(),
  };
}

export async function listDeliveries(db: Executor, userId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
  await ownEndpoint(db, userId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  return rows.map(deliveryView);
}

/**
 * "Send again": the same event (its id and body) is due at once, whatever became of it. Its
 * attempts go on counting, so one that had failed for good is tried once more, not a day more.
 */
export async function redeliver(
  db: Executor,
  userId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  await ownEndpoint(db, userId, endpointId);
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  if (!row) throw new AppError(CODES.NOT_FOUND, 'deliveryNotFound');
  signalDeliveriesDue();
  return deliveryView(row);
}
