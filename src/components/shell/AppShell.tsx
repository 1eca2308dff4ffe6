import { useTranslation } from '@/lib/i18n/react';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { GetStartedBand } from './GetStartedBand';
import { Header } from './Header';
import { RestrictedNotice } from './RestrictedNotice';

/** Header, main content and footer of every page (SPEC §1). */
export function AppShell({ children, band = true }: { children: ReactNode; band?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <RestrictedNotice />
      <main id="main" className="flex-1">
        {children}
      </main>
      {band && <GetStartedBand />}
      <Footer />
    </div>
  );
}
