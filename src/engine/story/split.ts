/**
 * A story cut into shots (ARCHITECTURE.md "Stories"): one shot per line when the writer made
 * lines, else one per sentence as `Intl.Segmenter` finds them in the story's language. A piece
 * too short to stand as a shot joins its neighbour, and a sentence longer than a shot may be is
 * cut at a clause, else at a word. How many shots a plan allows is checked by the server.
 */

/** The longest text of one shot (API.md "Stories"). */
export const MAX_SHOT_CHARS = 400;
/** A piece with fewer letters or digits than this is no shot of its own ("Ok.", "—", "🙂"). */
const MIN_SHOT_LETTERS = 3;

/** Where a clause ends: Latin and Arabic commas, the CJK commas, semicolons. */
const CLAUSE_END = /[,、，،;；؛]/u;
/** A sentence end ICU may leave inside a segment in some locales (the Urdu-style full stop). */
const SENTENCE_END = /(?<=[۔।॥])\s+/u;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();

/** A segmenter for the locale, or for English when the runtime does not know the tag. */
function segmenterFor(cache: Map<string, Intl.Segmenter>, locale: string, granularity: 'sentence' | 'word') {
  let segmenter = cache.get(locale);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity });
    }
    cache.set(locale, segmenter);
  }
  return segmenter;
}

function letters(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/** The pieces joined again where one is too short, each short one to the neighbour it belongs with. */
function joinFragments(pieces: string[], separator: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const piece of pieces) {
    if (letters(piece) >= MIN_SHOT_LETTERS) {
      out.push(pending ? `${pending}${separator}${piece}` : piece);
      pending = '';
    } else if (out.length === 0 || /\p{L}\.$/u.test(piece)) {
      // The start of the story, or an abbreviation ("Dr."): it belongs with what follows.
      pending = pending ? `${pending}${separator}${piece}` : piece;
    } else {
      out[out.length - 1] = `${out[out.length - 1]}${separator}${piece}`;
    }
  }
  if (pending) {
    if (out.length > 0) out[out.length - 1] = `${out[out.length - 1]}${separator}${pending}`;
    else out.push(pending);
  }
  return out;
}

/** Where to cut a text longer than a shot: after the last clause mark that fits, else at the last word boundary. */
function cutPoint(text: string, locale: string): number {
  const head = text.slice(0, MAX_SHOT_CHARS);
  for (let k = head.length - 1; k > 0; k--) if (CLAUSE_END.test(head[k] ?? '')) return k + 1;
  let boundary = 0;
  for (const seg of segmenterFor(wordSegmenters, locale, 'word').segment(head)) {
    // A word that ends past the limit is not cut through: the boundary is where it starts.
    if (seg.index + seg.segment.length <= MAX_SHOT_CHARS) boundary = seg.index + seg.segment.length;
    if (seg.index + seg.segment.length >= MAX_SHOT_CHARS) {
      boundary = seg.index;
      break;
    }
  }
  // One word longer than a shot (or a text the segmenter cannot cut) is cut at the limit itself.
  if (boundary <= 0) return MAX_SHOT_CHARS;
  // Never split a surrogate pair.
  const code = text.charCodeAt(boundary - 1);
  return code >= 0xd800 && code <= 0xdbff ? boundary - 1 : boundary;
}

function cutLong(text: string, locale: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_SHOT_CHARS) {
    const at = cutPoint(rest, locale);
    const head = rest.slice(0, at).trim();
    if (head) out.push(head);
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** The story's shots, in order, each 1–400 characters. */
export function splitStory(text: string, locale: string): string[] {
  if (typeof text !== 'string') return [];
  const lines = text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return [];
  let pieces: string[];
  let separator = ' ';
  if (lines.length > 1) pieces = lines;
  else {
    const segmenter = segmenterFor(sentenceSegmenters, locale, 'sentence');
    pieces = [...segmenter.segment(lines[0] ?? '')]
      .flatMap((seg) => seg.segment.split(SENTENCE_END))
      .map((piece) => piece.trim())
      .filter((piece) => piece !== '');
    // Chinese and Japanese write sentences without a space between them.
    if (locale === 'ja' || locale.startsWith('zh')) separator = '';
  }
  return joinFragments(pieces, separator).flatMap((piece) => cutLong(piece, locale));
}
