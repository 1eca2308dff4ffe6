/** The answers of the catalogue, billing and health routes (API.md "Video routes", "Billing routes"). */
import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_IDS } from '@/lib/plans';

const modelRow = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    provider: z.enum(['local', 'veo', 'gemini-omni', 'fal', 'replicate', 'comfyui']),
    available: z.boolean(),
    reason: z.enum(['not-configured', 'retired', 'not-found', 'forbidden', 'unauthorized']).optional(),
    modes: z.array(z.string()),
    qualities: z.array(z.string()),
    durations: z.array(z.number()),
    aspectRatios: z.array(z.string()),
    minPlan: z.enum(PLAN_IDS),
    inputs: z.array(z.enum(['text', 'images'])),
    maxImages: z.number().int(),
  })
  .meta({ id: 'Model' });

export const models = z.array(modelRow);

const planRow = z.looseObject({
  id: z.enum(PLAN_IDS),
  vipLevels: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  vipFlag: z.boolean(),
  monthlyCredits: z.number().int(),
  concurrentJobs: z.number().int(),
  dailyCreates: z.number().int().nullable(),
  proModels: z.boolean(),
  extend: z.boolean(),
  removableWatermark: z.boolean(),
  privateVideos: z.boolean(),
  monthlyPriceUsd: z.number(),
  prices: z.object({ monthly: z.number(), yearlyPerMonth: z.number(), yearly: z.number() }),
  purchasable: z.object({ monthly: z.boolean(), yearly: z.boolean() }),
});

export const planTable = z.object({
  paymentsConfigured: z.boolean(),
  plans: z.array(planRow),
  currentPlan: z.enum(PLAN_IDS).optional().meta({ description: "The caller's plan, for a session or an API key" }),
  credits: z.number().int().optional().meta({ description: "The caller's balance, for a session or an API key" }),
});

export const urlAnswer = z.object({ url: z.string() });

export const ledgerPage = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      delta: z.number().int(),
      balanceAfter: z.number().int().nullable(),
      reason: z.string(),
      recordId: z.string().nullable(),
      record: z.object({ operationType: z.string(), prompt: z.string() }).nullable(),
      createTimestamp: z.number().int(),
    }),
  ),
  pages: z.number().int(),
  current: z.number().int(),
  total: z.number().int(),
});

export const subscriptionSummary = z.object({
  plan: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.string().nullable(),
  currentPeriodEnd: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentFailed: z.boolean(),
  managed: z.boolean(),
  canManage: z.boolean(),
  paymentsConfigured: z.boolean(),
  credits: z.number().int(),
});

export const health = z.looseObject({
  database: z.literal('ok'),
  databaseKind: z.string(),
  latencyMs: z.number(),
  queue: z.looseObject({
    depth: z.number().int(),
    oldestQueuedAgeSeconds: z.number().nullable(),
    processing: z.number().int(),
  }),
  workers: z.looseObject({ seenLastMinute: z.number().int() }),
});

export const stripeWebhookAnswer = z.unknown();
