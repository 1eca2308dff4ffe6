/**
 * What the Stripe webhook reads from a signed event and from the subscription Stripe answers
 * with, checked before any of it reaches Stripe's API or the database. A signature proves who
 * sent an event, not its shape: an event without `data`, a null object or an id with text the
 * database cannot store is ignored with one log line (200, so Stripe does not retry what can
 * never succeed) rather than failing as a 500.
 */
import { z } from 'zod';
import { isStorableText } from '@/server/http/storable-text';

/** Stripe's ids are letters, digits and underscores; anything else is not one of its ids. */
const stripeId = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);
/** A reference to another object: its id, or the object itself when Stripe expanded it. */
const reference = z.union([stripeId, z.object({ id: stripeId }).transform((object) => object.id)]);

export const webhookEvent = z.object({
  id: stripeId,
  type: z.string().max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** The fields of a subscription that reach the database (stateOf reads the rest defensively). */
export const subscriptionAnswer = z.object({
  id: stripeId,
  customer: reference,
  status: z.string().regex(/^[a-z_]{1,64}$/),
});

/** An id at `value`, or null for anything that is not one. */
export function referenceAt(value: unknown): string | null {
  const parsed = reference.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `value[key]` when `value` is an object, else undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Our user id as an event or a subscription's metadata carries it, when it is text we can look up. */
export function userIdHint(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 255 && isStorableText(value) ? value : null;
}

/** What a log line may say about a value of an unreadable event: short, and only if it is text. */
export function loggable(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, 100) : null;
}
