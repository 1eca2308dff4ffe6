import type { GetServerSideProps, GetStaticProps } from 'next';
import type { RouteKey } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/i18n/locales';
import type { TranslationProps } from '@/lib/i18n/react';
import { priceTable } from '@/lib/money';
import { HOUR_SECONDS, MINUTE_SECONDS } from '@/lib/time';
import { offeredModels } from '@/server/videos/models';
import { getTranslationProps } from './get-translation-props';

/** The pages that show plan prices on their first screen: they get them formatted (money.ts). */
const PRICED: readonly RouteKey[] = ['/', '/pricing'];

async function translatedProps(locale: string | undefined, route: RouteKey): Promise<TranslationProps> {
  const props: TranslationProps = await getTranslationProps(locale, route);
  if (PRICED.includes(route)) props.prices = priceTable(toLocale(locale));
  return props;
}

/** getStaticProps of a page whose only data is its translations (and the prices it shows). */
export function translatedStaticProps(route: RouteKey): GetStaticProps {
  return async ({ locale }) => ({ props: await translatedProps(locale, route) });
}

/**
 * getServerSideProps of a page that says how many models a customer can pick (the home page and
 * the help). The number depends on what this server is connected to, which a build cannot know,
 * so these pages are rendered per request.
 */
export function translatedPropsWithModelCount(
  route: RouteKey,
): GetServerSideProps<TranslationProps & { offeredModels: string[] }> {
  return async ({ locale, res }) => {
    // The same for every visitor (the account corner loads in the browser): shared caches may
    // keep it briefly, as they would the static page it was.
    res.setHeader('Cache-Control', `public, s-maxage=${MINUTE_SECONDS}, stale-while-revalidate=${HOUR_SECONDS}`);
    return { props: { ...(await translatedProps(locale, route)), offeredModels: offeredModels() } };
  };
}
