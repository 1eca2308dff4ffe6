import { requireUser } from '@/server/auth/current-user';
import { ledgerPage, ledgerQuery } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/v1/billing/ledger?pageNum → {records, pages, current, total}: the caller's credit history, newest first. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return ledgerPage(await getDb(), user, ledgerQuery.parse(req.query).pageNum);
  },
});
