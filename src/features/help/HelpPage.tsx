import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '../../components/PageHead';

export function HelpPage() {
  const { t } = useTranslation('help');
  const faq = t('faq', { returnObjects: true }) as Record<string, { q: string; a: string }>;
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
        <div className="mt-8 divide-y divide-ink/10 rounded-2xl border border-ink/10">
          {Object.entries(faq).map(([key, item]) => (
            <details key={key} className="group p-4">
              <summary className="cursor-pointer font-medium text-ink">{item.q}</summary>
              <p className="mt-2 text-ink-soft">{item.a}</p>
            </details>
          ))}
        </div>
      </div>
    </>
  );
}
