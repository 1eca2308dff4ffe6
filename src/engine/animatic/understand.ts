/**
 * Step 1 of the animatic (ARCHITECTURE.md "The animatic"): prompt → scene plan, in any of our 17
 * languages, deterministic and offline. The prompt is cut into words with Intl.Segmenter (Chinese
 * and Japanese into characters, matched as sequences), its language is guessed from the script and
 * dictionary hits (the UI locale is only a hint), and the longest phrase at each place is looked up
 * in our own dictionaries (words.ts: settings, times, weather, motions, camera, colours, negation)
 * and in the CLDR emoji index (data/lexicon.json, built by scripts/build-lexicon.ts), in the
 * prompt's language and in English. Then negation removes what it covers, colours and motions
 * attach to the nearest subject, and what the prompt leaves silent comes from the subjects' nature.
 */
import {
  MAX_SUBJECTS,
  type Camera,
  type Motion,
  type ScenePlan,
  type SceneSubject,
  type Setting,
  type TimeOfDay,
  type Weather,
} from '@/lib/scene-plan';
import lexiconData from './data/lexicon.json';
import { LOCALES, normalizeTerm, stemWord } from './normalize';
import { outranks, settleInteractions, wantsActor } from './interact';
import { countOfWord, formCount } from './many';
import { ACTIVITY_MOTION, actPeople, expandGroups, type Figure, isFigure } from './people';
import { seatCrews } from './crews';
import { raisePeaks } from './peaks';
import { flowerTrees } from './blossoms';
import { settleWhereabouts } from './whereabouts';
import { SETTING_ART } from './settings';
import { WEATHER_ART } from './weather';
import { COLORS, type ColorName, type LocaleWords, WORDS } from './words';
import { modifierItems } from './nouns';
import { BRANDS, CONTAINER_EMOJI, isVerbKeyword, NAMED, NOUN_WORDS, TABLE_PLACE } from './words/nouns';
import { GULL_EMOJI, GULL_WORDS, MANY_WORDS, PLURAL_KINDS } from './words/many';
import { type Activity, type Group, PEOPLE_WORDS } from './words/people';
import { winterOf } from './words/winter';
import { linkBonds, linkHeld, mountable } from './held';
import { RESTING } from './poses';
import { HELD_WORDS } from './words/held';
import { ART_NATURE, type Art, DRAWN_WORDS, SEEN_AT_NIGHT } from './words/drawn';
import { findPronouns, PRO_DROP } from './words/pronouns';
import { BUILDING_PLACE, CABIN_WORDS } from './words/landmarks';
import { VEHICLE_WORDS } from './words/vehicles';
import { BIG_WAVE_WORDS, ROCK_WORDS } from './words/waves';
import {
  FIELD_DEFAULT,
  FIELD_FLOWERS,
  FIELD_SUFFIXES,
  FIELD_WORDS,
  FLOWER_FIELD_WORDS,
  LAVENDER_WORDS,
} from './words/fields';
import { HEADS_NOT_ALONE, SURFACE_PLACE, type Surface, SURFACE_WORDS } from './words/surfaces';
import { continueStory, type ShotFacts } from './continuity';
import { cameraVerbs } from './camera-verbs';

type LexEntry = [emoji: string, label: string, motion: Motion, setting: Setting | '', flags: number];
const lexicon = lexiconData as unknown as {
  emoji: LexEntry[];
  terms: Record<string, Record<string, number[]>>;
  alias: Record<string, number>;
};
const SKY_FLAG = 1;
/** The Earth as a named thing, and the mark of a word for it that may only mean the ground. */
const EARTH = '🌍 space';
const GROUND = 'ground';
const PREFERRED_FLAG = 2;

/** Longest prompt input we read: the API's own limit on prompts (API.md), so a longer string costs no more. */
const MAX_PROMPT_CHARS = 2000;
const MAX_PHRASE_UNITS = 6;
const MAX_CJK_UNITS = 8;

type Kind =
  | 'setting'
  | 'time'
  | 'night'
  | 'weather'
  | 'snowy'
  | 'motion'
  | 'camera'
  | 'color'
  | 'neg'
  | 'break'
  | 'unknown'
  | 'common'
  | 'style'
  | 'named'
  | 'sky'
  | 'activity'
  | 'actor'
  | 'person'
  | 'group'
  | 'many'
  | 'art'
  | 'surface'
  | 'field'
  | 'waves'
  | 'rocks';
