/** The answers of the auth, account and admin routes (API.md "Auth routes", "Billing routes", "Admin"). */
import { z } from 'zod';
import { PLAN_IDS } from '@/lib/plans';

export const tokenAnswer = z.object({ token: z.string() });

export const userInfo = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    vipLevel: z.number().int(),
    vipFlag: z.boolean(),
    plan: z.enum(PLAN_IDS),
    credits: z.number().int(),
    runwayExpireTimestamp: z.number().int().nullable(),
    createTimestamp: z.number().int(),
    locale: z.string(),
  })
  .meta({ id: 'UserInfo' });

export type UserInfo = z.infer<typeof userInfo>;

export const adminUserDetails = userInfo.extend({
  referDomain: z.string().nullable(),
  utmSource: z.string().nullable(),
});

export const signInMethods = z.object({ password: z.boolean(), google: z.boolean(), microsoft: z.boolean() });

export const registeredAnswer = z.object({ registered: z.boolean() });

export const deviceCreditsAnswer = z.object({
  creditsRemaining: z.number().int(),
  freeGrant: z.enum(['granted', 'browser', 'network']),
});

/** An ALTCHA challenge; its solution goes in the `verify` header. */
export const captchaChallenge = z.looseObject({}).meta({ description: 'ALTCHA challenge object' });

export const countryCode = z.string().regex(/^[A-Z]{2}$/);
export const deviceId = z.string().min(16);

/** An account as the role route (and the admin console) sums it up. */
export const adminUserSummary = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    plan: z.enum(PLAN_IDS),
    vipLevel: z.number().int(),
    credits: z.number().int(),
    role: z.enum(['user', 'admin']),
    disabled: z.boolean(),
    disabledAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'AdminUserSummary' });
