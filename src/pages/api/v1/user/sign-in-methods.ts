import { eq } from 'drizzle-orm';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { identities } from '@/server/db/schema';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/v1/user/sign-in-methods → {password, google, microsoft}: how this account can sign in. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    const linked = await (await getDb())
      .select({ provider: identities.provider })
      .from(identities)
      .where(eq(identities.userId, user.id));
    const providers = new Set(linked.map((row) => row.provider));
    return {
      password: Boolean(user.passwordHash),
      google: providers.has('google'),
      microsoft: providers.has('microsoft'),
    };
  },
});
