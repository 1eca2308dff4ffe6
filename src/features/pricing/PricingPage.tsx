import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { PageHead } from '@/components/PageHead';
import { queuePassBoundMinutes } from '@/lib/plan-words';
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
        {/* What the cards' head start means, in terms a customer can check against the queue. */}
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink-soft" data-testid="queue-note">
          {t('queueNote', { count: queuePassBoundMinutes() })}{' '}
          <Link href="/help#priority" className="text-brand-700 underline underline-offset-4">
            {t('queueMore')}
          </Link>
        </p>
        <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-ink-soft">{t('footnote')}</p>
      </div>
    </>
  );
}
