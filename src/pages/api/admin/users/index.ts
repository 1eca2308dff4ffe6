import { userDetails, userLookupInput } from '@/server/admin/admin';
import { requireAdmin } from '@/server/admin/require-admin';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/admin/users?email (Authorization: Bearer $ADMIN_TOKEN): the account and where its sign-up came from. */
export default defaultHandler({
  GET: async (req) => {
    requireAdmin(req);
    return userDetails(await getDb(), userLookupInput.parse(req.query));
  },
});
