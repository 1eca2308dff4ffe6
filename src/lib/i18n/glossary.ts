/**
 * The glossary rules of `npm run i18n:check` (issue 17), kept apart from the script so they are
 * unit-tested. `public/locales/en/glossary.json` lists the product's terms with the English
 * pattern that finds each; every other locale's `glossary.json` gives its one word per term, the
 * forms that count as that word, and its address register. A string whose English has a term
 * must use one of the locale's forms; no string uses a word the locale chose against for a term;
 * terms that sit side by side (the voice beside the sound) have words apart; a string must not
 * carry a marker of the other register; numbers are written in the locale's own digits (Intl's
 * default numbering system).
 */
import { flatten } from './check-translations';
import type { Resource } from './merge-fallback';

export const TERMS = [
  'prompt',
  'credit',
  'plan',
  'video',
  'generate',
  'effect',
  'addSound',
  'addSpeech',
  'speaker',
  'extend',
  'upscale',
  'history',
  'share',
  'device',
  'studio',
  'free',
  'paid',
  'watermark',
  'private',
] as const;

export type Term = (typeof TERMS)[number];

export type EnglishGlossary = {
  /**
   * `except`: a string that matches it does not count as naming the term (a product's name, a verb).
   * `apart`: terms a locale must not name with this term's word, because they sit side by side
   * (the voice that reads a voice-over beside the video's sound).
   */
  terms: Record<Term, { word: string; match: string; except?: string; apart?: Term[]; meaning: string }>;
};

export type LocaleGlossary = {
  register: {
    /** 'formal' or 'informal' (or the language's own name for its level, e.g. 'polite'). */
    choice: string;
    /** Why this register for a consumer app in this market. */
    reason: string;
    /** Patterns (JavaScript regular expressions, flag u) of the register not chosen. */
    forbidden: string[];
  };
  /**
   * `avoid`: patterns (JavaScript regular expressions, flags iu) of the words the locale chose
   * against for this term, found in no string of the locale (ko's bare 영상 beside 동영상).
   */
  terms: Record<Term, { word: string; forms: string[]; avoid?: string[]; note?: string }>;
  /** Patterns of product names that keep Latin digits in a locale that writes its own ("Veo 3"). */
  digitsAllowed?: string[];
  /** `namespace:key` → the checks a string is spared (terms, 'register', 'digits') and why. */
  exceptions?: Record<string, { skip: string[]; reason: string }>;
};

export type GlossaryProblem = {
  locale: string;
  namespace: string;
  key: string;
  kind: 'glossary' | 'register' | 'digits' | 'glossary-file';
  detail: string;
};

const PLURAL_RE = /^(.*)_(zero|one|two|few|many|other)$/;

/** The text a reader sees of a string: placeholders and tag names out. */
function readable(value: string): string {
  return value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ');
}

const DIGITS: Record<string, RegExp> = {
  latn: /[0-9]/u,
  arab: /[٠-٩]/u,
  arabext: /[۰-۹]/u,
  deva: /[०-९]/u,
};

/** The digits a locale must not show: every system but the one Intl formats its numbers in. */
export function foreignDigits(locale: string): RegExp {
  const own = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
  const others = Object.entries(DIGITS)
    .filter(([system]) => system !== own)
    .map(([, re]) => re.source.slice(1, -1));
  return new RegExp(`[${others.join('')}]`, 'u');
}

/**
 * Problems in a locale's glossary file itself: a term without a word or forms, a bad pattern,
 * or a term whose forms the word of a term it must stay apart from already contains (then that
 * word alone would pass for both).
 */
