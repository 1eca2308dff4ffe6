import { isApiKeyToken } from '@/server/api-keys/api-key-token';
import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { bearerToken, headerValue } from '@/server/http/request-context';
import { recordDetail } from '@/server/videos/records';

/** GET /api/v1/video/detail/{id} → Record: the owner always, anyone once shared (without the owner's sources); else 404. */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    const token = bearerToken(req);
    const anonymous = !token && !headerValue(req, 'uniqueId');
    // A shared record is anyone's to read, so a caller that cannot be resolved reads as a visitor;
    // but a revoked or over-limit API key is told so, as on every key route.
    const keyCall = token !== null && isApiKeyToken(token);
    const actor = anonymous
      ? null
      : await resolveActor(db, req).catch((error: unknown) => {
          if (keyCall) throw error;
          return null;
        });
    return recordDetail(db, actor, String(req.query.id));
  },
});
