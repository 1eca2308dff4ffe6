import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { bearerToken, headerValue } from '@/server/http/request-context';
import { recordDetail } from '@/server/videos/records';

/** GET /api/v1/video/detail/{id} → Record: the owner always, anyone once shared (without the owner's sources); else 404. */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    const anonymous = !bearerToken(req) && !headerValue(req, 'uniqueId');
    const actor = anonymous ? null : await resolveActor(db, req).catch(() => null);
    return recordDetail(db, actor, String(req.query.id));
  },
});
