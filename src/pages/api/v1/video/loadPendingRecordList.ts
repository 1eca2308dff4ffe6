import { z } from 'zod';
import { says } from '@/server/http/validation';
import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { pendingRecords } from '@/server/videos/records';

const body = z.object({ pendingRecordIdList: z.array(z.string().max(64)).max(50, says('tooManyIds', { max: 50 })) });

/** POST /api/v1/video/loadPendingRecordList {pendingRecordIdList} → the caller's records among them. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return pendingRecords(db, actor, body.parse(req.body ?? {}).pendingRecordIdList);
  },
});

export const config = { api: { bodyParser: false } };
