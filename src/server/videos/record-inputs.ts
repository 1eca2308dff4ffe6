/** Request schemas of the history routes (API.md "Video routes"), parsed by the route files. */
import { z } from 'zod';
import { says } from '@/server/http/validation';

export const pageNumField = z.coerce
  .number()
  .int(says('wholeNumber'))
  .min(1, says('startsAt', { min: 1 }))
  .max(100_000)
  .default(1);

export const recordListQuery = z.object({
  pageNum: pageNumField,
  duration: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .pipe(z.union([z.literal(5), z.literal(8)], says('either', { first: 5, second: 8 })))
      .optional(),
  ),
});

export const pendingRecordsInput = z.object({
  pendingRecordIdList: z.array(z.string().max(64)).max(50, says('tooManyIds', { max: 50 })),
});

export const batchDeleteInput = z.object({
  recordIds: z.array(z.string().max(64)).max(100, says('tooManyIds', { max: 100 })),
});
