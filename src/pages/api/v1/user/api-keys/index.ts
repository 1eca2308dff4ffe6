import { createApiKey, createApiKeyInput, listApiKeys } from '@/server/api-keys/api-keys';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** GET → the caller's keys `[{id, name, prefix, createdAt, lastUsedAt}]`; POST {name} → `{id, name, prefix, key}`, the key this once. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return listApiKeys(await getDb(), user.id);
  },
  POST: async (req) => {
    const user = await requireUser(req);
    return createApiKey(await getDb(), user.id, createApiKeyInput.parse(req.body ?? {}));
  },
});

export const config = { api: { bodyParser: false } };
