import { changePassword, changePasswordInput } from '@/server/account/account';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { bearerToken } from '@/server/http/request-context';

/** POST /api/v1/user/change-password {oldPassword, password} → null; the user's other sessions end. */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return changePassword(await getDb(), user, bearerToken(req)!, changePasswordInput.parse(req.body ?? {}));
  },
});

export const config = { api: { bodyParser: false } };
