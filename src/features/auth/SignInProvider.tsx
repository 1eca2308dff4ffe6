/**
 * The sign-in context that wraps every page (SPEC §1). Google's and Microsoft's SDKs are
 * heavy and third-party, so neither is part of the first load, and each loads only when its
 * client id is configured: MSAL when the login popup opens; Google Identity then too, or on
 * the first interaction with the page, since one-tap (SPEC §4) must be able to appear before
 * anyone opens the popup. When the MSAL client cannot be created, the app keeps rendering and
 * Microsoft sign-in reports itself as not ready.
 */
import type { IPublicClientApplication } from '@azure/msal-browser';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { publicEnv } from '@/public-env';

export type SdkStatus = 'off' | 'idle' | 'loading' | 'ready' | 'failed';

export type SignInConfig = {
  googleClientId?: string;
  msalClientId?: string;
  msalAuthority: string;
};

type GoogleModule = typeof import('./sign-in-google');

export type SignInContextValue = {
  google: SdkStatus;
  microsoft: SdkStatus;
  /** The MSAL client once created; null while loading, when off, or when creation failed. */
  msal: IPublicClientApplication | null;
  /** Load every configured SDK now (the login popup opens); resolves when each has settled. */
  loadSdks: () => Promise<void>;
  /** Google's button and one-tap, once its module is loaded. */
  sdks: GoogleModule | null;
  /** True once every configured SDK has settled either way, or at once when none is configured. */
  settled: boolean;
  locale?: string;
};

const OFF: SignInContextValue = {
  google: 'off',
  microsoft: 'off',
  msal: null,
  loadSdks: async () => {},
  sdks: null,
  settled: true,
};

const SignInContext = createContext<SignInContextValue>(OFF);

export function useSignIn(): SignInContextValue {
  return useContext(SignInContext);
}

const defaultConfig: SignInConfig = {
  googleClientId: publicEnv.NEXT_PUBLIC_GOOGLE_CLIENT_ID,
  msalClientId: publicEnv.NEXT_PUBLIC_MSAL_CLIENT_ID,
  msalAuthority: publicEnv.NEXT_PUBLIC_MSAL_AUTHORITY,
};

export function SignInProvider({
  children,
  signInUi,
  locale,
  config = defaultConfig,
}: {
  children: ReactNode;
  /**
   * UI that may need Google's provider (login popup, one-tap): rendered after the page, and
   * inside the provider once it is loaded. It should wait for `settled` before showing
   * anything that holds state, since moving into the provider remounts it.
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
  const [googleModule, setGoogleModule] = useState<GoogleModule | null>(null);
  const [googleSettled, setGoogleSettled] = useState(!googleClientId);
  const [msalSettled, setMsalSettled] = useState(!msalClientId);
  const googleLoad = useRef<Promise<void> | null>(null);
  const msalLoad = useRef<Promise<void> | null>(null);

  const loadGoogle = useCallback(() => {
    if (!googleClientId) return Promise.resolve();
    googleLoad.current ??= (async () => {
      setGoogle('loading');
      try {
        setGoogleModule(await import('./sign-in-google'));
      } catch (error) {
        console.warn('Google sign-in could not be loaded', error);
        setGoogle('failed');
      } finally {
        setGoogleSettled(true);
      }
    })();
    return googleLoad.current;
  }, [googleClientId]);

  const loadMsal = useCallback(() => {
    if (!msalClientId) return Promise.resolve();
    msalLoad.current ??= (async () => {
      setMicrosoft('loading');
      try {
        const { createMsalClient } = await import('./sign-in-msal');
        setMsal(await createMsalClient(msalClientId, msalAuthority));
        setMicrosoft('ready');
      } catch (error) {
        // SPEC §1: without an MSAL client the app renders without the Microsoft context.
        console.warn('Microsoft sign-in is unavailable: the MSAL client could not be created', error);
        setMicrosoft('failed');
      } finally {
        setMsalSettled(true);
      }
    })();
    return msalLoad.current;
  }, [msalClientId, msalAuthority]);

  const loadSdks = useCallback(async () => {
    await Promise.all([loadGoogle(), loadMsal()]);
  }, [loadGoogle, loadMsal]);

  useEffect(() => {
    if (!googleClientId) return;
    const onFirstInteraction = () => void loadGoogle();
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const type of events) window.addEventListener(type, onFirstInteraction, { once: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onFirstInteraction);
    };
  }, [googleClientId, loadGoogle]);

  const settled = googleSettled && msalSettled;
  const value = useMemo<SignInContextValue>(
    () => ({ google, microsoft, msal, loadSdks, sdks: googleModule, settled, locale }),
    [google, microsoft, msal, loadSdks, googleModule, settled, locale],
  );

  return (
    <SignInContext.Provider value={googleClientId || msalClientId ? value : { ...OFF, locale }}>
      {children}
      {googleModule && googleClientId ? (
        <googleModule.GoogleProviders
          clientId={googleClientId}
          locale={locale}
          onReady={() => setGoogle('ready')}
          onFailed={() => setGoogle('failed')}
        >
          {signInUi}
        </googleModule.GoogleProviders>
      ) : (
        signInUi
      )}
    </SignInContext.Provider>
  );
}
