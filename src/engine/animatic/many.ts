/**
 * How many of a subject the prompt asks for (SceneSubject.count): a number or a count word beside
 * it (words/many.ts), a numeral in digits, or a plural form of the word itself, read by each
 * language's own endings. People are not counted here: people.ts turns them into groups.
 */
import { normalizeTerm, stemWord } from './normalize';
import { type CountWord, GROUP_COUNT, PLURAL_KINDS } from './words/many';

const MIN_COUNT = 2;
const MAX_COUNT = 5;
/** A plural with no number ("cats", "chats") draws this many. */
const PLURAL_COUNT = 3;

/** The count a count word stands for. */
export function countOfWord(value: string): number {
  return value === 'group' ? GROUP_COUNT : clampCount(Number(value as CountWord));
}

/** A numeral in digits ("3 dogs", "2匹"): its count, 2 to 5, or undefined for one or none. */
function countOfDigits(text: string): number | undefined {
  const digits = text.normalize('NFKC');
  if (!/^\d{1,4}$/.test(digits)) return undefined;
  const n = Number(digits);
  return n >= MIN_COUNT ? clampCount(n) : undefined;
}

function clampCount(n: number): number {
  return Math.max(MIN_COUNT, Math.min(MAX_COUNT, Math.round(n)));
}

/**
 * Whether the subject's word as written is a plural. `written` is the prompt's text of the
 * subject, `after` the text right after it (Japanese たち, Chinese 们, Persian ها written apart),
 * `next` the next word (Indonesian doubles the word: "kucing-kucing").
 */
function pluralCount(written: string, after: string, next: string | undefined, lang: string): number | undefined {
  const w = written.toLocaleLowerCase(lang).normalize('NFC').trim();
  if (!w || w.includes(' ')) return undefined;
  const stemmed = stemWord(w, lang) !== w;
  switch (lang) {
    case 'en':
      // Words that are plural in form but one thing ("glasses", "jeans") are one.
      return stemmed &&
        /s$/.test(w) &&
        !/(ss|us|is|glasses|scissors|pants|jeans|shorts|trousers|binoculars|headphones|goggles|clothes|series|species)$/.test(
          w,
        )
        ? PLURAL_COUNT
        : undefined;
    case 'es':
    case 'pt':
      // An accented last vowel before -s is a singular ("autobús", "país"), so is "tenis".
      return w.length > 3 && /([aeiou]s|[^aeiouáéíóú]es|ões|ns)$/.test(w) && !/([^a]is|us)$/.test(w)
        ? PLURAL_COUNT
        : undefined;
    case 'fr':
      return w.length > 3 && /[sx]$/.test(w) && !/(ous|ois|is|us|ours)$/.test(w) ? PLURAL_COUNT : undefined;
    case 'it':
      return w.length > 3 && /(i|che|ghe)$/.test(w) ? PLURAL_COUNT : undefined;
    case 'de':
      // Singulars in -e ("Katze", "Möwe") become -en; singulars in -en ("Wagen") are left out.
      return w.length > 4 &&
        /([^aeiou]en|nen|[aeiouy]s)$/.test(w) &&
        !/(wagen|kuchen|drachen|garten|hafen|regen|schlitten|ofen)$/.test(w)
        ? PLURAL_COUNT
        : undefined;
    case 'nl':
      return stemmed && w.length > 4 && /(en|s)$/.test(w) ? PLURAL_COUNT : undefined;
    case 'ru':
      return w.length > 3 && /[^аеёиоуыэюя][ыи]$/.test(w) && !/(такси|жи|ши)$/.test(w) ? PLURAL_COUNT : undefined;
    case 'tr':
      return /l[ae]r(ı|i|a|e|da|de|dan|den|ın|in|la|le|ken)?$/.test(w.slice(2)) ? PLURAL_COUNT : undefined;
    case 'id':
      return next !== undefined && next.toLocaleLowerCase('id') === w ? PLURAL_COUNT : undefined;
    case 'ko':
      return /.들/.test(w) ? PLURAL_COUNT : undefined;
    case 'ja':
      return /^(たち|達)/.test(after) ? PLURAL_COUNT : undefined;
    case 'zh-CN':
      return /^们/.test(after) ? PLURAL_COUNT : undefined;
    case 'ar':
      // The dual ("قطتان") is two; sound plurals end in -ات or -ون.
      if (w.length > 4 && /(تان|تين)$/.test(w)) return 2;
      return w.length > 4 && /(ات|ون)$/.test(w) ? PLURAL_COUNT : undefined;
    case 'fa':
      return /\u200c?(ها|های|هایی)$/.test(w) || /گان$/.test(w) || next === 'ها' || next === 'های'
        ? PLURAL_COUNT
        : undefined;
    case 'hi':
      return /(ियाँ|ियां|ियों|ें|ों)$/.test(w) ? PLURAL_COUNT : undefined;
    default:
      return undefined;
  }
}

/**
 * A word listed as a plural kind (words/many.ts): a group when it is a compound with a collective
 * ("Fischschwarm", "鸟群"), two for an Arabic dual, a plural otherwise.
 */
function kindCount(written: string, lang: string): number {
  if (/(schwarm|schwärme|herde|rudel|群|떼|school|kudde)/.test(written.toLocaleLowerCase(lang))) return GROUP_COUNT;
  if (lang === 'ar' && /(ان|ين)$/.test(written)) return 2;
  return PLURAL_COUNT;
}

/** Articles that only go with one thing, by locale. */
const SINGULAR_ARTICLES: Record<string, string[]> = {
  en: ['a', 'an', 'one', 'this', 'that'],
  es: ['un', 'una', 'el', 'este', 'esta'],
  fr: ['un', 'une', 'le', 'ce', 'cet', 'cette'],
  de: ['ein', 'eine', 'einen', 'einem', 'einer', 'das'],
  pt: ['um', 'uma', 'o', 'este', 'esta'],
  it: ['un', 'una', 'uno', 'il', 'lo'],
  nl: ['een', 'het'],
};

let pluralKinds: Map<string, Set<string>> | null = null;

/** Whether the written word is one of its language's listed plural kinds (words/many.ts). */
function isPluralKind(written: string, lang: string): boolean {
  if (!pluralKinds) {
    pluralKinds = new Map();
    for (const [locale, kinds] of Object.entries(PLURAL_KINDS))
      pluralKinds.set(
        locale,
        new Set(
          Object.values(kinds)
            .flatMap((list) => list.split(','))
            .map((x) => normalizeTerm(x.trim(), locale).replace(/ /g, '')),
        ),
      );
  }
  return pluralKinds.get(lang)?.has(normalizeTerm(written, lang).replace(/ /g, '')) === true;
}

/**
 * The count a subject's own words give: digits just before it, a listed plural kind, or a plural
 * ending. `before` holds the texts of the (up to two) words before it, nearest last.
 */
export function formCount(subject: {
  written: string;
  after: string;
  next?: string;
  before: string[];
  lang: string;
}): number | undefined {
  for (const b of [...subject.before].reverse()) {
    const n = countOfDigits(b);
    if (n !== undefined) return n;
  }
  // "A" or "un" right before the word says one, whatever its ending ("un ours", "a bus").
  const article = subject.before[subject.before.length - 1]?.toLocaleLowerCase(subject.lang);
  if (article && SINGULAR_ARTICLES[subject.lang]?.includes(article)) return undefined;
  if (isPluralKind(subject.written, subject.lang)) return kindCount(subject.written, subject.lang);
  return pluralCount(subject.written, subject.after, subject.next, subject.lang);
}