type DictEntry = { kind: Kind; value: string; words: string[]; prefix: boolean[] };
type LangTables = {
  exact: Map<string, DictEntry>;
  prefixed: DictEntry[];
  prefixedByLength: Map<string, DictEntry[]>;
  common: Set<string>;
  maxWords: number;
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const PUNCT = /[,.;:!?()[\]{}"“”«»،؛。、，！？；：…|/\n]/;
const PICTO = /\p{Extended_Pictographic}/u;
const cjkLocale = (locale: string) => locale === 'ja' || locale === 'zh-CN';

let tables: Map<string, LangTables> | null = null;
let emojiByChar: Map<string, number> | null = null;

/** One dictionary entry of a locale's tables, normalised and stemmed as prompt words are. */
function addEntry(t: LangTables, locale: string, kind: Kind, value: string, raw: string, marked: boolean): void {
  const entry = raw.trim();
  if (!entry) return;
  const norm = normalizeTerm(entry, locale);
  if (cjkLocale(locale) && CJK.test(norm)) {
    const key = norm.replace(/ /g, '').replace(/\*$/, '');
    if (!t.exact.has(key)) t.exact.set(key, { kind, value, words: [key], prefix: [false] });
    return;
  }
  const words = norm.split(' ');
  const prefix = words.map((x) => x.endsWith('*'));
  // Agglutinative languages glue endings to the word: their entries also match as prefixes.
  const glue = locale === 'ko' || locale === 'tr';
  const stemmed = words.map((x, i) => (prefix[i] ? x.slice(0, -1) : glue ? x : stemWord(x, locale)));
  const d: DictEntry = {
    kind,
    value,
    words: stemmed,
    prefix: prefix.map((p, i) => p || (glue && (stemmed[i] ?? '').length >= (locale === 'ko' ? 2 : 4))),
  };
  t.maxWords = Math.max(t.maxWords, words.length);
  if (d.prefix.some(Boolean)) t.prefixed.push(d);
  if (!prefix.some(Boolean)) {
    // Korean and Turkish entries keep their written form: stripping endings from our own
    // words would merge 도로 (road) with 도는 (spinning); the prompt's words are still stripped.
    const key = stemmed.join(' ');
    // A bare form that the emoji index names as written is that thing ("voi" is the elephant).
    if (!marked && lexicon.terms[locale]?.[key]) return;
    if (!t.exact.has(key)) t.exact.set(key, d);
  }
}

/** Dictionary entries, normalised and stemmed like prompt words, built once on first use. */
function loadTables(): Map<string, LangTables> {
  if (tables) return tables;
  const out = new Map<string, LangTables>();
  for (const locale of LOCALES) {
    const w = WORDS[locale];
    if (!w) continue;
    const t: LangTables = {
      exact: new Map(),
      prefixed: [],
      prefixedByLength: new Map(),
      common: new Set(),
      maxWords: 1,
    };
    // Vietnamese is often typed without its marks ("co gai dap xe"): each entry also stands bare,
    // after all the entries as written, so a word spelt bare by nature ("voi", elephant) keeps
    // its meaning over a marked word stripped to it ("với", with).
    const bare: [Kind, string, string][] = [];
    const add = (kind: Kind, value: string, list: string | undefined, marked = true) => {
      const raws = (list ?? '').split(',');
      if (locale === 'vi' && marked) for (const r of raws) if (bareVi(r) !== r) bare.push([kind, value, bareVi(r)]);
      for (const raw of raws) addEntry(t, locale, kind, value, raw, marked);
    };
    // Order matters where a word sits in two lists: the first one wins.
    add('unknown', '', w.unknown);
    add('unknown', '', NOUN_WORDS[locale]?.season);
    // Things we draw ourselves come before the places: "lighthouse" is one, not only the sea.
    for (const [k, v] of Object.entries(DRAWN_WORDS[locale] ?? {})) add('art', k, `${v.one}, ${v.many ?? ''}`);
    add('named', '🛖 -', CABIN_WORDS[locale]);
    // Kinds of vehicle in several words: "police car" is 🚓 before "car" is any car.
    for (const [k, v] of Object.entries(VEHICLE_WORDS[locale] ?? {})) add('named', `${k} -`, v);
    for (const [k, v] of Object.entries(w.camera)) add('camera', k, v);
    add('snowy', 'snow', w.snowy);
    // Surfaces before places: "window sill" is where the cat sits, and the room is only implied.
    for (const [k, v] of Object.entries(SURFACE_WORDS[locale] ?? {})) add('surface', k, v);
    // "A field of sunflowers": the field is the flower's, before "field" alone makes a meadow.
    // "A giant wave" is the sea breaking big, before "wave" alone is the sea.
    add('waves', 'big', BIG_WAVE_WORDS[locale]);
    add('rocks', 'rocks', ROCK_WORDS[locale]);
    add('field', 'flowers', FLOWER_FIELD_WORDS[locale]);
    add('field', 'field', FIELD_WORDS[locale]);
    add('named', '🪻 -', LAVENDER_WORDS[locale]);
    for (const [k, v] of Object.entries(w.setting)) add('setting', k, v);
    for (const [k, v] of Object.entries(w.time)) add('time', k, v);
    for (const [k, v] of Object.entries(w.weather)) add('weather', k, v);
    // The stars and sky events are the night sky itself, before the night words that only set the
    // time ("moon" still finds its subject): "the stars come out" draws a starry sky, not a ⭐.
    const sky = NOUN_WORDS[locale]?.night;
    if (sky) add('sky', 'night', sky);
    add('night', 'night', w.night);
    for (const [k, v] of Object.entries(w.color)) add('color', k, v);
    add('neg', '', w.negation);
    add('neg', 'either', w.negationEither);
    // People's words before the motions: "surfing" is a person's activity before it is a way to sail.
    const people = PEOPLE_WORDS[locale];
    for (const [k, v] of Object.entries(people?.female ?? {})) add('actor', `${k}:female`, v);
    for (const [k, v] of Object.entries(people?.male ?? {})) add('actor', `${k}:male`, v);
    for (const [k, v] of Object.entries(people?.actor ?? {})) add('actor', k, v);
    for (const [k, v] of Object.entries(people?.person ?? {})) add('person', k, v);
    for (const [k, v] of Object.entries(people?.group ?? {})) add('group', k, v);
    for (const [k, v] of Object.entries(people?.activity ?? {})) add('activity', k, v);
    for (const [k, v] of Object.entries(w.motion)) add('motion', k, v);
    // "With" ends a clause ("a girl with a dog and a cat"), softly: a person's gear may sit past
    // it ("fährt mit dem Fahrrad", "a man with his surfboard").
    const breaks = (w.breaks ?? '').split(',').map((b) => b.trim());
    add('break', 'with', breaks.filter((b) => WITH_BREAKS.has(b)).join(','));
    add('break', '', breaks.filter((b) => !WITH_BREAKS.has(b)).join(','));
    // Kinds, named places and style words come last: a word our other lists already hold keeps its meaning.
    const nouns = NOUN_WORDS[locale];
    if (nouns) {
      for (const [k, v] of Object.entries(nouns.setting)) add('setting', k, v);
      add('style', '', nouns.style);
      add('named', `- ${TABLE_PLACE}`, nouns.table);
      for (const [k, v] of Object.entries(nouns.kinds)) add('named', k.includes(' ') ? k : `${k} -`, v);
      add('named', `${EARTH} ${GROUND}`, nouns.earth);
    }
    for (const [k, v] of Object.entries(NAMED)) add('named', k, v);
    for (const [k, v] of Object.entries(HELD_WORDS[locale]?.nouns ?? {})) add('named', `${k} -`, v);
    // Count words and plural kinds last of all: they never take a word another list holds.
    for (const [k, v] of Object.entries(MANY_WORDS[locale] ?? {})) add('many', k, v);
    for (const [k, v] of Object.entries(PLURAL_KINDS[locale] ?? {})) add('named', `${k} -`, v);
    add('named', `${GULL_EMOJI} -`, GULL_WORDS[locale]);
    for (const [kind, value, word] of bare) add(kind, value, word, false);
    for (const c of w.common.split(',')) t.common.add(normalizeTerm(c, locale));
    // Longest prefix first, so "zoom* in" is tried before "zoom*".
    t.prefixed.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);
    // Bucketed by word count and the first two letters, so a word is only compared with entries that can match it.
    for (const d of t.prefixed) {
      const key = `${d.words.length}:${(d.words[0] ?? '').slice(0, 2)}`;
      t.prefixedByLength.set(key, [...(t.prefixedByLength.get(key) ?? []), d]);
    }
    out.set(locale, t);
  }
  tables = out;
  emojiByChar = new Map([
    ...Object.entries(lexicon.alias),
    ...lexicon.emoji.map((e, i): [string, number] => [e[0].replace(/\uFE0F/g, ''), i]),
  ]);
  return out;
}

/** Vietnamese without its tone and vowel marks, as typed on a keyboard without them. */
function bareVi(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');
}

const segmenters = new Map<string, Intl.Segmenter>();

/** `word`: the index of the segmenter's word a CJK character came from; `kana`: that word is all kana. */
type Unit = {
  text: string;
  start: number;
  end: number;
  cjk: boolean;
  punct: boolean;
  emoji: boolean;
  word?: number;
  kana?: boolean;
};

const KANA_WORD = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/**
 * A match inside a word of kana only cuts it ("カメラ" camera is not "カメ" turtle, "ゆっくり"
 * slowly holds no "くり" chestnut): it must start and end where the segmenter's word does.
 */
function cutsKanaWord(units: Unit[], start: number, end: number): boolean {
  const first = units[start];
  const last = units[end - 1];
  if (first?.kana && units[start - 1]?.word === first.word) return true;
  if (!last?.kana) return false;
  // What the word goes on with after the match: nothing, or a particle ("ねこが", "カメを").
  let rest = '';
  for (let k = end; units[k]?.word === last.word; k++) rest += units[k]?.text ?? '';
  return rest !== '' && !PARTICLES.has(rest);
}

const PARTICLES = new Set([
  'が',
  'を',
  'は',
  'に',
  'の',
  'で',
  'と',
  'も',
  'へ',
  'や',
  'から',
  'まで',
  'より',
  'たち',
  'たちが',
  'たちは',
]);

/** Words of the prompt (CJK runs as single characters), punctuation kept as clause marks. */
function segment(prompt: string, locale: string): Unit[] {
  const units: Unit[] = [];
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  // Apostrophes split elisions ("l'oiseau", "dell'acqua") so the noun stands alone.
  const text = prompt.replace(/['’`´]/g, ' ');
  for (const seg of segmenter.segment(text)) {
    const s = seg.segment;
    const start = seg.index;
    if (seg.isWordLike) {
      if (CJK.test(s)) {
        let offset = start;
        const word = units.length;
        const kana = KANA_WORD.test(s);
        for (const ch of s) {
          units.push({
            text: ch,
            start: offset,
            end: offset + ch.length,
            // The long-vowel mark is a kana of its word ("サーファー"), not a word apart.
            cjk: CJK.test(ch) || ch === 'ー',
            punct: false,
            emoji: false,
            word,
            kana,
          });
          offset += ch.length;
        }
      } else units.push({ text: s, start, end: start + s.length, cjk: false, punct: false, emoji: false });
    } else if (PICTO.test(s)) {
      units.push({ text: s, start, end: start + s.length, cjk: false, punct: false, emoji: true });
    } else if (PUNCT.test(s)) {
      units.push({ text: s, start, end: start + s.length, cjk: false, punct: true, emoji: false });
    }
  }
  return units;
}

const LATIN_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'id', 'nl', 'vi', 'tr'];

/** The prompt's language: its script first, then which language's function words and dictionary it hits most. */
function detectLanguage(prompt: string, hint?: string, segmented?: Unit[]): string {
  const t = loadTables();
  if (/\p{Script=Hangul}/u.test(prompt)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(prompt)) return 'ja';
  if (/\p{Script=Han}/u.test(prompt)) return hint === 'ja' ? 'ja' : 'zh-CN';
  if (/\p{Script=Devanagari}/u.test(prompt)) return 'hi';
  if (/\p{Script=Cyrillic}/u.test(prompt)) return 'ru';
  const candidates = /\p{Script=Arabic}/u.test(prompt) ? ['ar', 'fa'] : LATIN_LOCALES;
  if (candidates.includes('fa') && /[پچژگ\u06cc\u06a9]/.test(prompt)) return 'fa';
  if (candidates === LATIN_LOCALES && /[ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(prompt)) return 'vi';
  const words = (segmented ?? segment(prompt, 'en')).filter((u) => !u.punct && !u.emoji).slice(0, 80);
  const lowered = words.map((u) => normalizeTerm(u.text, 'en'));
  // Function words decide most prompts; dictionary hits only break ties.
  const score = (locale: string, deep: boolean) => {
    const lt = t.get(locale);
    if (!lt) return -1;
    let sc = locale === hint ? 0.5 : 0;
    if (locale === 'tr' && /[ğışİ]/.test(prompt)) sc += 2;
    if (locale === 'de' && /[ßäöü]/.test(prompt)) sc += 1;
    for (const w of lowered) {
      if (lt.common.has(w)) sc += 1;
      else if (deep) {
        const stem = stemWord(w, locale);
        if (lt.exact.has(stem)) sc += 0.6;
        else if (lexicon.terms[locale]?.[stem]) sc += 0.3;
      }
    }
    return sc;
  };
  let scores = candidates.map((l) => score(l, false));
  let top = Math.max(...scores);
  if (scores.filter((x) => x === top).length > 1 || top < 2) {
    scores = candidates.map((l) => score(l, true));
    top = Math.max(...scores);
  }
  const best = candidates[scores.indexOf(top)] ?? 'en';
  return best;
}

type Item = {
  kind: Kind | 'subject';
  value: string;
  start: number;
  end: number;
  emoji?: number;
  negated?: boolean;
  color?: ColorName;
  motion?: Motion;
  /** The place a named thing implies ("Paris" → city), weaker than a place the prompt names. */
  place?: Setting;
  /** A person drawn as a whole figure (people.ts). */
  figure?: Figure;
  /** How many of it (many.ts). */
  count?: number;
  /** A thing drawn as a composite (drawn.ts). */
  art?: Art;
  /** A flower named with its field glued on ("Tulpenfeld"): a field full of it. */
  field?: boolean;
};

/** Subject candidates of one index entry: names before keywords, the common member of a family first. */
function pickEmoji(list: number[]): { index: number; name: boolean } {
  let best = { index: -1, name: false, score: -1 };
  list.forEach((v, order) => {
    const index = v < 0 ? -v - 1 : v;
    const entry = lexicon.emoji[index];
    if (!entry) return;
    const score = (v >= 0 ? 4 : 0) + (entry[4] & PREFERRED_FLAG ? 2 : 0) - order / 1000;
    if (score > best.score) best = { index, name: v >= 0, score };
  });
  return best;
}

/** Levenshtein distance ≤ 1, or one swap of neighbouring letters ("sailbaot"). */
function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let k = 0; k < a.length && diff.length < 3; k++) if (a[k] !== b[k]) diff.push(k);
    if (
      diff.length === 2 &&
      diff[1] === (diff[0] ?? 0) + 1 &&
      a[diff[0] ?? 0] === b[diff[1] ?? 0] &&
      a[diff[1] ?? 0] === b[diff[0] ?? 0]
    )
      return true;
  }
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

type Form = { norm: string; stem: string };

type TypoCandidate = { key: string; kind: Kind | 'subject'; value: string; emoji?: number };
const typoIndex = new Map<string, Map<string, TypoCandidate[]>>();

/** The word and each of its one-letter deletions: two words within one edit share one of these. */
function deletions(word: string): string[] {
  const out = [word];
  for (let k = 0; k < word.length; k++) out.push(word.slice(0, k) + word.slice(k + 1));
  return out;
}

/**
 * Single words of a language that a typo may stand for, found through a symmetric-deletion index
 * (built on first need) so a miss costs a few map lookups, not a scan of the vocabulary.
 */
function typoCandidates(locale: string, word: string): TypoCandidate[] {
  let index = typoIndex.get(locale);
  if (!index) {
    const map = new Map<string, TypoCandidate[]>();
    const push = (c: TypoCandidate) => {
      if (c.key.length < 5 || c.key.includes(' ')) return;
      for (const d of deletions(c.key)) {
        const list = map.get(d);
        if (list) list.push(c);
        else map.set(d, [c]);
      }
    };
    for (const [key, d] of loadTables().get(locale)?.exact ?? []) {
      if (d.kind !== 'break' && d.kind !== 'neg' && d.kind !== 'night') push({ key, kind: d.kind, value: d.value });
    }
    for (const [key, hits] of Object.entries(lexicon.terms[locale] ?? {})) {
      const pick = pickEmoji(hits);
      if (pick.index >= 0 && pick.name) push({ key, kind: 'subject', value: key, emoji: pick.index });
    }
    typoIndex.set(locale, map);
    index = map;
  }
  const out: TypoCandidate[] = [];
  for (const d of deletions(word))
    for (const c of index.get(d) ?? []) if (editDistanceAtMostOne(word, c.key)) out.push(c);
  return out;
}

/** A starred dictionary entry of exactly n words that matches at unit i (verb forms, case endings). */
function prefixedAt(
  lt: LangTables,
  f: Form[],
  units: Unit[],
  i: number,
  n: number,
): { d: DictEntry; rest: number } | undefined {
  let best: { d: DictEntry; rest: number } | undefined;
  const first = f[i]?.norm.slice(0, 2) ?? '';
  for (const d of lt.prefixedByLength.get(`${n}:${first}`) ?? []) {
    let rest = 0;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const u = units[i + k];
      const form = f[i + k];
      const w = d.words[k] ?? '';
      if (!u || !form || u.punct || u.emoji) ok = false;
      else if (d.prefix[k]) {
        ok = form.norm.startsWith(w) || form.stem === w;
        if (ok && form.stem !== w) rest = Math.max(rest, form.norm.length - w.length);
      } else ok = form.stem === w || form.norm === w;
    }
    if (ok && (!best || rest < best.rest)) best = { d, rest };
  }
  return best;
}

