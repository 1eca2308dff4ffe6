import type { GetStaticPaths, GetStaticProps } from 'next';
import type { PageWithShell } from '@/components/shell/page-options';
import { StudioPage } from '@/features/studio/StudioPage';
import { LOCALE_CODES } from '@/lib/i18n/locales';
import { FEATURE_SLUG_LIST, type Mode, modeForSlug } from '@/lib/modes';
import { getTranslationProps } from '@/server/i18n/get-translation-props';

type Props = { mode: Mode };

/**
 * The catch-all: `/text-to-video`, `/add-sound`, … open the studio with their mode
 * preselected; any other path gets the localized 404 page with status 404. The fallback is
 * 'blocking' rather than false because Next 16 renders a fallback:false miss with the default
 * locale's 404 page, while a `notFound` from getStaticProps keeps the request's locale.
 */
const FeatureStudioPage: PageWithShell<Props> = ({ mode }) => <StudioPage initialMode={mode} />;
FeatureStudioPage.hideGetStarted = true;

export default FeatureStudioPage;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: LOCALE_CODES.flatMap((locale) => FEATURE_SLUG_LIST.map((slug) => ({ params: { path: [slug] }, locale }))),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<Props> = async ({ locale, params }) => {
  const path = params?.path;
  const mode = Array.isArray(path) && path.length === 1 ? modeForSlug(path[0] ?? '') : undefined;
  if (!mode) return { notFound: true };
  return { props: { ...(await getTranslationProps(locale, '/[...path]')), mode } };
};
