import { resetPassword } from '@/server/auth/accounts';
import { limitAuthCalls } from '@/server/auth/auth-rate-limit';
import { resetPasswordInput } from '@/server/auth/inputs';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';

/** POST /api/auth/reset-password {email, code, password}: new password, every session of the user ends. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    await resetPassword(db, resetPasswordInput.parse(req.body ?? {}));
    return null;
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
