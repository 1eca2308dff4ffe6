/**
 * The heavy part of sign-in, loaded on demand by SignInProvider: MSAL and Google Identity.
 * MSAL keeps its cache in session storage (SPEC §9). The Google button and one-tap live here
 * because they need GoogleOAuthProvider, which only exists once this module is loaded.
 */
import { createStandardPublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { GoogleLogin, GoogleOAuthProvider, useGoogleOneTapLogin } from '@react-oauth/google';
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
  locale,
  msal,
  onGoogleReady,
  onGoogleFailed,
  children,
}: {
  googleClientId?: string;
  locale?: string;
  msal: IPublicClientApplication | null;
  onGoogleReady: () => void;
  onGoogleFailed: () => void;
  children?: ReactNode;
}) {
  let tree = <>{children}</>;
  if (msal) tree = <MsalProvider instance={msal}>{tree}</MsalProvider>;
  if (googleClientId) {
    tree = (
      <GoogleOAuthProvider clientId={googleClientId} locale={locale} onScriptLoadSuccess={onGoogleReady} onScriptLoadError={onGoogleFailed}>
        {tree}
      </GoogleOAuthProvider>
    );
  }
  return tree;
}

type CredentialHandlers = { onCredential: (credential: string) => void; onError: () => void };

/** Google's own button (an iframe from accounts.google.com), in the page's language (set on the provider). */
export function GoogleButton({ onCredential, onError, width }: CredentialHandlers & { width?: number }) {
  return (
    <GoogleLogin
      onSuccess={(response) => (response.credential ? onCredential(response.credential) : onError())}
      onError={onError}
      text="continue_with"
      shape="pill"
      width={width}
    />
  );
}

/** Google one-tap for a visitor who is not signed in (SPEC §4 "Login"). */
export function GoogleOneTap({ onCredential, onError, disabled }: CredentialHandlers & { disabled: boolean }) {
  useGoogleOneTapLogin({
    onSuccess: (response) => (response.credential ? onCredential(response.credential) : onError()),
    onError,
    disabled,
    cancel_on_tap_outside: true,
  });
  return null;
}
