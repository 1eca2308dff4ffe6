import { isEmailRegistered } from '@/server/auth/accounts';
import { limitAuthCalls } from '@/server/auth/auth-rate-limit';
import { checkEmailInput } from '@/server/auth/inputs';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/**
 * GET /api/auth/check-email-registered?email → {registered}. It tells whether an address has
 * an account, so it shares the sign-in routes' per-IP limit: nobody can sweep a list of addresses.
 */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const { email } = checkEmailInput.parse(req.query);
    return { registered: await isEmailRegistered(db, email) };
  },
});
