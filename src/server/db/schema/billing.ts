/**
 * Subscriptions and the Stripe events already applied. A user has at most one subscription
 * row, kept in step with Stripe by the webhook (which re-reads the subscription, so events
 * arriving twice or out of order converge on Stripe's current state). `stripe_events` holds
 * every applied event id, inserted in the same transaction as the event's effects.
 */
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id').primaryKey(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, … */
    status: text('status'),
    plan: text('plan'),
    interval: text('interval'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The last payment failed; the plan stays until Stripe cancels the subscription. */
    paymentFailed: boolean('payment_failed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_customer_key').on(t.stripeCustomerId),
    uniqueIndex('subscriptions_subscription_key').on(t.stripeSubscriptionId),
  ],
);

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
