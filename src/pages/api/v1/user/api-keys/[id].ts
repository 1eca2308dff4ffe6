import { revokeApiKey } from '@/server/api-keys/api-keys';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** DELETE /api/v1/user/api-keys/{id} → null; the key answers 401 from then on. Another user's key is 404. */
export default defaultHandler({
  DELETE: async (req) => {
    const user = await requireUser(req);
    return revokeApiKey(await getDb(), user.id, String(req.query.id ?? ''));
  },
});

export const config = { api: { bodyParser: false } };
