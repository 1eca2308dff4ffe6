/**
 * Translations for text the server writes itself (e-mails): the same resource files as the
 * pages, English merged under the requested language, `{{name}}` interpolation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locales';
import { mergeFallback, type Resource } from '@/lib/i18n/merge-fallback';

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

export function serverT(rawLocale: string | undefined, namespace: string) {
  const locale = toLocale(rawLocale);
  const data = resources(locale, namespace);
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const value = key
      .split('.')
      .reduce<string | Resource | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), data);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
