/**
 * Answer schemas of the webhook routes and a delivery's body (API.md "API keys and webhooks")
 * for the OpenAPI document; the request's schema is the one the route parses with
 * (src/server/webhooks/endpoints.ts), the events are src/lib/webhooks.ts's.
 */
import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_SECRET_PREFIX } from '@/lib/webhooks';
import { videoRecord } from './records';

const webhookRow = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: z.number().int(),
  })
  .meta({ id: 'Webhook' });

export const webhookList = z.array(webhookRow);

export const createdWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: z.string().startsWith(WEBHOOK_SECRET_PREFIX).meta({ description: 'Shown only in this answer' }),
});

export const deliveryList = z.array(
  z.object({
    id: z.string(),
    event: z.enum(WEBHOOK_EVENTS),
    eventId: z.string().meta({ description: 'The same in every attempt: deduplicate by it' }),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    lastResponseStatus: z.number().int().nullable(),
    lastResponse: z.string().nullable().meta({ description: 'The start of the last answer, or why none came' }),
    nextAttemptAt: z.number().int().nullable().meta({ description: 'When the next attempt is due, while pending' }),
    createdAt: z.number().int(),
  }),
);

/** A delivery as the deliveries list shows it (the answer of "send again"). */
export const delivery = deliveryList.element;

/** The body of a delivery: a POST to the endpoint, signed in the `Vidloom-Signature` header. */
export const webhookEvent = z.object({
  id: z.string().meta({ description: 'The event id: deliveries are at least once, deduplicate by it' }),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.number().int(),
  data: videoRecord,
});
