/**
 * Request and answer schemas of the webhook routes and of a delivery's body (API.md "API keys
 * and webhooks"), shared by the routes, the settings page and the OpenAPI registry.
 */
import { z } from 'zod';
import { videoRecord } from './records';

export const WEBHOOK_EVENTS = ['video.succeeded', 'video.failed'] as const;
const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'Vidloom-Signature';

export const createWebhookInput = z.object({
  url: z.url().max(2048),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
});

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
    status: z.string(),
    attempts: z.number().int(),
    lastResponseStatus: z.number().int().nullable(),
    createdAt: z.number().int(),
  }),
);

/** The body of a delivery: a POST to the endpoint, signed in the `Vidloom-Signature` header. */
export const webhookEvent = z.object({
  id: z.string().meta({ description: 'The event id: deliveries are at least once, deduplicate by it' }),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.number().int(),
  data: videoRecord,
});
