import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useState } from 'react';
import { dateTimeFormat } from '@/lib/intl';
import { useUserStore } from '@/stores/user-store';
import { loadSubscription, openPortal, type SubscriptionSummary } from './account-actions';

/**
 * The billing page's plan card: the plan with its renewal or end date, a failed payment, the
 * balance, and what to do next (subscribe, change plan, manage payment in Stripe's portal).
 */
export function PlanSummary() {
  const { t, i18n } = useTranslation(['userSetting']);
  const router = useRouter();
  const user = useUserStore((state) => state.user);
  const [summary, setSummary] = useState<SubscriptionSummary | null>(null);
  const [opening, setOpening] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of plan or credits is the trigger: the subscription is read again
  useEffect(() => {
    loadSubscription()
      .then(setSummary)
      .catch(() => undefined);
  }, [user?.plan, user?.credits]);

  const date = (ms: number) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(ms);
  const plan = summary?.plan ?? user?.plan ?? 'free';
  const paid = plan !== 'free';

  return (
    <section aria-labelledby="plan-title" className="rounded-3xl border border-ink/10 p-6" data-testid="plan-summary">
      <h2 id="plan-title" className="text-sm font-medium text-ink-soft">
        {t('userSetting:billing.plan')}
      </h2>
      <p className="mt-1 text-2xl font-bold text-ink">
        {t(`userSetting:billing.plans.${plan}`)}
        {summary?.interval && paid && (
          <span className="ms-2 text-base font-normal text-ink-soft">
            {t(`userSetting:billing.intervals.${summary.interval}`)}
          </span>
        )}
      </p>
      {summary?.currentPeriodEnd && paid && (
        <p className="mt-1 text-sm text-ink-soft">
          {summary.cancelAtPeriodEnd || !summary.managed
            ? t('userSetting:billing.endsOn', { date: date(summary.currentPeriodEnd) })
            : t('userSetting:billing.renewsOn', { date: date(summary.currentPeriodEnd) })}
        </p>
      )}
      {summary?.paymentFailed && (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('userSetting:billing.paymentFailed')}
        </p>
      )}
      <p className="mt-4 text-sm text-ink-soft">
        {t('userSetting:billing.balance')}{' '}
        <strong className="text-lg text-ink" data-testid="billing-credits">
          {t('userSetting:billing.credits', { count: user?.credits ?? 0 })}
        </strong>
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href="/pricing"
          className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {paid ? t('userSetting:billing.changePlan') : t('userSetting:billing.subscribe')}
        </Link>
        {summary?.canManage && (
          <button
            type="button"
            disabled={opening}
            onClick={() => {
              setOpening(true);
              openPortal(router.locale ?? 'en').catch(() => setOpening(false));
            }}
            className="rounded-full border border-ink/15 px-5 py-2 text-sm font-semibold text-ink hover:bg-brand-50 disabled:opacity-60"
          >
            {t('userSetting:billing.manage')}
          </button>
        )}
      </div>
    </section>
  );
}
