import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLexicon } from '../../../scripts/build-lexicon';

describe('animatic lexicon (data/lexicon.json)', () => {
  it('is what scripts/build-lexicon.ts makes today (run `npx tsx scripts/build-lexicon.ts` after changing it or the word rules)', () => {
    const committed = readFileSync(path.join(__dirname, 'data/lexicon.json'), 'utf8');
    expect(committed).toBe(`${JSON.stringify(buildLexicon())}\n`);
    // Building the lexicon reads every CLDR annotation file: seconds when the machine is busy.
  }, 30_000);

  it('stays small enough to bundle with the server', () => {
    expect(readFileSync(path.join(__dirname, 'data/lexicon.json')).length).toBeLessThan(1_500_000);
  });

  it('holds only emoji the renderer can draw, each with an English name, in all 17 locales', () => {
    const chars = JSON.parse(
      readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'),
    ) as Record<string, string>;
    const { emoji, terms } = buildLexicon();
    for (const [e, label] of emoji) {
      const code = [...e]
        .map((c) => c.codePointAt(0)?.toString(16))
        .filter((c) => c !== 'fe0f')
        .join('-');
      expect(chars[code], `${e} ${label}`).toBeDefined();
      expect(label.length).toBeGreaterThan(0);
    }
    expect(Object.keys(terms)).toHaveLength(17);
  });
});
