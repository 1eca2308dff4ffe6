import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/useDismiss';
import { LOCALES, localeInfo } from '@/lib/i18n/locales';

/**
 * The header's language menu. Each entry is a real link to the current path in that
 * language (`/es/pricing`), so it works without JavaScript and keeps the page the user is on.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, buttonRef);
  const current = localeInfo(router.locale ?? 'en');

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-1.5 whitespace-nowrap rounded-full border border-ink/10 px-3 py-1.5 text-sm text-ink-soft hover:bg-brand-50"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('language.label')}: ${current.nativeName}`}
        data-testid="language-switcher"
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z" />
        </svg>
        <span className="hidden xl:inline">{current.nativeName}</span>
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t('language.choose')}
          className="absolute end-0 z-40 mt-2 max-h-[70vh] w-56 overflow-auto rounded-xl border border-ink/10 bg-surface p-1 shadow-lg"
        >
          {LOCALES.map((locale) => (
            <li key={locale.code}>
              <Link
                href={router.asPath}
                locale={locale.code}
                hrefLang={locale.code}
                lang={locale.code}
                aria-current={locale.code === current.code ? 'true' : undefined}
                className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
                onClick={close}
              >
                <span>{locale.nativeName}</span>
                <span className="text-xs text-ink-faint" lang="en">
                  {locale.englishName}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
