import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { listDeliveries } from '@/server/webhooks/endpoints';

/** GET /api/v1/user/webhooks/{id}/deliveries → the endpoint's latest deliveries, newest first. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return listDeliveries(await getDb(), user.id, String(req.query.id));
  },
});
