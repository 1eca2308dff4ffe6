/**
 * E-mailed codes for sign-up and password reset: 6 digits from the CSPRNG, stored as an HMAC,
 * valid 10 minutes, single use, 5 tries; at most 1 a minute and 5 an hour per address.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { hmac } from '@/server/crypto/app-secret';
import { randomId, randomInt, safeEqual } from '@/server/crypto/random';
import type { Executor } from '@/server/db/client';
import { emailCodes } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { serverT } from '@/server/i18n/server-t';
import { sendMail } from '@/server/mail/send-mail';
import { hitRateLimit, takeTurn } from '@/server/rate-limit/hit-rate-limit';
import { HOUR, MINUTE } from '@/lib/time';

export type CodePurpose = 'register' | 'reset';

const CODE_TTL_MINUTES = 10;
const CODE_MAX_TRIES = 5;

function codeHash(email: string, purpose: CodePurpose, code: string): string {
  return hmac('email-code', `${email}\n${purpose}\n${code}`);
}

export async function issueEmailCode(
  db: Executor,
  input: { email: string; purpose: CodePurpose; locale?: string },
): Promise<void> {
  // Per purpose: an address can only ever want one of the two at a time (register while unknown,
  // reset once registered), except right after signing up.
  if (!(await takeTurn(db, `code-minute:${input.purpose}:${input.email}`, MINUTE))) {
    throw new AppError(CODES.SLOW_DOWN, 'codeTooSoon');
  }
  await hitRateLimit(db, `code-hour:${input.email}`, 5, HOUR, 'codeHourly');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    id: randomId('code'),
    email: input.email,
    purpose: input.purpose,
    codeHash: codeHash(input.email, input.purpose, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * MINUTE),
  });
  const t = serverT(input.locale, 'emails');
  const text = [
    t(`code.${input.purpose}.intro`),
    '',
    code,
    '',
    t('code.expiry', { count: CODE_TTL_MINUTES }),
    t('code.ignore'),
    '',
    t('signature'),
  ].join('\n');
  await sendMail({ to: input.email, subject: t(`code.${input.purpose}.subject`), text, locale: input.locale });
}

/**
 * Checks `code` against the newest live code for the address and returns that code's id,
 * without spending it; throws 400 otherwise. The try is counted at once and for good (not in
 * the caller's transaction), so a failed use case that rolls back cannot reset the count.
 */
export async function checkEmailCode(
  db: Executor,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<string> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.purpose, input.purpose),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(CODES.BAD_REQUEST, 'invalidCode');
  // Count the try first, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, CODE_MAX_TRIES), isNull(emailCodes.consumedAt)))
    .returning({ attempts: emailCodes.attempts });
  if (!counted) throw new AppError(CODES.BAD_REQUEST, 'codeTriesUsed');
  if (!/^\d{6}$/.test(input.code) || !safeEqual(row.codeHash, codeHash(input.email, input.purpose, input.code))) {
    throw new AppError(CODES.BAD_REQUEST, counted.attempts >= CODE_MAX_TRIES ? 'codeTriesUsed' : 'invalidCode');
  }
  return row.id;
}

/**
 * Spends a checked code, in the transaction that does what the code allows (the account is
 * made, the password is changed): if that work fails, the code stays usable; if another
 * request spent it first, this one fails and its work is rolled back.
 */
export async function spendEmailCode(tx: Executor, codeId: string): Promise<void> {
  const [spent] = await tx
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!spent) throw new AppError(CODES.BAD_REQUEST, 'invalidCode');
}

/** Checks and spends the newest live code for the address in one go; throws 400 otherwise. */
export async function consumeEmailCode(
  db: Executor,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<void> {
  await spendEmailCode(db, await checkEmailCode(db, input));
}
