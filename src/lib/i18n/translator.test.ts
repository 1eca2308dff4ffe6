/**
 * The page's translator against i18next, the library the server renders with and the pages used
 * before (issue 18, goal 3): every text of every namespace in the 17 locales, with counts that
 * reach each CLDR plural category and numbers that need grouping, must read the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { mergeFallback, type Resource } from './merge-fallback';
import { createTranslator } from './translator';

const NAMESPACES = readdirSync('public/locales/en')
  .filter((file) => file.endsWith('.json') && file !== 'glossary.json')
  .map((file) => file.replace(/\.json$/, ''));

const read = (locale: string, ns: string): Resource =>
  JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as Resource;

/** Every key path with a string, plural suffixes taken off (a family once). */
function keys(resource: Resource, prefix = ''): string[] {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    else for (const inner of keys(value, path)) out.add(inner);
  }
  return [...out];
}

const VARIABLES = {
  max: 5000,
  min: 8,
  maxMb: 10,
  seconds: 12.5,
  total: 1234,
  year: 2026,
  visitors: 30,
  price: '$9.90',
  plan: 'Pro',
  field: 'prompt',
  values: 'pro, ultra',
  date: 'May 1',
  id: 'abc',
};

describe('the page translator reads like i18next', () => {
  it.each(LOCALES.map((locale) => locale.code))(
    '%s: every text, with counts 0, 1, 2, 3, 11, 21, 100 and 1000',
    async (code) => {
      const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, read('en', ns)]));
      const store =
        code === 'en'
          ? english
          : Object.fromEntries(NAMESPACES.map((ns) => [ns, mergeFallback(english[ns], read(code, ns))]));
      const reference = i18next.createInstance();
      await reference.init({
        lng: code,
        ns: NAMESPACES,
        defaultNS: 'common',
        resources: { [code]: store },
        returnNull: false,
        interpolation: { escapeValue: false },
      });
      const ours = createTranslator(code, store);
      let compared = 0;
      for (const ns of NAMESPACES)
        for (const key of keys(store[ns]!)) {
          for (const count of [0, 1, 2, 3, 11, 21, 100, 1000]) {
            const options = { ...VARIABLES, count };
            expect(ours.t(`${ns}:${key}`, options), `${code} ${ns}:${key} count ${count}`).toBe(
              reference.t(`${ns}:${key}`, options),
            );
            compared += 1;
          }
        }
      expect(compared).toBeGreaterThan(1000);
    },
  );
});

describe('createTranslator', () => {
  const store = {
    common: {
      hello: 'Hello {{name}}',
      credits_one: '{{count, number}} credit',
      credits_other: '{{count, number}} credits',
      year: '© {{year, number(useGrouping: false)}}',
      list: { a: 'A', b: 'B' },
    },
    app: { only: 'in app', hello: 'Hi from app' },
  };

  it('takes the namespace from the key, else searches the bound namespaces in order', () => {
    const translator = createTranslator('en', store);
    expect(translator.t('app:only')).toBe('in app');
    expect(translator.forNamespaces(['app', 'common'])('hello', { name: 'x' })).toBe('Hi from app');
    expect(translator.forNamespaces(['common', 'app'])('only')).toBe('in app');
    expect(translator.forNamespaces(['common', 'app'])('hello', { name: 'Ann' })).toBe('Hello Ann');
  });

  it('formats counts and numbers in the locale, with its plural forms and digits', () => {
    expect(createTranslator('de', store).t('credits', { count: 5000 })).toBe('5.000 credits');
    expect(createTranslator('en', store).t('credits', { count: 1 })).toBe('1 credit');
    expect(createTranslator('fa', store).t('credits', { count: 1500 })).toBe('۱٬۵۰۰ credits');
    expect(createTranslator('de', store).t('year', { year: 2026 })).toBe('© 2026');
  });

  it('falls back to the default value, else the key; keeps a missing variable; returns objects when asked', () => {
    const { t } = createTranslator('en', store);
    expect(t('nope', { defaultValue: 'Plan {{plan}}', plan: 'Pro' })).toBe('Plan Pro');
    expect(t('common:nope')).toBe('nope');
    expect(t('hello')).toBe('Hello {{name}}');
    expect(t('list', { returnObjects: true })).toEqual({ a: 'A', b: 'B' });
  });

  it('knows which namespaces the page has', () => {
    const translator = createTranslator('ja', store);
    expect(translator.hasResourceBundle('ja', 'app')).toBe(true);
    expect(translator.hasResourceBundle('ja', 'pricing')).toBe(false);
    expect(translator.language).toBe('ja');
  });
});
