import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { deleteWebhook } from '@/server/webhooks/endpoints';

/** DELETE /api/v1/user/webhooks/{id} → null: the endpoint and its deliveries go; another user's id is 404. */
export default defaultHandler({
  DELETE: async (req) => {
    const user = await requireUser(req);
    return deleteWebhook(await getDb(), user.id, String(req.query.id));
  },
});

export const config = { api: { bodyParser: false } };
