/** What search engines read: the sitemap, robots.txt, canonical and hreflang links, cards. */
import { expect, test } from './fixtures';

// Written from the site's pages (SPEC "Site pages", the landings and the feature pages), not read
// from src/lib/seo.ts: a page dropped from the sitemap by mistake fails here.
const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/help',
  '/developers',
  '/gen3-free',
  '/gen3-future',
  '/vidu-studio',
  '/use-kling-ai',
  '/use-luma-ai',
  '/edit/features',
  '/features/text-to-video',
  '/features/image-to-video',
  '/features/video-effects',
  '/features/add-sound',
  '/features/add-speech',
  '/features/extend-video',
  '/features/upscale-video',
  '/privacy-policy',
  '/terms-of-use',
];
const LANGUAGES = 17;

test('the sitemap lists every public page in every language, with alternates, and each of them answers', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toHaveLength(PUBLIC_PAGES.length * LANGUAGES);
  for (const path of PUBLIC_PAGES) expect(locs).toContain(path);
  for (const path of [
    '/',
    '/es',
    '/pricing',
    '/ar/pricing',
    '/zh-CN/help',
    '/fa/use-kling-ai',
    '/de/features/add-sound',
    '/ja/terms-of-use',
  ])
    expect(locs).toContain(path);
  for (const hidden of ['/app', '/user/billing', '/edit']) expect(locs).not.toContain(hidden);
  // Each entry names all 17 languages and x-default.
  const first = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
  expect(first.match(/hreflang="/g)).toHaveLength(LANGUAGES + 1);
  expect(first).toContain('hreflang="x-default"');
  const failures: string[] = [];
  for (let i = 0; i < locs.length; i += 12) {
    const statuses = await Promise.all(
      locs
        .slice(i, i + 12)
        .map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const),
    );
    failures.push(...statuses.filter(([, status]) => status !== 200).map(([path, status]) => `${path} ${status}`));
  }
  expect(failures).toEqual([]);
});

test('robots.txt keeps the account pages and the API out and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /user');
  expect(text).toContain('Disallow: /es/user');
  expect(text).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
});

test('pages carry canonical, hreflang alternates and cards in their language; the studio is noindex', async ({
  page,
}) => {
  await page.goto('/es/pricing');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe('/es/pricing');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(LANGUAGES + 1);
  expect(new URL((await page.locator('link[hreflang="x-default"]').getAttribute('href'))!).pathname).toBe('/pricing');
  expect(new URL((await page.locator('link[hreflang="ar"]').getAttribute('href'))!).pathname).toBe('/ar/pricing');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect((await page.request.get(new URL(image!).pathname)).status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/');
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/');
  expect(new URL((await page.locator('link[hreflang="es"]').getAttribute('href'))!).pathname).toBe('/es');
  await page.goto('/app');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
