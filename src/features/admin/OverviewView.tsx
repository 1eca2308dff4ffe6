import { useTranslation } from '@/lib/i18n/react';
import { formatNumber, numberFormat } from '@/lib/intl';
import { adminApi, type Tally } from './admin-api';
import { cellClass, Loading, numberCellClass, Panel, Stat, Table, useLoad } from './ui';

/** The last day at a glance, and the queue now. */
export function OverviewView() {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  const { data, failed } = useLoad(() => adminApi.overview(), '');
  if (!data) return <Loading failed={failed} />;
  const n = (value: number) => formatNumber(i18n.language, value);
  const secs = (value: number | null) =>
    value === null
      ? '–'
      : t('seconds', { value: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value) });
  const rate =
    data.failureRate === null
      ? '–'
      : numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(data.failureRate);
  const tally = (title: string, rows: Tally, name: (key: string) => string) => (
    <Panel title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('empty')}</p>
      ) : (
        <Table label={title} head={[{ label: t('overview.name') }, { label: t('overview.count'), end: true }]}>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className={cellClass}>{name(row.key)}</td>
              <td className={numberCellClass}>{n(row.count)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
  return (
    <div className="space-y-4">
      <Panel title={t('overview.now')}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('overview.queueDepth')} value={n(data.queue.depth)} testId="stat-queue" />
          <Stat label={t('overview.oldest')} value={secs(data.queue.oldestAgeSeconds)} />
          <Stat label={t('overview.processing')} value={n(data.queue.processing)} />
          <Stat label={t('overview.workers')} value={n(data.workersAlive)} testId="stat-workers" />
        </dl>
      </Panel>
      <Panel title={t('overview.day')}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('overview.jobs')} value={n(data.jobs.total)} testId="stat-jobs" />
          <Stat label={t('overview.failureRate')} value={rate} />
          <Stat label={t('overview.median')} value={secs(data.doneSeconds.median)} />
          <Stat label={t('overview.p95')} value={secs(data.doneSeconds.p95)} />
          <Stat label={t('overview.spent')} value={n(data.credits.spent)} />
          <Stat label={t('overview.refunded')} value={n(data.credits.refunded)} />
          <Stat label={t('overview.signUps')} value={n(data.signUps)} testId="stat-signups" />
          <Stat label={t('overview.payments')} value={n(data.payments)} />
        </dl>
      </Panel>
      <div className="grid gap-4 md:grid-cols-3">
        {tally(t('overview.byState'), data.jobs.byState, (key) => t(`states.${key}`))}
        {tally(t('overview.byModel'), data.jobs.byModel, (key) => key)}
        {tally(t('overview.byProvider'), data.jobs.byProvider, (key) => key)}
      </div>
    </div>
  );
}
