/**
 * `/sitemap.xml` and `/robots.txt` (served by src/pages/api/seo): every public page in every
 * language with its hreflang alternates; account pages, the studio and the API kept out.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localePrefix } from '@/lib/i18n/locales';
import { localizedUrl, SITEMAP_PATHS } from '@/lib/seo';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const entries = SITEMAP_PATHS.flatMap((path) =>
    LOCALE_CODES.map((locale) => {
      const alternates = [
        ...LOCALE_CODES.map((code) => [code, localizedUrl(code, path, origin)] as const),
        ['x-default', localizedUrl(DEFAULT_LOCALE, path, origin)] as const,
      ]
        .map(([code, href]) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(localizedUrl(locale, path, origin))}</loc>\n    <lastmod>${day}</lastmod>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const hidden = ['/api/', '/user', '/auth/'];
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of hidden) lines.push(`Disallow: ${path}`);
  for (const locale of LOCALE_CODES) {
    const prefix = localePrefix(locale);
    if (prefix) lines.push(`Disallow: ${prefix}/user`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
