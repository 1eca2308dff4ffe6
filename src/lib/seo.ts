/**
 * What search engines and link previews see: the site's origin, the localized URL of a page,
 * and the pages that are listed in the sitemap (the studio, account pages and API are not).
 */
import { LANDING_PATHS } from './landings';
import { localePrefix } from './i18n/locales';
import { FEATURE_SLUG_LIST } from './modes';
import { SITE_ORIGIN } from '@/public-env';

/** Origin of the site, fixed at build time from PUBLIC_URL (next.config.ts) for static pages. */
export { SITE_ORIGIN };

/** `/pricing` in `es` → `https://…/es/pricing`; the home page of `es` is `/es`. */
export function localizedUrl(locale: string, path: string, origin = SITE_ORIGIN): string {
  const clean = path.split(/[?#]/)[0] || '/';
  const prefix = localePrefix(locale);
  return `${origin}${prefix}${clean === '/' ? (prefix ? '' : '/') : clean}`;
}

/** Every path the sitemap lists, each in all 17 languages. */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/pricing',
  '/help',
  '/developers',
  ...LANDING_PATHS,
  '/edit/features',
  ...FEATURE_SLUG_LIST.map((slug) => `/features/${slug}`),
  '/privacy-policy',
  '/terms-of-use',
];

/** Open Graph locale names (`pt` → `pt_BR`, `zh-CN` → `zh_CN`). */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  ru: 'ru_RU',
  ja: 'ja_JP',
  ar: 'ar_AR',
  pt: 'pt_BR',
  it: 'it_IT',
  id: 'id_ID',
  nl: 'nl_NL',
  vi: 'vi_VN',
  tr: 'tr_TR',
  ko: 'ko_KR',
  fa: 'fa_IR',
  hi: 'hi_IN',
  'zh-CN': 'zh_CN',
};

export function ogLocale(locale: string): string {
  return OG_LOCALES[locale] ?? 'en_US';
}
