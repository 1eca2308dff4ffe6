import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { splitStoryRoute } from '@/server/stories/story-words';

/** POST /api/v1/story/split {text, language?} → {shots: [{text}]}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return splitStoryRoute(db, req, actor, req.body);
  },
});

export const config = { api: { bodyParser: false } };
