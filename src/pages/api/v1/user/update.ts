import { updateInput, updateProfile } from '@/server/account/account';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** POST /api/v1/user/update {name?, locale?} → the user-info object. */
export default defaultHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    return updateProfile(await getDb(), user, updateInput.parse(req.body ?? {}));
  },
});

export const config = { api: { bodyParser: false } };
