import { verifyGoogleIdToken } from '@/server/auth/id-tokens';
import { providerLoginHandler } from '@/server/auth/provider-login-route';

/** POST /api/auth/google-login {credential, referDomain} → {token}. */
export default providerLoginHandler(verifyGoogleIdToken);

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
