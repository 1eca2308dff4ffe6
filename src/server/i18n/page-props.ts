import type { GetStaticProps } from 'next';
import type { RouteKey } from '@/lib/i18n/namespaces';
import { getTranslationProps } from './get-translation-props';

/** getStaticProps of a page whose only data is its translations. */
export function translatedStaticProps(route: RouteKey): GetStaticProps {
  return async ({ locale }) => ({ props: await getTranslationProps(locale, route) });
}
