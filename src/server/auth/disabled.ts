/**
 * A disabled account (an operator's decision in the admin console) cannot sign in by any way:
 * every sign-in ends in `createSession`, which asks here, and a session token of a disabled
 * account stops working at once (sessions.ts). Other ways in, such as API keys, ask
 * `isDisabled` too, so the rule lives in one place.
 */
import { eq } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import type { Executor } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';

export function isDisabled(user: { disabledAt: Date | null }): boolean {
  return user.disabledAt !== null;
}

/** Refuses a sign-in of a disabled account (403, said as such: its owner should know why). */
export async function assertMaySignIn(db: Executor, userId: string): Promise<void> {
  const [user] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  if (user && isDisabled(user)) throw new AppError(CODES.FORBIDDEN, 'accountDisabled');
}
