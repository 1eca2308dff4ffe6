/**
 * The heavy part of sign-in, loaded on demand by SignInProvider: MSAL and Google Identity.
 * MSAL keeps its cache in session storage (SPEC §9).
 */
import { createStandardPublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ReactNode } from 'react';

/** The page MSAL's popup returns to (src/pages/auth/msal-redirect.tsx). */
const MSAL_REDIRECT_PATH = '/auth/msal-redirect';

export async function createMsalClient(clientId: string, authority: string): Promise<IPublicClientApplication> {
  return createStandardPublicClientApplication({
    auth: { clientId, authority, redirectUri: `${window.location.origin}${MSAL_REDIRECT_PATH}` },
    cache: { cacheLocation: 'sessionStorage' },
  });
}

export function SdkProviders({
  googleClientId,
  msal,
  onGoogleReady,
  onGoogleFailed,
  children,
}: {
  googleClientId?: string;
  msal: IPublicClientApplication | null;
  onGoogleReady: () => void;
  onGoogleFailed: () => void;
  children?: ReactNode;
}) {
  let tree = <>{children}</>;
  if (msal) tree = <MsalProvider instance={msal}>{tree}</MsalProvider>;
  if (googleClientId) {
    tree = (
      <GoogleOAuthProvider clientId={googleClientId} onScriptLoadSuccess={onGoogleReady} onScriptLoadError={onGoogleFailed}>
        {tree}
      </GoogleOAuthProvider>
    );
  }
  return tree;
}
