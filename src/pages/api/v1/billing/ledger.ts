import { z } from 'zod';
import { says } from '@/server/http/validation';
import { requireUser } from '@/server/auth/current-user';
import { ledgerPage } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

const query = z.object({
  pageNum: z.coerce
    .number()
    .int(says('wholeNumber'))
    .min(1, says('startsAt', { min: 1 }))
    .max(100_000)
    .default(1),
});

/** GET /api/v1/billing/ledger?pageNum → {records, pages, current, total}: the caller's credit history, newest first. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return ledgerPage(await getDb(), user, query.parse(req.query).pageNum);
  },
});
