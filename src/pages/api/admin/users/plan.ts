import { setPlan, setPlanInput } from '@/server/admin/admin';
import { requireAdmin } from '@/server/admin/require-admin';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** POST /api/admin/users/plan {email, plan} (Authorization: Bearer $ADMIN_TOKEN). */
export default defaultHandler({
  POST: async (req) => {
    requireAdmin(req);
    return setPlan(await getDb(), setPlanInput.parse(req.body ?? {}));
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
