/**
 * `/admin`: the operators' console. The page is only rendered for a signed-in account with the
 * admin role (everyone else gets the 404 page from the server), so it loads straight away.
 */
import Link from 'next/link';
import { useEffect } from 'react';
import { PageHead } from '@/components/PageHead';
import { useTranslation } from '@/lib/i18n/react';
import { AuditView } from './AuditView';
import type { ConsoleView } from './console-view';
import { JobsView } from './JobsView';
import { JobView } from './JobView';
import { OverviewView } from './OverviewView';
import { ProvidersView } from './ProvidersView';
import { UsersView } from './UsersView';
import { UserView } from './UserView';

const SECTIONS = [
  ['overview', '/admin'],
  ['users', '/admin/users'],
  ['jobs', '/admin/jobs'],
  ['providers', '/admin/providers'],
  ['audit', '/admin/audit'],
] as const;

/** The section a screen belongs to: an account's page is under Users, a job's under Jobs. */
const SECTION_OF: Record<ConsoleView['view'], (typeof SECTIONS)[number][0]> = {
  overview: 'overview',
  users: 'users',
  user: 'users',
  jobs: 'jobs',
  job: 'jobs',
  providers: 'providers',
  audit: 'audit',
};

export function AdminConsole({ view }: { view: ConsoleView }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const section = SECTION_OF[view.view];
  // The header's account corner, as on the account pages: the operator is signed in.
  useEffect(() => {
    void import('@/features/auth/account-runtime').then(({ ensureAccount }) => ensureAccount()).catch(() => undefined);
  }, []);
  return (
    <>
      <PageHead title={t('meta.title')} noindex />
      <div className="mx-auto max-w-6xl px-4 py-6" data-testid="admin-console">
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <nav aria-label={t('nav.label')} className="mt-3 flex flex-wrap gap-1.5 text-sm">
          {SECTIONS.map(([item, href]) => (
            <Link
              key={item}
              href={href}
              aria-current={item === section ? 'page' : undefined}
              className="rounded-full px-3 py-1 font-medium text-ink-soft hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              {t(`nav.${item}`)}
            </Link>
          ))}
        </nav>
        <div className="mt-5">
          {view.view === 'overview' && <OverviewView />}
          {view.view === 'users' && <UsersView />}
          {view.view === 'user' && <UserView id={view.id} />}
          {view.view === 'jobs' && <JobsView />}
          {view.view === 'job' && <JobView id={view.id} />}
          {view.view === 'providers' && <ProvidersView />}
          {view.view === 'audit' && <AuditView />}
        </div>
      </div>
    </>
  );
}
