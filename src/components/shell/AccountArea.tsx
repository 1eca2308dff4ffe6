import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { whenIdle } from '@/lib/idle';
import { useUserStore } from '@/stores/user-store';

/**
 * The header's account corner: the signed-in user's e-mail, plan and credits, or a visitor's
 * remaining credits and the sign-in button that opens the login popup. Below `lg` the plan
 * and the log-out button move into the header's menu (AccountMenuItems), so the corner fits a
 * 320 px phone in every language (issue 13).
 */
const BOOT_DELAY_MS = 3000;

function logout() {
  void import('@/features/auth/account-runtime').then((runtime) => runtime.logout());
}

/** The signed-in user's entries of the header's menu (below `lg`): e-mail, plan, settings, log out. */
export function AccountMenuItems() {
  const { t } = useTranslation('common');
  const user = useUserStore((state) => state.user);
  if (!user) return null;
  const item = 'rounded-lg px-3 py-2 text-start text-sm font-medium text-ink-soft hover:bg-brand-50 hover:text-ink';
  return (
    <div className="mt-1 flex flex-col border-t border-ink/10 pt-1" data-testid="account-menu">
      <p className="truncate px-3 py-2 text-sm text-ink-faint">{user.email ?? user.name}</p>
      <Link href="/user/billing" className={item}>
        {t('account.billing')} · {t(`account.plans.${user.plan}`)}
      </Link>
      <Link href="/user/settings" className={item}>
        {t('account.settings')}
      </Link>
      <button type="button" className={item} onClick={logout}>
        {t('account.logout')}
      </button>
    </div>
  );
}

export function AccountArea() {
  const { t } = useTranslation('common');
  const { status, user, anonymousCredits } = useUserStore(
    useShallow(({ status, user, anonymousCredits }) => ({ status, user, anonymousCredits })),
  );

  useEffect(() => {
    // The account runtime brings the API client and the device fingerprint: load it on the first
    // interaction, or a few seconds after the page has settled, never during the first paint.
    let started = false;
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      if (started) return;
      started = true;
      void import('@/features/auth/account-runtime')
        .then(({ ensureAccount }) => ensureAccount())
        // The page works without the account corner; the API client already told the user what failed.
        .catch((error: unknown) => console.warn('Account could not be loaded', error));
    };
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
    for (const type of events) window.addEventListener(type, start, { once: true, passive: true });
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(start);
    }, BOOT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      for (const type of events) window.removeEventListener(type, start);
    };
  }, []);

  // Until the account is known, the visitor's corner holds its place unseen (a count of the
  // same width), so nothing in the header moves when it appears (CLS 0, issue 18).
  if (status !== 'ready') return <VisitorCorner credits={10} hold />;

  if (user) {
    return (
      <div className="flex items-center gap-2 text-sm" data-testid="account-area">
        <span className="hidden max-w-44 truncate text-ink-soft xl:inline" title={user.email ?? undefined}>
          {user.email ?? user.name}
        </span>
        <Link
          href="/user/billing"
          title={t('account.billing')}
          className="hidden whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-100 sm:inline-block"
          data-testid="plan-badge"
        >
          {t(`account.plans.${user.plan}`)}
        </Link>
        <span className="whitespace-nowrap font-medium text-ink" data-testid="credits">
          {t('account.credits', { count: user.credits })}
        </span>
        <Link
          href="/user/settings"
          aria-label={t('account.settings')}
          title={t('account.settings')}
          className="rounded-full p-1.5 text-ink-soft hover:bg-brand-50 hover:text-ink"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <circle cx="10" cy="7" r="3.2" />
            <path d="M3.5 17c.8-3.2 3.4-5 6.5-5s5.7 1.8 6.5 5" />
          </svg>
        </Link>
        <button
          type="button"
          className="hidden whitespace-nowrap rounded-full px-2 py-1 text-ink-soft hover:bg-brand-50 lg:inline-block"
          onClick={logout}
        >
          {t('account.logout')}
        </button>
      </div>
    );
  }

  return <VisitorCorner credits={anonymousCredits} />;
}

/** A visitor's corner: the remaining credits (from `sm`) and the sign-in button; `hold` keeps its room, unseen. */
function VisitorCorner({ credits, hold = false }: { credits: number | null; hold?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={`flex items-center gap-2 text-sm ${hold ? 'invisible' : ''}`} aria-hidden={hold || undefined}>
      {credits !== null && (
        <span
          className="hidden whitespace-nowrap font-medium text-ink sm:inline"
          data-testid={hold ? undefined : 'credits'}
          title={t('account.anonymousHint')}
        >
          {t('account.credits', { count: credits })}
        </span>
      )}
      <button
        type="button"
        data-testid={hold ? undefined : 'sign-in'}
        className="whitespace-nowrap rounded-full border border-ink/15 px-3 py-1 font-semibold text-ink hover:bg-brand-50"
        onClick={() => useUserStore.getState().openDialog('login')}
        disabled={hold}
      >
        {t('account.signIn')}
      </button>
    </div>
  );
}
