import { registerWithEmail } from '@/server/auth/accounts';
import { limitAuthCalls } from '@/server/auth/auth-rate-limit';
import { registerInput } from '@/server/auth/inputs';
import { getDb } from '@/server/db/client';
import { attachDevice } from '@/server/devices/devices';
import { defaultHandler } from '@/server/http/api-handler';
import { headerValue } from '@/server/http/request-context';

/** POST /api/auth/register {email, password, code, referDomain?} → {token}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const input = registerInput.parse(req.body ?? {});
    const { token, userId } = await registerWithEmail(db, input);
    // The visitor's anonymous device (and, with the video pipeline, its records) joins the account once.
    await attachDevice(db, headerValue(req, 'uniqueId'), userId);
    return { token };
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
