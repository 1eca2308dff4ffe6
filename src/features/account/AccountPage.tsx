import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '../../components/PageHead';

/** `/user/settings` and `/user/billing`: account pages for signed-in users. */
export function AccountPage({ section }: { section: 'settings' | 'billing' }) {
  const { t } = useTranslation('userSetting');
  return (
    <>
      <PageHead title={t(`${section}.meta.title`)} description={t(`${section}.meta.description`)} noindex />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-ink">{t(`${section}.title`)}</h1>
        <p className="mt-4 text-ink-soft">{t('signInRequired')}</p>
        <Link href="/app" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('backToStudio')}
        </Link>
      </div>
    </>
  );
}
