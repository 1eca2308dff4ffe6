import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { recordListQuery } from '@/server/videos/record-inputs';
import { listRecords } from '@/server/videos/records';

/** GET /api/v1/video/pageRecordList?pageNum&duration → {records, pages, current, total}, newest first. */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    const { pageNum, duration } = recordListQuery.parse(req.query);
    return listRecords(db, actor, pageNum, duration);
  },
});
