/**
 * E-mail accounts: register with an e-mailed code, log in, reset the password. Sign-up grants
 * the Free plan's credits through the ledger, once per mailbox (signup-grant.ts).
 */
import { eq } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { toLocale } from '@/lib/i18n/locales';
import { randomId } from '@/server/crypto/random';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { checkEmailCode, spendEmailCode } from './email-codes';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { createSession, revokeUserSessions } from './sessions';
import { grantSignupCredits } from './signup-grant';

export async function isEmailRegistered(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function registerWithEmail(
  db: Database,
  input: { email: string; password: string; code: string; referDomain?: string; utmSource?: string; locale?: string },
): Promise<{ token: string; userId: string }> {
  if (await isEmailRegistered(db, input.email)) throw new AppError(CODES.BAD_REQUEST, 'emailTaken');
  const codeId = await checkEmailCode(db, { email: input.email, purpose: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);
  // The code is spent with the account, in one transaction: a sign-up that fails keeps it usable.
  return db.transaction(async (tx) => {
    await spendEmailCode(tx, codeId);
    const id = randomId('usr');
    const inserted = await tx
      .insert(users)
      .values({
        id,
        email: input.email,
        emailVerified: true,
        passwordHash,
        locale: toLocale(input.locale),
        referDomain: input.referDomain ?? null,
        utmSource: input.utmSource ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (inserted.length === 0) throw new AppError(CODES.BAD_REQUEST, 'emailTaken');
    await grantSignupCredits(tx, id, input.email);
    return { token: await createSession(tx, id), userId: id };
  });
}

/** Same answer, in about the same time, for an unknown e-mail and a wrong password. */
export async function loginWithEmail(
  db: Database,
  input: { email: string; password: string },
): Promise<{ token: string; userId: string } | null> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user?.passwordHash || !ok) return null;
  return { token: await createSession(db, user.id), userId: user.id };
}

export async function resetPassword(
  db: Database,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) throw new AppError(CODES.BAD_REQUEST, 'emailUnknown');
  const codeId = await checkEmailCode(db, { email: input.email, purpose: 'reset', code: input.code });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await spendEmailCode(tx, codeId);
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
}
