import { requireUser } from '@/server/auth/current-user';
import { checkoutInput, createCheckout } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** POST /api/v1/billing/checkout {plan, interval} → {url} of a Stripe Checkout Session (503 without Stripe). */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return createCheckout(await getDb(), user, checkoutInput.parse(req.body ?? {}));
  },
});

export const config = { api: { bodyParser: false } };
