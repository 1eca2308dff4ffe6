/**
 * The moderation blocklist (API.md: 450 when a prompt matches; `msg` says why). Whole words,
 * case-insensitive, after Unicode normalisation so look-alike spellings do not slip through.
 * It is a floor, not a classifier: remote models apply their own safety filters on top.
 */
const CATEGORIES: { reason: string; terms: string[] }[] = [
  { reason: 'sexual content involving minors', terms: ['child porn', 'cp video', 'underage sex', 'loli', 'shota', 'preteen nude', 'minor nude'] },
  { reason: 'sexual content', terms: ['porn', 'porno', 'pornographic', 'xxx', 'hentai', 'nude', 'naked', 'nsfw', 'sex scene', 'blowjob'] },
  { reason: 'graphic violence', terms: ['beheading', 'decapitation', 'dismemberment', 'gore', 'snuff'] },
  { reason: 'terrorism', terms: ['isis propaganda', 'bomb making', 'how to make a bomb', 'terrorist attack tutorial'] },
];

function normalize(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The reason a text is refused, or null when it passes. */
export function moderationReason(...texts: string[]): string | null {
  const haystack = normalize(texts.filter(Boolean).join(' '));
  for (const category of CATEGORIES) {
    if (category.terms.some((term) => haystack.includes(normalize(term)))) return category.reason;
  }
  return null;
}

export function moderationMessage(reason: string): string {
  return `The prompt was rejected by content moderation: ${reason}`;
}
