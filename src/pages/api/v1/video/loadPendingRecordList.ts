import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { pendingRecordsInput } from '@/server/videos/record-inputs';
import { pendingRecords } from '@/server/videos/records';

/** POST /api/v1/video/loadPendingRecordList {pendingRecordIdList} → the caller's records among them. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return pendingRecords(db, actor, pendingRecordsInput.parse(req.body ?? {}).pendingRecordIdList);
  },
});

export const config = { api: { bodyParser: false } };
