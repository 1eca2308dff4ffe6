import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { AppShell } from '@/components/shell/AppShell';
import { ChatWidget } from '@/components/shell/ChatWidget';
import type { PageWithShell } from '@/components/shell/page-options';
import { RouteProgress } from '@/components/shell/RouteProgress';
import { ToastArea } from '@/components/shell/ToastArea';
import { AccountDialogs } from '@/features/auth/AccountDialogs';
import { captureReferral } from '@/features/auth/referral';
import { SignInProvider } from '@/features/auth/SignInProvider';
import { useThemeSync } from '@/hooks/useTheme';
import { localeDir, toLocale } from '@/lib/i18n/locales';
import { TranslationProvider, usePageTranslator } from '@/lib/i18n/react';

function VidloomApp({ Component, pageProps }: AppProps & { Component: PageWithShell }) {
  const { locale } = useRouter();
  // A client-side switch of language keeps <html lang dir> in step with the page.
  useEffect(() => {
    const code = toLocale(locale);
    document.documentElement.lang = code;
    document.documentElement.dir = localeDir(code);
  }, [locale]);

  useThemeSync();

  // The first page of a visit notes where it came from; MSAL's bare popup page is not a visit.
  const bare = Boolean(Component.bare);
  useEffect(() => {
    if (!bare) captureReferral();
  }, [bare]);

  // Marks the page as interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const translator = usePageTranslator(pageProps, toLocale(locale));

  return (
    <TranslationProvider translator={translator}>
      {Component.bare ? (
        <Component {...pageProps} />
      ) : (
        <SignInProvider locale={toLocale(locale)} signInUi={<AccountDialogs />}>
          <RouteProgress />
          <AppShell band={!Component.hideGetStarted}>
            <Component {...pageProps} />
          </AppShell>
          <ToastArea />
          <ChatWidget />
        </SignInProvider>
      )}
    </TranslationProvider>
  );
}

export default VidloomApp;
