import type { NextApiRequest } from 'next';
import { CODES } from '@/lib/api/codes';
import { refundJob, retryJob } from '@/server/admin/console-jobs';
import { consoleRoute, segment } from '@/server/admin/console-route';
import { optionalReasonInput, reasonInput } from '@/server/admin/console-users';
import type { SessionUser } from '@/server/auth/sessions';
import type { Database } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

type Action = (db: Database, admin: SessionUser, id: string, body: unknown) => Promise<unknown>;

const ACTIONS: Record<string, Action> = {
  retry: (db, admin, id, body) => retryJob(db, admin, id, optionalReasonInput.parse(body).reason),
  refund: (db, admin, id, body) => refundJob(db, admin, id, reasonInput.parse(body).reason),
};

/** POST /api/admin/console/jobs/{id}/{retry|refund}: one audited action on a job (credits: console-jobs.ts). */
export default consoleRoute({
  POST: (req: NextApiRequest, admin, db) => {
    const action = Object.hasOwn(ACTIONS, segment(req, 'action')) ? ACTIONS[segment(req, 'action')] : undefined;
    if (!action) throw new AppError(CODES.NOT_FOUND, 'notFound');
    return action(db, admin, segment(req, 'id'), req.body ?? {});
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
