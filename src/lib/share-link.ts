import { localePrefix } from './i18n/locales';

/**
 * The public link of a video (SPEC §2): `{origin}/app/{videoId}`, with `/{locale}` before
 * `/app` when the locale is not English.
 */
export function shareLink(origin: string, videoId: string, locale: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}${localePrefix(locale)}/app/${encodeURIComponent(videoId)}`;
}
