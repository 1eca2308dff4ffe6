/**
 * Billing (API.md "Billing routes"): checkout and portal sessions, the Stripe webhook, the
 * plan table with prices, the caller's subscription and their credit history.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { serverEnv } from '@/env';
import { CODES } from '@/lib/api/codes';
import { localePrefix } from '@/lib/i18n/locales';
import {
  BILLING_INTERVALS,
  monthlyPriceFor,
  PAID_PLAN_IDS,
  PLAN_IDS,
  PLANS,
  planForVipLevel,
  yearlyPriceFor,
} from '@/lib/plans';
import type { SessionUser } from '@/server/auth/sessions';
import type { Database } from '@/server/db/client';
import { creditLedger, stripeEvents, subscriptions, users, videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { log } from '@/server/log';
import { pageNumField } from '@/server/videos/record-inputs';
import { priceIdFor, purchasable, requireStripe, stripeClient, stripeConfigured } from './stripe';
import { stateOf, syncSubscription } from './subscriptions';
import {
  fieldOf,
  loggable,
  referenceAt,
  subscriptionAnswer,
  userIdHint,
  type WebhookEvent,
  webhookEvent,
} from './webhook-event';

export const checkoutInput = z.object({
  plan: z.enum(PAID_PLAN_IDS, says('oneOf', { values: PAID_PLAN_IDS.join(', ') })),
  interval: z.enum(BILLING_INTERVALS, says('oneOf', { values: BILLING_INTERVALS.join(', ') })),
  locale: z.string().max(10).optional(),
});

/** POST /api/v1/billing/portal {locale?}: the page the portal returns to is in this language. */
export const portalInput = z.object({ locale: z.string().max(10).optional() });

/** GET /api/v1/billing/ledger?pageNum. */
export const ledgerQuery = z.object({ pageNum: pageNumField });

/** GET /api/v1/plans: the plan table with prices, and what can be bought here. */
export function planTable() {
  const { paymentsConfigured, prices } = purchasable();
  return {
    paymentsConfigured,
    plans: PLAN_IDS.map((id) => ({
      ...PLANS[id],
      prices: {
        monthly: monthlyPriceFor(id, 'monthly'),
        yearlyPerMonth: monthlyPriceFor(id, 'yearly'),
        yearly: yearlyPriceFor(id),
      },
      purchasable: id === 'free' ? { monthly: false, yearly: false } : prices[id],
    })),
  };
}

const LIVE = ['active', 'trialing', 'past_due'];

/** The Stripe customer of a user, created on first need (one per user, kept in `subscriptions`). */
async function customerFor(db: Database, stripe: Stripe, user: SessionUser): Promise<string> {
  const [row] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  if (row) return row.customer;
  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, name: user.name ?? undefined, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await db
    .insert(subscriptions)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing({ target: subscriptions.userId });
  const [saved] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  return saved!.customer;
}

function returnUrl(locale: string | undefined, path: string): string {
  return `${serverEnv().PUBLIC_URL}${localePrefix(locale ?? 'en')}${path}`;
}

/**
 * POST /api/v1/billing/checkout {plan, interval}: a Checkout Session in subscription mode.
 * A user who already has a live subscription changes plan in the portal instead (Stripe
 * prorates), so they are never billed twice.
 */
export async function createCheckout(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof checkoutInput>,
): Promise<{ url: string }> {
  const stripe = await requireStripe();
  const { plan, interval } = input;
  const price = priceIdFor(plan, interval);
  if (!price) throw new AppError(CODES.NOT_AVAILABLE, 'planNotForSale');
  const customer = await customerFor(db, stripe, user);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  if (row?.stripeSubscriptionId && row.status && LIVE.includes(row.status)) {
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: returnUrl(input.locale, '/user/billing'),
      flow_data: { type: 'subscription_update', subscription_update: { subscription: row.stripeSubscriptionId } },
    });
    return { url: portal.url };
  }
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price, quantity: 1 }],
    success_url: `${returnUrl(input.locale, '/user/billing')}?checkout=success`,
    cancel_url: `${returnUrl(input.locale, '/pricing')}?checkout=cancelled`,
    subscription_data: { metadata: { userId: user.id } },
    metadata: { userId: user.id, plan, interval },
    allow_promotion_codes: true,
  });
  if (!session.url) throw new AppError(CODES.SERVER_ERROR, 'checkoutFailed');
  return { url: session.url };
}

/** POST /api/v1/billing/portal: Stripe's customer portal (payment method, invoices, plan, cancel). */
export async function createPortal(db: Database, user: SessionUser, locale?: string): Promise<{ url: string }> {
  const stripe = await requireStripe();
  const [row] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  if (!row) throw new AppError(CODES.BAD_REQUEST, 'noSubscription');
  const session = await stripe.billingPortal.sessions.create({
    customer: row.customer,
    return_url: returnUrl(locale, '/user/billing'),
  });
  return { url: session.url };
}

/** GET /api/v1/billing/subscription: what the billing page shows about the plan. */
export async function subscriptionSummary(db: Database, user: SessionUser) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  const plan = planForVipLevel(user.vipLevel);
  // A plan set without Stripe (the admin command) says its interval through vipLevel alone.
  const levels = PLANS[plan].vipLevels;
  const configured = stripeConfigured();
  return {
    plan,
    interval:
      row?.interval ??
      (plan === 'free'
        ? null
        : user.vipLevel === levels.yearly && levels.yearly !== levels.monthly
          ? 'yearly'
          : 'monthly'),
    status: row?.status ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.getTime() ?? user.runwayExpireAt?.getTime() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentFailed: row?.paymentFailed ?? false,
    managed: Boolean(row?.stripeSubscriptionId),
    canManage: Boolean(row) && configured,
    paymentsConfigured: configured,
    credits: user.credits,
  };
}

