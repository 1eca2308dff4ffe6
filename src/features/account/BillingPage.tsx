/**
 * `/user/billing`: the plan with its renewal or end date, the balance, what to do next
 * (subscribe, change plan, manage payment in Stripe's portal) and the credit history from the
 * ledger: what every grant, debit, refund and adjustment was for, linked to its video.
 * PlanSummary and CreditHistory each load what they show, each on its own trigger.
 */
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { AccountPage } from './AccountPage';
import { CreditHistory } from './CreditHistory';
import { PlanSummary } from './PlanSummary';

function Billing() {
  const { t } = useTranslation(['userSetting']);
  const router = useRouter();
  return (
    <div className="space-y-8">
      {router.query.checkout === 'success' && (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
          {t('userSetting:billing.thanks')}
        </p>
      )}
      <PlanSummary />
      <CreditHistory />
    </div>
  );
}

export function BillingPage() {
  return (
    <AccountPage section="billing">
      <Billing />
    </AccountPage>
  );
}
