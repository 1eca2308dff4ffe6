import type { GetStaticProps } from 'next';
import type { RouteKey } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/i18n/locales';
import type { TranslationProps } from '@/lib/i18n/react';
import { priceTable } from '@/lib/money';
import { getTranslationProps } from './get-translation-props';

/** The pages that show plan prices on their first screen: they get them formatted (money.ts). */
const PRICED: readonly RouteKey[] = ['/', '/pricing'];

/** getStaticProps of a page whose only data is its translations (and the prices it shows). */
export function translatedStaticProps(route: RouteKey): GetStaticProps {
  return async ({ locale }) => {
    const props: TranslationProps = await getTranslationProps(locale, route);
    if (PRICED.includes(route)) props.prices = priceTable(toLocale(locale));
    return { props };
  };
}
