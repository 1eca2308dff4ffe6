/**
 * The typography rules of `npm run i18n:check`, kept apart from the script so they are
 * unit-tested. Each looks at what a reader sees of a string (placeholders stand for their
 * values, tag names are left out, web addresses are not prose) and names what is wrong:
 * - every locale writes the ellipsis "…", never three dots;
 * - in a right-to-left locale an arrow between two left-to-right values (`720p → 1080p`, also
 *   when the values are placeholders) joins them into one left-to-right run under the Unicode
 *   bidi algorithm, so the arrow points back to where it came from: words or a right-to-left
 *   mark (U+200F, or the Arabic letter mark U+061C) between them keep the order;
 * - French uses one apostrophe, the typographic ’, and a no-break space (U+202F or U+00A0)
 *   before ? ! : ; and inside « ».
 */
import { localeDir } from './locales';

export type TypographyKind = 'ellipsis' | 'bidi-arrow' | 'apostrophe' | 'french-spacing';

type TypographyProblem = { kind: TypographyKind; detail: string };

/** An interpolation, `{{count, number}}`: a value the reader sees in its place. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
/** The markers of a rich text (`<terms>`, `</terms>`, `<1>`): the reader sees what is between them. */
const TAG = /<\/?\w+>/g;
/** A web address: its `:` `?` `'` and dots are not punctuation of the sentence. */
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"<>]+/gi;

/** The text a reader sees, placeholders kept. */
function prose(value: string): string {
  return value.replace(URL, ' ').replace(TAG, '');
}

/**
 * A value in Latin letters or European digits (Persian digits are of the same bidi class), or a
 * placeholder, whose values (a quality, a count) are of this kind: two of them joined by an
 * arrow and spaces make one left-to-right run. An isolate (U+2066…U+2069) around a value, a
 * right-to-left mark or a word in the locale's script between them breaks the run.
 */
const LTR_VALUE = String.raw`(?:\{\{[^}]*\}\}|[\p{Script=Latin}0-9\u06F0-\u06F9]+)`;
/** Arrows (the Arrows blocks and dingbat arrows) and their ASCII spellings. */
const ARROW = String.raw`(?:[\u2190-\u21FF\u27F0-\u27FF\u2794-\u27BF\u2900-\u297F\u2B00-\u2B11]|->|<-|=>)`;
/** What may stand between the values without changing their direction: spaces and the left-to-right mark. */
const NEUTRAL_GAP = String.raw`[\s\u200E]*`;
const BIDI_ARROW = new RegExp(`${LTR_VALUE}${NEUTRAL_GAP}${ARROW}${NEUTRAL_GAP}${LTR_VALUE}`, 'u');

/** No-break spaces French typography puts before high punctuation and inside guillemets. */
const NO_BREAK = '\u00A0\u202F';

const S = `\\s${NO_BREAK}`;
/** A space that breaks before high punctuation or a closing guillemet. */
const ORDINARY_SPACE = /[ \t]([?!:;»])/u;
/**
 * High punctuation or a closing guillemet with no space at all: "?!" stays together, and a colon
 * between digits is a ratio or a time (16:9, 10:30).
 */
const NO_SPACE = new RegExp(`[^${S}?!]([?!;»])|(?<![${S}]):(?!\\d)|(?<![${S}\\d]):`, 'u');
const OPENING = new RegExp(`«(?![${NO_BREAK}])`, 'u');

function frenchSpacing(text: string): string | undefined {
  const ordinary = ORDINARY_SPACE.exec(text);
  if (ordinary) return `a no-break space, not a space, before "${ordinary[1]}"`;
  const none = NO_SPACE.exec(text);
  if (none) return `a no-break space before "${none[1] ?? ':'}"`;
  if (OPENING.test(text)) return 'a no-break space after "«"';
  return undefined;
}

/** The typography problems of one string of a locale. */
export function typographyProblems(locale: string, value: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  // A placeholder stands as a digit: it is a value, and "{{h}}:{{m}}" is a time, not a colon of prose.
  const text = prose(value).replace(PLACEHOLDER, '0');
  if (text.includes('...')) problems.push({ kind: 'ellipsis', detail: 'write "…", not "..."' });
  if (localeDir(locale) === 'rtl') {
    const match = BIDI_ARROW.exec(prose(value));
    if (match)
      problems.push({
        kind: 'bidi-arrow',
        detail: `"${match[0]}" reads backwards right to left: use words, or U+200F beside the arrow`,
      });
  }
  if (locale === 'fr') {
    if (text.includes("'")) problems.push({ kind: 'apostrophe', detail: "write the apostrophe ’, not '" });
    const spacing = frenchSpacing(text);
    if (spacing) problems.push({ kind: 'french-spacing', detail: spacing });
  }
  return problems;
}
