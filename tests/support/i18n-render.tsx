/**
 * Component tests render inside a real i18next instance loaded with the locale's own JSON from
 * public/locales (English as the fallback, as the app has it), with the app's options
 * (next-i18next.config.js): the texts a test reads are the ones users see.
 */
import { readFileSync } from 'node:fs';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** Texts by key, nested; a test reads them by path (a wrong path fails that test at once). */
// biome-ignore lint/suspicious/noExplicitAny: JSON of unknown shape, read by key paths in tests
type Messages = Record<string, any>;

/** A namespace's texts in a locale, as shipped. */
export function messages(locale: string, namespace: string): Messages {
  return JSON.parse(readFileSync(`public/locales/${locale}/${namespace}.json`, 'utf8')) as Messages;
}

/** An i18next instance with these namespaces in `locale` (and English), the first one the default. */
export async function i18nFor(namespaces: string[], locale = 'en'): Promise<I18n> {
  const load = (lng: string) =>
    Object.fromEntries(namespaces.map((namespace) => [namespace, messages(lng, namespace)]));
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: namespaces[0],
    resources: locale === 'en' ? { en: load('en') } : { en: load('en'), [locale]: load(locale) },
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Renders `ui` inside the provider; `rerender` keeps it there. */
export function renderWithI18n(i18n: I18n, ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { ...options, wrapper });
}
