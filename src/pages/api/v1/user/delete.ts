import { deleteAccount, deleteInput } from '@/server/account/account';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** POST /api/v1/user/delete {email} → null; the account and everything personal in it are gone. */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return deleteAccount(await getDb(), user, deleteInput.parse(req.body ?? {}));
  },
});

export const config = { api: { bodyParser: false } };
