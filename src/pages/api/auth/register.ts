import { registerWithEmail } from '../../../server/auth/accounts';
import { limitAuthCalls } from '../../../server/auth/auth-rate-limit';
import { registerInput } from '../../../server/auth/inputs';
import { getDb } from '../../../server/db/client';
import { defaultHandler } from '../../../server/http/api-handler';

/** POST /api/auth/register {email, password, code, referDomain?} → {token}. */
export default defaultHandler({
  POST: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const input = registerInput.parse(req.body ?? {});
    const { token } = await registerWithEmail(db, input);
    return { token };
  },
});
