/**
 * Stripe, when configured (API.md "Billing routes"): the client, and the mapping between our
 * plans and Stripe price ids (`STRIPE_PRICE_{PLAN}_{INTERVAL}`). Without `STRIPE_SECRET_KEY`
 * every payment call answers 503 and the admin command sets plans instead.
 */
import type Stripe from 'stripe';
import { serverEnv } from '@/env';
import { CODES } from '@/lib/api/codes';
import { BILLING_INTERVALS, type BillingInterval, PAID_PLAN_IDS, type PaidPlanId } from '@/lib/plans';
import { AppError } from '@/server/http/app-error';

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/** Whether payments are configured, without loading Stripe's library. */
export function stripeConfigured(): boolean {
  return Boolean(serverEnv().STRIPE_SECRET_KEY);
}

/**
 * The Stripe client, or null when payments are not configured. Its library (about a thousand
 * modules) is loaded on the first payment call rather than when a process starts: most
 * processes, and every one without STRIPE_SECRET_KEY, never make one.
 */
export async function stripeClient(): Promise<Stripe | null> {
  const env = serverEnv();
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached?.key === key && cached.base === env.STRIPE_API_BASE) return cached.client;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const { default: StripeClient } = await import('stripe');
  const client = new StripeClient(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Vidloom' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  cached = { key, base: env.STRIPE_API_BASE, client };
  return client;
}

export async function requireStripe(): Promise<Stripe> {
  const client = await stripeClient();
  if (!client) throw new AppError(CODES.NOT_AVAILABLE, 'paymentsNotConfigured');
  return client;
}

export function priceIdFor(plan: PaidPlanId, interval: BillingInterval): string | undefined {
  const env = serverEnv();
  const name = `STRIPE_PRICE_${plan.toUpperCase()}_${interval.toUpperCase()}` as const;
  return env[name as keyof typeof env] as string | undefined;
}

/** Which plan and interval a Stripe price id sells, or null for a price we do not know. */
export function planForPrice(
  priceId: string | null | undefined,
): { plan: PaidPlanId; interval: BillingInterval } | null {
  if (!priceId) return null;
  for (const plan of PAID_PLAN_IDS) {
    for (const interval of BILLING_INTERVALS) {
      if (priceIdFor(plan, interval) === priceId) return { plan, interval };
    }
  }
  return null;
}

/** What the pricing page may offer: payments on, and which plan/interval pairs have a price. */
export function purchasable(): {
  paymentsConfigured: boolean;
  prices: Record<PaidPlanId, Record<BillingInterval, boolean>>;
} {
  const configured = stripeConfigured();
  const prices = Object.fromEntries(
    PAID_PLAN_IDS.map((plan) => [
      plan,
      Object.fromEntries(
        BILLING_INTERVALS.map((interval) => [interval, configured && Boolean(priceIdFor(plan, interval))]),
      ),
    ]),
  ) as Record<PaidPlanId, Record<BillingInterval, boolean>>;
  return { paymentsConfigured: configured, prices };
}
