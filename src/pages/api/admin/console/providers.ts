import { listProviders } from '@/server/admin/console-providers';
import { consoleRoute } from '@/server/admin/console-route';

/** GET /api/admin/console/providers: each provider, its models' availability and its last errors. */
export default consoleRoute({ GET: (_req, _admin, db) => listProviders(db) });
