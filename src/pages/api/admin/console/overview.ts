import { consoleRoute } from '@/server/admin/console-route';
import { getOverview } from '@/server/admin/overview';

/** GET /api/admin/console/overview: the last day's jobs, credits, sign-ups and payments, and the queue now. */
export default consoleRoute({ GET: (_req, _admin, db) => getOverview(db) });
