import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { createVideo } from '@/server/videos/create-video';

/** POST /api/v1/video/create {operationType, ...} (header verify) → {recordId}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    const { recordId } = await createVideo(db, req, actor, req.body);
    return { recordId };
  },
});

export const config = { api: { bodyParser: false } };
