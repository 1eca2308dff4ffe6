/**
 * A price in US dollars in the reader's format (issue 17). In a right-to-left locale the
 * currency sign is wrapped in a bidi isolate: Arabic's pattern "9.90 US$" otherwise comes apart
 * on screen, the weak "$" moving to the other side of "US" ("$US 9.90").
 */
import { localeDir, toLocale } from './i18n/locales';
import { numberFormat } from './intl';
import { monthlyPriceFor, PAID_PLAN_IDS, yearlyPriceFor } from './plans';

const CURRENCY: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };
const FSI = '\u2068';
const PDI = '\u2069';

/** Formatted prices by amount (`String(value)`), for one locale. */
export type PriceTable = Record<string, string>;

/**
 * Every amount the plan catalogue shows (a month, a month when paid yearly, a year), formatted
 * for the locale. Pages that show prices get it in their props from the server: the first
 * Intl.NumberFormat of a page loads the locale's data, a 50 ms task on a slow phone, which the
 * page would otherwise spend while it hydrates.
 */
export function priceTable(locale: string): PriceTable {
  const amounts = PAID_PLAN_IDS.flatMap((plan) => [
    monthlyPriceFor(plan, 'monthly'),
    monthlyPriceFor(plan, 'yearly'),
    yearlyPriceFor(plan),
  ]);
  return Object.fromEntries(amounts.map((value) => [String(value), formatUsd(locale, value)]));
}

export function formatUsd(locale: string, value: number): string {
  const format = numberFormat(locale, CURRENCY);
  if (localeDir(toLocale(locale)) !== 'rtl') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `${FSI}${part.value}${PDI}` : part.value))
    .join('');
}
