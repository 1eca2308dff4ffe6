import { z } from 'zod';
import { says } from '@/server/http/validation';
import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { deleteRecords } from '@/server/videos/records';

const body = z.object({ recordIds: z.array(z.string().max(64)).max(100, says('tooManyIds', { max: 100 })) });

/** POST /api/v1/video/batchDelete {recordIds} → {deleted}; others' ids are ignored. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    return deleteRecords(db, actor, body.parse(req.body ?? {}).recordIds);
  },
});

export const config = { api: { bodyParser: false } };
