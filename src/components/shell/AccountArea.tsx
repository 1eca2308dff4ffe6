import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { whenIdle } from '../../lib/idle';
import { useUserStore } from '../../stores/user-store';

/**
 * The header's account corner: the signed-in user's e-mail, plan and credits, or a visitor's
 * remaining credits. The account runtime (API client, fingerprint) loads once the page is idle.
 */
export function AccountArea() {
  const { t } = useTranslation('common');
  const { status, user, anonymousCredits } = useUserStore();

  useEffect(
    () =>
      whenIdle(() => {
        void import('../../features/auth/account-runtime')
          .then(({ bootAccount }) => bootAccount())
          // The page works without the account corner; the API client already told the user what failed.
          .catch((error: unknown) => console.warn('Account could not be loaded', error));
      }),
    [],
  );

  if (status !== 'ready') return <span className="hidden h-7 w-24 sm:inline-block" aria-hidden="true" />;

  if (user) {
    return (
      <div className="flex items-center gap-2 text-sm" data-testid="account-area">
        <span className="hidden max-w-44 truncate text-ink-soft md:inline" title={user.email ?? undefined}>
          {user.email ?? user.name}
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t(`account.plans.${user.plan}`)}</span>
        <span className="whitespace-nowrap font-medium text-ink" data-testid="credits">
          {t('account.credits', { count: user.credits })}
        </span>
        <button
          type="button"
          className="rounded-full px-2 py-1 text-ink-soft hover:bg-brand-50"
          onClick={() => void import('../../features/auth/account-runtime').then(({ logout }) => logout())}
        >
          {t('account.logout')}
        </button>
      </div>
    );
  }

  if (anonymousCredits === null) return null;
  return (
    <span className="whitespace-nowrap text-sm font-medium text-ink" data-testid="credits" title={t('account.anonymousHint')}>
      {t('account.credits', { count: anonymousCredits })}
    </span>
  );
}
