import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { type ReactNode, useEffect } from 'react';
import { PageHead } from '@/components/PageHead';
import { selectSignedIn, useUserStore } from '@/stores/user-store';

/**
 * `/user/settings` and `/user/billing`: the page frame, and for a visitor who is not signed in
 * a prompt that opens the login popup (the page fills in once they are).
 */
export function AccountPage({ section, children }: { section: 'settings' | 'billing'; children: ReactNode }) {
  const { t } = useTranslation('userSetting');
  const status = useUserStore((state) => state.status);
  const signedIn = useUserStore(selectSignedIn);

  useEffect(() => {
    void import('@/features/auth/account-runtime').then(({ ensureAccount }) => ensureAccount()).catch(() => undefined);
  }, []);

  return (
    <>
      <PageHead title={t(`${section}.meta.title`)} description={t(`${section}.meta.description`)} noindex />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <nav aria-label={t('nav.label')} className="mb-6 flex gap-2 text-sm">
          {(['billing', 'settings'] as const).map((item) => (
            <Link
              key={item}
              href={`/user/${item}`}
              aria-current={item === section ? 'page' : undefined}
              className="rounded-full px-4 py-1.5 font-medium text-ink-soft hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              {t(`${item}.title`)}
            </Link>
          ))}
        </nav>
        <h1 className="text-3xl font-bold text-ink">{t(`${section}.title`)}</h1>
        {signedIn ? (
          <div className="mt-6">{children}</div>
        ) : status === 'ready' ? (
          <div className="mt-6 rounded-2xl border border-ink/10 p-6">
            <p className="text-ink-soft">{t('signInRequired')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => useUserStore.getState().openDialog('login')}
                className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t('signIn')}
              </button>
              <Link
                href="/app"
                className="rounded-full border border-ink/15 px-5 py-2 font-semibold text-ink hover:bg-brand-50"
              >
                {t('backToStudio')}
              </Link>
            </div>
          </div>
        ) : (
          <p className="mt-6 text-ink-soft" role="status">
            {t('loading')}
          </p>
        )}
      </div>
    </>
  );
}
