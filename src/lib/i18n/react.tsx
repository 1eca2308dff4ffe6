/**
 * React's side of translator.ts: the provider _app puts around every page, and
 * `useTranslation(ns)` with the shape components used from next-i18next (`{ t, i18n }`).
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { PriceTable } from '@/lib/money';
import type { Resource } from './merge-fallback';
import { createTranslator, type TFunction, type Translator } from './translator';

/** What serverSideTranslations puts in a page's props (next-i18next's SSRConfig, the part we read). */
export type TranslationProps = {
  _nextI18Next?: {
    initialLocale?: string;
    initialI18nStore?: Record<string, Record<string, Resource>>;
    ns?: string[];
  };
  /** The prices the page shows, formatted on the server (money.ts `priceTable`). */
  prices?: PriceTable;
};

const EMPTY = createTranslator('en', {});
const TranslatorContext = createContext<Translator>(EMPTY);

let current: Translator | null = null;

/** The translator of the page on screen, for code outside React (toasts of the API client); null before the first page. */
export function pageTranslator(): Translator | null {
  return current;
}

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  if (typeof window !== 'undefined') current = translator;
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const key = typeof namespaces === 'string' ? namespaces : (namespaces ?? []).join(',');
  const t = useMemo(() => i18n.forNamespaces(key ? key.split(',') : []), [i18n, key]);
  return { t, i18n };
}

/** For _app: the translator of the page's props, made again only when they change. */
export function usePageTranslator(props: TranslationProps, fallbackLanguage: string): Translator {
  const language = props._nextI18Next?.initialLocale ?? fallbackLanguage;
  const stores = props._nextI18Next?.initialI18nStore;
  const prices = props.prices;
  // One locale, English merged under it on the server (get-translation-props.ts).
  return useMemo(
    () => createTranslator(language, stores?.[language] ?? {}, ['common'], prices),
    [language, stores, prices],
  );
}
