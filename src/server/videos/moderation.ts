/**
 * The moderation blocklist (API.md: 450 when a prompt matches; `msg` says why). Whole words,
 * case-insensitive, after Unicode normalisation so look-alike spellings do not slip through.
 * It is a floor, not a classifier: remote models apply their own safety filters on top.
 */
/** The answer's message for each category (src/lib/api/messages.ts). */
type ModerationMessage = 'moderationMinors' | 'moderationSexual' | 'moderationViolence' | 'moderationTerrorism';

const CATEGORIES: { message: ModerationMessage; key: ModerationReasonKey; terms: string[] }[] = [
  {
    message: 'moderationMinors',
    key: 'minors',
    terms: ['child porn', 'cp video', 'underage sex', 'loli', 'shota', 'preteen nude', 'minor nude'],
  },
  {
    message: 'moderationSexual',
    key: 'sexual',
    terms: ['porn', 'porno', 'pornographic', 'xxx', 'hentai', 'nude', 'naked', 'nsfw', 'sex scene', 'blowjob'],
  },
  {
    message: 'moderationViolence',
    key: 'violence',
    terms: ['beheading', 'decapitation', 'dismemberment', 'gore', 'snuff'],
  },
  {
    message: 'moderationTerrorism',
    key: 'terrorism',
    terms: ['isis propaganda', 'bomb making', 'how to make a bomb', 'terrorist attack tutorial'],
  },
];

export type ModerationReasonKey = 'minors' | 'sexual' | 'violence' | 'terrorism' | 'other';

function normalize(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * Why a text is refused, or null when it passes: the message of its answer (which says why in
 * English) and the reason as a stable key, sent in the 450 envelope's `data.reason` so the page
 * shows its own translation (`common:studio.moderation.<key>`).
 */
export function moderationVerdict(...texts: string[]): { message: ModerationMessage; key: ModerationReasonKey } | null {
  const haystack = normalize(texts.filter(Boolean).join(' '));
  const category = CATEGORIES.find(({ terms }) => terms.some((term) => haystack.includes(normalize(term))));
  return category ? { message: category.message, key: category.key } : null;
}
