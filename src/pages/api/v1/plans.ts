import { optionalUserActor } from '@/server/auth/actor';
import { planTable } from '@/server/billing/billing';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/**
 * GET /api/v1/plans → the plan table with prices, and which plans can be bought here; for a
 * signed-in caller or an API key, also `currentPlan` and `credits` (the balance), since a key
 * may not read the account routes that otherwise say them.
 */
export default defaultHandler({
  GET: async (req) => {
    const caller = await optionalUserActor(await getDb(), req);
    return caller ? { ...planTable(), currentPlan: caller.plan, credits: caller.user.credits } : planTable();
  },
});
