/**
 * Keeping a user's plan and credits in step with their Stripe subscription.
 *
 * - The plan follows Stripe's current state of the subscription (re-read by the webhook), so a
 *   repeated or late event changes nothing that a newer one decided.
 * - Credits: each month of a paid period grants the plan's monthly credits once (monthly plans:
 *   the period is the month; yearly plans: every month of the year, API.md). The grant of a
 *   month is "up to" the plan's amount: an upgrade tops it up to the new plan's amount, a
 *   downgrade takes nothing back. Every grant is a ledger row with a unique key, so no event,
 *   however often it arrives, grants twice.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Database, Executor } from '@/server/db/client';
import { creditLedger, subscriptions, users } from '@/server/db/schema';
import { log } from '@/server/log';
import { type BillingInterval, type PaidPlanId, PLANS } from '@/lib/plans';
import { planForPrice } from './stripe';
import { userIdHint } from './webhook-event';

/** Statuses in which the plan is held (past_due: a payment failed and Stripe is still retrying). */
const HOLDS_PLAN = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which the plan is gone. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);
/** Statuses in which a paid period's credits may be granted. */
const PAID = new Set(['active', 'trialing']);

export type SubscriptionState = {
  id: string;
  customerId: string;
  status: string;
  plan: PaidPlanId | null;
  interval: BillingInterval | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  userIdHint: string | null;
};

export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items?.data?.[0];
  const sold = planForPrice(item?.price?.id);
  const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    plan: sold?.plan ?? null,
    interval: sold?.interval ?? null,
    periodStart: seconds(item?.current_period_start),
    periodEnd: seconds(item?.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end) || typeof subscription.cancel_at === 'number',
    endedAt: seconds(subscription.ended_at),
    userIdHint: userIdHint(subscription.metadata?.userId),
  };
}

/** The start of month `index` of a period, by calendar (Jan 31 + 1 month = the last day of February). */
export function monthStart(periodStart: Date, index: number): Date {
  const year = periodStart.getUTCFullYear();
  const month = periodStart.getUTCMonth() + index;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(periodStart.getUTCDate(), lastDay),
      periodStart.getUTCHours(),
      periodStart.getUTCMinutes(),
      periodStart.getUTCSeconds(),
    ),
  );
}

/** Which month of the period `now` falls in (0 for the first), capped below the period's end. */
export function monthIndex(periodStart: Date, periodEnd: Date, now: Date): number {
  let index = 0;
  while (index < 12 && monthStart(periodStart, index + 1) <= now && monthStart(periodStart, index + 1) < periodEnd)
    index += 1;
  return index;
}

function grantPrefix(state: SubscriptionState, month: number): string {
  return `grant:${state.id}:${Math.floor(state.periodStart!.getTime() / 1000)}:${month}:`;
}

/** Grants month `month` of the current period up to the plan's monthly credits. */
async function grantMonth(db: Executor, userId: string, state: SubscriptionState, month: number): Promise<number> {
  if (!state.plan || !state.periodStart) return 0;
  const prefix = grantPrefix(state, month);
  const [{ granted }] = (await db
    .select({ granted: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(like(creditLedger.idempotencyKey, `${prefix}%`))) as [{ granted: number }];
  const target = PLANS[state.plan].monthlyCredits;
  if (target <= granted) return 0;
  const result = await applyCreditChange(db, {
    owner: { userId },
    delta: target - granted,
    reason: 'subscription',
    idempotencyKey: `${prefix}${state.plan}`,
  });
  return result.applied ? target - granted : 0;
}

async function monthGranted(db: Executor, state: SubscriptionState, month: number): Promise<boolean> {
  if (!state.periodStart) return false;
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(like(creditLedger.idempotencyKey, `${grantPrefix(state, month)}%`))
    .limit(1);
  return rows.length > 0;
}

export type SyncOptions = {
  /** The event says this period was paid (invoice.paid): grant its current month. */
  paid?: boolean;
  /** The event says a payment failed (invoice.payment_failed). */
  paymentFailed?: boolean;
  now?: Date;
};

/**
 * Applies Stripe's current state of a subscription to its user, inside the caller's
 * transaction. Returns the credits granted by this call.
 */
export async function syncSubscription(
  db: Executor,
  userId: string,
  state: SubscriptionState,
  options: SyncOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  // A late event about an older subscription must not end the plan of a newer, live one.
  if (
    row?.stripeSubscriptionId &&
    row.stripeSubscriptionId !== state.id &&
    row.status &&
    HOLDS_PLAN.has(row.status) &&
    !HOLDS_PLAN.has(state.status)
  ) {
    log.info({ userId, subscription: state.id }, 'stripe: ignoring an older subscription');
    return 0;
  }
  const paymentFailed = options.paymentFailed
    ? true
    : options.paid
      ? false
      : state.status === 'past_due'
        ? (row?.paymentFailed ?? false)
        : false;
  const values = {
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.id,
    status: state.status,
    plan: state.plan,
    interval: state.interval,
    currentPeriodStart: state.periodStart,
    currentPeriodEnd: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    paymentFailed,
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });

  if (HOLDS_PLAN.has(state.status) && state.plan && state.interval) {
    await db
      .update(users)
      .set({ vipLevel: PLANS[state.plan].vipLevels[state.interval], runwayExpireAt: state.periodEnd })
      .where(eq(users.id, userId));
  } else if (ENDED.has(state.status)) {
    await db
      .update(users)
      .set({ vipLevel: 0, runwayExpireAt: state.endedAt ?? now })
      .where(eq(users.id, userId));
  }

  if (!PAID.has(state.status) || !state.plan || !state.periodStart || !state.periodEnd) return 0;
  // Only a period known to be paid grants: the invoice.paid event, or an earlier grant of it.
  const periodPaid = options.paid || (await monthGranted(db, state, 0));
  if (!periodPaid) return 0;
  return grantMonthsSoFar(db, userId, state, now);
}

/**
 * Grants every month of the paid period up to `now`: months without a grant get the plan's
 * amount (a sweep that did not run for a while catches up); the current month is topped up to
 * the plan's amount (an upgrade); earlier months already granted keep what they had.
 */
async function grantMonthsSoFar(db: Executor, userId: string, state: SubscriptionState, now: Date): Promise<number> {
  const month = monthIndex(state.periodStart!, state.periodEnd!, now);
  let granted = 0;
  for (let m = 0; m <= month; m += 1) {
    if (m < month && (await monthGranted(db, state, m))) continue;
    granted += await grantMonth(db, userId, state, m);
  }
  return granted;
}

/**
 * The monthly grants of yearly plans between events: every active yearly subscription whose
 * period has entered a new month gets that month's credits. The worker runs it periodically.
 */
export async function grantDueMonths(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.interval, 'yearly'), inArray(subscriptions.status, [...PAID])));
  let granted = 0;
  for (const row of rows) {
    if (!row.plan || !row.currentPeriodStart || !row.currentPeriodEnd || !row.stripeSubscriptionId) continue;
    const state: SubscriptionState = {
      id: row.stripeSubscriptionId,
      customerId: row.stripeCustomerId,
      status: row.status!,
      plan: row.plan as PaidPlanId,
      interval: 'yearly',
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      endedAt: null,
      userIdHint: null,
    };
    if (!(await monthGranted(db, state, 0))) continue;
    granted += await db.transaction((tx) => grantMonthsSoFar(tx, row.userId, state, now));
  }
  return granted;
}
