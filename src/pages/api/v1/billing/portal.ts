import { requireUser } from '@/server/auth/current-user';
import { createPortal, portalInput } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** POST /api/v1/billing/portal → {url} of the Stripe customer portal. */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return createPortal(await getDb(), user, portalInput.parse(req.body ?? {}).locale);
  },
});

export const config = { api: { bodyParser: false } };
