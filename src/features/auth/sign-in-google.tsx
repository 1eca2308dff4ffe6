/**
 * Google Identity, loaded on demand by SignInProvider: the provider that loads Google's
 * script, its button and one-tap. Kept apart from MSAL so one-tap can load without it.
 */
import { GoogleLogin, GoogleOAuthProvider, useGoogleOneTapLogin } from '@react-oauth/google';
import type { ReactNode } from 'react';

export function GoogleProviders({
  clientId,
  locale,
  onReady,
  onFailed,
  children,
}: {
  clientId: string;
  locale?: string;
  onReady: () => void;
  onFailed: () => void;
  children?: ReactNode;
}) {
  return (
    <GoogleOAuthProvider clientId={clientId} locale={locale} onScriptLoadSuccess={onReady} onScriptLoadError={onFailed}>
      {children}
    </GoogleOAuthProvider>
  );
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
