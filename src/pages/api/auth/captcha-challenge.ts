import { createCaptchaChallenge } from '@/server/captcha/captcha';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/auth/captcha-challenge → an ALTCHA challenge; its solution goes in the `verify` header. */
export default defaultHandler({ GET: () => createCaptchaChallenge() });
