import Link from 'next/link';
import { useRouter } from 'next/router';
import { type FormEvent, useId, useState } from 'react';
import { Pager } from '@/components/Pager';
import { useTranslation } from '@/lib/i18n/react';
import { formatNumber } from '@/lib/intl';
import { adminApi, type JobFilters, type JobRow, type Paged } from './admin-api';
import { buttonClass, cellClass, inputClass, linkClass, Loading, numberCellClass, Table, useLoad, When } from './ui';

const STATES = ['queued', 'processing', 'success', 'fail'] as const;
const PROVIDERS = ['local', 'veo', 'vertex-veo', 'gemini-omni', 'fal', 'replicate', 'comfyui'] as const;
const FIELDS = ['state', 'model', 'provider', 'user'] as const;

/** The filters as the address carries them, so a filtered list can be linked to and reloaded. */
function filtersOf(query: Record<string, string | string[] | undefined>): JobFilters {
  const one = (name: string) => (typeof query[name] === 'string' && query[name] ? (query[name] as string) : undefined);
  return {
    state: one('state'),
    model: one('model'),
    provider: one('provider'),
    user: one('user'),
    page: Number(one('page') ?? 1) || 1,
  };
}

export function JobsView() {
  const { t } = useTranslation(['admin', 'userSetting']);
  const router = useRouter();
  const filters = filtersOf(router.query);
  const key = JSON.stringify(filters);
  const { data, failed } = useLoad(() => adminApi.jobs(filters), String(key));

  const go = (next: JobFilters) => {
    const query = Object.fromEntries(
      Object.entries(next).filter(
        ([name, value]) => value !== undefined && value !== '' && !(name === 'page' && value === 1),
      ),
    );
    void router.push({ pathname: '/admin/jobs', query }, undefined, { shallow: true });
  };

  return (
    <div className="space-y-4">
      <FiltersForm filters={filters} onApply={(draft) => go({ ...draft, page: 1 })} />
      {!data ? (
        <Loading failed={failed} />
      ) : data.total === 0 ? (
        <p className="text-sm text-ink-soft">{t('jobs.none')}</p>
      ) : (
        <JobsTable jobs={data} onPage={(page) => go({ ...filters, page })} />
      )}
    </div>
  );
}

/** The filters being edited; the list follows them once applied. */
function FiltersForm({ filters, onApply }: { filters: JobFilters; onApply: (draft: JobFilters) => void }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [draft, setDraft] = useState<JobFilters>(filters);
  const ids = { state: useId(), model: useId(), provider: useId(), user: useId() };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const field = (name: (typeof FIELDS)[number], control: React.ReactNode) => (
    <div className="min-w-0">
      <label htmlFor={ids[name]} className="block text-xs text-ink-soft">
        {t(`jobs.${name}`)}
      </label>
      {control}
    </div>
  );
  const set = (name: keyof JobFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value || undefined });

  return (
    <form className="grid grid-cols-2 items-end gap-2 sm:grid-cols-5" onSubmit={apply} data-testid="job-filters">
      {field(
        'state',
        <select id={ids.state} className={`${inputClass} mt-1`} value={draft.state ?? ''} onChange={set('state')}>
          <option value="">{t('jobs.any')}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'provider',
        <select
          id={ids.provider}
          className={`${inputClass} mt-1`}
          value={draft.provider ?? ''}
          onChange={set('provider')}
        >
          <option value="">{t('jobs.any')}</option>
          {PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {provider}
            </option>
          ))}
        </select>,
      )}
      {field(
        'model',
        <input id={ids.model} className={`${inputClass} mt-1`} value={draft.model ?? ''} onChange={set('model')} />,
      )}
      {field(
        'user',
        <input id={ids.user} className={`${inputClass} mt-1`} value={draft.user ?? ''} onChange={set('user')} />,
      )}
      <button type="submit" className={`${buttonClass} justify-self-start`}>
        {t('jobs.apply')}
      </button>
    </form>
  );
}

/** One page of jobs, newest first, each linking to its job and its owner, and the pager. */
function JobsTable({ jobs, onPage }: { jobs: Paged<JobRow>; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  return (
    <>
      <Table
        label={t('nav.jobs')}
        testId="admin-jobs"
        head={[
          { label: t('columns.when') },
          { label: t('columns.state') },
          { label: t('columns.model') },
          { label: t('columns.provider') },
          { label: t('columns.owner') },
          { label: t('columns.cost'), end: true },
          { label: t('columns.attempts'), end: true },
        ]}
      >
        {jobs.records.map((job) => (
          <tr key={job.id} data-state={job.state}>
            <td className={cellClass}>
              <Link href={`/admin/jobs/${job.id}`} className={linkClass}>
                <When at={job.createdAt} />
              </Link>
            </td>
            <td className={cellClass}>{t(`states.${job.state}`)}</td>
            <td className={cellClass}>{job.model}</td>
            <td className={cellClass}>{job.provider}</td>
            <td className={cellClass}>
              {job.userId ? (
                <Link href={`/admin/users/${job.userId}`} className={linkClass}>
                  {job.userId}
                </Link>
              ) : (
                t('jobs.anonymous')
              )}
            </td>
            <td className={numberCellClass}>{formatNumber(i18n.language, job.cost)}</td>
            <td className={numberCellClass}>{formatNumber(i18n.language, job.attempts)}</td>
          </tr>
        ))}
      </Table>
      <Pager
        page={jobs.current}
        pages={jobs.pages}
        onPage={onPage}
        labels={{
          nav: t('pages'),
          previous: t('userSetting:billing.previous'),
          next: t('userSetting:billing.next'),
          status: t('userSetting:billing.page', { page: jobs.current, pages: jobs.pages }),
        }}
      />
    </>
  );
}