/**
 * Arabic and Persian possessive endings ("my", "his", "our"…), longest first; Arabic's also holds
 * the alif of an indefinite object (تطارد فأرًا, "chases a mouse"), which cuts the same way.
 */
const POSSESSIVE_ENDINGS: Record<string, string[]> = {
  ar: ['هما', 'كما', 'كم', 'هم', 'كن', 'هن', 'نا', 'ها', 'ه', 'ي', 'ك', 'ا'],
  fa: ['شان', 'تان', 'مان', 'شون', 'تون', 'مون', 'اش', 'ام', 'ات', 'ش', 'م', 'ت'],
};

/** Words that only look like a noun with an ending: فیلم (film) is not "my elephant". */
const NOT_POSSESSIVE = new Set(['فيلم', 'تيم']);

/**
 * The bare nouns a word may be with a possessive ending cut (Arabic: قطتي → قطه, كلبه → كلب;
 * Persian: ماشینش → ماشین, سگمان → سگ). The caller keeps one only if it is a known word.
 */
function possessiveBases(norm: string, locale: string): string[] {
  const endings = POSSESSIVE_ENDINGS[locale];
  if (!endings || norm.includes(' ') || NOT_POSSESSIVE.has(norm)) return [];
  const out: string[] = [];
  for (const ending of endings) {
    if (!norm.endsWith(ending) || norm.length - ending.length < 2) continue;
    const base = norm.slice(0, -ending.length);
    out.push(base);
    // A feminine noun's ة (normalised to ه) is written ت before an ending: قطتي is قطة + ي.
    if (locale === 'ar' && base.endsWith('ت')) out.push(`${base.slice(0, -1)}ه`);
  }
  return out;
}

/** Each language's normalised and stemmed form of every unit. */
type Forms = Map<string, Form[]>;

