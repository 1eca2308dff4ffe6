/**
 * Translations for text the server writes itself (e-mails): the same resource files as the
 * pages, English merged under the requested language, `{{name}}` interpolation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locales';
import { mergeFallback, type Resource } from '@/lib/i18n/merge-fallback';
import { formatNumber } from '@/lib/intl';

const cache = new Map<string, Resource>();

function load(locale: string, namespace: string): Resource | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.resolve('public/locales', locale, `${namespace}.json`), 'utf8')) as Resource;
  } catch {
    return undefined;
  }
}

function resources(locale: string, namespace: string): Resource {
  const key = `${locale}/${namespace}`;
  let merged = cache.get(key);
  if (!merged) {
    merged = mergeFallback(
      load(DEFAULT_LOCALE, namespace),
      locale === DEFAULT_LOCALE ? undefined : load(locale, namespace),
    );
    cache.set(key, merged);
  }
  return merged;
}

/** A `{{name, number}}` or `{{name, number(useGrouping: false)}}` value in the locale's digits and grouping. */
function formatted(locale: string, value: string | number | undefined, format: string | undefined): string {
  if (value === undefined) return '';
  const match = format && /^number(?:\((.*)\))?$/.exec(format.trim());
  if (!match) return String(value);
  const options: Intl.NumberFormatOptions = {};
  for (const pair of (match[1] ?? '').split(';')) {
    const [name, raw] = pair.split(':').map((part) => part.trim());
    if (name === 'useGrouping') options.useGrouping = raw !== 'false';
  }
  return formatNumber(locale, Number(value), options);
}

/**
 * A lookup in the locale's texts, as i18next does it for the pages: a `count` picks the plural
 * form (`key_one`, `key_few`, … by Intl.PluralRules), `{{name, number}}` formats in the locale.
 */
export function serverT(rawLocale: string | undefined, namespace: string) {
  const locale = toLocale(rawLocale);
  const data = resources(locale, namespace);
  const plurals = new Intl.PluralRules(locale);
  const lookup = (key: string) =>
    key
      .split('.')
      .reduce<string | Resource | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), data);
  return (key: string, vars: Record<string, string | number> = {}): string => {
    let value = lookup(key);
    if (typeof vars.count === 'number' && typeof value !== 'string')
      value = lookup(`${key}_${plurals.select(vars.count)}`) ?? lookup(`${key}_other`);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g, (_, name: string, format?: string) =>
      formatted(locale, vars[name], format),
    );
  };
}
