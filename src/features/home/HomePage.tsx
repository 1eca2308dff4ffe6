/**
 * The home page: what Vidloom does, the six modes with examples made by our own engine, the
 * models this server offers (`offeredModels`: counted, and described when we have words for
 * them; a model it cannot run is neither counted nor shown), a plans teaser, a short FAQ, and
 * calls to action into the studio.
 */
import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/ButtonLink';
import { PageHead } from '@/components/PageHead';
import type { FeatureSlug, Mode } from '@/lib/modes';
import { ANONYMOUS_CREDITS, PLANS } from '@/lib/plans';
import { ExampleClip } from './ExampleClip';

const EXAMPLES: { mode: Mode; slug: FeatureSlug }[] = [
  { mode: 'generate', slug: 'text-to-video' },
  { mode: 'effect', slug: 'video-effects' },
  { mode: 'sound', slug: 'add-sound' },
  { mode: 'speech', slug: 'add-speech' },
  { mode: 'extend', slug: 'extend-video' },
  { mode: 'upscale', slug: 'upscale-video' },
];

/** The models the page describes, by their card's words and their catalogue id. */
const MODELS = [
  { card: 'base', id: 'base' },
  { card: 'fast', id: 'veo-3-fast' },
  { card: 'quality', id: 'veo-3-quality' },
  { card: 'omni', id: 'gemini-omni-flash' },
] as const;
const FAQ = ['what', 'free', 'own', 'device'] as const;

export function HomePage({ offeredModels }: { offeredModels: string[] }) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const lowest = i18n.money(PLANS.basic.monthlyPriceUsd);
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
        <p className="mt-4 text-sm text-ink-faint">{t('hero.note')}</p>
      </section>

      <section aria-labelledby="modes-title" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="modes-title" className="text-center text-2xl font-semibold text-ink">
          {t('modes.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-ink-soft">{t('examples.intro')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {EXAMPLES.map(({ mode, slug }, index) => (
            <li key={mode} className="flex flex-col rounded-2xl border border-ink/10 p-3" data-example={mode}>
              <ExampleClip
                mode={mode}
                label={t(`common:features.${slug}.title`)}
                playLabel={t('examples.play', { mode: t(`common:features.${slug}.title`) })}
                priority={index === 0}
              />
              <h3 className="mt-3 px-1 font-semibold text-ink">{t(`common:features.${slug}.title`)}</h3>
              <p className="mt-1 flex-1 px-1 text-sm text-ink-soft">{t(`common:features.${slug}.description`)}</p>
              <p className="mt-2 px-1 text-xs italic text-ink-faint">{t(`examples.prompts.${mode}`)}</p>
              <Link
                href={`/${slug}`}
                className="mt-3 px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('examples.try')}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="models-title" className="bg-brand-50/60 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="models-title" className="text-center text-2xl font-semibold text-ink">
            {t('models.title', { count: offeredModels.length })}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-ink-soft">{t('models.intro')}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {MODELS.filter(({ id }) => offeredModels.includes(id)).map(({ card }) => (
              <li key={card} className="rounded-2xl bg-surface p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-ink">{t(`models.${card}.title`)}</h3>
                <p className="mt-2 text-sm text-ink-soft">{t(`models.${card}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h2 id="plans-title" className="text-2xl font-semibold text-ink">
          {t('plans.title')}
        </h2>
        <p className="mt-3 text-ink-soft">
          {t('plans.body', { count: PLANS.free.monthlyCredits, visitors: ANONYMOUS_CREDITS, price: lowest })}
        </p>
        <ButtonLink href="/pricing" variant="secondary" className="mt-6">
          {t('plans.cta')}
        </ButtonLink>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 pb-16">
        <h2 id="faq-title" className="text-2xl font-semibold text-ink">
          {t('faq.title')}
        </h2>
        <div className="mt-4 divide-y divide-ink/10 rounded-2xl border border-ink/10">
          {FAQ.map((key) => (
            <details key={key} className="p-4">
              <summary className="cursor-pointer font-medium text-ink">{t(`faq.items.${key}.q`)}</summary>
              <p className="mt-2 text-ink-soft">{t(`faq.items.${key}.a`)}</p>
            </details>
          ))}
        </div>
        <p className="mt-4 text-sm">
          <Link href="/help" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('faq.more')}
          </Link>
        </p>
      </section>
    </>
  );
}
