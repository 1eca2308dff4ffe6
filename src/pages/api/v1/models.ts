import { optionalUserActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { listModels } from '@/server/videos/models';

/** GET /api/v1/models → every model this server knows, with `available` and a `reason` when it is not. */
export default defaultHandler({
  GET: async (req) => {
    // The list is the same for everyone; a key is still checked (a revoked one is 401) and counted.
    await optionalUserActor(await getDb(), req);
    return listModels();
  },
});
