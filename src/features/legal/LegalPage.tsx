import { useTranslation } from '@/lib/i18n/react';
import { PageHead } from '@/components/PageHead';

/**
 * Privacy policy and terms of use. They exist in English only (SPEC §2): every locale serves
 * the English text, marked `lang="en"`, with a note in the reader's language.
 */
export function LegalPage({ ns }: { ns: 'privacyPolicy' | 'termsUse' }) {
  const { t, i18n } = useTranslation([ns, 'common']);
  const sections = t(`${ns}:sections`, { returnObjects: true }) as Record<string, { title: string; body: string }>;
  return (
    <>
      <PageHead title={t(`${ns}:meta.title`)} description={t(`${ns}:meta.description`)} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {i18n.language !== 'en' && (
          <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-soft">{t('common:englishOnly')}</p>
        )}
        <article lang="en" dir="ltr" className="space-y-6">
          <header>
            <h1 className="text-3xl font-bold text-ink">{t(`${ns}:title`)}</h1>
            <p className="mt-2 text-sm text-ink-faint">{t(`${ns}:updated`)}</p>
          </header>
          {Object.entries(sections).map(([key, section]) => (
            <section key={key}>
              <h2 className="text-xl font-semibold text-ink">{section.title}</h2>
              <p className="mt-2 leading-relaxed text-ink-soft">{section.body}</p>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
