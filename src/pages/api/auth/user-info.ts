import { requireUser } from '@/server/auth/current-user';
import { toUserInfo } from '@/server/auth/user-info';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/auth/user-info → the signed-in user, or 401. */
export default defaultHandler({ GET: async (req) => toUserInfo(await requireUser(req)) });
