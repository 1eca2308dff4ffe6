import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { previewStoryRoute } from '@/server/stories/story-words';

/** POST /api/v1/story/preview {text, language?, context?} → {scene, imageUrl}: free, nothing stored. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return previewStoryRoute(db, req, actor, req.body);
  },
});

export const config = { api: { bodyParser: false } };
