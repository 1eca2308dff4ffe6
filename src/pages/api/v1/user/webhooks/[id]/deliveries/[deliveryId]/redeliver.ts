import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { redeliver } from '@/server/webhooks/endpoints';

/** POST /api/v1/user/webhooks/{id}/deliveries/{deliveryId}/redeliver → the delivery, due again at once (settings' "send again"). */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return redeliver(await getDb(), user.id, String(req.query.id), String(req.query.deliveryId));
  },
});

export const config = { api: { bodyParser: false } };
