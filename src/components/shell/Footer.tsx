import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { LANDING_SLUGS as LANDINGS } from '@/lib/landings';
import { FEATURE_SLUG_LIST } from '@/lib/modes';
import { ThemeControl } from './ThemeControl';

function FooterColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-ink">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-sm text-ink-soft hover:text-ink">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation('common');
  const product = [
    ...FEATURE_SLUG_LIST.map((slug) => ({ href: `/${slug}`, label: t(`features.${slug}.title`) })),
    { href: '/edit/features', label: t('footer.allFeatures') },
  ];
  const alternatives = LANDINGS.map((slug) => ({ href: `/${slug}`, label: t(`landings.${slug}`) }));
  const legal = [
    { href: '/help', label: t('footer.help') },
    { href: '/developers', label: t('footer.developers') },
    { href: '/privacy-policy', label: t('footer.privacy') },
    { href: '/terms-of-use', label: t('footer.terms') },
  ];
  return (
    <footer className="border-t border-ink/5 bg-brand-50/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <FooterColumn title={t('footer.product')} links={product} />
        <FooterColumn title={t('footer.alternatives')} links={alternatives} />
        <FooterColumn title={t('footer.legal')} links={legal} />
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-4 px-4 pb-8">
        <ThemeControl />
        <div className="space-y-1 text-xs text-ink-faint">
          <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
          {/* The animatic's sprites and subject names (README "Credits and licences"). */}
          <p>{t('footer.credits')}</p>
        </div>
      </div>
    </footer>
  );
}
