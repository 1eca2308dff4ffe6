/**
 * `/user/billing`: the plan with its renewal or end date, the balance, what to do next
 * (subscribe, change plan, manage payment in Stripe's portal) and the credit history from the
 * ledger: what every grant, debit, refund and adjustment was for, linked to its video.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useState } from 'react';
import { Pager } from '@/components/Pager';
import { useUserStore } from '@/stores/user-store';
import { AccountPage } from './AccountPage';
import {
  type LedgerPage,
  type LedgerRow,
  loadLedger,
  loadSubscription,
  openPortal,
  type SubscriptionSummary,
} from './account-actions';
import { dateTimeFormat, formatNumber, numberFormat } from '@/lib/intl';

function Entry({ row }: { row: LedgerRow }) {
  const { t, i18n } = useTranslation(['userSetting', 'common']);
  const mode = row.record ? t(`common:modes.${row.record.operationType}`) : null;
  const what = t(`userSetting:billing.reasons.${row.reason}`);
  return (
    <tr className="border-t border-ink/5" data-reason={row.reason}>
      <td className="py-2 pe-3 align-top text-ink-soft whitespace-nowrap">
        {dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(row.createTimestamp)}
      </td>
      <td className="py-2 pe-3 align-top text-ink">
        {what}
        {row.recordId && (
          <span className="block text-xs text-ink-soft">
            {row.record ? (
              <Link href={`/app/${row.recordId}`} className="text-brand-700 underline-offset-2 hover:underline">
                {row.record.prompt ? `${mode}: ${row.record.prompt.slice(0, 60)}` : mode}
              </Link>
            ) : (
              t('userSetting:billing.deletedVideo')
            )}
          </span>
        )}
      </td>
      <td
        className={`py-2 pe-3 text-end align-top font-medium tabular-nums ${row.delta < 0 ? 'text-red-700 dark:text-red-300' : 'text-emerald-700'}`}
        dir="ltr"
      >
        {numberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(row.delta)}
      </td>
      <td className="py-2 text-end align-top tabular-nums text-ink-soft">
        {formatNumber(i18n.language, row.balanceAfter)}
      </td>
    </tr>
  );
}

function Billing() {
  const { t, i18n } = useTranslation(['userSetting']);
  const router = useRouter();
  const user = useUserStore((state) => state.user);
  const [summary, setSummary] = useState<SubscriptionSummary | null>(null);
  const [ledger, setLedger] = useState<LedgerPage | null>(null);
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of plan or credits is the trigger: the subscription is read again
  useEffect(() => {
    loadSubscription()
      .then(setSummary)
      .catch(() => undefined);
  }, [user?.plan, user?.credits]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of credits is the trigger: the ledger has a new line to show
  useEffect(() => {
    loadLedger(page)
      .then(setLedger)
      .catch(() => undefined);
  }, [page, user?.credits]);

  const date = (ms: number) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(ms);
  const plan = summary?.plan ?? user?.plan ?? 'free';
  const paid = plan !== 'free';

  return (
    <div className="space-y-8">
      {router.query.checkout === 'success' && (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
          {t('userSetting:billing.thanks')}
        </p>
      )}
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

      <section aria-labelledby="history-title">
        <h2 id="history-title" className="text-lg font-semibold text-ink">
          {t('userSetting:billing.history')}
        </h2>
        {ledger && ledger.total === 0 && <p className="mt-3 text-sm text-ink-soft">{t('userSetting:billing.empty')}</p>}
        {ledger && ledger.total > 0 && (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm" data-testid="ledger">
              <thead>
                <tr className="text-start text-xs text-ink-faint">
                  <th scope="col" className="pb-2 pe-3 text-start font-medium">
                    {t('userSetting:billing.columns.date')}
                  </th>
                  <th scope="col" className="pb-2 pe-3 text-start font-medium">
                    {t('userSetting:billing.columns.what')}
                  </th>
                  <th scope="col" className="pb-2 pe-3 text-end font-medium">
                    {t('userSetting:billing.columns.change')}
                  </th>
                  <th scope="col" className="pb-2 text-end font-medium">
                    {t('userSetting:billing.columns.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.records.map((row) => (
                  <Entry key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {ledger && (
          <Pager
            page={ledger.current}
            pages={ledger.pages}
            onPage={setPage}
            labels={{
              nav: t('userSetting:billing.pages'),
              previous: t('userSetting:billing.previous'),
              next: t('userSetting:billing.next'),
              status: t('userSetting:billing.page', { page: ledger.current, pages: ledger.pages }),
            }}
          />
        )}
      </section>
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
