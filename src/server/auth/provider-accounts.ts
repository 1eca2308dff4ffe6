/**
 * Sign-in with a provider identity: the account keyed by (provider, subject); on first sign-in
 * it is linked to an existing e-mail account only when the provider vouches for the e-mail,
 * otherwise a new account is created (with the Free plan's credits, once per mailbox).
 */
import { and, eq } from 'drizzle-orm';
import { toLocale } from '@/lib/i18n/locales';
import { randomId } from '@/server/crypto/random';
import type { Database } from '@/server/db/client';
import { identities, users } from '@/server/db/schema';
import type { ProviderIdentity } from './id-tokens';
import { createSession } from './sessions';
import { grantSignupCredits } from './signup-grant';

export async function signInWithProvider(
  db: Database,
  identity: ProviderIdentity,
  extra: { referDomain?: string; utmSource?: string; locale?: string } = {},
): Promise<{ token: string; userId: string }> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, identity.provider), eq(identities.subject, identity.subject)));
    let userId = known?.userId;
    if (!userId && identity.email && identity.emailVerified) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
      userId = existing?.id;
    }
    if (!userId) {
      userId = randomId('usr');
      // An unverified e-mail is not stored as the account's e-mail: it could belong to someone else.
      const email = identity.emailVerified ? identity.email : null;
      await tx.insert(users).values({
        id: userId,
        email,
        emailVerified: Boolean(email),
        name: identity.name,
        locale: toLocale(extra.locale),
        referDomain: extra.referDomain ?? null,
        utmSource: extra.utmSource ?? null,
      });
      await grantSignupCredits(tx, userId, email);
    }
    if (!known) {
      await tx
        .insert(identities)
        .values({ provider: identity.provider, subject: identity.subject, userId, email: identity.email })
        .onConflictDoNothing();
    }
    return { token: await createSession(tx, userId), userId };
  });
}
