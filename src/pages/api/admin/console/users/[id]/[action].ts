import type { NextApiRequest } from 'next';
import type { SessionUser } from '@/server/auth/sessions';
import { CODES } from '@/lib/api/codes';
import { consoleRoute, segment } from '@/server/admin/console-route';
import {
  adjustCredits,
  changePlan,
  creditsInput,
  optionalReasonInput,
  planInput,
  reasonInput,
  removeUser,
  setDisabled,
} from '@/server/admin/console-users';
import type { Database } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

type Action = (db: Database, admin: SessionUser, id: string, body: unknown) => Promise<unknown>;

const ACTIONS: Record<string, Action> = {
  credits: (db, admin, id, body) => adjustCredits(db, admin, id, creditsInput.parse(body)),
  plan: (db, admin, id, body) => changePlan(db, admin, id, planInput.parse(body)),
  disable: (db, admin, id, body) => setDisabled(db, admin, id, true, reasonInput.parse(body).reason),
  enable: (db, admin, id, body) => setDisabled(db, admin, id, false, optionalReasonInput.parse(body).reason),
  delete: (db, admin, id, body) => removeUser(db, admin, id, reasonInput.parse(body).reason),
};

/** POST /api/admin/console/users/{id}/{credits|plan|disable|enable|delete}: one audited action on an account. */
export default consoleRoute({
  POST: (req: NextApiRequest, admin, db) => {
    const action = Object.hasOwn(ACTIONS, segment(req, 'action')) ? ACTIONS[segment(req, 'action')] : undefined;
    if (!action) throw new AppError(CODES.NOT_FOUND, 'notFound');
    return action(db, admin, segment(req, 'id'), req.body ?? {});
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
