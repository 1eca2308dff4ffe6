import { useTranslation } from 'next-i18next/pages';
import type { Plan } from '../../lib/plans';

function Feature({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation('pricing');
  return (
    <li className={on ? 'text-ink' : 'text-ink-faint line-through'}>
      <span className="sr-only">{on ? t('included') : t('notIncluded')}: </span>
      {label}
    </li>
  );
}

/** One plan: price, credits, concurrency and what it includes (API.md "Plans, credits and limits"). */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('pricing');
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(plan.monthlyPriceUsd);
  return (
    <li className="flex flex-col rounded-3xl border border-ink/10 p-6" data-plan={plan.id}>
      <h2 className="text-lg font-semibold text-ink">{t(`plans.${plan.id}`)}</h2>
      <p className="mt-2 text-3xl font-bold text-ink">
        {plan.monthlyPriceUsd === 0 ? t('free') : price}
        {plan.monthlyPriceUsd > 0 && <span className="text-base font-normal text-ink-soft"> {t('perMonth')}</span>}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        <li className="text-ink">{plan.id === 'free' ? t('creditsOnce', { count: plan.monthlyCredits }) : t('creditsMonthly', { count: plan.monthlyCredits })}</li>
        <li className="text-ink">{t('concurrent', { count: plan.concurrentJobs })}</li>
        <Feature on={plan.proModels} label={t('proModels')} />
        <Feature on={plan.extend} label={t('extend')} />
        <Feature on={plan.removableWatermark} label={t('noWatermark')} />
        <Feature on={plan.privateVideos} label={t('private')} />
      </ul>
    </li>
  );
}

