/**
 * The subscribe popup (SPEC §2): what is about to be bought, then on to Stripe's secure
 * checkout (or, for a live subscription, Stripe's plan change). A server without payments says
 * so here, in the visitor's language.
 */
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { Modal } from '@/components/dialog/Modal';
import { type BillingInterval, monthlyPriceFor, type PaidPlanId, PLANS, yearlyPriceFor } from '@/lib/plans';

export function SubscribeDialog({
  plan,
  interval,
  onClose,
}: {
  plan: PaidPlanId;
  interval: BillingInterval;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['pricing', 'common']);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const money = i18n.money;
  const name = t(`pricing:plans.${plan}`);
  const total = interval === 'yearly' ? yearlyPriceFor(plan) : monthlyPriceFor(plan, 'monthly');

  const proceed = async () => {
    setBusy(true);
    try {
      const { sessionReady } = await import('@/features/auth/session-ready');
      if (!(await sessionReady())) {
        const { useUserStore } = await import('@/stores/user-store');
        onClose();
        useUserStore.getState().openDialog('login');
        return;
      }
      const { apiClient } = await import('@/features/auth/account-runtime');
      const { url } = await apiClient().post<{ url: string }>('/api/v1/billing/checkout', {
        plan,
        interval,
        locale: router.locale ?? 'en',
      });
      window.location.assign(url);
    } catch (error) {
      if ((error as { code?: number }).code === 503) setUnavailable(true);
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('pricing:subscribe.title', { plan: name })} testId="subscribe-popup">
      <dl className="mt-4 space-y-2 rounded-2xl bg-brand-50/60 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('pricing:subscribe.billing')}</dt>
          <dd className="font-medium text-ink">
            {interval === 'yearly'
              ? t('pricing:subscribe.perYear', { price: money(total) })
              : t('pricing:subscribe.perMonth', { price: money(total) })}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('pricing:subscribe.credits')}</dt>
          <dd className="font-medium text-ink">{t('pricing:creditsMonthly', { count: PLANS[plan].monthlyCredits })}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-ink-soft">{t('pricing:subscribe.note')}</p>
      {unavailable && (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('common:serverMessages.paymentsNotConfigured')}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-ink/15 px-5 py-2.5 font-semibold text-ink hover:bg-brand-50"
        >
          {t('pricing:subscribe.cancel')}
        </button>
        <button
          type="button"
          disabled={busy || unavailable}
          aria-busy={busy}
          onClick={() => void proceed()}
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? t('pricing:subscribe.redirecting') : t('pricing:subscribe.continue')}
        </button>
      </div>
    </Modal>
  );
}
