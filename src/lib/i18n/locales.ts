/**
 * The 17 locales of SPEC §9, in the order the language switcher lists them.
 * `en` is the default and carries no URL prefix; every other locale is a prefix (`/es/pricing`).
 */
export type LocaleInfo = {
  code: string;
  /** The language's own name, shown in the switcher. */
  nativeName: string;
  /** The name English speakers use, for search and accessibility labels. */
  englishName: string;
  dir: 'ltr' | 'rtl';
};

export const LOCALES = [
  { code: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr' },
  { code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', dir: 'ltr' },
  { code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  { code: 'zh-CN', nativeName: '简体中文', englishName: 'Chinese (Simplified)', dir: 'ltr' },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

const byCode = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && byCode.has(value);
}

/** The locale for a value that may be anything (a router locale, a query parameter); English when unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function localeDir(locale: string): 'ltr' | 'rtl' {
  return byCode.get(locale)?.dir ?? 'ltr';
}

export function localeInfo(locale: string): LocaleInfo {
  return byCode.get(locale) ?? LOCALES[0];
}

/** The path prefix of a locale: '' for English, '/es' for Spanish. */
export function localePrefix(locale: string): string {
  return locale === DEFAULT_LOCALE || !isLocale(locale) ? '' : `/${locale}`;
}
