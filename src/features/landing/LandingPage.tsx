import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHead } from '../../components/PageHead';
import type { FeatureSlug } from '../../lib/modes';

/** A landing page for people searching for another tool; `ns` holds its text. */
export function LandingPage({ ns, studioSlug }: { ns: string; studioSlug: FeatureSlug }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t('body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={`/${studioSlug}`}>{t('cta')}</ButtonLink>
          <ButtonLink href="/pricing" variant="secondary">
            {t('common:seePlans')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
