import { jobDetail } from '@/server/admin/console-jobs';
import { consoleRoute, segment } from '@/server/admin/console-route';

/** GET /api/admin/console/jobs/{id}: parameters, attempts, timings, failure, provider request id, ledger. */
export default consoleRoute({ GET: (req, _admin, db) => jobDetail(db, segment(req, 'id')) });
