import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@/lib/i18n/react';
import { formatNumber, numberFormat } from '@/lib/intl';
import { adminApi, type JobDetail } from './admin-api';
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
  const { t } = useTranslation(['admin', 'userSetting']);
  const { data, failed, reload } = useLoad(() => adminApi.job(id), String(id));
  if (!data) return <Loading failed={failed} />;

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
      <JobStats job={data} />
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
      {(data.retryable || data.refundable) && <JobActions job={data} onDone={reload} />}
      <Panel title={t('job.parameters')}>
        <pre className="max-h-80 overflow-auto rounded-lg bg-brand-50/60 p-3 text-xs text-ink" dir="ltr">
          {JSON.stringify({ prompt: data.prompt, ...data.generateParam }, null, 2)}
        </pre>
      </Panel>
      {data.ledger.length > 0 && <JobLedger rows={data.ledger} />}
      <Panel title={t('audit.title')}>
        <AuditTable rows={data.audit} />
      </Panel>
    </div>
  );
}

/** The job's figures: state, model, cost, attempts, its times and whether it was refunded. */
function JobStats({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  const secs = (value: number | null) =>
    value === null
      ? '–'
      : t('seconds', { value: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value) });
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Stat label={t('columns.state')} value={t(`states.${job.state}`)} testId="job-state" />
      <Stat label={t('columns.model')} value={job.model} />
      <Stat label={t('columns.provider')} value={job.provider} />
      <Stat label={t('columns.cost')} value={formatNumber(i18n.language, job.cost)} />
      <Stat label={t('columns.attempts')} value={formatNumber(i18n.language, job.attempts)} />
      <Stat label={t('job.wait')} value={secs(job.timings.waitSeconds)} />
      <Stat label={t('job.render')} value={secs(job.timings.renderSeconds)} />
      <Stat label={t('job.total')} value={secs(job.timings.totalSeconds)} />
      <Stat label={t('job.created')} value={<When at={job.timings.createdAt} />} />
      <Stat label={t('job.started')} value={<When at={job.timings.startedAt} />} />
      <Stat label={t('job.finished')} value={<When at={job.timings.finishedAt} />} />
      <Stat
        label={t('job.refund')}
        value={job.refunded ? t('job.refunded') : t('job.notRefunded')}
        testId="job-refunded"
      />
    </dl>
  );
}

/** Retry a job that can run again, or refund one, with the reason that goes into the audit log. */
function JobActions({ job, onDone }: { job: JobDetail; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (action: 'retry' | 'refund') => {
    if (action === 'refund' && !reason.trim()) {
      toast.error(t('reasonNeeded'));
      return;
    }
    setBusy(true);
    try {
      await adminApi.jobAction(job.id, action, reason.trim() ? { reason } : {});
      toast.success(t('done'));
      setReason('');
      onDone();
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
    <Panel title={t('job.actions')}>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <ReasonField value={reason} onChange={setReason} />
        {job.retryable && (
          <button type="submit" className={buttonClass} disabled={busy}>
            {t('job.retry')}
          </button>
        )}
        {job.refundable && !job.refunded && (
          <button type="button" className={dangerClass} disabled={busy} onClick={() => void act('refund')}>
            {t('job.refund')}
          </button>
        )}
      </form>
      <p className="mt-2 text-xs text-ink-soft">{t('job.creditsNote')}</p>
    </Panel>
  );
}

/** The credit movements this job caused: its debit, and a refund if it had one. */
function JobLedger({ rows }: { rows: JobDetail['ledger'] }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  return (
    <Panel title={t('user.ledger')}>
      <Table
        label={t('user.ledger')}
        head={[{ label: t('columns.when') }, { label: t('columns.reason') }, { label: t('columns.change'), end: true }]}
      >
        {rows.map((row) => (
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
  );
}