const LEDGER_PAGE_SIZE = 20;

/** GET /api/v1/billing/ledger?pageNum: the caller's credit history, newest first. */
export async function ledgerPage(db: Database, user: SessionUser, pageNum: number) {
  const where = eq(creditLedger.userId, user.id);
  const [{ total }] = (await db.select({ total: count() }).from(creditLedger).where(where)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
  const current = Math.min(Math.max(1, pageNum), pages);
  const rows = await db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      balanceAfter: creditLedger.balanceAfter,
      reason: creditLedger.reason,
      recordId: creditLedger.recordId,
      createdAt: creditLedger.createdAt,
      operationType: videos.operationType,
      prompt: videos.prompt,
    })
    .from(creditLedger)
    .leftJoin(videos, and(eq(videos.id, creditLedger.recordId), eq(videos.userId, user.id)))
    .where(where)
    .orderBy(desc(creditLedger.id))
    .limit(LEDGER_PAGE_SIZE)
    .offset((current - 1) * LEDGER_PAGE_SIZE);
  return {
    records: rows.map((row) => ({
      id: String(row.id),
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      recordId: row.recordId,
      // The video still exists (and is the caller's): the page can link to it.
      record: row.operationType ? { operationType: row.operationType, prompt: row.prompt ?? '' } : null,
      createTimestamp: row.createdAt.getTime(),
    })),
    pages,
    current,
    total,
  };
}

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

/** The subscription an event is about, or null when it names none that could be Stripe's. */
function subscriptionIdOf(event: WebhookEvent): string | null {
  const object = event.data.object;
  if (event.type.startsWith('customer.subscription.')) return referenceAt(object.id);
  if (event.type === 'checkout.session.completed') return referenceAt(object.subscription);
  if (event.type.startsWith('invoice.')) {
    const fromParent = fieldOf(fieldOf(object.parent, 'subscription_details'), 'subscription');
    return referenceAt(fromParent ?? object.subscription);
  }
  return null;
}

/** Stripe's answer for an object it does not have: 404 with code `resource_missing`. */
function isMissingResource(error: unknown): boolean {
  const stripeError = error as { type?: string; code?: string; statusCode?: number } | null;
  return (
    stripeError?.type === 'StripeInvalidRequestError' &&
    (stripeError.code === 'resource_missing' || stripeError.statusCode === 404)
  );
}

/**
 * POST /api/webhooks/stripe. The signature is checked on the raw body; the subscription is
 * re-read from Stripe so the outcome does not depend on the order events arrive in; the
 * event id is inserted in the same transaction as its effects, so a repeat is a no-op.
 */
export async function handleStripeWebhook(
  db: Database,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: boolean; ignored?: boolean }> {
  const env = serverEnv();
  const stripe = await stripeClient();
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET) throw new AppError(CODES.NOT_AVAILABLE, 'paymentsNotConfigured');
  let signed: unknown;
  try {
    signed = stripe.webhooks.constructEvent(rawBody, signature ?? '', env.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new AppError(CODES.BAD_REQUEST, 'invalidSignature');
  }
  const read = webhookEvent.safeParse(signed);
  if (!read.success) {
    log.warn(
      {
        event: loggable(fieldOf(signed, 'id')),
        type: loggable(fieldOf(signed, 'type')),
        field: read.error.issues[0]?.path.join('.'),
      },
      'stripe: event of a shape we cannot read; ignored',
    );
    return { received: true, ignored: true };
  }
  const event = read.data;
  if (!HANDLED.has(event.type)) return { received: true, ignored: true };
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    log.info({ event: event.id, type: event.type }, 'stripe: event names no subscription; ignored');
    return { received: true, ignored: true };
  }
  const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
    if (isMissingResource(error)) return null;
    throw error;
  });
  // Stripe does not know the subscription (deleted, another account's test data): answering an
  // error would only make Stripe retry the event for days. Say so once and change nothing.
  if (!subscription) {
    log.warn(
      { event: event.id, type: event.type, subscription: subscriptionId },
      'stripe: event about a subscription Stripe does not know; ignored',
    );
    return { received: true, ignored: true };
  }
  const answer = subscriptionAnswer.safeParse(subscription);
  if (!answer.success) {
    log.warn(
      {
        event: event.id,
        type: event.type,
        subscription: subscriptionId,
        field: answer.error.issues[0]?.path.join('.'),
      },
      'stripe: subscription of a shape we cannot read; ignored',
    );
    return { received: true, ignored: true };
  }
  const state = stateOf({ ...subscription, customer: answer.data.customer });
  const hint = state.userIdHint ?? userIdHint(event.data.object.client_reference_id);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { received: true as const, duplicate: true };
    const [byCustomer] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, state.customerId));
    let userId = byCustomer?.userId ?? null;
    if (!userId && hint) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, hint));
      userId = user?.id ?? null;
    }
    if (!userId) {
      log.warn({ event: event.id, customer: state.customerId }, 'stripe: event for an unknown customer');
      return { received: true as const, ignored: true };
    }
    const granted = await syncSubscription(tx, userId, state, {
      paid: event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded',
      paymentFailed: event.type === 'invoice.payment_failed',
    });
    log.info(
      { event: event.id, type: event.type, userId, status: state.status, plan: state.plan, granted },
      'stripe: event applied',
    );
    return { received: true as const };
  });
}
