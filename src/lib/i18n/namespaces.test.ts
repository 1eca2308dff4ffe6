import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES } from './locales';
import { ALL_NAMESPACES, ENGLISH_ONLY_NAMESPACES, namespacesFor, ROUTE_NAMESPACES } from './namespaces';

// SPEC §2, as written there: route → additional namespaces; the settings page adds its
// webhooks section's own namespace, which SPEC (older than webhooks) does not know.
const SPEC_TABLE: [string, string[]][] = [
  ['/', ['home']],
  ['/pricing', ['pricing']],
  ['/gen3-free', ['gen3Free']],
  ['/gen3-future', ['gen3Future']],
  ['/vidu-studio', ['vidu']],
  ['/use-kling-ai', ['useKlingAi']],
  ['/use-luma-ai', ['useLumaAi']],
  ['/privacy-policy', ['privacyPolicy']],
  ['/terms-of-use', ['termsUse']],
  ['/help', ['help']],
  // SPEC §2 names userSetting; the sections for API keys, webhooks and one's data add their own.
  ['/user/settings', ['userSetting', 'apiKeys', 'webhooks', 'myData']],
  ['/user/billing', ['userSetting']],
  ['/app', ['app', 'pricing']],
  ['/edit/features', ['pricing']],
  ['/features/[path]', ['pricing']],
  ['/edit', ['app', 'pricing']],
  ['/[...path]', ['app', 'pricing']],
];

// Pages added after SPEC §2, on the same rules: the developers' page of the public API.
const ADDED_TABLE: [string, string[]][] = [['/developers', ['developers']]];

describe('route namespaces', () => {
  it.each([...SPEC_TABLE, ...ADDED_TABLE])('%s loads common, get-started and %j', (route, extra) => {
    expect(namespacesFor(route as keyof typeof ROUTE_NAMESPACES)).toEqual(['common', 'get-started', ...extra]);
  });

  it('has no route that SPEC §2 does not list, besides the 404 page and the pages added since', () => {
    const listed = [...SPEC_TABLE, ...ADDED_TABLE].map(([route]) => route);
    expect(Object.keys(ROUTE_NAMESPACES).sort()).toEqual([...listed, '/404', '/admin'].sort());
  });

  it('gives the admin console its own namespace and the ledger words of the billing page', () => {
    expect(namespacesFor('/admin')).toEqual(['common', 'get-started', 'admin', 'userSetting']);
  });

  it('every namespace has a file in every locale', () => {
    const root = path.resolve('public/locales');
    const missing = LOCALE_CODES.flatMap((locale) =>
      ALL_NAMESPACES.filter((ns) => !fs.existsSync(path.join(root, locale, `${ns}.json`))).map(
        (ns) => `${locale}/${ns}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('no locale folder holds a namespace no route loads', () => {
    const root = path.resolve('public/locales');
    const stray = LOCALE_CODES.flatMap((locale) =>
      fs
        .readdirSync(path.join(root, locale))
        .map((file) => file.replace(/\.json$/, ''))
        // glossary.json is the translators' word list (src/lib/i18n/glossary.ts), not a namespace.
        .filter((ns) => ns !== 'glossary' && !(ALL_NAMESPACES as readonly string[]).includes(ns))
        .map((ns) => `${locale}/${ns}`),
    );
    expect(stray).toEqual([]);
  });

  it('treats the privacy policy and terms as English-only', () => {
    expect(ENGLISH_ONLY_NAMESPACES).toEqual(['privacyPolicy', 'termsUse']);
  });
});
