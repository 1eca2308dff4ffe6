import { setRoleInput } from '@/server/admin/admin';
import { setAdminRole } from '@/server/admin/console-users';
import { requireAdmin } from '@/server/admin/require-admin';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/**
 * POST /api/admin/users/role {email, role: admin|user} (Authorization: Bearer $ADMIN_TOKEN): the
 * twin of `npm run admin -- grant-admin/revoke-admin` for a running embedded server, whose
 * database the command cannot open. It grants the role; the console itself never takes the token.
 */
export default defaultHandler({
  POST: async (req) => {
    requireAdmin(req);
    const input = setRoleInput.parse(req.body ?? {});
    return setAdminRole(await getDb(), input.email, input.role === 'admin', 'token');
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
