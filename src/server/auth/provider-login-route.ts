/**
 * The shared handler of google-login and outlook-login: rate limit, captcha after repeated
 * failures, ID token verification (a refused token counts as a failed sign-in), account,
 * session, and the visitor's device joining the account.
 */
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { getDb } from '@/server/db/client';
import { attachDevice } from '@/server/devices/devices';
import { defaultHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/http/app-error';
import { headerValue } from '@/server/http/request-context';
import { says } from '@/server/http/validation';
import { limitAuthCalls } from './auth-rate-limit';
import type { ProviderIdentity } from './id-tokens';
import { referralFields } from './inputs';
import { guardSignIn, recordFailedSignIn } from './login-guard';
import { signInWithProvider } from './provider-accounts';

export const providerLoginInput = z.object({
  credential: z.string(says('required')).min(20).max(8192),
  ...referralFields,
});

export function providerLoginHandler(verify: (credential: string) => Promise<ProviderIdentity>) {
  return defaultHandler({
    POST: async (req) => {
      const db = await getDb();
      await limitAuthCalls(db, req);
      const body = providerLoginInput.parse(req.body ?? {});
      await guardSignIn(db, req);
      // Only a refused token counts as a failed sign-in (not "not configured").
      const identity = await verify(body.credential).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === CODES.BAD_REQUEST) await recordFailedSignIn(db, req);
        throw error;
      });
      const session = await signInWithProvider(db, identity, {
        referDomain: body.referDomain,
        utmSource: body.utmSource,
      });
      await attachDevice(db, headerValue(req, 'uniqueId'), session.userId);
      return { token: session.token };
    },
  });
}
