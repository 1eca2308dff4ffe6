/**
 * The plans with a monthly/yearly switch and a button each: the pricing page and the pricing
 * modal show the same thing. Subscribing opens the subscribe popup (loaded on first use); an
 * anonymous visitor signs in first; the visitor's own plan is marked and has no button.
 */
import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { lazy, Suspense, useState } from 'react';
import { type BillingInterval, type PaidPlanId, PLAN_IDS, PLANS, type PlanId } from '@/lib/plans';
import { useUserStore } from '@/stores/user-store';
import { sessionReady } from '@/features/auth/session-ready';
import { PlanCard } from './PlanCard';

const SubscribeDialog = lazy(() => import('./SubscribeDialog').then((module) => ({ default: module.SubscribeDialog })));

export function PlanGrid({ plans = PLAN_IDS, onNavigate }: { plans?: readonly PlanId[]; onNavigate?: () => void }) {
  const { t } = useTranslation('pricing');
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const [chosen, setChosen] = useState<PaidPlanId | null>(null);
  const user = useUserStore((state) => state.user);
  const current = user?.plan ?? null;

  const choose = async (plan: PaidPlanId) => {
    // A click before the session has loaded waits for it rather than asking a signed-in user to sign in.
    if (!(await sessionReady())) {
      useUserStore.getState().openDialog('login');
      return;
    }
    setChosen(plan);
  };

  const button = 'block w-full rounded-full px-4 py-2.5 text-center text-sm font-semibold';
  return (
    <div>
      <div
        role="radiogroup"
        aria-label={t('interval.label')}
        className="mx-auto flex w-fit rounded-full bg-brand-50 p-1 text-sm"
      >
        {(['monthly', 'yearly'] as const).map((value) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control styled as pills, with radio semantics
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={interval === value}
            onClick={() => setInterval(value)}
            className="rounded-full px-4 py-1.5 font-medium text-ink-soft aria-checked:bg-surface aria-checked:text-brand-700 aria-checked:shadow-sm"
          >
            {t(`interval.${value}`)}
            {value === 'yearly' && <span className="ms-1.5 text-xs text-emerald-700">{t('interval.saving')}</span>}
          </button>
        ))}
      </div>
      <ul
        className={`mt-8 grid gap-4 sm:grid-cols-2 ${plans.length === 4 ? 'lg:grid-cols-4' : plans.length === 3 ? 'lg:grid-cols-3' : ''}`}
      >
        {plans.map((id) => {
          const plan = PLANS[id];
          const mine = current === id;
          let action = null;
          if (id === 'free') {
            action = !user ? (
              <Link
                href="/app"
                onClick={onNavigate}
                className={`${button} border border-ink/15 text-ink hover:bg-brand-50`}
              >
                {t('startFree')}
              </Link>
            ) : null;
          } else if (!mine) {
            action = (
              <button
                type="button"
                onClick={() => void choose(id)}
                className={`${button} bg-brand-600 text-white hover:bg-brand-800`}
              >
                {current && current !== 'free'
                  ? t('switchTo', { plan: t(`plans.${id}`) })
                  : t('choose', { plan: t(`plans.${id}`) })}
              </button>
            );
          }
          return <PlanCard key={id} plan={plan} interval={interval} current={mine} action={action} />;
        })}
      </ul>
      {chosen && (
        <Suspense fallback={null}>
          <SubscribeDialog plan={chosen} interval={interval} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </div>
  );
}
