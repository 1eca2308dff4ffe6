import Link from 'next/link';
import { useState } from 'react';
import { Pager } from '@/components/Pager';
import { useTranslation } from '@/lib/i18n/react';
import { type AuditRow, adminApi } from './admin-api';
import { cellClass, linkClass, Loading, Table, useLoad, When } from './ui';

/** A change as `before → after`, field by field, in the form the log keeps. */
function change(row: AuditRow): string {
  const names = new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})]);
  const show = (value: unknown) => (value === undefined || value === null ? '–' : String(value));
  return [...names].map((name) => `${name}: ${show(row.before?.[name])} → ${show(row.after?.[name])}`).join('; ');
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  if (rows.length === 0) return <p className="text-sm text-ink-soft">{t('empty')}</p>;
  return (
    <Table
      label={t('audit.title')}
      testId="admin-audit"
      head={[
        { label: t('columns.when') },
        { label: t('audit.who') },
        { label: t('audit.action') },
        { label: t('audit.target') },
        { label: t('columns.reason') },
        { label: t('audit.change') },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-action={row.action}>
          <td className={cellClass}>
            <When at={row.createdAt} />
          </td>
          <td className={cellClass}>{row.adminEmail ?? (row.adminId ? row.adminId : t('audit.commandLine'))}</td>
          <td className={cellClass}>{t(`audit.actions.${row.action}`)}</td>
          <td className={cellClass}>
            <Link href={`/admin/${row.targetType === 'user' ? 'users' : 'jobs'}/${row.targetId}`} className={linkClass}>
              {row.targetId}
            </Link>
          </td>
          <td className={`${cellClass} min-w-40 whitespace-normal`}>{row.reason ?? '–'}</td>
          <td className={`${cellClass} text-xs text-ink-soft`} dir="ltr">
            {change(row)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function AuditView() {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [page, setPage] = useState(1);
  const { data, failed } = useLoad(() => adminApi.audit(page), String(page));
  if (!data) return <Loading failed={failed} />;
  return (
    <div>
      <AuditTable rows={data.records} />
      <Pager
        page={data.current}
        pages={data.pages}
        onPage={setPage}
        labels={{
          nav: t('pages'),
          previous: t('userSetting:billing.previous'),
          next: t('userSetting:billing.next'),
          status: t('userSetting:billing.page', { page: data.current, pages: data.pages }),
        }}
      />
    </div>
  );
}
