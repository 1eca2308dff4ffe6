/**
 * The plan table of API.md "Plans, credits and limits". Nothing else hard-codes these numbers:
 * the pricing page, the server's limits and the billing code all read them from here.
 */
export const PLAN_IDS = ['free', 'basic', 'pro', 'ultra'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

/** The plans that are bought (everything but Free), and the two ways to pay for them. */
export const PAID_PLAN_IDS = ['basic', 'pro', 'ultra'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export type Plan = {
  id: PlanId;
  /** vipLevel for the monthly and the yearly interval (Free: 0, Ultra: 5 for both). */
  vipLevels: { monthly: number; yearly: number };
  /** Paid in SPEC's sense (vipFlag): Pro models and extend. Basic pays but is not "paid". */
  vipFlag: boolean;
  /** Credits granted each paid month; Free: once at sign-up. */
  monthlyCredits: number;
  concurrentJobs: number;
  /** Creates a day (UTC), or null for no daily limit. */
  dailyCreates: number | null;
  proModels: boolean;
  extend: boolean;
  removableWatermark: boolean;
  privateVideos: boolean;
  /**
   * The queue's priority, as a head start: a job takes its place in the queue as if it had been
   * sent this many minutes earlier (src/server/queue/queue-key.ts). A job is therefore passed
   * only by jobs sent less than the difference in head starts after it, so none waits without
   * bound, and the pricing page can state it in words a customer can check.
   */
  queueHeadStartMinutes: number;
  /** The most shots one story may have, and the longest it may run (seconds, transitions counted). */
  storyShots: number;
  storySeconds: number;
  /** USD per month; yearly is billed at 10 months. */
  monthlyPriceUsd: number;
};

export const ANONYMOUS_CREDITS = 10;

/** What a caller may do: its plan's switches and limits. */
export type PlanRights = Pick<
  Plan,
  | 'concurrentJobs'
  | 'dailyCreates'
  | 'proModels'
  | 'extend'
  | 'removableWatermark'
  | 'privateVideos'
  | 'queueHeadStartMinutes'
  | 'storyShots'
  | 'storySeconds'
>;

/** An anonymous device is below Free: one video at a time, 5 creates a day, no paid switches. */
export const ANONYMOUS_RIGHTS: PlanRights = {
  concurrentJobs: 1,
  dailyCreates: 5,
  proModels: false,
  extend: false,
  removableWatermark: false,
  privateVideos: false,
  queueHeadStartMinutes: 0,
  storyShots: 3,
  storySeconds: 20,
};

/**
 * Fairness between the users of one plan: each job an account already has waiting or rendering
 * places its next one this many minutes later, so one person's batch does not hold everyone
 * else's first job behind it.
 */
export const QUEUE_FAIR_STEP_MINUTES = 1;

const YEARLY_BILLED_MONTHS = 10;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    vipLevels: { monthly: 0, yearly: 0 },
    vipFlag: false,
    monthlyCredits: 30,
    concurrentJobs: 1,
    dailyCreates: 20,
    proModels: false,
    extend: false,
    removableWatermark: false,
    privateVideos: false,
    queueHeadStartMinutes: 1,
    storyShots: 4,
    storySeconds: 30,
    monthlyPriceUsd: 0,
  },
  basic: {
    id: 'basic',
    vipLevels: { monthly: 1, yearly: 3 },
    vipFlag: false,
    monthlyCredits: 400,
    concurrentJobs: 2,
    dailyCreates: null,
    proModels: false,
    extend: false,
    removableWatermark: true,
    privateVideos: true,
    queueHeadStartMinutes: 2,
    storyShots: 8,
    storySeconds: 60,
    monthlyPriceUsd: 9.9,
  },
  pro: {
    id: 'pro',
    vipLevels: { monthly: 2, yearly: 4 },
    vipFlag: true,
    monthlyCredits: 1500,
    concurrentJobs: 4,
    dailyCreates: null,
    proModels: true,
    extend: true,
    removableWatermark: true,
    privateVideos: true,
    queueHeadStartMinutes: 5,
    storyShots: 12,
    storySeconds: 120,
    monthlyPriceUsd: 29.9,
  },
  ultra: {
    id: 'ultra',
    vipLevels: { monthly: 5, yearly: 5 },
    vipFlag: true,
    monthlyCredits: 5000,
    concurrentJobs: 8,
    dailyCreates: null,
    proModels: true,
    extend: true,
    removableWatermark: true,
    privateVideos: true,
    queueHeadStartMinutes: 10,
    storyShots: 20,
    storySeconds: 300,
    monthlyPriceUsd: 79.9,
  },
};

/** SPEC §6: vipLevel 1 and 3 Basic; 2 and 4 Pro; 5 Ultra; otherwise Free. */
export function planForVipLevel(vipLevel: number | null | undefined): PlanId {
  switch (vipLevel) {
    case 1:
    case 3:
      return 'basic';
    case 2:
    case 4:
      return 'pro';
    case 5:
      return 'ultra';
    default:
      return 'free';
  }
}

/** Price per month in USD for an interval (yearly: 10 months spread over 12). */
export function monthlyPriceFor(plan: PlanId, interval: BillingInterval): number {
  const { monthlyPriceUsd } = PLANS[plan];
  if (interval === 'monthly') return monthlyPriceUsd;
  return Math.round(((monthlyPriceUsd * YEARLY_BILLED_MONTHS) / 12) * 100) / 100;
}

export function yearlyPriceFor(plan: PlanId): number {
  return Math.round(PLANS[plan].monthlyPriceUsd * YEARLY_BILLED_MONTHS * 100) / 100;
}
