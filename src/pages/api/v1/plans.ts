import { planTable } from '@/server/billing/billing';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/v1/plans → the plan table with prices, and which plans can be bought here. */
export default defaultHandler({ GET: () => planTable() });
