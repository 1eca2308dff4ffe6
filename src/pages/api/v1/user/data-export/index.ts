import { latestDataExport, requestDataExport } from '@/server/account/data-export';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/**
 * GET /api/v1/user/data-export → the latest archive of the account's data ({id, state:
 * preparing|ready|failed, createdAt, expiresAt, bytes, downloadUrl}) or null.
 * POST → asks for one (made by a worker; the one being made if there is one); 439 past the daily limit.
 */
export default defaultHandler({
  GET: async (req) => latestDataExport(await getDb(), (await requireUser(req)).id),
  POST: async (req) => requestDataExport(await getDb(), (await requireUser(req)).id),
});

export const config = { api: { bodyParser: false } };
