import { jobsQuery, listJobs } from '@/server/admin/console-jobs';
import { consoleRoute } from '@/server/admin/console-route';

/** GET /api/admin/console/jobs?state&model&provider&user&page: jobs, newest first. */
export default consoleRoute({ GET: (req, _admin, db) => listJobs(db, jobsQuery.parse(req.query)) });
