import { useTranslation } from '@/lib/i18n/react';
import { PageHead } from '@/components/PageHead';
import { PlanGrid } from './PlanGrid';

export function PricingPage() {
  const { t } = useTranslation('pricing');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 mb-8 max-w-2xl text-center text-ink-soft">{t('subtitle')}</p>
        <PlanGrid />
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink-soft">{t('footnote')}</p>
      </div>
    </>
  );
}
