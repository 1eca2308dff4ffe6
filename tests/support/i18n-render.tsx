/**
 * Component tests render inside the app's own translator (src/lib/i18n/react.tsx) loaded with the
 * locale's own JSON from public/locales, English merged under it as the server does
 * (merge-fallback.ts): the texts a test reads are the ones users see.
 */
import { readFileSync } from 'node:fs';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { mergeFallback } from '@/lib/i18n/merge-fallback';
import { TranslationProvider } from '@/lib/i18n/react';
import { createTranslator, type Translator } from '@/lib/i18n/translator';

type I18n = Translator;

/** Texts by key, nested; a test reads them by path (a wrong path fails that test at once). */
// biome-ignore lint/suspicious/noExplicitAny: JSON of unknown shape, read by key paths in tests
type Messages = Record<string, any>;

/** A namespace's texts in a locale, as shipped. */
export function messages(locale: string, namespace: string): Messages {
  return JSON.parse(readFileSync(`public/locales/${locale}/${namespace}.json`, 'utf8')) as Messages;
}

/** A translator with these namespaces in `locale` (English under it), the first one the default. */
export async function i18nFor(namespaces: string[], locale = 'en'): Promise<I18n> {
  const store = Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      locale === 'en'
        ? messages('en', namespace)
        : mergeFallback(messages('en', namespace), messages(locale, namespace)),
    ]),
  );
  return createTranslator(locale, store, namespaces.slice(0, 1));
}

/** Renders `ui` inside the provider; `rerender` keeps it there. */
export function renderWithI18n(i18n: I18n, ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationProvider translator={i18n}>{children}</TranslationProvider>
  );
  return render(ui, { ...options, wrapper });
}
