/**
 * Webhooks as client and server both see them (API.md "API keys and webhooks"): the events an
 * endpoint can subscribe to, the endpoint cap, and the shapes of the settings routes' answers.
 */
import type { z } from 'zod';
import type { createdWebhook, delivery, webhookList } from './api/schemas/webhooks';

export const WEBHOOK_EVENTS = ['video.succeeded', 'video.failed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** What a delivery's last response body or error is cut to when stored and shown. */
export const WEBHOOK_RESPONSE_CHARS = 500;

/** A signing secret starts with this, as Stripe's do, so people tell it from a key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

// The answers' types are the OpenAPI document's schemas, so the two cannot differ.

/** GET /api/v1/user/webhooks: one endpoint (its secret is never shown again). */
export type WebhookEndpointView = z.infer<typeof webhookList>[number];

/** POST /api/v1/user/webhooks: the endpoint with its signing secret, shown this once. */
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhook>;

/** GET /api/v1/user/webhooks/{id}/deliveries: one delivery, newest first. */
export type WebhookDeliveryView = z.infer<typeof delivery>;

export type DeliveryStatus = WebhookDeliveryView['status'];
