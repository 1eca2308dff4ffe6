import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '../../components/PageHead';
import { PLAN_IDS, PLANS } from '../../lib/plans';
import { PlanCard } from './PlanCard';

export function PricingPage() {
  const { t } = useTranslation('pricing');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-ink-soft">{t('subtitle')}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} plan={PLANS[id]} />
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href="/app" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('choose', { plan: t('plans.free') })}
          </Link>
        </p>
      </div>
    </>
  );
}
