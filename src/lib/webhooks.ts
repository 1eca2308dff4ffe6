/**
 * Webhooks as client and server both see them (API.md "API keys and webhooks"): the events an
 * endpoint can subscribe to, the endpoint cap, and the shapes of the settings routes' answers.
 */
export const WEBHOOK_EVENTS = ['video.succeeded', 'video.failed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** What a delivery's last response body or error is cut to when stored and shown. */
export const WEBHOOK_RESPONSE_CHARS = 500;

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** GET /api/v1/user/webhooks: one endpoint (its secret is never shown again). */
export type WebhookEndpointView = { id: string; url: string; events: WebhookEvent[]; createdAt: number };

/** POST /api/v1/user/webhooks: the endpoint with its signing secret, shown this once. */
export type CreatedWebhookEndpoint = { id: string; url: string; events: WebhookEvent[]; secret: string };

/** GET /api/v1/user/webhooks/{id}/deliveries: one delivery, newest first. */
export type WebhookDeliveryView = {
  id: string;
  /** The event's type. */
  event: WebhookEvent;
  /** The event's id, the same in every attempt: a receiver deduplicates by it. */
  eventId: string;
  status: DeliveryStatus;
  attempts: number;
  lastResponseStatus: number | null;
  /** The start of the last response body, or why the last attempt got no response. */
  lastResponse: string | null;
  /** When the next attempt is due while pending, else null. */
  nextAttemptAt: number | null;
  createdAt: number;
};
