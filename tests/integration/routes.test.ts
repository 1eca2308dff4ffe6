import { inject } from 'vitest';
import { FEATURE_CASES, LOCALES, localized, ROUTE_CASES } from '../support/routes';

const baseURL = inject('baseURL');

type NextData = {
  locale: string;
  props: {
    pageProps: {
      _nextI18Next?: { initialLocale: string; ns: string[]; initialI18nStore: Record<string, unknown> };
      mode?: string;
    };
  };
};

async function get(path: string) {
  const res = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  const html = await res.text();
  const htmlTag = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(htmlTag)?.[1];
  const nextData = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: res.status,
    html,
    lang: attr('lang'),
    dir: attr('dir'),
    data: nextData ? (JSON.parse(nextData) as NextData) : undefined,
    headers: res.headers,
  };
}

const rtl = new Set(['ar', 'fa']);

describe.each(LOCALES)('every SPEC §2 route in %s', (locale) => {
  it.each(ROUTE_CASES)('$path answers 200 with its namespaces only', async ({ path, namespaces }) => {
    const page = await get(localized(locale, path));
    expect(page.status).toBe(200);
    expect(page.lang).toBe(locale);
    expect(page.dir).toBe(rtl.has(locale) ? 'rtl' : 'ltr');
    const i18n = page.data?.props.pageProps._nextI18Next;
    expect(i18n?.initialLocale).toBe(locale);
    expect(i18n?.ns).toEqual(namespaces);
    // English is merged under the locale, so the page ships one language's strings.
    expect(Object.keys(i18n?.initialI18nStore ?? {})).toEqual([locale]);
    expect(Object.keys((i18n?.initialI18nStore[locale] ?? {}) as object).sort()).toEqual([...namespaces].sort());
  });

  it.each(FEATURE_CASES)('/%s opens the studio in %s mode', async (slug, mode) => {
    const page = await get(localized(locale, `/${slug}`));
    expect(page.status).toBe(200);
    expect(page.lang).toBe(locale);
    expect(page.data?.props.pageProps.mode).toBe(mode);
    expect(page.data?.props.pageProps._nextI18Next?.ns).toEqual(['common', 'get-started', 'app', 'pricing']);
    expect(page.html).toMatch(
      new RegExp(
        `role="tab"[^>]*aria-selected="true"[^>]*data-mode="${mode}"|data-mode="${mode}"[^>]*aria-selected="true"`,
      ),
    );
  });

  // /app/{id} exists only for a shared video or its owner (API.md): an unknown id is a 404. The
  // admin console exists only for an account with the admin role: for anyone else, a 404.
  it.each([
    '/no-such-page',
    '/features/no-such-feature',
    '/user/nothing-here',
    '/text-to-video/extra',
    '/app/rec_123abc0000',
    '/app/some/deeper/path',
    '/admin',
    '/admin/users',
  ])('%s is the localized 404 page', async (path) => {
    const page = await get(localized(locale, path));
    expect(page.status).toBe(404);
    expect(page.lang).toBe(locale);
    expect(page.dir).toBe(rtl.has(locale) ? 'rtl' : 'ltr');
    expect(page.html).toContain('data-testid="not-found"');
    expect(page.data?.props.pageProps._nextI18Next?.initialLocale).toBe(locale);
  });
});

describe('English-only documents', () => {
  it.each(LOCALES)('%s serves the English privacy policy and terms, marked lang="en"', async (locale) => {
    for (const path of ['/privacy-policy', '/terms-of-use']) {
      const page = await get(localized(locale, path));
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<article lang="en" dir="ltr"/);
      expect(page.html).toContain(path === '/privacy-policy' ? 'What we collect' : 'Your content');
    }
  });
});

describe('locale routing', () => {
  it('does not redirect by Accept-Language (detection is off)', async () => {
    const res = await fetch(`${baseURL}/pricing`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(/<html[^>]*lang="en"/.test(await res.text())).toBe(true);
  });

  it('serves English at the root and Spanish under /es', async () => {
    expect((await get('/pricing')).lang).toBe('en');
    expect((await get('/es/pricing')).lang).toBe('es');
  });
});
