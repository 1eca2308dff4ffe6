import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { batchDeleteInput } from '@/server/videos/record-inputs';
import { deleteRecords } from '@/server/videos/records';

/** POST /api/v1/video/batchDelete {recordIds} → {deleted}; others' ids are ignored. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return deleteRecords(db, actor, batchDeleteInput.parse(req.body ?? {}).recordIds);
  },
});

export const config = { api: { bodyParser: false } };
