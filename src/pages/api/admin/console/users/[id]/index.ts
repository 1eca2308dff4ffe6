import { consoleRoute, segment } from '@/server/admin/console-route';
import { userDetail } from '@/server/admin/console-users';

/** GET /api/admin/console/users/{id}: the account, its ledger, devices, videos and audit entries. */
export default consoleRoute({ GET: (req, _admin, db) => userDetail(db, segment(req, 'id')) });
