import { z } from 'zod';
import { requireUser } from '@/server/auth/current-user';
import { createPortal } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

const body = z.object({ locale: z.string().max(10).optional() });

/** POST /api/v1/billing/portal → {url} of the Stripe customer portal. */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return createPortal(await getDb(), user, body.parse(req.body ?? {}).locale);
  },
});

export const config = { api: { bodyParser: false } };
