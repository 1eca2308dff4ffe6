import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/useDismiss';
import { selectSignedIn, useUserStore } from '@/stores/user-store';
import { AccountArea, AccountMenuItems } from './AccountArea';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

const NAV = [
  { href: '/app', key: 'nav.studio' },
  { href: '/edit/features', key: 'nav.features' },
  { href: '/pricing', key: 'nav.pricing' },
  { href: '/help', key: 'nav.help' },
] as const;

export function Header() {
  const { t } = useTranslation(['common', 'get-started']);
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const signedIn = useUserStore(selectSignedIn);
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuRef, menuOpen, close, menuButtonRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: any navigation closes the menu
  useEffect(() => close(), [router.asPath, close]);

  const links = NAV.map((item) => {
    const active = router.pathname === item.href || router.pathname.startsWith(`${item.href}/`);
    return (
      <Link
        key={item.href}
        href={item.href}
        aria-current={active ? 'page' : undefined}
        className="rounded-lg px-3 py-2 text-sm font-medium text-ink-soft hover:bg-brand-50 hover:text-ink aria-[current=page]:text-brand-700"
      >
        {t(item.key)}
      </Link>
    );
  });

  return (
    <header className="sticky top-0 z-30 border-b border-ink/5 bg-surface/90 backdrop-blur">
      <div ref={menuRef} className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold text-ink">
          <Logo />
          {/* Named "Home – Vidloom": the visible brand is part of the name (WCAG 2.5.3). On a
              phone the logo stands alone so the account corner fits 320 px (issue 13). */}
          <span className="sr-only">{t('nav.home')} – </span>
          <span className="max-sm:sr-only">{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ms-4 hidden items-center lg:flex">
          {links}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <AccountArea />
          <LanguageSwitcher />
          {/* A signed-in user has the studio in the navigation; the call to start is for visitors. */}
          {!signedIn && (
            <Link
              href="/app"
              className="hidden whitespace-nowrap rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
            >
              {t('get-started:cta')}
            </Link>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className="rounded-lg p-2 text-ink-soft hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((value) => !value)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              {menuOpen ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
            </svg>
          </button>
        </div>
        {menuOpen && (
          <nav
            id="mobile-nav"
            aria-label={t('nav.label')}
            className="absolute inset-x-0 top-14 flex flex-col border-b border-ink/5 bg-surface p-2 shadow-md lg:hidden"
          >
            {links}
            <AccountMenuItems />
          </nav>
        )}
      </div>
    </header>
  );
}
