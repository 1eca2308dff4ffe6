import { CODES } from '@/lib/api/codes';
import { isEmailRegistered } from '@/server/auth/accounts';
import { limitAuthCalls } from '@/server/auth/auth-rate-limit';
import { issueEmailCode } from '@/server/auth/email-codes';
import { sendCaptchaInput } from '@/server/auth/inputs';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/http/app-error';

/** GET /api/auth/send-captcha?email&type=register|reset[&locale]: e-mails a 6-digit code. */
export default defaultHandler({
  GET: async (req) => {
    const db = await getDb();
    await limitAuthCalls(db, req);
    const input = sendCaptchaInput.parse(req.query);
    const registered = await isEmailRegistered(db, input.email);
    if (input.type === 'register' && registered) throw new AppError(CODES.BAD_REQUEST, 'emailTaken');
    if (input.type === 'reset' && !registered) throw new AppError(CODES.BAD_REQUEST, 'emailUnknown');
    await issueEmailCode(db, { email: input.email, purpose: input.type, locale: input.locale });
    return null;
  },
});
