import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/ButtonLink';
import { PageHead } from '@/components/PageHead';
import type { FeatureSlug } from '@/lib/modes';

/** `/features/<slug>`: what one feature does, leading into the studio with its mode. */
export function FeaturePage({ slug }: { slug: FeatureSlug }) {
  const { t } = useTranslation(['common', 'get-started']);
  const title = t(`features.${slug}.title`);
  const description = t(`features.${slug}.description`);
  return (
    <>
      <PageHead title={title} description={description} />
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{description}</p>
        <ButtonLink href={`/${slug}`} className="mt-8">
          {t('get-started:cta')}
        </ButtonLink>
      </div>
    </>
  );
}
