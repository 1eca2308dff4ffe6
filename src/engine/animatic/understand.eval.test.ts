import { EVAL_SET } from './understand.eval';
import { compareExpectation } from './expectation';
import { understand } from './understand';

/** The floor the held-out set must keep: a share of fields understood, not a list of exact answers. */
const FLOOR = 0.9;

describe('understand: held-out evaluation set', () => {
  it(`understands at least ${FLOOR * 100}% of the fields of ${EVAL_SET.length} prompts in 17 languages`, () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(100);
    expect(new Set(EVAL_SET.map(([locale]) => locale)).size).toBe(17);
    let ok = 0;
    let total = 0;
    const byLocale = new Map<string, [number, number]>();
    const misses: string[] = [];
    for (const [locale, prompt, expected] of EVAL_SET) {
      const results = compareExpectation(understand(prompt, { locale }), expected);
      const good = results.filter((r) => r.ok).length;
      ok += good;
      total += results.length;
      const [a, b] = byLocale.get(locale) ?? [0, 0];
      byLocale.set(locale, [a + good, b + results.length]);
      for (const r of results)
        if (!r.ok) misses.push(`${locale} "${prompt}": ${r.field} expected ${r.expected}, got ${r.actual}`);
    }
    const share = ok / total;
    const perLocale = [...byLocale].map(([l, [a, b]]) => `${l} ${((100 * a) / b).toFixed(0)}%`).join(', ');
    console.log(
      `understand eval: ${ok}/${total} fields = ${(share * 100).toFixed(1)}% (${perLocale})\n${misses.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  });
});
