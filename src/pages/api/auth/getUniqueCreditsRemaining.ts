import { deviceCredits, deviceIdFrom } from '@/server/devices/devices';
import { freeGrantOf } from '@/server/devices/free-grant';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { headerValue } from '@/server/http/request-context';

/**
 * GET /api/auth/getUniqueCreditsRemaining (header uniqueId) → {creditsRemaining, freeGrant}:
 * `freeGrant` says whether the device got its free credits (src/server/devices/free-grant.ts).
 */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    const uniqueId = headerValue(req, 'uniqueId');
    const creditsRemaining = await deviceCredits(db, uniqueId);
    return { creditsRemaining, freeGrant: await freeGrantOf(db, deviceIdFrom(uniqueId)!) };
  },
});
