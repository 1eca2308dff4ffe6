/**
 * Where the account dialogs live on every page (rendered by SignInProvider as its sign-in
 * UI). This part is small and always present; each dialog's code is fetched the first time
 * it opens. The login popup waits for the sign-in SDKs to settle so that Google's and
 * Microsoft's buttons know their state, and one-tap is offered to a visitor who is not signed in.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useUserStore } from '@/stores/user-store';
import { useSignIn } from './SignInProvider';

// React.lazy rather than next/dynamic: these only ever render in the browser, after an action.
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));
const CatalogueDialogs = lazy(() =>
  import('./CatalogueDialogs').then((module) => ({ default: module.CatalogueDialogs })),
);
const OneTap = lazy(() => import('./OneTap').then((module) => ({ default: module.OneTap })));

export function AccountDialogs() {
  const dialog = useUserStore((state) => state.dialog);
  const signedOut = useUserStore((state) => state.status === 'ready' && state.user === null);
  const { loadSdks, settled, google, sdks } = useSignIn();

  useEffect(() => {
    if (dialog === 'login') void loadSdks();
  }, [dialog, loadSdks]);

  return (
    <Suspense fallback={null}>
      {dialog === 'login' && settled && <LoginDialog />}
      {dialog && dialog !== 'login' && <CatalogueDialogs dialog={dialog} />}
      {google === 'ready' && sdks && signedOut && <OneTap disabled={dialog !== null} />}
    </Suspense>
  );
}
