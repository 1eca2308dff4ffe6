import Head from 'next/head';
import { useEffect } from 'react';
import type { PageWithShell } from '@/components/shell/page-options';

/**
 * Where Microsoft's sign-in popup returns (MSAL's redirectUri). It renders outside the sign-in
 * context, hands the response back to the window that opened it and closes; it is served
 * without Cross-Origin-Opener-Policy so the two windows can talk (next.config.ts).
 */
const MsalRedirectPage: PageWithShell = () => {
  useEffect(() => {
    void import('@azure/msal-browser/redirect-bridge')
      .then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame())
      .catch((error: unknown) => console.warn('Microsoft sign-in response could not be handed back', error));
  }, []);
  return (
    <Head>
      <meta name="robots" content="noindex" />
    </Head>
  );
};
MsalRedirectPage.bare = true;

export default MsalRedirectPage;
