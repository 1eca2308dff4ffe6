/**
 * Operator actions (API.md "Admin"): set a user's plan, set a user's balance, give or take the
 * console's admin role, and read a user's account with where its sign-up came from. The balance is never written directly: the
 * difference goes through the ledger as one adjustment row.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import { emailSchema } from '@/server/auth/inputs';
import { toUserInfo } from '@/server/auth/user-info';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Database } from '@/server/db/client';
import { USER_ROLES, users } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';

export const setPlanInput = z.object({
  email: emailSchema,
  plan: z.enum(PLAN_IDS, says('oneOf', { values: PLAN_IDS.join(', ') })),
});
/**
 * Strict types, no coercion: coercing turned `null`, `""`, `[]` and `false` into 0 and emptied
 * a balance. The command line turns its argument into a number itself (scripts/admin.ts).
 */
export const setCreditsInput = z.object({
  email: emailSchema,
  credits: z
    .number(says('wholeNumber'))
    .int(says('wholeNumber'))
    .min(0, says('notNegative'))
    .max(100_000_000, says('wholeNumber')),
});

export const userLookupInput = z.object({ email: emailSchema });

export const setRoleInput = z.object({
  email: emailSchema,
  role: z.enum(USER_ROLES, says('oneOf', { values: USER_ROLES.join(', ') })),
});

/** The user-info object, with the referral its sign-up carried (never shown to the user). */
export async function userDetails(db: Database, input: z.infer<typeof userLookupInput>) {
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!user) throw new AppError(CODES.NOT_FOUND, 'userNotFound');
  return { ...toUserInfo(user), referDomain: user.referDomain, utmSource: user.utmSource };
}

export async function setPlan(db: Database, input: z.infer<typeof setPlanInput>) {
  const [user] = await db
    .update(users)
    .set({ vipLevel: PLANS[input.plan].vipLevels.monthly })
    .where(eq(users.email, input.email))
    .returning();
  if (!user) throw new AppError(CODES.NOT_FOUND, 'userNotFound');
  return toUserInfo(user);
}

export async function setCredits(db: Database, input: z.infer<typeof setCreditsInput>) {
  return db.transaction(async (tx) => {
    // Lock the row so the difference is computed against a balance nobody else is changing.
    const [user] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!user) throw new AppError(CODES.NOT_FOUND, 'userNotFound');
    const delta = input.credits - user.credits;
    if (delta !== 0)
      await applyCreditChange(tx, {
        owner: { userId: user.id },
        delta,
        reason: 'adjustment',
        idempotencyKey: `admin:${user.id}:${randomUUID()}`,
      });
    const [after] = await tx.select().from(users).where(eq(users.id, user.id));
    return toUserInfo(after!);
  });
}
