import { createTranslator } from './i18n/translator';
import { formatUsd, priceTable } from './money';
import { monthlyPriceFor, PAID_PLAN_IDS, yearlyPriceFor } from './plans';

describe('formatUsd', () => {
  it("writes a price in the reader's format", () => {
    expect(formatUsd('en', 9.9)).toBe('$9.90');
    expect(formatUsd('de', 1234.5)).toContain('1.234,50');
    expect(formatUsd('fa', 9.9)).toContain('۹٫۹۰');
  });

  it('isolates the currency sign in a right-to-left locale, so "US$" is not split on screen', () => {
    expect(formatUsd('ar', 9.9)).toContain('\u2068US$\u2069');
    expect(formatUsd('ar', 9.9)).toContain('9.90');
    expect(formatUsd('en', 9.9)).not.toContain('\u2068');
  });
});

describe('priceTable', () => {
  it('holds every amount the plans show, formatted for the locale', () => {
    for (const locale of ['en', 'ar', 'fa', 'de']) {
      const table = priceTable(locale);
      for (const plan of PAID_PLAN_IDS)
        for (const value of [monthlyPriceFor(plan, 'monthly'), monthlyPriceFor(plan, 'yearly'), yearlyPriceFor(plan)])
          expect(table[String(value)]).toBe(formatUsd(locale, value));
    }
  });

  it("is what a page's translator writes prices with, and Intl writes any other amount", () => {
    const table = { '9.9': 'from the server' };
    const translator = createTranslator('de', {}, ['common'], table);
    expect(translator.money(9.9)).toBe('from the server');
    expect(translator.money(12.5)).toBe(formatUsd('de', 12.5));
    expect(createTranslator('de', {}).money(9.9)).toBe(formatUsd('de', 9.9));
  });
});
