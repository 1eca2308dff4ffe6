/**
 * The Free plan's sign-up credits, given once per mailbox (mailbox.ts): `a+1@x` and `a+2@x`
 * share one grant. The ledger's unique idempotency key holds the rule, so it survives parallel
 * sign-ups and a deleted account; the key carries an HMAC of the mailbox, not the address, so
 * no personal data stays in the ledger. An account without an e-mail gets its own grant.
 */
import { PLANS } from '@/lib/plans';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import { hmac } from '@/server/crypto/app-secret';
import type { Executor } from '@/server/db/client';
import { mailboxOf } from './mailbox';

/** Returns whether the credits were given (false: that mailbox already had its grant). */
export async function grantSignupCredits(tx: Executor, userId: string, email: string | null): Promise<boolean> {
  const idempotencyKey = email ? `signup:mailbox:${hmac('signup-mailbox', mailboxOf(email))}` : `signup:${userId}`;
  const result = await applyCreditChange(tx, {
    owner: { userId },
    delta: PLANS.free.monthlyCredits,
    reason: 'signup',
    idempotencyKey,
  });
  return result.applied;
}
