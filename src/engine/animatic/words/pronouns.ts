/**
 * Words that stand for what an earlier shot of a story named (ARCHITECTURE.md "Stories"): the
 * subject pronouns of each language, singular (`one`: the earlier shot's main subject) and
 * plural (`many`: all of its subjects), and the common "the same one". A determiner spelt like a
 * pronoun ("that cat", "o kedi", "그 고양이") is told apart by understand: a noun follows it.
 * Entries are lower case as written; several words are separated by a space.
 */
type PronounWords = { one: string[]; many: string[] };

const PRONOUN_WORDS: Record<string, PronounWords> = {
  en: { one: ['he', 'she', 'it', 'the same one', 'that one'], many: ['they', 'both', 'both of them'] },
  es: {
    one: ['él', 'ella', 'el mismo', 'la misma'],
    many: ['ellos', 'ellas', 'los dos', 'las dos', 'ambos', 'ambas'],
  },
  fr: { one: ['il', 'elle', 'lui', 'le même', 'la même'], many: ['ils', 'elles', 'eux', 'les deux'] },
  de: { one: ['er', 'sie', 'es', 'derselbe', 'dieselbe', 'dasselbe'], many: ['beide', 'die beiden'] },
  ru: { one: ['он', 'она', 'оно', 'тот же', 'та же'], many: ['они', 'оба', 'обе'] },
  ja: {
    one: ['彼女', '彼', 'それ', 'あの子', 'その子'],
    many: ['彼女たち', '彼女ら', '彼ら', 'それら', '二人', 'ふたり', '二匹'],
  },
  'zh-CN': { one: ['他', '她', '它'], many: ['他们', '她们', '它们', '他俩', '她俩', '两人'] },
  ar: { one: ['هو', 'هي'], many: ['هم', 'هن', 'هما'] },
  pt: {
    one: ['ele', 'ela', 'o mesmo', 'a mesma'],
    many: ['eles', 'elas', 'os dois', 'as duas', 'ambos', 'ambas'],
  },
  it: {
    one: ['lui', 'lei', 'egli', 'ella', 'esso', 'essa', 'lo stesso', 'la stessa'],
    many: ['loro', 'essi', 'esse', 'entrambi', 'entrambe'],
  },
  id: { one: ['dia', 'ia', 'beliau'], many: ['mereka', 'keduanya'] },
  nl: { one: ['hij', 'zij', 'ze', 'dezelfde'], many: ['beiden', 'allebei'] },
  vi: {
    one: ['anh ấy', 'cô ấy', 'chị ấy', 'em ấy', 'ông ấy', 'bà ấy', 'cậu ấy', 'chú ấy', 'nó'],
    many: ['chúng nó', 'chúng', 'họ', 'cả hai'],
  },
  tr: { one: ['o'], many: ['onlar', 'ikisi', 'ikisi de'] },
  ko: { one: ['그녀', '그것', '그', '걔'], many: ['그들', '그녀들', '그것들', '둘'] },
  fa: { one: ['او', 'وی', 'آن'], many: ['آنها', 'آنان', 'ایشان'] },
  hi: { one: ['वह', 'वो', 'यह'], many: ['वे', 'ये', 'दोनों'] },
};

/**
 * Languages whose sentences may leave the subject out ("Corre al mar", "海へ走る"): a shot of
 * theirs that names a motion and no subject goes on with the earlier shot's subject.
 */
export const PRO_DROP = new Set(['ja', 'ko', 'zh-CN', 'es', 'it', 'pt', 'tr', 'ar', 'fa', 'hi', 'vi', 'id']);

/** Korean particles a pronoun carries as its subject or topic ("그녀는", "그들이"). */
const KO_PARTICLES = ['', '는', '은', '이', '가', '도'];
/** Arabic "and", "then" glued to the pronoun ("وهي", "فهو"). */
const AR_PREFIX = /^[وف]/;
/** Characters before 他 that make it another word ("其他" other, "吉他" guitar). */
const ZH_NOT_BEFORE = new Set(['其', '吉']);

type PronounHit = { start: number; end: number; many: boolean };

type Token = { norm: string; start: number; end: number };

const segmenters = new Map<string, Intl.Segmenter>();

function tokens(text: string, lang: string): Token[] {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang === 'zh-CN' ? 'zh' : lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  const out: Token[] = [];
  for (const seg of segmenter.segment(text)) {
    if (!seg.isWordLike) continue;
    // A zero-width non-joiner is spelling, not a letter: "آن‌ها" is "آنها".
    let norm = seg.segment
      .normalize('NFC')
      .toLowerCase()
      .replace(/\u200c/g, '');
    if (lang === 'ar' && norm.length > 2 && AR_PREFIX.test(norm) && isEntry(norm.slice(1), lang)) norm = norm.slice(1);
    if (lang === 'ko') {
      const bare = KO_PARTICLES.map((p) => (p && norm.endsWith(p) ? norm.slice(0, -p.length) : ''))
        .filter((x) => x && isEntry(x, lang))
        .sort((a, b) => b.length - a.length)[0];
      if (bare) norm = bare;
    }
    out.push({ norm, start: seg.index, end: seg.index + seg.segment.length });
  }
  return out;
}

function isEntry(word: string, lang: string): boolean {
  const table = PRONOUN_WORDS[lang];
  return !!table && (table.one.includes(word) || table.many.includes(word));
}

/** Entries as token sequences, longest first, so "both of them" is tried before "both". */
function entries(lang: string): { words: string[]; many: boolean; text: string }[] {
  const table = PRONOUN_WORDS[lang];
  if (!table) return [];
  return [...table.many.map((text) => ({ text, many: true })), ...table.one.map((text) => ({ text, many: false }))]
    .map((e) => ({ ...e, words: e.text.split(' ') }))
    .sort((a, b) => b.words.length - a.words.length || b.text.length - a.text.length);
}

/** Chinese and Japanese pronouns, found in the text itself (their words are not cut by spaces). */
function cjkPronouns(text: string, lang: string): PronounHit[] {
  const hits: PronounHit[] = [];
  const list = entries(lang);
  for (let i = 0; i < text.length; ) {
    const found = list.find(
      (e) => text.startsWith(e.text, i) && !(lang === 'zh-CN' && ZH_NOT_BEFORE.has(text[i - 1] ?? '')),
    );
    if (found) {
      hits.push({ start: i, end: i + found.text.length, many: found.many });
      i += found.text.length;
    } else i++;
  }
  return hits;
}

/** Every pronoun of the text in the given language, in order, as character spans. */
export function findPronouns(text: string, lang: string): PronounHit[] {
  if (!PRONOUN_WORDS[lang]) return [];
  if (lang === 'ja' || lang === 'zh-CN') return cjkPronouns(text, lang);
  const toks = tokens(text, lang);
  const list = entries(lang);
  const hits: PronounHit[] = [];
  for (let i = 0; i < toks.length; ) {
    const found = list.find((e) => e.words.every((w, k) => toks[i + k]?.norm === w));
    if (found) {
      const last = toks[i + found.words.length - 1];
      hits.push({ start: toks[i]?.start ?? 0, end: last?.end ?? 0, many: found.many });
      i += found.words.length;
    } else i++;
  }
  return hits;
}
