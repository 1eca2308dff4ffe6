import { consoleRoute } from '@/server/admin/console-route';
import { searchUsers, userSearchQuery } from '@/server/admin/console-users';

/** GET /api/admin/console/users?q: accounts by e-mail (any part) or id; the newest without q. */
export default consoleRoute({ GET: (req, _admin, db) => searchUsers(db, userSearchQuery.parse(req.query)) });
