import { useTranslation } from '@/lib/i18n/react';
import { PageHead } from '@/components/PageHead';
import { FeatureGrid } from './FeatureGrid';

/** `/edit/features`: every way to make or finish a clip. */
export function FeaturesIndexPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHead title={t('nav.features')} description={t('tagline')} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="mb-2 text-3xl font-bold text-ink">{t('nav.features')}</h1>
        <p className="mb-8 text-ink-soft">{t('tagline')}</p>
        <FeatureGrid />
      </div>
    </>
  );
}
