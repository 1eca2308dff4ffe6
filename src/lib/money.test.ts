import { formatUsd } from './money';

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
