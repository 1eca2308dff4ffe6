import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useState } from 'react';
import { Pager } from '@/components/Pager';
import { dateTimeFormat, formatNumber, numberFormat } from '@/lib/intl';
import { useUserStore } from '@/stores/user-store';
import { type LedgerPage, type LedgerRow, loadLedger } from './account-actions';

/** The ledger's columns with where each sits: the figures end-aligned, the last without a gap after it. */
const LEDGER_COLUMNS = [
  ['date', 'pe-3 text-start'],
  ['what', 'pe-3 text-start'],
  ['change', 'pe-3 text-end'],
  ['balance', 'text-end'],
] as const;

/** The billing page's credit history: a page of the ledger at a time, with its pager. */
export function CreditHistory() {
  const { t } = useTranslation(['userSetting']);
  const credits = useUserStore((state) => state.user?.credits);
  const [ledger, setLedger] = useState<LedgerPage | null>(null);
  const [page, setPage] = useState(1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of credits is the trigger: the ledger has a new line to show
  useEffect(() => {
    loadLedger(page)
      .then(setLedger)
      .catch(() => undefined);
  }, [page, credits]);

  return (
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
                {LEDGER_COLUMNS.map(([column, place]) => (
                  <th key={column} scope="col" className={`pb-2 ${place} font-medium`}>
                    {t(`userSetting:billing.columns.${column}`)}
                  </th>
                ))}
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
  );
}

/** One ledger line: when, what for (linked to its video while it exists), the change and the balance after. */
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
