import { auditQuery, listAudit } from '@/server/admin/audit';
import { consoleRoute } from '@/server/admin/console-route';

/** GET /api/admin/console/audit?page: every operator action, newest first. */
export default consoleRoute({ GET: (req, _admin, db) => listAudit(db, auditQuery.parse(req.query)) });
