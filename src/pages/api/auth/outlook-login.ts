import { verifyMicrosoftIdToken } from '@/server/auth/id-tokens';
import { providerLoginHandler } from '@/server/auth/provider-login-route';

/** POST /api/auth/outlook-login, form-encoded credential (Microsoft ID token) and referDomain → {token}. */
export default providerLoginHandler(verifyMicrosoftIdToken);

// Body read by the wrapper (413/400 in the envelope); see src/server/http/read-body.ts.
export const config = { api: { bodyParser: false } };
