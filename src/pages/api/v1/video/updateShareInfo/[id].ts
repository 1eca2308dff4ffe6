import { serverEnv } from '@/env';
import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { shareRecord } from '@/server/videos/records';

/** GET /api/v1/video/updateShareInfo/{id}[?locale] → {shareUrl}; 403 for a private record. */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return shareRecord(db, actor, String(req.query.id), serverEnv().PUBLIC_URL, String(req.query.locale ?? 'en'));
  },
});
