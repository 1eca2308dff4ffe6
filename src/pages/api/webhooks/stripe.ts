import { handleStripeWebhook } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { readRawBody } from '@/server/http/read-body';
import { headerValue } from '@/server/http/request-context';

/** POST /api/webhooks/stripe: a Stripe event, verified on its raw body; idempotent by event id. */
export default defaultHandler(
  {
    POST: async (req) =>
      handleStripeWebhook(await getDb(), await readRawBody(req), headerValue(req, 'stripe-signature')),
  },
  { rawBody: true },
);

export const config = { api: { bodyParser: false } };
