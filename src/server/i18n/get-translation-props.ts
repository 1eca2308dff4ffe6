/**
 * Server-side translations for a page: exactly `common`, `get-started` and the route's own
 * namespaces, loaded through next-i18next, with English merged under the chosen language
 * (src/lib/i18n/merge-fallback.ts). A namespace file missing for a locale is logged once per
 * process and the page renders that namespace in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SSRConfig, UserConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '../../../next-i18next.config.js';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locales';
import { mergeFallback, type Resource } from '@/lib/i18n/merge-fallback';
import { namespacesFor, type RouteKey } from '@/lib/i18n/namespaces';
import { log } from '@/server/log';

const reported = new Set<string>();

function reportMissing(localePath: string, locale: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) {
    const key = `${localePath}/${locale}/${ns}`;
    if (reported.has(key)) continue;
    if (!fs.existsSync(path.join(localePath, locale, `${ns}.json`))) {
      reported.add(key);
      log.warn({ locale, namespace: ns }, 'translation file missing; showing English');
    }
  }
}

export async function getTranslationProps(
  rawLocale: string | undefined,
  route: RouteKey,
  config: UserConfig = i18nConfig,
): Promise<SSRConfig> {
  const locale = toLocale(rawLocale);
  const namespaces = namespacesFor(route);
  if (locale !== DEFAULT_LOCALE) reportMissing(String(config.localePath), locale, namespaces);
  const props = await serverSideTranslations(locale, namespaces, config);
  const store = props._nextI18Next?.initialI18nStore as Record<string, Record<string, Resource>> | undefined;
  if (store && locale !== DEFAULT_LOCALE) {
    const english = store[DEFAULT_LOCALE] ?? {};
    const own = store[locale] ?? {};
    store[locale] = Object.fromEntries(namespaces.map((ns) => [ns, mergeFallback(english[ns], own[ns])]));
    delete store[DEFAULT_LOCALE];
  }
  return props;
}
