/**
 * MSAL, loaded only when the login popup opens (SignInProvider). Its cache lives in session
 * storage (SPEC §9); its popup returns to a bare page served without COOP.
 */
import { createStandardPublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';

/** The page MSAL's popup returns to (src/pages/auth/msal-redirect.tsx). */
const MSAL_REDIRECT_PATH = '/auth/msal-redirect';

export async function createMsalClient(clientId: string, authority: string): Promise<IPublicClientApplication> {
  return createStandardPublicClientApplication({
    auth: { clientId, authority, redirectUri: `${window.location.origin}${MSAL_REDIRECT_PATH}` },
    cache: { cacheLocation: 'sessionStorage' },
  });
}
