/**
 * Shared Intl formatters. Building one costs far more than using it: on a slow phone the first
 * `Intl.NumberFormat` of a locale takes milliseconds (its data is loaded then), and a page that
 * built one per price or per date spent a tenth of its hydration doing so. Formatters are
 * immutable, so one per locale and options serves every caller for the life of the page.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * How our locales write whole numbers below 100,000 (their CLDR defaults; intl.test.ts checks
 * every locale against Intl itself): Latin digits for all but Persian, a thousands separator, and
 * for Spanish and Italian no separator in a four-digit number. From 100,000 on, Hindi groups by
 * lakhs: those numbers are left to Intl.
 */
const DIGITS: Record<string, string> = { fa: '۰۱۲۳۴۵۶۷۸۹' };
const GROUP: Record<string, string> = {
  en: ',',
  es: '.',
  fr: '\u202f',
  de: '.',
  ru: '\u00a0',
  ja: ',',
  ar: ',',
  pt: '.',
  it: '.',
  id: '.',
  nl: '.',
  vi: '.',
  tr: '.',
  ko: ',',
  fa: '٬',
  hi: ',',
  'zh-CN': ',',
};
const GROUPS_FROM_FIVE_DIGITS = new Set(['es', 'it']);

/**
 * A number as `Intl.NumberFormat(locale, options)` writes it. The footer's year, a prompt's
 * character count and the counts in a page's texts are whole numbers, written here without an
 * Intl.NumberFormat: the first one a page builds loads the locale's number data, a 50–70 ms
 * task on a slow phone in the middle of hydration. Anything else goes through Intl.
 */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  const separator = GROUP[locale];
  const plain =
    separator !== undefined &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value < 100_000 &&
    Object.keys(options ?? {}).every((key) => key === 'useGrouping');
  if (!plain) return numberFormat(locale, options).format(value);
  let text = String(value);
  const grouped = options?.useGrouping !== false && value >= (GROUPS_FROM_FIVE_DIGITS.has(locale) ? 10_000 : 1000);
  if (grouped) text = `${text.slice(0, -3)}${separator}${text.slice(-3)}`;
  const digits = DIGITS[locale];
  return digits ? text.replace(/[0-9]/g, (d) => digits[Number(d)]!) : text;
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * A list in the reader's own words ("A, B and C"). English is the product's British English,
 * without the serial comma its other lists do not have either.
 */
export function formatList(locale: string, items: readonly string[]): string {
  const tag = locale === 'en' ? 'en-GB' : locale;
  return cached(listFormats, tag, undefined, () => new Intl.ListFormat(tag)).format(items);
}
