import { useTranslation } from '@/lib/i18n/react';
import type { ReactNode } from 'react';
import { type BillingInterval, monthlyPriceFor, type Plan, yearlyPriceFor } from '@/lib/plans';

function Feature({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation('pricing');
  return (
    <li className={on ? 'text-ink' : 'text-ink-faint line-through'}>
      <span className="sr-only">{on ? t('included') : t('notIncluded')}: </span>
      {label}
    </li>
  );
}

/**
 * One plan (API.md "Plans, credits and limits"): the price for the interval, credits,
 * concurrency, its head start in the queue and what it includes, marked when it is the visitor's plan; `action` is the
 * button under it.
 */
export function PlanCard({
  plan,
  interval = 'monthly',
  current = false,
  action,
}: {
  plan: Plan;
  interval?: BillingInterval;
  current?: boolean;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation('pricing');
  const money = i18n.money;
  const free = plan.monthlyPriceUsd === 0;
  return (
    <li
      className={`relative flex flex-col rounded-3xl border p-6 ${current ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink/10'}`}
      data-plan={plan.id}
      data-current={current || undefined}
    >
      {current && (
        <span className="absolute -top-3 start-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          {t('current')}
        </span>
      )}
      <h2 className="text-lg font-semibold text-ink">{t(`plans.${plan.id}`)}</h2>
      <p className="mt-2 text-3xl font-bold text-ink">
        {free ? t('free') : money(monthlyPriceFor(plan.id, interval))}
        {!free && <span className="text-base font-normal text-ink-soft"> {t('perMonth')}</span>}
      </p>
      <p className="min-h-5 text-xs text-ink-soft">
        {!free && interval === 'yearly' ? t('billedYearly', { price: money(yearlyPriceFor(plan.id)) }) : ''}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        <li className="text-ink">
          {free
            ? t('creditsOnce', { count: plan.monthlyCredits })
            : t('creditsMonthly', { count: plan.monthlyCredits })}
        </li>
        <li className="text-ink">{t('concurrent', { count: plan.concurrentJobs })}</li>
        <li className="text-ink" data-testid={`queue-${plan.id}`}>
          {t('queue', { count: plan.queueHeadStartMinutes })}
        </li>
        <Feature on={plan.proModels} label={t('proModels')} />
        <Feature on={plan.extend} label={t('extend')} />
        <Feature on={plan.removableWatermark} label={t('noWatermark')} />
        <Feature on={plan.privateVideos} label={t('private')} />
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </li>
  );
}
