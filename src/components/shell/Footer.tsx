import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { FEATURE_SLUG_LIST } from '../../lib/modes';

const LANDINGS = ['gen3-free', 'gen3-future', 'vidu-studio', 'use-kling-ai', 'use-luma-ai'] as const;

const linkClass = 'text-sm text-ink-soft hover:text-ink';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-ink/5 bg-brand-50/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="mb-3 text-sm font-semibold text-ink">{t('footer.product')}</h2>
          <ul className="space-y-2">
            {FEATURE_SLUG_LIST.map((slug) => (
              <li key={slug}>
                <Link href={`/${slug}`} className={linkClass}>
                  {t(`features.${slug}.title`)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/edit/features" className={linkClass}>
                {t('footer.allFeatures')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold text-ink">{t('footer.alternatives')}</h2>
          <ul className="space-y-2">
            {LANDINGS.map((slug) => (
              <li key={slug}>
                <Link href={`/${slug}`} className={linkClass}>
                  {t(`landings.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold text-ink">{t('footer.legal')}</h2>
          <ul className="space-y-2">
            <li>
              <Link href="/help" className={linkClass}>
                {t('footer.help')}
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link href="/terms-of-use" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="pb-8 text-center text-xs text-ink-faint">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
