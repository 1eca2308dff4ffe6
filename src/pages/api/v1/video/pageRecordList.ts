import { z } from 'zod';
import { says } from '@/server/http/validation';
import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { listRecords } from '@/server/videos/records';

const query = z.object({
  pageNum: z.coerce
    .number()
    .int(says('wholeNumber'))
    .min(1, says('startsAt', { min: 1 }))
    .max(100_000)
    .default(1),
  duration: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .pipe(z.union([z.literal(5), z.literal(8)], says('either', { first: 5, second: 8 })))
      .optional(),
  ),
});

/** GET /api/v1/video/pageRecordList?pageNum&duration → {records, pages, current, total}, newest first. */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    const { pageNum, duration } = query.parse(req.query);
    return listRecords(db, actor, pageNum, duration);
  },
});