/** Every match in the prompt, longest phrase first at each place, over the given languages. */
function match(units: Unit[], langs: string[]): Item[] {
  const t = loadTables();
  const forms: Forms = new Map();
  for (const l of langs)
    forms.set(
      l,
      units.map((u) => {
        const norm = normalizeTerm(u.text, l);
        if (cjkLocale(l) || u.cjk) return { norm, stem: norm };
        const stem = stemWord(norm, l);
        const known = (key: string) => Boolean(lexicon.terms[l]?.[key]) || Boolean(t.get(l)?.exact.has(key));
        // Turkish softens a last k or p before an ending (çiçek → çiçeğin, kitap → kitabı); once
        // normalised ğ is g, so a stem we do not know is tried hardened.
        if (l === 'tr' && stem !== norm && /[gb]$/.test(stem) && !known(stem)) {
          const hard = stem.replace(/g$/, 'k').replace(/b$/, 'p');
          if (known(hard)) return { norm, stem: hard };
        }
        if (!POSSESSIVE_ENDINGS[l]) return { norm, stem };
        // "my cat", "his car": Arabic and Persian write the owner as an ending of the noun. The
        // bare noun is taken only when it is a word we know and the written form is not.
        if (known(stem)) return { norm, stem };
        const bare = possessiveBases(norm, l).find((base) => known(stemWord(base, l)));
        return bare ? { norm: bare, stem: stemWord(bare, l) } : { norm, stem };
      }),
    );
  const items: Item[] = [];
  let i = 0;
  while (i < units.length) {
    const unit = units[i];
    if (!unit) break;
    if (unit.punct) {
      items.push({ kind: 'break', value: 'punct', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (unit.emoji) {
      const index = emojiByChar?.get(unit.text.replace(/\uFE0F/g, ''));
      if (index !== undefined) items.push({ kind: 'subject', value: unit.text, start: i, end: i + 1, emoji: index });
      i++;
      continue;
    }
    let { found, nightAt } = phraseAt(t, units, forms, langs, i);
    // One typo on a long Latin word, only when nothing else matched it.
    if (!found && !nightAt && !unit.cjk && /^\p{Script=Latin}{6,}$/u.test(unit.text))
      found = typoAt(t, forms, langs, i);
    if (!found) found = compoundTail(units, forms, langs, i);
    if (!found && !unit.cjk) {
      const negated = negatedAt(forms, langs, i);
      if (negated) items.push(negated);
    }
    if (nightAt) items.push(nightAt);
    if (found) {
      items.push(found);
      i = found.end;
    } else i++;
  }
  return items;
}

/** The n words from unit i joined as the dictionaries write them, or null across punctuation or an emoji. */
function joinKey(units: Unit[], f: Form[], i: number, n: number, key: 'norm' | 'stem'): string | null {
  let s = '';
  for (let k = i; k < i + n; k++) {
    const unit = units[k];
    const form = f[k];
    if (!unit || !form || unit.punct || unit.emoji) return null;
    s += k === i || (unit.cjk && units[k - 1]?.cjk) ? form[key] : ` ${form[key]}`;
  }
  return s;
}

/**
 * The longest phrase that starts at unit i, found in the most trusted source first; a night word
 * met on the way is kept aside (it sets the time without ending the search for a subject).
 */
function phraseAt(
  t: Map<string, LangTables>,
  units: Unit[],
  forms: Forms,
  langs: string[],
  i: number,
): { found: Item | null; nightAt: Item | null } {
  const unit = units[i]!;
  let found: Item | null = null;
  let nightAt: Item | null = null;
  const maxN = Math.min(unit.cjk ? MAX_CJK_UNITS : MAX_PHRASE_UNITS, units.length - i);
  // A function word ("over", "in", "در", "at" in English) is never a subject, whatever CLDR lists it for.
  const functionWord = (l: string) =>
    [langs[0] ?? l, l].some((x) => t.get(x)?.common.has(forms.get(x)?.[i]?.norm ?? ''));
  for (let n = maxN; n >= 1 && !found; n--) {
    const keys = langs.map((l) => {
      const f = forms.get(l);
      return f ? joinKey(units, f, i, n, 'stem') : null;
    });
    if (keys.every((k) => k === null)) continue;
    const starred = langs.map((l, li) => {
      const f = forms.get(l);
      const lt = t.get(l);
      return !f || !lt || unit.cjk || keys[li] === null ? undefined : prefixedAt(lt, f, units, i, n);
    });
    // Phases, most trusted first: our dictionaries' exact phrases, our starred entries when only
    // an ending follows the stem ("flieg*" → fliegen), CLDR names (so "Segelboot" is not "segel*"),
    // starred entries with any rest, then CLDR keywords.
    for (let phase = 0; phase < 5 && !found; phase++) {
      for (let li = 0; li < langs.length && !found; li++) {
        const l = langs[li] as string;
        const lt = t.get(l);
        const key = keys[li];
        if (!lt || key === null || key === undefined) continue;
        if (phase === 0 || phase === 1 || phase === 3) {
          const hit = phase === 0 ? { d: lt.exact.get(key), rest: 0 } : starred[li];
          const d = hit?.d;
          if (!d || (phase === 1 && (hit?.rest ?? 0) > 3)) continue;
          // A word the emoji index names whole is that thing before it is the start of a verb
          // of ours: 비행기 (plane) is no 비행* (flying), 돌고래 (dolphin) no 돌고 (turning).
          // Our own drawn art is the thing itself, before the emoji of its name (불꽃놀이가: fireworks).
          if (phase === 1 && (hit?.rest ?? 0) > 0 && d.kind !== 'art' && namesWhole(l, key)) continue;
          // "Rennpferd" is a horse, not "renn*"; "sailbaot" a misspelt name, not "sail*".
          if (phase === 3 && n === 1) {
            const tail = compoundTail(units, forms, langs, i);
            if (tail) {
              found = tail;
              continue;
            }
          }
          if (phase === 3 && n === 1 && /^\p{Script=Latin}{6,}$/u.test(unit.text)) {
            const typo = typoCandidates(l, forms.get(l)?.[i]?.stem ?? '').find((c) => c.emoji !== undefined);
            if (typo) {
              found = { kind: 'subject', value: typo.key, start: i, end: i + 1, emoji: typo.emoji };
              continue;
            }
          }
          if (d.kind === 'night') {
            nightAt ??= { kind: 'night', value: 'night', start: i, end: i + n };
            continue;
          }
          // A sky event ("shooting stars") is the night sky itself: it makes night and is no subject.
          const kind = d.kind === 'sky' ? 'night' : d.kind;
          found =
            kind === 'named'
              ? namedItem(d.value, i, i + n)
              : kind === 'art'
                ? artItem(d.value as Art, i, i + n)
                : kind === 'surface' || kind === 'waves'
                  ? { kind, value: d.value, start: i, end: i + n, place: placeOfWord(kind, d.value) }
                  : { kind, value: d.value, start: i, end: i + n };
        } else {
          if (n === 1 && functionWord(l)) continue;
          // An infinitive that only meets a name through stemming is the verb ("laufen" is no "Läufer").
          if (
            n === 1 &&
            key !== forms.get(l)?.[i]?.norm &&
            isVerbKeyword(l === 'de' ? unit.text : unit.text.toLowerCase(), l)
          )
            continue;
          const hits = lexicon.terms[l]?.[key];
          if (!hits) continue;
          const pick = pickEmoji(hits);
          if (pick.index < 0) continue;
          if (phase === 2 && !pick.name) continue;
          // A keyword of a single emoji is usually an association ("bowl" → 🏈, "calm" → 🪷),
          // a keyword shared by a family names it ("boat", "bird").
          if (
            phase === 4 &&
            (pick.name ||
              (key.length < 2 && !unit.cjk) ||
              (hits.length < 2 && !((lexicon.emoji[pick.index]?.[4] ?? 0) & PREFERRED_FLAG)))
          )
            continue;
          if (unit.cjk && cutsKanaWord(units, i, i + n)) continue;
          found = { kind: 'subject', value: key, start: i, end: i + n, emoji: pick.index };
        }
      }
    }
  }
  return { found, nightAt };
}

/**
 * Vehicle makes ("una Vespa rossa", "a red Ferrari") are their vehicle, over what the word is as a
 * common noun; a make that is also a common word counts only capitalised, past the first word.
 */
function readBrands(units: Unit[], items: Item[]): void {
  for (let i = 0; i < units.length; i++) {
    const text = units[i]?.text ?? '';
    const two = `${text} ${units[i + 1]?.text ?? ''}`.toLowerCase();
    const n = BRANDS[two] ? 2 : 1;
    const brand = BRANDS[two] ?? BRANDS[text.toLowerCase()];
    if (!brand || (brand.capital && (i === 0 || !/^\p{Lu}/u.test(text)))) continue;
    const emoji = emojiByChar?.get(brand.emoji.replace(/\uFE0F/g, ''));
    if (emoji === undefined) continue;
    for (let k = items.length - 1; k >= 0; k--) {
      const x = items[k];
      if (x && x.start < i + n && x.end > i) items.splice(k, 1);
    }
    const at = items.findIndex((x) => x.start >= i + n);
    items.splice(at < 0 ? items.length : at, 0, { kind: 'subject', value: text, start: i, end: i + n, emoji });
  }
}

/** Whether the emoji index has a name (not only a keyword) that is exactly this key. */
function namesWhole(locale: string, key: string): boolean {
  const hits = lexicon.terms[locale]?.[key];
  return !!hits && pickEmoji(hits).name;
}

let containers: Set<number> | null = null;

/** Lexicon indexes of the bowls and plates whose named content is drawn instead of them. */
function containerIndexes(): Set<number> {
  containers ??= new Set(
    CONTAINER_EMOJI.map((e) => emojiByChar?.get(e.replace(/\uFE0F/g, ''))).filter((x): x is number => x !== undefined),
  );
  return containers;
}

/** A kind or a named place ("emoji setting", "-" for none): a subject when it has an emoji, and the place it implies. */
function namedItem(value: string, start: number, end: number): Item {
  const [emoji = '-', setting = '-'] = value.split(' ');
  const place = setting === '-' ? undefined : (setting as Setting);
  const index = emoji === '-' ? undefined : emojiByChar?.get(emoji.replace(/\uFE0F/g, ''));
  return index === undefined
    ? { kind: 'named', value, start, end, place }
    : { kind: 'subject', value, start, end, emoji: index, place };
}

/** A thing drawn as a composite: a subject under its chip's emoji, with the place it implies. */
function artItem(art: Art, start: number, end: number): Item {
  const nature = ART_NATURE[art];
  const emoji = emojiByChar?.get(nature.emoji.replace(/\uFE0F/g, ''));
  return { kind: 'subject', value: art, start, end, emoji, art, place: nature.place };
}

/** German and Dutch glue nouns together: "Rennpferd", "Segelschiff" end with the thing itself. */
function compoundTail(units: Unit[], forms: Forms, langs: string[], i: number): Item | null {
  const unit = units[i]!;
  const l = langs[0];
  if (unit.cjk || (l !== 'de' && l !== 'nl') || unit.text.length < 8) return null;
  const norm = forms.get(l)?.[i]?.norm ?? '';
  // "Sonnenblumenfeld", "tulpenveld": a field of the flower before the ending.
  for (const suffix of FIELD_SUFFIXES[l] ?? []) {
    if (!norm.endsWith(suffix) || norm.length - suffix.length < 3) continue;
    const head = norm.slice(0, -suffix.length);
    for (const form of [head, stemWord(head, l), head.slice(0, -1), head.slice(0, -2)]) {
      const hits = lexicon.terms[l]?.[form];
      const pick = hits ? pickEmoji(hits) : undefined;
      if (pick && pick.index >= 0 && FIELD_FLOWERS[lexicon.emoji[pick.index]?.[0] ?? ''])
        return { kind: 'subject', value: head, start: i, end: i + 1, emoji: pick.index, field: true, place: 'meadow' };
    }
  }
  for (let cut = 3; cut <= norm.length - 4; cut++) {
    if (HEADS_NOT_ALONE[l]?.has(norm.slice(cut))) continue;
    const hits = lexicon.terms[l]?.[stemWord(norm.slice(cut), l)];
    const pick = hits ? pickEmoji(hits) : undefined;
    if (pick && pick.index >= 0 && pick.name)
      return { kind: 'subject', value: norm.slice(cut), start: i, end: i + 1, emoji: pick.index };
  }
  return null;
}

/** The nearest dictionary word or name one typo away from unit i, in the first language that has one. */
function typoAt(t: Map<string, LangTables>, forms: Forms, langs: string[], i: number): Item | null {
  for (const l of langs) {
    const stem = forms.get(l)?.[i]?.stem;
    if (!stem || t.get(l)?.common.has(stem) || t.get(l)?.common.has(forms.get(l)?.[i]?.norm ?? '')) continue;
    const candidate = typoCandidates(l, stem)[0];
    if (candidate?.kind === 'art') return artItem(candidate.value as Art, i, i + 1);
    if (candidate?.kind === 'surface')
      return {
        kind: 'surface',
        value: candidate.value,
        start: i,
        end: i + 1,
        place: SURFACE_PLACE[candidate.value as Surface],
      };
    if (candidate)
      return candidate.emoji === undefined
        ? { kind: candidate.kind, value: candidate.value, start: i, end: i + 1 }
        : { kind: 'subject', value: candidate.key, start: i, end: i + 1, emoji: candidate.emoji };
  }
  return null;
}

/** "Without" glued to the word: Persian بی‌ (بی‌درخت), Turkish -siz/-suz (ağaçsız). */
function negatedAt(forms: Forms, langs: string[], i: number): Item | null {
  const lang0 = langs[0] ?? 'en';
  const norm = forms.get(lang0)?.[i]?.norm ?? '';
  const bare =
    lang0 === 'fa' && norm.startsWith('بي')
      ? norm.slice(2)
      : lang0 === 'tr' && /(siz|suz)$/.test(norm)
        ? norm.slice(0, -3)
        : '';
  const hits = bare.length >= 2 ? lexicon.terms[lang0]?.[stemWord(bare, lang0)] : undefined;
  const pick = hits ? pickEmoji(hits) : undefined;
  return pick && pick.index >= 0
    ? { kind: 'subject', value: bare, start: i, end: i + 1, emoji: pick.index, negated: true }
    : null;
}

const breakCache = new WeakMap<Item[], Item[]>();

/** The break words that mean "with", in the languages whose break lists hold one. */
const WITH_BREAKS = new Set(['with', 'con', 'avec', 'mit', 'с', 'مع', 'با', 'com', 'dengan', 'met', 'với', 'ile']);

/**
 * A clause ends at punctuation or a break word ("and", "but"): the units strictly between lo and
 * hi. A `soft` clause reads through "with".
 */
function clauseOf(items: Item[], at: number, soft = false): [number, number] {
  let breaks = breakCache.get(items);
  if (!breaks) {
    breaks = items.filter((it) => it.kind === 'break');
    breakCache.set(items, breaks);
  }
  let lo = -1;
  let hi = Number.POSITIVE_INFINITY;
  for (const it of breaks) {
    if (soft && it.value === 'with') continue;
    if (it.end <= at) lo = Math.max(lo, it.end - 1);
    else if (it.start > at) {
      hi = it.start;
      break;
    }
  }
  return [lo, hi];
}

function applyNegation(items: Item[], after: boolean): void {
  for (const neg of items.filter((x) => x.kind === 'neg')) {
    const [lo, hi] = clauseOf(items, neg.start);
    const target = (x: Item) =>
      x.kind === 'subject' ||
      x.kind === 'weather' ||
      x.kind === 'snowy' ||
      x.kind === 'night' ||
      x.kind === 'color' ||
      x.kind === 'group' ||
      x.kind === 'actor' ||
      x.kind === 'person';
    const right =
      neg.value === 'either' ? items.find((x) => target(x) && x.end === neg.start && !x.negated) : undefined;
    if (right) {
      right.negated = true;
      continue;
    }
    if (after) {
      // SOV languages put "without" after the noun: it removes the nearest thing before it.
      const before = items.filter(
        (x) => target(x) && x.end <= neg.start && x.start > lo && !x.negated && x.kind !== 'color',
      );
      const last = before[before.length - 1];
      if (last) {
        last.negated = true;
        continue;
      }
      const next = items.find((x) => target(x) && x.start >= neg.end && x.start < hi);
      if (next) next.negated = true;
    } else {
      // "no people or cars": the first thing after the word, and what is listed right after it;
      // "没有人的草原上一只狗" keeps the dog further on.
      let lastEnd = -1;
      for (const x of items) {
        if (!target(x) || x.start < neg.end || x.start >= hi) continue;
        if (lastEnd < 0 && x.start - neg.end > 3) break;
        if (lastEnd >= 0 && x.start - lastEnd > 2) break;
        x.negated = true;
        lastEnd = x.end;
      }
    }
  }
}

/** The subject a word belongs to: nearest in the same clause, in the direction the language puts it first. */
function nearestSubject(
  subjects: Item[],
  items: Item[],
  word: Item,
  preferAfter: boolean,
  maxGap: number,
): Item | undefined {
  const [lo, hi] = clauseOf(items, word.start);
  let best: Item | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const s of subjects) {
    if (s.start <= lo || s.start >= hi) continue;
    const gap = s.start >= word.end ? s.start - word.end : word.start - s.end;
    if (gap > maxGap) continue;
    const after = s.start >= word.end;
    const score = gap * 2 + (after === preferAfter ? 0 : 1);
    if (score < bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/** The doer of a verb that acts on another: the first subject of its clause, before the verb. */
function firstSubjectBefore(subjects: Item[], items: Item[], word: Item): Item | undefined {
  const [lo] = clauseOf(items, word.start);
  return subjects.find((s) => s.start > lo && s.end <= word.start && word.start - s.end <= 8);
}

/**
 * Whether a color word is a place's ("a green meadow", "une prairie verte"): the word it sits
 * against on its language's side is a setting. Such a color is not a subject's to take (the
 * sunflower "on a green meadow" stays yellow).
 */
function coloursAPlace(items: Item[], color: Item, preferAfter: boolean): boolean {
  let next: Item | undefined;
  for (const x of items) {
    if (x === color || x.kind === 'common') continue;
    if (preferAfter ? x.start < color.end : x.end > color.start) continue;
    if (!next || (preferAfter ? x.start < next.start : x.end > next.end)) next = x;
  }
  if (!next) return false;
  const gap = preferAfter ? next.start - color.end : color.start - next.end;
  return next.kind === 'setting' && gap <= 1;
}

/** Birds that swim by nature and walk on land as well. */
const WADERS = new Set(['🦆', '🦢', '🪿', '🦩', '🐧']);

/** Whether an index entry moves by its own nature as an animal or a person does. */
function livesOnItsOwn(index: number | undefined): boolean {
  const entry = lexicon.emoji[index ?? -1];
  if (!entry) return false;
  return isFigure(entry[0]) || ANIMATE.has(entry[2]);
}
const ANIMATE: ReadonlySet<Motion> = new Set(['walk', 'run', 'fly', 'swim', 'jump', 'climb']);

/** A verb read in the subject's own way of moving: a car "racing" drives, a boat "running" sails. */
function fitMotion(verb: Motion, nature: Motion | undefined): Motion {
  // A car "riding" drives; a balloon "climbing" rises.
  if (verb === 'ride' && nature === 'drive') return 'drive';
  if (verb === 'climb' && (nature === 'fly' || nature === 'float' || nature === 'rise')) return 'rise';
  if (nature === 'drive' && (verb === 'run' || verb === 'walk' || verb === 'fly'))
    return verb === 'fly' ? 'fly' : 'drive';
  if (nature === 'sail' && (verb === 'swim' || verb === 'drive' || verb === 'run' || verb === 'float'))
    return verb === 'float' ? 'float' : 'sail';
  return verb;
}

/** Things there is one of. */
const ONE_OF_A_KIND = new Set(['🌍', '☀️', '🌕', '🌙', '🌑']);

/** Languages that put a count or a collective after the noun ("고양이 두 마리", "猫が三匹", "kuş sürüsü"). */
const COUNT_AFTER = new Set(['ko', 'ja', 'hi', 'tr']);

/**
 * How many of each thing the prompt names (many.ts): a count word beside it, else its own form
 * (digits before it, a plural). People are left to people.ts, which makes them groups.
 */
function countSubjects(subjects: Item[], live: Item[], items: Item[], units: Unit[], text: string, lang: string): void {
  // The Earth, the sun and the moon are one whatever the form ("вокруг земли" is no plural).
  const counted = (s: Item) =>
    !s.figure &&
    !isFigure(lexicon.emoji[s.emoji ?? -1]?.[0] ?? '') &&
    !ONE_OF_A_KIND.has(lexicon.emoji[s.emoji ?? -1]?.[0] ?? '');
  const things = subjects.filter(counted);
  for (const m of live.filter((x) => x.kind === 'many')) {
    const s = nearestSubject(things, items, m, !COUNT_AFTER.has(lang), 3);
    if (s && s.count === undefined) s.count = countOfWord(m.value);
  }
  for (const s of things) {
    if (s.count !== undefined) continue;
    const first = units[s.start];
    const last = units[s.end - 1];
    if (!first || !last) continue;
    const before = [units[s.start - 2], units[s.start - 1]]
      .filter((u): u is Unit => !!u && !u.punct)
      .map((u) => u.text);
    s.count = formCount({
      written: text.slice(first.start, last.end),
      after: text.slice(last.end, last.end + 3).replace(/^々/, ''),
      next: units[s.end]?.text,
      before,
      lang,
    });
  }
}

const DEFAULT_PLAN: ScenePlan = {
  subjects: [],
  setting: 'meadow',
  timeOfDay: 'day',
  weather: 'clear',
  camera: 'static',
};

/** Postpositions of place ("among", "on", "in") in the languages that put them after the noun. */
const LOCATIVE_AFTER: Record<string, string[]> = {
  tr: ['arasinda', 'ustunde', 'uzerinde', 'icinde', 'yaninda', 'altinda', 'onunde'],
  hi: ['पर', 'के ऊपर', 'के बीच', 'में'],
  ja: ['の上', 'の中', 'の間', 'に止'],
  ko: ['위의', '위에', '사이의', '사이에', '사이로', '속의', '속에'],
};

/** "Around" as a word before the thing gone round, in languages that put the verb last. */
const AROUND: Record<string, Set<string>> = {
  fa: new Set(['دور', 'اطراف', 'گرد', 'دورِ']),
  tr: new Set(['etrafinda', 'cevresinde']),
  hi: new Set(['चारों', 'इर्द']),
  ko: new Set(['주위를', '주변을', '둘레를']),
};

/** Relative pronouns that are never a determiner, so what follows them is their verb. */
const RELATIVE: Record<string, Set<string>> = {
  en: new Set(['who', 'which']),
  es: new Set(['que']),
  pt: new Set(['que']),
  fr: new Set(['qui']),
  it: new Set(['che']),
  ru: new Set(['которыи', 'которая', 'которое', 'которые']),
  ar: new Set(['الذي', 'التي', 'اللذان', 'اللتان', 'الذين']),
  fa: new Set(['كه']),
};

/**
 * Languages where "pan" is also the cooking pan: after an article it is the pan, unless a word of
 * direction follows ("a pan across the valley").
 */
const PAN_EMOJI = '🍳';
const PAN_NOUN: Record<string, { word: string; articles: Set<string>; moving: Set<string> }> = {
  en: {
    word: 'pan',
    articles: new Set(['a', 'the', 'my', 'this', 'that', 'one', 'frying']),
    moving: new Set(['left', 'right', 'across', 'over', 'along', 'to', 'shot', 'of', 'up', 'down']),
  },
  nl: {
    word: 'pan',
    articles: new Set(['een', 'de', 'het', 'mijn', 'deze', 'die']),
    moving: new Set(['naar', 'over', 'langs', 'links', 'rechts', 'shot']),
  },
};

/** Item kinds a determiner stands before ("that cat"), which a pronoun never does. */
const NOUN_KINDS = new Set<Item['kind']>(['subject', 'named', 'person', 'actor', 'group', 'art']);

/**
 * The first pronoun of the text that stands for an earlier subject, as units [lo, hi): not a
 * determiner before a noun. Chinese and Japanese put no determiner that looks like a pronoun.
 */
function referenceAt(text: string, langs: string[], units: Unit[], items: Item[]) {
  const lang = langs[0] ?? 'en';
  // A short shot may read as another language than the story's ("Il s'envole" as Italian):
  // the story's own language is asked too.
  const hits = [...new Set(langs)].flatMap((l) => findPronouns(text, l)).sort((x, y) => x.start - y.start);
  for (const hit of hits) {
    const lo = units.findIndex((u) => u.end > hit.start);
    if (lo < 0 || (units[lo]?.start ?? 0) >= hit.end) continue;
    let hi = lo;
    while (hi < units.length && (units[hi]?.start ?? 0) < hit.end) hi++;
    const next = items.find((x) => x.start === hi);
    if (!cjkLocale(lang) && next && NOUN_KINDS.has(next.kind)) continue;
    return { lo, hi, many: hit.many };
  }
  return undefined;
}

/** The motion a referring word takes: the nearest in its clause, else the first of the shot. */
function motionOfClause(live: Item[], items: Item[], at: number | undefined): Motion | undefined {
  const motions = live.filter((x) => x.kind === 'motion');
  if (at !== undefined) {
    const [lo, hi] = clauseOf(items, at);
    const near = motions
      .filter((x) => x.start > lo && x.start < hi)
      .sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at))[0];
    if (near) return near.value as Motion;
  }
  return motions[0]?.value as Motion | undefined;
}

/** A story's continuity reads a subject's nature (understand's own lexicon) to fit a motion to it. */
function fitToEmoji(motion: Motion, emoji: string): Motion {
  loadTables();
  const index = emojiByChar?.get(emoji.replace(/\uFE0F/g, ''));
  return fitMotion(motion, index === undefined ? undefined : lexicon.emoji[index]?.[2]);
}

/**
 * What the prompt asks to see. `hint.locale` is the UI language: a hint only, the prompt's own
 * language is detected. `hint.context`: the plans of a story's earlier shots, in order; the
 * shot then goes on from them (continuity.ts). Never throws; an empty or unreadable prompt gives
 * a quiet default meadow (or, in a story, the place and time it goes on from).
 */
export function understand(prompt: string, hint?: { locale?: string; context?: ScenePlan[] }): ScenePlan {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL in a prompt is replaced on purpose
  const text = (typeof prompt === 'string' ? prompt : '').slice(0, MAX_PROMPT_CHARS).replace(/\u0000/g, ' ');
  const context = Array.isArray(hint?.context) && hint.context.length > 0 ? hint.context : undefined;
  if (!text.trim()) {
    const quiet = structuredClone(DEFAULT_PLAN);
    return context ? continueStory(quiet, QUIET_FACTS, context, fitToEmoji) : quiet;
  }
  const read = readPrompt(text, hint?.locale, context);
  const { lang, units, items } = read;
  const live = liveItems(read);
  const settings = live.filter((x) => x.kind === 'setting');
  const snowFalls = snowFallsIn(live, settings);
  const subjects = chooseSubjects(read, live);
  giveColours(subjects, live, items, read.words?.colorAfterNoun === true);
  giveMotions(subjects, live, items);
  const motionNamed = subjects.map((s) => s.motion !== undefined);

  const plan: ScenePlan = { ...structuredClone(DEFAULT_PLAN) };
  plan.subjects = expandGroups(
    planSubjects(subjects, text, units),
    subjects.map((s) => s.figure?.more),
    MAX_SUBJECTS,
  );
  const placeNamed = choosePlace(plan, settings, subjects, live);
  keepBoatsAfloat(plan);
  const said = chooseTimeAndWeather(plan, live, snowFalls);
  fitMotionsToPlace(plan, subjects);
  settleInteractions(plan, motionNamed, MAX_SUBJECTS);
  linkHeld(plan, text, lang, placeNamed);
  linkBonds(plan, text, lang);
  settleWhereabouts(plan, text, lang, placeNamed);
  seatCrews(plan, text, lang);
  raisePeaks(plan, text, lang, placeNamed);
  flowerTrees(plan, text, lang);
  restOnSurfaces(plan, subjects, live, items, motionNamed);
  // The field's chip shows the prompt's own words for it ("花畑").
  plantFields(plan, subjects, live, items, (x) => wordsOf(text, units, x));
  // Big waves break on open water: the sea, or its beach.
  if (live.some((x) => x.kind === 'waves') && SETTING_ART[plan.setting].surf)
    plan.waves = live.some((x) => x.kind === 'rocks') ? 'rocks' : 'big';
  const winter = winterOf(text, plan);
  if (winter) plan.winter = winter;
  if (!context) return plan;
  const facts = shotFacts(read, plan, live, {
    ownPlace: placeNamed,
    ownTime: said.time || live.some((x) => x.kind === 'night') || plan.timeOfDay !== 'day',
    ownWeather: said.weather || snowFalls,
    ownWinter: !!winter,
  });
  return continueStory(plan, facts, context, fitToEmoji);
}

/** The prompt read into dictionary matches, in the language it is written in. */
type Reading = {
  text: string;
  lang: string;
  /** The languages its words are looked up in: its own, then (in a story) the UI's, then English. */
  langs: string[];
  hintLocale: string | undefined;
  words: LocaleWords | undefined;
  units: Unit[];
  items: Item[];
  /** In a story: the pronoun that stands for an earlier shot's subject. */
  reference: ReturnType<typeof referenceAt>;
  /** In a story: the activities as first read, before a person takes them. */
  activityItems: Set<Item> | undefined;
};

/** Cuts the prompt into words, finds its language, and looks its phrases up. */
function readPrompt(text: string, locale: string | undefined, context: ScenePlan[] | undefined): Reading {
  const t = loadTables();
  const hintLocale = locale && t.has(locale) ? locale : undefined;
  const firstCut = segment(text, hintLocale === 'zh-CN' ? 'zh' : (hintLocale ?? 'en'));
  const lang = detectLanguage(text, hintLocale, firstCut);
  const words = WORDS[lang] ?? WORDS.en;
  const langs = lang === 'en' ? ['en'] : [lang, 'en'];
  // A story's shots are short, and one may look like another language ("Il s'envole" like
  // Italian): within a story its own language is read too, after the one detected.
  if (context && hintLocale && !langs.includes(hintLocale)) langs.splice(1, 0, hintLocale);
  // Word boundaries barely depend on the locale outside Thai-like scripts; cut again only for CJK.
  const units =
    cjkLocale(lang) || cjkLocale(hintLocale ?? '') ? segment(text, lang === 'zh-CN' ? 'zh' : lang) : firstCut;
  const items = match(units, langs);
  readBrands(units, items);
  dropVerbsAfterRelatives(items, units, lang);
  readPansAsThings(items, units, lang);
  readCameraVerbs(items, units, lang);
  const reference = context ? referenceAt(text, hintLocale ? [lang, hintLocale] : [lang], units, items) : undefined;
  // The pronoun's words are the earlier subject, never a thing of their own.
  if (reference)
    for (let k = items.length - 1; k >= 0; k--) {
      const x = items[k];
      if (x && x.kind !== 'break' && x.start < reference.hi && x.end > reference.lo) items.splice(k, 1);
    }
  const activityItems = context ? new Set(items.filter((x) => x.kind === 'activity')) : undefined;
  return { text, lang, langs, hintLocale, words, units, items, reference, activityItems };
}

/**
 * "Un alpinista che scala", "un garçon qui court": right after a relative pronoun comes its
 * verb, never a thing ("scala" is no ladder, "court" no court).
 */
function dropVerbsAfterRelatives(items: Item[], units: Unit[], lang: string): void {
  const relative = RELATIVE[lang];
  if (!relative) return;
  for (let k = items.length - 1; k >= 0; k--) {
    const x = items[k];
    if (
      x?.kind === 'subject' &&
      x.end - x.start === 1 &&
      relative.has(normalizeTerm(units[x.start - 1]?.text ?? '', lang))
    )
      items.splice(k, 1);
  }
}

/** "A pan on the stove", "een pan op het fornuis": a pan with an article is a thing, not a camera move. */
function readPansAsThings(items: Item[], units: Unit[], lang: string): void {
  for (let k = items.length - 1; k >= 0; k--) {
    const x = items[k];
    if (x?.kind !== 'camera' || x.end - x.start !== 1) continue;
    const before = normalizeTerm(units[x.start - 1]?.text ?? '', lang);
    const after = normalizeTerm(units[x.end]?.text ?? '', lang);
    const pan = PAN_NOUN[lang];
    if (
      pan?.word === normalizeTerm(units[x.start]?.text ?? '', lang) &&
      pan.articles.has(before) &&
      !pan.moving.has(after)
    )
      items.splice(k, 1, namedItem(`${PAN_EMOJI} kitchen`, x.start, x.end));
  }
}

/** "The camera slowly moves closer to …": the verb moves the camera, and means nothing else. */
function readCameraVerbs(items: Item[], units: Unit[], lang: string): void {
  const moved = cameraVerbs(units, lang);
  if (!moved) return;
  // The clause that names the camera says how it moves, over any other camera word in it.
  const at = Math.min(...moved.taken);
  let lo = at;
  while (lo > 0 && !units[lo - 1]?.punct) lo--;
  let hi = at;
  while (hi < units.length && !units[hi]?.punct) hi++;
  for (let k = items.length - 1; k >= 0; k--) {
    const x = items[k];
    if (!x || x.kind === 'break') continue;
    if ((x.kind === 'camera' && x.start >= lo && x.start < hi) || moved.taken.some((u) => u >= x.start && u < x.end))
      items.splice(k, 1);
  }
  const place = items.findIndex((x) => x.start > at);
  items.splice(place < 0 ? items.length : place, 0, { kind: 'camera', value: moved.camera, start: at, end: at + 1 });
}

/**
 * The items that stand: not negated, not a modifier of another noun; people take their
 * activities, and what is left of the words is read in the prompt's sense.
 */
function liveItems(read: Reading): Item[] {
  const { text, lang, langs, units, items } = read;
  applyNegation(items, read.words?.negationAfter === true);
  const modifiers = modifierItems(items, lang, containerIndexes(), (u) => normalizeTerm(units[u]?.text ?? '', lang));
  const personIndex = lexicon.emoji.findIndex((e) => e[0] === '🧑');
  const live = actPeople(
    items.filter((x) => !x.negated && !modifiers.has(x)),
    (index) => lexicon.emoji[index]?.[0],
    (a, b, soft) => {
      const [lo, hi] = clauseOf(items, a.start, soft);
      return b.start > lo && b.start < hi;
    },
    personIndex,
    (x) => {
      // A plural form as written: stems would take "girls" for "girl".
      const written = normalizeTerm(text.slice(units[x.start]?.start ?? 0, units[x.end - 1]?.end ?? 0), lang);
      const forms = langs.flatMap((l) => (PEOPLE_WORDS[l]?.group[x.value as Group] ?? '').split(','));
      return forms.some((f) => {
        const form = normalizeTerm(f.trim(), lang);
        return form === written || (CJK.test(form) && form.replace(/ /g, '') === written.replace(/ /g, ''));
      });
    },
    (x) => x.kind === 'subject' && x.emoji !== undefined && mountable(lexicon.emoji[x.emoji]?.[0] ?? ''),
  );
  readOrbitsAround(live, items, units, lang);
  // An activity no person took is how a thing moves ("a cat climbing").
  for (const x of live)
    if (x.kind === 'activity') {
      x.kind = 'motion';
      x.value = ACTIVITY_MOTION[x.value as Activity];
    }
  dropGroundUnlessSpace(live);
  return live;
}

/**
 * "ماهواره دور زمین میچرخه": "around" before the thing it goes round, then a verb of turning:
 * in languages that put the verb last the turning is an orbit.
 */
function readOrbitsAround(live: Item[], items: Item[], units: Unit[], lang: string): void {
  const around = AROUND[lang];
  if (!around) return;
  for (const x of live)
    if (x.kind === 'motion' && x.value === 'spin') {
      const [lo] = clauseOf(items, x.start);
      for (let u = Math.max(lo + 1, x.start - 4); u < x.start; u++)
        if (around.has(normalizeTerm(units[u]?.text ?? '', lang))) x.value = 'orbit';
    }
}

/**
 * A word for the Earth that also means the ground ("земля", "la tierra") is the planet only
 * where the prompt is about space: an orbit, space itself, or a thing that belongs there.
 */
function dropGroundUnlessSpace(live: Item[]): void {
  const spacey = live.some(
    (x) =>
      (x.kind === 'setting' && x.value === 'space') ||
      (x.kind === 'motion' && x.value === 'orbit') ||
      (x.kind === 'subject' && !x.value.endsWith(GROUND) && lexicon.emoji[x.emoji ?? -1]?.[3] === 'space'),
  );
  if (!spacey) for (let k = live.length - 1; k >= 0; k--) if (live[k]?.value.endsWith(` ${GROUND}`)) live.splice(k, 1);
}

/** Snow words beside a place describe it ("snowy mountains"), they do not make it snow. */
function snowFallsIn(live: Item[], settings: Item[]): boolean {
  let snowFalls = false;
  for (const s of live.filter((x) => x.kind === 'snowy')) {
    const beside = settings.some(
      (p) =>
        Math.abs(p.start - s.end) <= 1 || Math.abs(s.start - p.end) <= 1 || (p.start >= s.end && p.start - s.end <= 2),
    );
    if (!beside) snowFalls = true;
  }
  return snowFalls;
}

/** Subjects: first mention of each emoji, sky objects only when nothing else is named, counted. */
function chooseSubjects(read: Reading, live: Item[]): Item[] {
  const { text, lang, units, items } = read;
  const seen = new Set<number | string>();
  let subjects = live.filter((x) => {
    // A drawn thing whose chip's emoji has no entry of its own (🌊, 🌉) is known by its art.
    const key = x.figure?.emoji ?? x.emoji ?? x.art;
    if (x.kind !== 'subject' || key === undefined || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Drawn things (shooting stars) are what the prompt asks to see, wherever they are; a moon
  // that orbits is a body that moves, not the sky behind the others.
  const orbits = live.some((x) => x.kind === 'motion' && x.value === 'orbit');
  const grounded = subjects.filter((s) => s.figure || s.art || !((lexicon.emoji[s.emoji ?? -1]?.[4] ?? 0) & SKY_FLAG));
  if (grounded.length > 0 && !orbits) subjects = grounded;
  // "Çiçeklerin arasında bir kelebek", "फूल पर तितली": in languages with postpositions the place
  // comes first; what sits among or on it is the subject, and goes first.
  const locative = LOCATIVE_AFTER[lang];
  if (locative && subjects.length > 1) {
    const first = subjects[0]!;
    const next = normalizeTerm(
      units
        .slice(first.end, first.end + 2)
        .map((u) => u.text)
        .join(lang === 'ja' || lang === 'zh-CN' ? '' : ' '),
      lang,
    );
    if (locative.some((w) => next === w || next.startsWith(`${w} `) || (CJK.test(w) && next.startsWith(w))))
      subjects = [...subjects.slice(1), first];
  }
  subjects = subjects.slice(0, MAX_SUBJECTS);
  countSubjects(subjects, live, items, units, text, lang);
  return subjects;
}

/** Each colour word goes to the nearest subject on the side the language puts it, unless it colours a place. */
function giveColours(subjects: Item[], live: Item[], items: Item[], colorAfter: boolean): void {
  for (const c of live.filter((x) => x.kind === 'color')) {
    if (coloursAPlace(items, c, !colorAfter)) continue;
    const s = nearestSubject(subjects, items, c, !colorAfter, 4);
    if (s && !s.color) s.color = c.value as ColorName;
  }
}

/** Each verb goes to its doer, read in the doer's own way of moving. */
function giveMotions(subjects: Item[], live: Item[], items: Item[]): void {
  for (const m of live.filter((x) => x.kind === 'motion')) {
    const verb = m.value as Motion;
    // Only something alive sleeps, sits or eats: "a lion resting under a tree" is the lion's rest
    // even where the tree stands nearer the verb (an SOV sentence ends on it).
    const doers = RESTING.has(verb) ? subjects.filter((s) => s.figure || livesOnItsOwn(s.emoji)) : subjects;
    const s =
      (wantsActor(verb) ? firstSubjectBefore(doers, items, m) : undefined) ??
      nearestSubject(doers, items, m, false, 8) ??
      nearestSubject(doers, items, m, false, 99);
    if (s && (!s.motion || outranks(verb, s.motion))) s.motion = fitMotion(verb, lexicon.emoji[s.emoji ?? 0]?.[2]);
  }
}

/** The prompt's own words for an item, as its chip shows them. */
function wordsOf(text: string, units: Unit[], x: Item): string {
  return text
    .slice(units[x.start]?.start ?? 0, units[x.end - 1]?.end ?? 0)
    .trim()
    .slice(0, 80);
}

/** The plan's subjects: each as drawn (its emoji, a person's figure or a drawn thing's art), with what the prompt said of it. */
function planSubjects(subjects: Item[], text: string, units: Unit[]): SceneSubject[] {
  return subjects.map((s): SceneSubject => {
    const entry = lexicon.emoji[s.emoji ?? 0] as LexEntry;
    const word = wordsOf(text, units, s);
    const out: SceneSubject = s.figure
      ? { emoji: s.figure.emoji, label: s.figure.label, motion: s.motion ?? s.figure.motion }
      : { emoji: entry[0], label: entry[1], motion: s.motion ?? entry[2] };
    if (word) out.word = word;
    if (s.color) out.color = COLORS[s.color];
    if (s.count !== undefined) out.count = s.count;
    if (s.art) Object.assign(out, { emoji: ART_NATURE[s.art].emoji, label: ART_NATURE[s.art].label, art: s.art });
    // A drawn place thing (a windmill, a bridge, a wave) keeps its own way of moving: the verb is another's.
    if (s.art && (!s.motion || STILL_ART.has(s.art))) out.motion = ART_NATURE[s.art].motion;
    return out;
  });
}

/**
 * Sets the plan's place: the one named, else a named place's, else the one the subjects imply,
 * else a meadow. Whether the prompt named a place (or a named thing's) is returned.
 */
function choosePlace(plan: ScenePlan, settings: Item[], subjects: Item[], live: Item[]): boolean {
  // "A cake on a picnic table in the garden" is in the garden: a surface gives way to a place.
  // "The sky over the desert", "سماء الصحراء": the sky is in every outdoor frame, the land named is
  // the place; "a village in the mountains" is the village, in its landscape.
  const setting = (
    settings.find((s) => s.value === 'village' || s.value === 'city') ??
    settings.find((s) => !SETTING_ART[s.value as Setting].surface && !SETTING_ART[s.value as Setting].air) ??
    settings.find((s) => !SETTING_ART[s.value as Setting].surface) ??
    settings[0]
  )?.value as Setting | undefined;
  // The ground a thing stands on says more about the place than the air a flyer is in: a
  // butterfly among flowers is over a meadow, not up in the sky.
  const impliedAll = subjects
    .map((s) =>
      s.figure
        ? s.figure.setting
        : s.art
          ? undefined
          : (BUILDING_PLACE[lexicon.emoji[s.emoji ?? 0]?.[0] ?? ''] ?? lexicon.emoji[s.emoji ?? 0]?.[3]),
    )
    .filter((x): x is Setting => !!x);
  const implied = impliedAll.find((x) => !SETTING_ART[x].air) ?? impliedAll[0];
  // A named place ("Amsterdam") before the place a drawn thing stands in (a windmill's fields).
  const namedPlace = (live.find((x) => x.place && !x.art) ?? live.find((x) => x.place))?.place;
  plan.setting = setting ?? namedPlace ?? implied ?? 'meadow';
  // "A drone flight over a windmill": the flight is over the building's place, not an empty sky.
  const standing = subjects.map(
    (s) => s.place ?? (s.emoji === undefined ? undefined : BUILDING_PLACE[lexicon.emoji[s.emoji]?.[0] ?? '']),
  );
  const under = standing.find((x): x is Setting => !!x && !SETTING_ART[x].air);
  if (SETTING_ART[plan.setting].air && under) plan.setting = under;
  return !!(setting ?? namedPlace);
}

/**
 * What sails needs water: a boat in a place with none ("a ferry in Istanbul", "a gondola in
 * Venice") is on the sea there, never on the road.
 */
function keepBoatsAfloat(plan: ScenePlan): void {
  const art = SETTING_ART[plan.setting];
  if (art.ground.water !== null || art.indoors || art.air) return;
  const afloat = (s: SceneSubject) => WATERCRAFT.test(s.emoji) && s.motion === 'sail' && s.heldBy === undefined;
  if (plan.subjects.some(afloat)) plan.setting = 'sea';
}

/** Boats, ships and their crews as the emoji set draws them. */
const WATERCRAFT = /^(⛵|🚢|⛴|🚤|🛥|🛶|🚣)/u;

/** Sets the plan's time of day, weather and camera; returns whether the prompt said the time and the weather. */
function chooseTimeAndWeather(plan: ScenePlan, live: Item[], snowFalls: boolean): { time: boolean; weather: boolean } {
  const time = live.find((x) => x.kind === 'time')?.value as TimeOfDay | undefined;
  plan.timeOfDay = time ?? (live.some((x) => x.kind === 'night') ? 'night' : 'day');
  // Space has no night of its own: a moon named there is a body in it, not the hour.
  if (!time && SETTING_ART[plan.setting].timeless) plan.timeOfDay = 'day';
  // Fireworks and shooting stars are seen in the dark: they make the night when the prompt set no time.
  if (!time && plan.subjects.some((x) => x.art && SEEN_AT_NIGHT.has(x.art))) plan.timeOfDay = 'night';
  const weather = live.find((x) => x.kind === 'weather')?.value as Weather | undefined;
  plan.weather = weather ?? (snowFalls ? 'snow' : 'clear');
  plan.camera = (live.find((x) => x.kind === 'camera')?.value as Camera | undefined) ?? 'static';
  // A weather that is not seen indoors (fog in a kitchen) is not in an indoor plan.
  if (SETTING_ART[plan.setting].indoors && WEATHER_ART[plan.weather].indoors === 'none') plan.weather = 'clear';
  return { time: !!time, weather: !!weather };
}

/** What the words did not set moving moves as the place lets it: swims where all is water, walks on dry land. */
function fitMotionsToPlace(plan: ScenePlan, subjects: Item[]): void {
  // Where the whole frame is water nothing walks of its own nature: a turtle or a crab the words
  // did not set moving swims.
  if (SETTING_ART[plan.setting].ground.submerged) {
    plan.subjects.forEach((out, index) => {
      if (!subjects[index]?.motion && (out.motion === 'walk' || out.motion === 'run')) out.motion = 'swim';
      // Under water a swimmer that "glides" or "flies" swims: nothing flies there.
      if (out.motion === 'fly' && lexicon.emoji[subjects[index]?.emoji ?? -1]?.[2] !== 'fly') out.motion = 'swim';
    });
  }
  // On dry land a water bird the words did not set swimming walks ("a duck on a farm").
  if (SETTING_ART[plan.setting].ground.water === null && SETTING_ART[plan.setting].ground.ground !== null) {
    plan.subjects.forEach((out, index) => {
      if (!subjects[index]?.motion && out.motion === 'swim' && WADERS.has(out.emoji)) out.motion = 'walk';
    });
  }
}

/** What a story's shot says of its own (the rest goes on from the shots before), and whom its pronoun means. */
function shotFacts(
  read: Reading,
  plan: ScenePlan,
  live: Item[],
  own: Pick<ShotFacts, 'ownPlace' | 'ownTime' | 'ownWeather' | 'ownWinter'>,
): ShotFacts {
  const { reference, activityItems, items, lang } = read;
  const lone = live.find((x) => x.kind === 'subject' && activityItems?.has(x));
  const motion =
    motionOfClause(live, items, reference?.lo) ??
    (lone ? (ACTIVITY_MOTION[lone.value as Activity] as Motion | undefined) : undefined);
  const nobody = plan.subjects.length === 0 || !!lone;
  return {
    ...own,
    reference: reference
      ? { many: reference.many, motion }
      : PRO_DROP.has(lang) && nobody && motion
        ? { many: false, motion }
        : undefined,
    loneActivity: !!lone,
  };
}

/**
 * "A field of sunflowers", "花畑": the flower nearest the field's word (or glued to it) fills the
 * field to the horizon instead of standing as one or a few; without a place word the field is a
 * meadow's.
 */
function plantFields(
  plan: ScenePlan,
  subjects: Item[],
  live: Item[],
  items: Item[],
  fieldWord: (x: Item) => string,
): void {
  const flowers = subjects.filter((s) => FIELD_FLOWERS[lexicon.emoji[s.emoji ?? -1]?.[0] ?? '']);
  const planted = new Set(flowers.filter((s) => s.field));
  for (const x of live.filter((it) => it.kind === 'field')) {
    const s = nearestSubject(flowers, items, x, true, 4);
    if (s) planted.add(s);
    else if (x.value === 'flowers' && plan.subjects.length < MAX_SUBJECTS && !plan.subjects.some((o) => o.field))
      plan.subjects.push({ ...FIELD_DEFAULT, motion: 'sway', field: true, word: fieldWord(x) });
  }
  for (const s of planted) {
    const out = plan.subjects[subjects.indexOf(s)];
    if (!out || out.heldBy !== undefined) continue;
    out.field = true;
    out.motion = 'sway';
    delete out.count;
  }
  if (plan.subjects.some((o) => o.field) && !live.some((x) => x.kind === 'setting') && plan.setting !== 'meadow') {
    const named = live.find((x) => x.place && x.kind !== 'field' && !x.field)?.place;
    if (!named) plan.setting = 'meadow';
  }
}

/** Drawn things that are part of the place: a verb near them is what another subject does. */
const STILL_ART: ReadonlySet<Art> = new Set(['windmill', 'bridge']);

/** The place a surface or the sea's big waves imply. */
function placeOfWord(kind: 'surface' | 'waves', value: string): Setting {
  return kind === 'waves' ? 'sea' : SURFACE_PLACE[value as Surface];
}

/** The surface a table, counter, sill or shelf word names: a counter is a table to rest on. */
function surfaceOf(x: Item): Surface | undefined {
  if (x.kind === 'surface') return x.value === 'counter' ? 'table' : (x.value as Surface);
  if ((x.kind === 'setting' && x.value === TABLE_PLACE) || (x.kind === 'named' && x.place === TABLE_PLACE))
    return 'table';
  return undefined;
}

/**
 * A thing named on a table, a counter, a sill or a shelf rests on it (stage.ts puts it there,
 * small beside the room): the nearest subject to the surface's word in its clause that is not a
 * person, held, drawn art or in the air of its nature. On a table top that is the whole place the
 * table is already the ground. A thing set resting stays still unless the prompt moved it.
 */
function restOnSurfaces(plan: ScenePlan, subjects: Item[], live: Item[], items: Item[], motionNamed: boolean[]): void {
  const candidates = subjects.filter((s, i) => {
    const out = plan.subjects[i];
    const entry = lexicon.emoji[s.emoji ?? -1];
    return out && !s.figure && !out.art && out.heldBy === undefined && !((entry?.[4] ?? 0) & SKY_FLAG);
  });
  for (const x of live) {
    const surface = surfaceOf(x);
    if (!surface || (surface === 'table' && plan.setting === TABLE_PLACE)) continue;
    const s = nearestSubject(candidates, items, x, false, 5);
    const index = s ? subjects.indexOf(s) : -1;
    const out = plan.subjects[index];
    if (!out || out.on) continue;
    out.on = surface;
    if (!motionNamed[index] && out.motion !== 'idle') out.motion = 'idle';
  }
}

/** An empty shot in a story names nothing of its own: everything goes on. */
const QUIET_FACTS: ShotFacts = {
  ownPlace: false,
  ownTime: false,
  ownWeather: false,
  ownWinter: false,
  loneActivity: false,
};
