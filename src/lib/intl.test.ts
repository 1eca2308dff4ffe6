import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales';
import { dateTimeFormat, formatNumber, numberFormat } from './intl';

describe('formatNumber', () => {
  const values = [
    ...Array.from({ length: 2100 }, (_, i) => i),
    ...Array.from({ length: 200 }, (_, i) => i * 499 + 3),
    99_999,
    100_000,
    123_456,
    1_234_567,
  ];
  const cases: (Intl.NumberFormatOptions | undefined)[] = [undefined, {}, { useGrouping: false }];

  it.each(LOCALES.map((locale) => locale.code))('writes whole numbers as Intl does in %s', (locale) => {
    for (const options of cases)
      for (const value of values)
        expect(formatNumber(locale, value, options), `${value} ${JSON.stringify(options)}`).toBe(
          new Intl.NumberFormat(locale, options).format(value),
        );
  });

  it('leaves fractions, negatives, other options and other locales to Intl', () => {
    expect(formatNumber('de', 1.5)).toBe('1,5');
    expect(formatNumber('ar', -5)).toBe(new Intl.NumberFormat('ar').format(-5));
    expect(formatNumber('en', 5, { minimumFractionDigits: 1 })).toBe('5.0');
    expect(formatNumber('ar-EG', 50)).toBe('٥٠');
    expect(formatNumber('hi', 1_234_567)).toBe('12,34,567');
    expect(formatNumber('fa', 2026, { useGrouping: false })).toBe('۲۰۲۶');
  });
});

describe('shared formatters', () => {
  it('builds one formatter per locale and options', () => {
    expect(numberFormat('de', { style: 'percent' })).toBe(numberFormat('de', { style: 'percent' }));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
    expect(dateTimeFormat('ja', { dateStyle: 'long' })).toBe(dateTimeFormat('ja', { dateStyle: 'long' }));
    expect(dateTimeFormat('ja', { dateStyle: 'long' })).not.toBe(dateTimeFormat('ja', { dateStyle: 'short' }));
  });
});
