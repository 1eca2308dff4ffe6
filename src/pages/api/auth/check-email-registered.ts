import { isEmailRegistered } from '../../../server/auth/accounts';
import { checkEmailInput } from '../../../server/auth/inputs';
import { getDb } from '../../../server/db/client';
import { defaultHandler } from '../../../server/http/api-handler';

/** GET /api/auth/check-email-registered?email → {registered}. */
export default defaultHandler({
  GET: async (req) => {
    const { email } = checkEmailInput.parse(req.query);
    return { registered: await isEmailRegistered(await getDb(), email) };
  },
});
