import type { GetStaticPaths, GetStaticProps } from 'next';
import { FeaturePage } from '@/features/features-catalog/FeaturePage';
import { LOCALE_CODES } from '@/lib/i18n/locales';
import { FEATURE_SLUG_LIST, type FeatureSlug, isFeatureSlug } from '@/lib/modes';
import { getTranslationProps } from '@/server/i18n/get-translation-props';

type Props = { slug: FeatureSlug };

export default function FeatureRoute({ slug }: Props) {
  return <FeaturePage slug={slug} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: LOCALE_CODES.flatMap((locale) => FEATURE_SLUG_LIST.map((slug) => ({ params: { path: slug }, locale }))),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<Props> = async ({ locale, params }) => {
  const slug = params?.path;
  if (!isFeatureSlug(slug)) return { notFound: true };
  return { props: { ...(await getTranslationProps(locale, '/features/[path]')), slug } };
};
