import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { createStory, isStoryBody } from '@/server/stories/create-story';
import { createVideo } from '@/server/videos/create-video';

/** POST /api/v1/video/create {operationType, ...} (header verify) → {recordId}; `story` too. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    // A story (API.md "Stories") is created through the same route, as one record of several jobs.
    const create = isStoryBody(req.body) ? createStory : createVideo;
    const { recordId } = await create(db, req, actor, req.body);
    return { recordId };
  },
});

export const config = { api: { bodyParser: false } };
