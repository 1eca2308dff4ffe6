import { requireUser } from '@/server/auth/current-user';
import { subscriptionSummary } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/v1/billing/subscription → the caller's plan, interval, renewal or end date and payment state. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return subscriptionSummary(await getDb(), user);
  },
});
