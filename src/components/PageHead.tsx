import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@/lib/i18n/locales';
import { localizedUrl, ogLocale, SITE_ORIGIN } from '@/lib/seo';

/**
 * Title and description of a page in its language, and what search engines and link previews
 * read: the canonical URL, `hreflang` alternates for the 17 languages and x-default, Open Graph
 * and Twitter cards. Tags have keys so a page (the share page) can replace one.
 */
export function PageHead({
  title,
  description,
  noindex = false,
  image,
  origin = SITE_ORIGIN,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
  image?: string;
  origin?: string;
}) {
  const { t } = useTranslation('common');
  const { asPath, locale = DEFAULT_LOCALE } = useRouter();
  const brand = t('brand');
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  const path = asPath.split(/[?#]/)[0] || '/';
  const url = localizedUrl(locale, path, origin);
  const picture = image ?? `${origin}/og.jpg`;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} key="description" />}
      {noindex && <meta name="robots" content="noindex" key="robots" />}
      <link rel="canonical" href={url} key="canonical" />
      {LOCALE_CODES.map((code) => (
        <link key={`alt-${code}`} rel="alternate" hrefLang={code} href={localizedUrl(code, path, origin)} />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={localizedUrl(DEFAULT_LOCALE, path, origin)}
        key="alt-x-default"
      />
      <meta property="og:site_name" content={brand} key="og:site_name" />
      <meta property="og:title" content={fullTitle} key="og:title" />
      {description && <meta property="og:description" content={description} key="og:description" />}
      <meta property="og:url" content={url} key="og:url" />
      <meta property="og:type" content="website" key="og:type" />
      <meta property="og:locale" content={ogLocale(locale)} key="og:locale" />
      <meta property="og:image" content={picture} key="og:image" />
      <meta name="twitter:card" content="summary_large_image" key="twitter:card" />
      <meta name="twitter:title" content={fullTitle} key="twitter:title" />
      {description && <meta name="twitter:description" content={description} key="twitter:description" />}
      <meta name="twitter:image" content={picture} key="twitter:image" />
    </Head>
  );
}
