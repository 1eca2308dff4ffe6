import { refuseApiKey } from '@/server/auth/current-user';
import { revokeSession } from '@/server/auth/sessions';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { bearerToken } from '@/server/http/request-context';

/** GET /api/auth/logout: ends the session of the bearer token (if any). */
export default defaultHandler({
  GET: async (req) => {
    // A key ends by its revoke in the settings; a program that "logs out" with one must not think it did.
    refuseApiKey(req);
    const token = bearerToken(req);
    if (token) await revokeSession(await getDb(), token);
    return null;
  },
});
