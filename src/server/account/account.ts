/**
 * The account pages' server side (API.md "Billing routes", user part): profile, password
 * change and account deletion.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { LOCALE_CODES } from '@/lib/i18n/locales';
import { hashPassword, passwordSchema, verifyPassword } from '@/server/auth/password';
import { revokeUserSessions, type SessionUser } from '@/server/auth/sessions';
import { toUserInfo } from '@/server/auth/user-info';
import { stripeClient } from '@/server/billing/stripe';
import type { Database } from '@/server/db/client';
import { creditLedger, dataExports, emailCodes, subscriptions, uploads, users, videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { log } from '@/server/log';
import { deleteRequestedMedia, requestMediaDeletion } from '@/server/storage/media-deletions';
import { getStorage } from '@/server/storage/storage';

const NAME_MAX = 60;
/** What an account without an e-mail (a provider sign-in that shared none) types to confirm. */
const DELETE_WORD = 'DELETE';

export const updateInput = z
  .object({
    name: z
      .string()
      .trim()
      .max(NAME_MAX, says('nameLength', { max: NAME_MAX }))
      .optional(),
    locale: z.enum(LOCALE_CODES as [string, ...string[]], says('notALanguage')).optional(),
  })
  .refine((value) => value.name !== undefined || value.locale !== undefined, says('nothingToUpdate'));

export const changePasswordInput = z.object({
  oldPassword: z.string().max(200).optional().default(''),
  password: passwordSchema,
});

export const deleteInput = z.object({ email: z.string().trim().max(320) });

/** POST /api/v1/user/update {name?, locale?} → the user-info object. */
export async function updateProfile(db: Database, user: SessionUser, input: z.infer<typeof updateInput>) {
  const change: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) change.name = input.name || null;
  if (input.locale !== undefined) change.locale = input.locale;
  const [updated] = await db.update(users).set(change).where(eq(users.id, user.id)).returning();
  return toUserInfo(updated!);
}

/**
 * POST /api/v1/user/change-password {oldPassword, password}: checks the current password (an
 * account made with Google or Microsoft that has none sets its first one), then ends every
 * other session of the user; the one making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  currentToken: string,
  input: z.infer<typeof changePasswordInput>,
): Promise<null> {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.oldPassword)))
    throw new AppError(CODES.BAD_REQUEST, 'wrongPassword');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, currentToken);
  });
  return null;
}

/** The id a deleted account's ledger rows keep: stable, but not the account's id. */
export function tombstoneId(userId: string): string {
  return `deleted_${createHash('sha256').update(userId).digest('hex').slice(0, 24)}`;
}

/**
 * POST /api/v1/user/delete {email}: ends a live subscription, removes the user's videos,
 * uploads and their files, sessions, sign-in links, codes and personal data; the ledger rows
 * stay (their totals keep adding up) under a tombstoned id.
 */
export async function deleteAccount(
  db: Database,
  user: SessionUser,
  input: z.infer<typeof deleteInput>,
): Promise<null> {
  const expected = user.email ?? DELETE_WORD;
  if (input.email.toLowerCase() !== expected.toLowerCase()) throw new AppError(CODES.BAD_REQUEST, 'emailMismatch');

  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  const stripe = await stripeClient();
  if (
    stripe &&
    subscription?.stripeSubscriptionId &&
    subscription.status &&
    !['canceled', 'incomplete_expired'].includes(subscription.status)
  ) {
    // Nobody is billed for an account that no longer exists.
    await stripe.subscriptions.cancel(subscription.stripeSubscriptionId, { invoice_now: false, prorate: false });
  }

  const files = await db.transaction(async (tx) => {
    const videoKeys = await tx.select({ key: videos.mediaKey }).from(videos).where(eq(videos.userId, user.id));
    const uploadKeys = await tx.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.userId, user.id));
    const exportKeys = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    await tx
      .update(creditLedger)
      .set({ userId: tombstoneId(user.id) })
      .where(eq(creditLedger.userId, user.id));
    if (user.email) await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    // Sessions, sign-in links, videos and uploads go with the user (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, user.id));
    const prefixes = [
      ...videoKeys.map((row) => `videos/${row.key}`),
      ...uploadKeys.map((row) => row.key.split('/').slice(0, 2).join('/')),
      ...exportKeys.flatMap((row) => (row.key ? [row.key.split('/').slice(0, 2).join('/')] : [])),
    ];
    await requestMediaDeletion(tx, prefixes);
    return prefixes;
  });

  // What the storage refuses now, housekeeping deletes on its next round.
  const { failed } = await deleteRequestedMedia(db, getStorage(), files);
  if (failed > 0)
    log.warn({ userId: tombstoneId(user.id), failed }, 'account deleted; some files are left for housekeeping');
  log.info({ userId: tombstoneId(user.id) }, 'account deleted');
  return null;
}
