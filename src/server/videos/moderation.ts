/**
 * The moderation blocklist (API.md: 450 when a prompt matches; `msg` says why). Whole words,
 * case-insensitive, after Unicode normalisation so look-alike spellings do not slip through.
 * It is a floor, not a classifier: remote models apply their own safety filters on top.
 */
const CATEGORIES: { reason: string; key: ModerationReasonKey; terms: string[] }[] = [
  { reason: 'sexual content involving minors', key: 'minors', terms: ['child porn', 'cp video', 'underage sex', 'loli', 'shota', 'preteen nude', 'minor nude'] },
  { reason: 'sexual content', key: 'sexual', terms: ['porn', 'porno', 'pornographic', 'xxx', 'hentai', 'nude', 'naked', 'nsfw', 'sex scene', 'blowjob'] },
  { reason: 'graphic violence', key: 'violence', terms: ['beheading', 'decapitation', 'dismemberment', 'gore', 'snuff'] },
  { reason: 'terrorism', key: 'terrorism', terms: ['isis propaganda', 'bomb making', 'how to make a bomb', 'terrorist attack tutorial'] },
];

export type ModerationReasonKey = 'minors' | 'sexual' | 'violence' | 'terrorism' | 'other';

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

/**
 * The reason as a stable key, sent in the 450 envelope's `data.reason` so the page shows its own
 * translation (`common:studio.moderation.<key>`) instead of this English text.
 */
export function moderationReasonKey(reason: string): ModerationReasonKey {
  return CATEGORIES.find((category) => category.reason === reason)?.key ?? 'other';
}

export function moderationMessage(reason: string): string {
  return `The prompt was rejected by content moderation: ${reason}`;
}
