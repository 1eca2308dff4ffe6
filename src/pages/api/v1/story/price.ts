import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { quoteStory } from '@/server/stories/create-story';

/** POST /api/v1/story/price {the create's story body} → {cost, shots: [{index, cost, reused}], narration, music}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return quoteStory(db, req, actor, req.body);
  },
});

export const config = { api: { bodyParser: false } };
