/**
 * Whether a prompt names any word of a comma-separated list, as whole words where the script
 * spaces its words and anywhere where it does not (ja, zh-CN). The prompt's own language and
 * English are read, as the emoji lexicon is; with `anyLanguage`, every language's list, for nouns
 * distinct enough that a short prompt read as a neighbouring language still finds them.
 */
const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const patterns = new Map<string, RegExp | null>();

/**
 * One regular expression for a comma-separated word list (a trailing `*` lets endings follow),
 * whole words unless the script has no spaces; `flags` 'gu' to find every occurrence.
 */
export function wordPattern(locale: string, list: string, flags: 'u' | 'gu' = 'u'): RegExp | null {
  const key = `${locale}\u0000${flags}\u0000${list}`;
  if (patterns.has(key)) return patterns.get(key)!;
  const spaced = locale !== 'ja' && locale !== 'zh-CN';
  const alts = list
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean)
    .map((w) => {
      const prefix = w.endsWith('*');
      const body = (prefix ? w.slice(0, -1) : w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
      return spaced ? `(?<!${LETTER})${body}${prefix ? '' : `(?!${LETTER})`}` : body;
    });
  const re = alts.length > 0 ? new RegExp(alts.join('|'), flags) : null;
  patterns.set(key, re);
  return re;
}

/** The first word of the list the prompt has, as written there, or null. */
export function mentions(
  text: string,
  locale: string,
  table: Record<string, Record<string, string>>,
  key: string,
  anyLanguage = false,
): string | null {
  // ZWNJ is how Persian joins "می‌" to its verb; it is written with or without it.
  const lower = text.toLowerCase().replace(/\u200c/g, ' ');
  for (const l of new Set([locale, 'en', ...(anyLanguage ? Object.keys(table) : [])])) {
    const re = wordPattern(l, (table[l]?.[key] ?? '').replace(/\u200c/g, ' '));
    const m = re?.exec(lower);
    // Lower case keeps the length but for a few letters (Turkish İ): then the lower-case word.
    if (m) return lower.length === text.length ? text.slice(m.index, m.index + m[0].length) : m[0];
  }
  return null;
}
