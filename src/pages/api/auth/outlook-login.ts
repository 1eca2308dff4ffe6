import { z } from 'zod';
import { CODES } from '../../../lib/api/codes';
import { limitAuthCalls } from '../../../server/auth/auth-rate-limit';
import { guardSignIn, recordFailedSignIn } from '../../../server/auth/login-guard';
import { verifyMicrosoftIdToken } from '../../../server/auth/id-tokens';
import { signInWithProvider } from '../../../server/auth/provider-accounts';
import { getDb } from '../../../server/db/client';
import { attachDevice } from '../../../server/devices/devices';
import { defaultHandler } from '../../../server/http/api-handler';
import { AppError } from '../../../server/http/app-error';
import { headerValue } from '../../../server/http/request-context';

const input = z.object({ credential: z.string('credential is required').min(20).max(8192), referDomain: z.string().max(253).optional() });

/** POST /api/auth/outlook-login, form-encoded credential (Microsoft ID token) and referDomain → {token}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const body = input.parse(req.body ?? {});
    await guardSignIn(db, req);
    // Only a refused token counts as a failed sign-in (not "not configured").
    const identity = await verifyMicrosoftIdToken(body.credential).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === CODES.BAD_REQUEST) await recordFailedSignIn(db, req);
      throw error;
    });
    const session = await signInWithProvider(db, identity, { referDomain: body.referDomain });
    await attachDevice(db, headerValue(req, 'uniqueId'), session.userId);
    return { token: session.token };
  },
});

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
