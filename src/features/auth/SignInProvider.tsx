/**
 * The sign-in context that wraps every page (SPEC §1). Google's and Microsoft's SDKs are
 * heavy and third-party, so they are not part of the first load: they are imported on the
 * first interaction with the page (or when a caller asks, e.g. the login popup opening), and
 * only when their client ids are configured. Once loaded, GoogleOAuthProvider and
 * MsalProvider wrap the sign-in UI. When the MSAL client cannot be created, the app keeps
 * rendering without that context and Microsoft sign-in reports itself as not ready.
 */
import type { IPublicClientApplication } from '@azure/msal-browser';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { publicEnv } from '../../public-env';

export type SdkStatus = 'off' | 'idle' | 'loading' | 'ready' | 'failed';

export type SignInConfig = {
  googleClientId?: string;
  msalClientId?: string;
  msalAuthority: string;
};

export type SignInContextValue = {
  google: SdkStatus;
  microsoft: SdkStatus;
  /** The MSAL client once created; null while loading, when off, or when creation failed. */
  msal: IPublicClientApplication | null;
  /** Load the configured SDKs now; resolves when every one has settled. Safe to call often. */
  loadSdks: () => Promise<void>;
  /** The loaded SDK module (Google button, one-tap), null until then or when nothing is configured. */
  sdks: Loaded | null;
  /** True once loading has settled either way, or at once when nothing is configured. */
  settled: boolean;
  locale?: string;
};

const OFF: SignInContextValue = { google: 'off', microsoft: 'off', msal: null, loadSdks: async () => {}, sdks: null, settled: true };

const SignInContext = createContext<SignInContextValue>(OFF);

export function useSignIn(): SignInContextValue {
  return useContext(SignInContext);
}

const defaultConfig: SignInConfig = {
  googleClientId: publicEnv.NEXT_PUBLIC_GOOGLE_CLIENT_ID,
  msalClientId: publicEnv.NEXT_PUBLIC_MSAL_CLIENT_ID,
  msalAuthority: publicEnv.NEXT_PUBLIC_MSAL_AUTHORITY,
};

type Loaded = typeof import('./sign-in-sdks');

export function SignInProvider({
  children,
  signInUi,
  locale,
  config = defaultConfig,
}: {
  children: ReactNode;
  /**
   * UI that may need the SDK providers (login popup, one-tap): rendered after the page, and
   * inside the providers once they are loaded. It should wait for `settled` before showing
   * anything that holds state, since moving into the providers remounts it.
   */
  signInUi?: ReactNode;
  /** The page's language, for Google's button and one-tap. */
  locale?: string;
  config?: SignInConfig;
}) {
  const { googleClientId, msalClientId, msalAuthority } = config;
  const [google, setGoogle] = useState<SdkStatus>(googleClientId ? 'idle' : 'off');
  const [microsoft, setMicrosoft] = useState<SdkStatus>(msalClientId ? 'idle' : 'off');
  const [msal, setMsal] = useState<IPublicClientApplication | null>(null);
  const [sdks, setSdks] = useState<Loaded | null>(null);
  const [settled, setSettled] = useState(!googleClientId && !msalClientId);
  const pending = useRef<Promise<void> | null>(null);

  const loadSdks = useCallback(() => {
    if (!googleClientId && !msalClientId) return Promise.resolve();
    pending.current ??= (async () => {
      if (googleClientId) setGoogle('loading');
      if (msalClientId) setMicrosoft('loading');
      let module: Loaded;
      try {
        module = await import('./sign-in-sdks');
      } catch (error) {
        console.warn('Sign-in SDKs could not be loaded', error);
        if (googleClientId) setGoogle('failed');
        if (msalClientId) setMicrosoft('failed');
        setSettled(true);
        return;
      }
      if (msalClientId) {
        try {
          setMsal(await module.createMsalClient(msalClientId, msalAuthority));
          setMicrosoft('ready');
        } catch (error) {
          // SPEC §1: without an MSAL client the app renders without the Microsoft context.
          console.warn('Microsoft sign-in is unavailable: the MSAL client could not be created', error);
          setMicrosoft('failed');
        }
      }
      setSdks(module);
      setSettled(true);
    })();
    return pending.current;
  }, [googleClientId, msalClientId, msalAuthority]);

  useEffect(() => {
    if (!googleClientId && !msalClientId) return;
    const onFirstInteraction = () => void loadSdks();
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const type of events) window.addEventListener(type, onFirstInteraction, { once: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onFirstInteraction);
    };
  }, [googleClientId, msalClientId, loadSdks]);

  const value = useMemo<SignInContextValue>(
    () => ({ google, microsoft, msal, loadSdks, sdks, settled, locale }),
    [google, microsoft, msal, loadSdks, sdks, settled, locale],
  );

  if (!googleClientId && !msalClientId) {
    return (
      <SignInContext.Provider value={{ ...OFF, locale }}>
        {children}
        {signInUi}
      </SignInContext.Provider>
    );
  }

  return (
    <SignInContext.Provider value={value}>
      {children}
      {sdks ? (
        <sdks.SdkProviders
          googleClientId={googleClientId}
          locale={locale}
          msal={msal}
          onGoogleReady={() => setGoogle('ready')}
          onGoogleFailed={() => setGoogle('failed')}
        >
          {signInUi}
        </sdks.SdkProviders>
      ) : (
        signInUi
      )}
    </SignInContext.Provider>
  );
}
