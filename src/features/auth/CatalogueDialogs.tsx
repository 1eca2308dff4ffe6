/**
 * The dialogs the error catalogue opens besides the login popup (SPEC §2, §8): the pricing
 * modal (429/430 for a free user, a Pro model without a paid plan; can hide Basic), the
 * limit notice (439) and the concurrent jobs dialog (460). Loaded only when one first opens.
 */
import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { Modal } from '@/components/dialog/Modal';
import { ANONYMOUS_RIGHTS, PLAN_IDS, PLANS } from '@/lib/plans';
import { type CatalogueDialog, useUserStore } from '@/stores/user-store';
import { PlanGrid } from '@/features/pricing/PlanGrid';

export function CatalogueDialogs({ dialog }: { dialog: Exclude<CatalogueDialog, 'login'> }) {
  const { t, i18n } = useTranslation('common');
  const dialogOptions = useUserStore((state) => state.dialogOptions);
  const closeDialog = useUserStore((state) => state.closeDialog);
  const plan = useUserStore((state) => state.user?.plan);

  if (dialog === 'limit') {
    return (
      <Modal
        open
        onClose={closeDialog}
        title={t('dialogs.limit.title')}
        description={t('dialogs.limit.body')}
        testId="limit-notice"
      >
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            onClick={closeDialog}
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('dialogs.limit.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  if (dialog === 'concurrent') {
    // The number is the caller's own limit; the offer to upgrade only where a plan makes more at once.
    const limit = plan ? PLANS[plan].concurrentJobs : ANONYMOUS_RIGHTS.concurrentJobs;
    const more = PLAN_IDS.some((id) => PLANS[id].concurrentJobs > limit);
    const body = t('dialogs.concurrent.body', { count: limit });
    return (
      <Modal
        open
        onClose={closeDialog}
        title={t('dialogs.concurrent.title')}
        description={more ? `${body} ${t('dialogs.concurrent.more')}` : body}
        testId="concurrent-jobs"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {more && (
            <Link
              href="/pricing"
              onClick={closeDialog}
              className="rounded-full border border-ink/15 px-6 py-2.5 font-semibold text-ink hover:bg-brand-50"
            >
              {t('dialogs.concurrent.plans')}
            </Link>
          )}
          <button
            type="button"
            onClick={closeDialog}
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('dialogs.concurrent.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  // The plan cards speak the `pricing` namespace, which the studio and pricing pages load.
  const withCards = i18n.hasResourceBundle(i18n.language, 'pricing');
  // Basic is hidden when asked (a Pro model was picked: Basic has none) and for Basic users.
  const hideBasic = dialogOptions.hideBasic || plan === 'basic';
  const plans = PLAN_IDS.filter((id) => id !== 'free' && !(hideBasic && id === 'basic'));
  return (
    <Modal
      open
      onClose={closeDialog}
      title={t('dialogs.pricing.title')}
      // A 430 says what the video needs and what is left (issue 13), before the general offer.
      description={
        dialogOptions.shortfall
          ? `${t('studio.shortfall.line', { needed: dialogOptions.shortfall.needed, balance: dialogOptions.shortfall.balance })} ${t('dialogs.pricing.body')}`
          : t('dialogs.pricing.body')
      }
      size="xl"
      testId="pricing-modal"
    >
      {withCards && (
        <div className="mt-6">
          <PlanGrid plans={plans} onNavigate={closeDialog} />
        </div>
      )}
      <p className="mt-6 text-center">
        <Link
          href="/pricing"
          onClick={closeDialog}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('dialogs.pricing.allPlans')}
        </Link>
      </p>
    </Modal>
  );
}
