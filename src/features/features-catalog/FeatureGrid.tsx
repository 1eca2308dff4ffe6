import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { FEATURE_SLUG_LIST } from '@/lib/modes';

/** A card per feature, each opening the studio with its mode (strings from `common`). */
export function FeatureGrid() {
  const { t } = useTranslation('common');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURE_SLUG_LIST.map((slug) => (
        <li key={slug}>
          <Link
            href={`/${slug}`}
            className="block h-full rounded-2xl border border-ink/10 p-5 hover:border-brand-500 hover:shadow-sm"
          >
            <h3 className="font-semibold text-ink">{t(`features.${slug}.title`)}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(`features.${slug}.description`)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
