/**
 * A price in US dollars in the reader's format (issue 17). In a right-to-left locale the
 * currency sign is wrapped in a bidi isolate: Arabic's pattern "9.90 US$" otherwise comes apart
 * on screen, the weak "$" moving to the other side of "US" ("$US 9.90").
 */
import { localeDir, toLocale } from './i18n/locales';

const FSI = '\u2068';
const PDI = '\u2069';

export function formatUsd(locale: string, value: number): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  if (localeDir(toLocale(locale)) !== 'rtl') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `${FSI}${part.value}${PDI}` : part.value))
    .join('');
}
