import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/ButtonLink';
import { PageHead } from '@/components/PageHead';
import { FEATURE_SLUGS, type FeatureSlug } from '@/lib/modes';
import { ExampleClip } from '@/features/home/ExampleClip';

const POINTS = ['free', 'browser', 'finish'] as const;

/**
 * A landing page for people searching for another tool; `ns` holds its own text. It says
 * plainly that Vidloom is not that tool and does not run its model, shows an example made by
 * our engine, and leads into the studio with the matching mode preselected.
 */
export function LandingPage({ ns, studioSlug }: { ns: string; studioSlug: FeatureSlug }) {
  const { t } = useTranslation([ns, 'common']);
  const mode = FEATURE_SLUGS[studioSlug];
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <section className="mx-auto max-w-3xl px-4 pb-8 pt-14 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t('body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={`/${studioSlug}`} data-testid="landing-cta">
            {t('cta')}
          </ButtonLink>
          <ButtonLink href="/pricing" variant="secondary">
            {t('common:seePlans')}
          </ButtonLink>
        </div>
      </section>
      <section className="mx-auto max-w-xl px-4">
        <ExampleClip
          mode={mode}
          label={t(`common:features.${studioSlug}.title`)}
          playLabel={t('common:landing.play')}
          priority
        />
      </section>
      <section aria-labelledby="points-title" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="points-title" className="text-center text-2xl font-semibold text-ink">
          {t('common:landing.pointsTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {POINTS.map((point) => (
            <li key={point} className="rounded-2xl border border-ink/10 p-5">
              <h3 className="font-semibold text-ink">{t(`common:landing.points.${point}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-soft">{t(`common:landing.points.${point}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink-faint" data-testid="landing-note">
          {t('note')} {t('common:landing.engines')}
        </p>
      </section>
    </>
  );
}
