import { CODES } from '@/lib/api/codes';
import { loginWithEmail } from '@/server/auth/accounts';
import { limitAuthCalls } from '@/server/auth/auth-rate-limit';
import { loginInput } from '@/server/auth/inputs';
import { guardSignIn, recordFailedSignIn } from '@/server/auth/login-guard';
import { getDb } from '@/server/db/client';
import { attachDevice } from '@/server/devices/devices';
import { defaultHandler } from '@/server/http/api-handler';
import { headerValue } from '@/server/http/request-context';
import { AppError } from '@/server/http/app-error';

/** POST /api/auth/login {email, password} → {token}; one message for an unknown e-mail and a wrong password. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const input = loginInput.parse(req.body ?? {});
    await guardSignIn(db, req, input.email);
    const session = await loginWithEmail(db, input);
    if (!session) {
      await recordFailedSignIn(db, req, input.email);
      throw new AppError(CODES.BAD_REQUEST, 'badLogin');
    }
    await attachDevice(db, headerValue(req, 'uniqueId'), session.userId);
    return { token: session.token };
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
