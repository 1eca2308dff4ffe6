import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { formatNumber } from '@/lib/intl';
import { adminApi, type UserSummary } from './admin-api';
import { buttonClass, cellClass, inputClass, linkClass, Loading, numberCellClass, Table, useLoad, When } from './ui';

/** Accounts by e-mail or id; the newest before a search. */
export function UsersView() {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { data, failed } = useLoad(() => adminApi.users(query), String(query));
  const id = useId();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  return (
    <div className="space-y-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={search}>
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-xs text-ink-soft">
            {t('users.search')}
          </label>
          <input
            id={id}
            type="search"
            className={`${inputClass} mt-1`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t('users.find')}
        </button>
      </form>
      {!data ? (
        <Loading failed={failed} />
      ) : data.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('users.none')}</p>
      ) : (
        <UsersTable users={data} />
      )}
    </div>
  );
}

function UsersTable({ users }: { users: UserSummary[] }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  return (
    <Table
      label={t('nav.users')}
      testId="admin-users"
      head={[
        { label: t('user.email') },
        { label: t('user.plan') },
        { label: t('user.credits'), end: true },
        { label: t('user.status') },
        { label: t('user.created') },
      ]}
    >
      {users.map((user) => (
        <tr key={user.id}>
          <td className={cellClass}>
            <Link href={`/admin/users/${user.id}`} className={linkClass}>
              {user.email ?? user.id}
            </Link>
            {user.role === 'admin' && <span className="ms-2 text-xs text-ink-soft">{t('user.roles.admin')}</span>}
          </td>
          <td className={cellClass}>{t(`plans.${user.plan}`)}</td>
          <td className={numberCellClass}>{formatNumber(i18n.language, user.credits)}</td>
          <td className={cellClass}>{user.disabled ? t('user.disabled') : t('user.active')}</td>
          <td className={cellClass}>
            <When at={user.createdAt} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