export function checkGlossaryFile(
  locale: string,
  glossary: LocaleGlossary | undefined,
  english?: EnglishGlossary,
): GlossaryProblem[] {
  const problem = (detail: string): GlossaryProblem => ({
    locale,
    namespace: 'glossary',
    key: '',
    kind: 'glossary-file',
    detail,
  });
  if (!glossary) return [problem('no glossary.json')];
  const problems: GlossaryProblem[] = [];
  const { register } = glossary;
  if (!register?.choice || !register.reason || !Array.isArray(register.forbidden))
    problems.push(problem('register needs choice, reason and forbidden'));
  const avoided = Object.values(glossary.terms ?? {}).flatMap((entry) => entry?.avoid ?? []);
  for (const pattern of [...(register?.forbidden ?? []), ...(glossary.digitsAllowed ?? []), ...avoided]) {
    try {
      new RegExp(pattern, 'u');
    } catch {
      problems.push(problem(`bad pattern ${pattern}`));
    }
  }
  for (const term of TERMS) {
    const entry = glossary.terms?.[term];
    if (!entry?.word || !Array.isArray(entry.forms) || entry.forms.length === 0 || entry.forms.some((f) => !f.trim()))
      problems.push(problem(`term ${term} needs a word and its forms`));
  }
  for (const term of Object.keys(glossary.terms ?? {}))
    if (!(TERMS as readonly string[]).includes(term)) problems.push(problem(`unknown term ${term}`));
  const lower = (text: string) => text.toLocaleLowerCase(locale);
  for (const term of TERMS)
    for (const other of english?.terms[term]?.apart ?? []) {
      const mine = glossary.terms?.[term];
      const theirs = glossary.terms?.[other];
      if (!mine?.forms || !theirs?.forms) continue;
      const words = [theirs.word, ...theirs.forms].map(lower);
      const shared = mine.forms.find((form) => words.some((word) => word.includes(lower(form))));
      if (shared) problems.push(problem(`term ${term} must differ from ${other}, which "${shared}" also names`));
    }
  return problems;
}

/** The terms an English text names. */
export function termsIn(english: string, glossary: EnglishGlossary): Term[] {
  const text = readable(english);
  return TERMS.filter((term) => {
    const { match, except } = glossary.terms[term];
    return new RegExp(match, 'iu').test(text) && !(except && new RegExp(except, 'iu').test(text));
  });
}

/**
 * One namespace of a locale against the glossary: for each string, the terms its English names
 * must appear in one of the locale's forms, no marker of the other register, no foreign digits.
 */
export function checkGlossary(
  locale: string,
  namespace: string,
  english: Resource,
  translated: Resource,
  englishGlossary: EnglishGlossary,
  glossary: LocaleGlossary,
): GlossaryProblem[] {
  const en = flatten(english);
  const own = flatten(translated);
  const problems: GlossaryProblem[] = [];
  const forbidden = glossary.register.forbidden.map((pattern) => new RegExp(pattern, 'u'));
  const digits = foreignDigits(locale);
  const allowedDigits = (glossary.digitsAllowed ?? []).map((pattern) => new RegExp(pattern, 'gu'));
  const avoided = TERMS.flatMap((term) =>
    (glossary.terms[term].avoid ?? []).map((pattern) => ({ term, re: new RegExp(pattern, 'iu') })),
  );
  // Case aside, and Arabic-script short vowels and shadda (يُمدَّد is يمدد), which writers add or leave out.
  const lower = (text: string) => text.toLocaleLowerCase(locale).replace(/[\u064B-\u065F\u0670]/g, '');
  for (const [key, value] of own) {
    const englishKey = en.has(key) ? key : key.replace(PLURAL_RE, '$1_other');
    const source = en.get(englishKey);
    if (source === undefined) continue;
    const skip = new Set(glossary.exceptions?.[`${namespace}:${key}`]?.skip ?? []);
    const text = readable(value);
    const found = (detail: string, kind: GlossaryProblem['kind']) =>
      problems.push({ locale, namespace, key, kind, detail });
    for (const term of termsIn(source, englishGlossary)) {
      if (skip.has(term)) continue;
      const { word, forms } = glossary.terms[term];
      if (!forms.some((form) => lower(text).includes(lower(form))))
        found(`"${englishGlossary.terms[term].word}" is "${word}" here`, 'glossary');
    }
    for (const { term, re } of avoided) {
      if (skip.has(term)) continue;
      const match = re.exec(text);
      if (match)
        found(
          `"${match[0]}" is not this locale's word for "${englishGlossary.terms[term].word}": "${glossary.terms[term].word}"`,
          'glossary',
        );
    }
    if (!skip.has('register'))
      for (const re of forbidden) {
        const match = re.exec(text);
        if (match) found(`"${match[0]}" is not the ${glossary.register.choice} register`, 'register');
      }
    if (!skip.has('digits')) {
      const bare = allowedDigits.reduce((rest, re) => rest.replace(re, ' '), text);
      const match = digits.exec(bare);
      if (match) found(`"${match[0]}" is not written in this locale's digits`, 'digits');
    }
  }
  return problems;
}
