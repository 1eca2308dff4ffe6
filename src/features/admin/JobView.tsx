import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@/lib/i18n/react';
import { formatNumber, numberFormat } from '@/lib/intl';
import { adminApi } from './admin-api';
import { AuditTable } from './AuditView';
import {
  buttonClass,
  cellClass,
  dangerClass,
  linkClass,
  Loading,
  numberCellClass,
  Panel,
  ReasonField,
  Stat,
  Table,
  useLoad,
  When,
} from './ui';

/** One job whole: what was asked, how it went, what it cost, and retry or refund. */
export function JobView({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  const { data, failed, reload } = useLoad(() => adminApi.job(id), String(id));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!data) return <Loading failed={failed} />;
  const secs = (value: number | null) =>
    value === null
      ? '–'
      : t('seconds', { value: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value) });

  const act = async (action: 'retry' | 'refund') => {
    if (action === 'refund' && !reason.trim()) {
      toast.error(t('reasonNeeded'));
      return;
    }
    setBusy(true);
    try {
      await adminApi.jobAction(id, action, reason.trim() ? { reason } : {});
      toast.success(t('done'));
      setReason('');
      reload();
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act('retry');
  };

  return (
    <div className="space-y-4" data-testid="admin-job">
      <div>
        <Link href="/admin/jobs" className={`text-sm ${linkClass}`}>
          {t('back')}
        </Link>
        <h2 className="mt-1 break-all text-xl font-semibold text-ink">{data.id}</h2>
        <p className="text-sm text-ink-soft">
          {data.userId ? (
            <Link href={`/admin/users/${data.userId}`} className={linkClass}>
              {data.userId}
            </Link>
          ) : (
            t('jobs.anonymous')
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={t('columns.state')} value={t(`states.${data.state}`)} testId="job-state" />
        <Stat label={t('columns.model')} value={data.model} />
        <Stat label={t('columns.provider')} value={data.provider} />
        <Stat label={t('columns.cost')} value={formatNumber(i18n.language, data.cost)} />
        <Stat label={t('columns.attempts')} value={formatNumber(i18n.language, data.attempts)} />
        <Stat label={t('job.wait')} value={secs(data.timings.waitSeconds)} />
        <Stat label={t('job.render')} value={secs(data.timings.renderSeconds)} />
        <Stat label={t('job.total')} value={secs(data.timings.totalSeconds)} />
        <Stat label={t('job.created')} value={<When at={data.timings.createdAt} />} />
        <Stat label={t('job.started')} value={<When at={data.timings.startedAt} />} />
        <Stat label={t('job.finished')} value={<When at={data.timings.finishedAt} />} />
        <Stat
          label={t('job.refund')}
          value={data.refunded ? t('job.refunded') : t('job.notRefunded')}
          testId="job-refunded"
        />
      </dl>
      {data.failMsg && (
        <Panel title={t('job.failure')}>
          {/* The record's stored English sentence (the provider's words in it are English too). */}
          <p className="break-words text-sm text-ink" data-testid="job-failure" lang="en" dir="auto">
            {data.failMsg}
          </p>
        </Panel>
      )}
      <Panel title={t('job.providerRequest')}>
        <p className="break-all text-sm text-ink" dir="ltr">
          {data.providerRequestId ?? '–'}
        </p>
      </Panel>
      {(data.retryable || data.refundable) && (
        <Panel title={t('job.actions')}>
          <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
            <ReasonField value={reason} onChange={setReason} />
            {data.retryable && (
              <button type="submit" className={buttonClass} disabled={busy}>
                {t('job.retry')}
              </button>
            )}
            {data.refundable && !data.refunded && (
              <button type="button" className={dangerClass} disabled={busy} onClick={() => void act('refund')}>
                {t('job.refund')}
              </button>
            )}
          </form>
          <p className="mt-2 text-xs text-ink-soft">{t('job.creditsNote')}</p>
        </Panel>
      )}
      <Panel title={t('job.parameters')}>
        <pre className="max-h-80 overflow-auto rounded-lg bg-brand-50/60 p-3 text-xs text-ink" dir="ltr">
          {JSON.stringify({ prompt: data.prompt, ...data.generateParam }, null, 2)}
        </pre>
      </Panel>
      {data.ledger.length > 0 && (
        <Panel title={t('user.ledger')}>
          <Table
            label={t('user.ledger')}
            head={[
              { label: t('columns.when') },
              { label: t('columns.reason') },
              { label: t('columns.change'), end: true },
            ]}
          >
            {data.ledger.map((row) => (
              <tr key={row.id}>
                <td className={cellClass}>
                  <When at={row.createdAt} />
                </td>
                <td className={cellClass}>{t(`userSetting:billing.reasons.${row.reason}`)}</td>
                <td className={numberCellClass} dir="ltr">
                  {numberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(row.delta)}
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
      )}
      <Panel title={t('audit.title')}>
        <AuditTable rows={data.audit} />
      </Panel>
    </div>
  );
}
