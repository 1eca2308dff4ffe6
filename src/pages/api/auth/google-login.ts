import { z } from 'zod';
import { limitAuthCalls } from '../../../server/auth/auth-rate-limit';
import { verifyGoogleIdToken } from '../../../server/auth/id-tokens';
import { signInWithProvider } from '../../../server/auth/provider-accounts';
import { getDb } from '../../../server/db/client';
import { attachDevice } from '../../../server/devices/devices';
import { defaultHandler } from '../../../server/http/api-handler';
import { headerValue } from '../../../server/http/request-context';

const input = z.object({ credential: z.string('credential is required').min(20).max(8192), referDomain: z.string().max(253).optional() });

/** POST /api/auth/google-login {credential, referDomain} → {token}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const body = input.parse(req.body ?? {});
    const session = await signInWithProvider(db, await verifyGoogleIdToken(body.credential), { referDomain: body.referDomain });
    await attachDevice(db, headerValue(req, 'uniqueId'), session.userId);
    return { token: session.token };
  },
});
