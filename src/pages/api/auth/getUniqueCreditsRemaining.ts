import { deviceCredits } from '../../../server/devices/devices';
import { getDb } from '../../../server/db/client';
import { defaultHandler } from '../../../server/http/api-handler';
import { headerValue } from '../../../server/http/request-context';

/** GET /api/auth/getUniqueCreditsRemaining (header uniqueId) → {creditsRemaining}. */
export default defaultHandler({
  GET: async (req) => ({ creditsRemaining: await deviceCredits(await getDb(), headerValue(req, 'uniqueId')) }),
});
