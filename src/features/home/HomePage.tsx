import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHead } from '../../components/PageHead';
import { FeatureGrid } from '../features-catalog/FeatureGrid';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <section className="mx-auto max-w-6xl px-4 pb-8 pt-14 text-center sm:pt-20">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-soft">{t('hero.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/app">{t('hero.primary')}</ButtonLink>
          <ButtonLink href="/pricing" variant="secondary">
            {t('hero.secondary')}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="modes-title" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="modes-title" className="mb-6 text-center text-2xl font-semibold text-ink">
          {t('modes.title')}
        </h2>
        <FeatureGrid />
      </section>
    </>
  );
}
