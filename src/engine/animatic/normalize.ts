/**
 * How the animatic's understand step spells words before comparing them: the same function
 * normalises the CLDR terms when scripts/build-lexicon.ts writes the index and the prompt's words
 * at run time, so the two always agree.
 */

/** Our 17 locales → the CLDR annotation folder that holds their emoji names. */
export const LOCALE_CLDR: Record<string, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  ja: 'ja',
  ar: 'ar',
  pt: 'pt',
  it: 'it',
  id: 'id',
  nl: 'nl',
  vi: 'vi',
  tr: 'tr',
  ko: 'ko',
  fa: 'fa',
  hi: 'hi',
  'zh-CN': 'zh',
};

export const LOCALES = Object.keys(LOCALE_CLDR);

/**
 * Lower case, compatibility forms folded, Latin accents dropped (people often type "foret" for
 * "forêt"; Vietnamese keeps them, its tones tell words apart), Arabic-script letter variants
 * unified (Persian ی/ک vs Arabic ي/ك, hamza seats, short vowels), joiners removed, hyphens and
 * apostrophes read as spaces.
 */
export function normalizeTerm(text: string, locale: string): string {
  // Plain lower-case ASCII words (most of any Latin prompt) are already normal.
  if (/^[a-z0-9 ]*$/.test(text) && !text.includes('  ')) return text.trim();
  const key = `${locale}\u0001${text}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  if (memo.size > 50_000) memo.clear();
  const out = normalizeUncached(text, locale);
  memo.set(key, out);
  return out;
}

const memo = new Map<string, string>();

function normalizeUncached(text: string, locale: string): string {
  // Persian writes endings after a zero-width non-joiner (گربه‌ای, کوه‌ها): cut them while the
  // joiner still says where the word ends, or "گربه+ای" would read as "گرب+های".
  let s = locale === 'fa' ? text.replace(/\u200c(هایی|های|ها|ای|ی|تر|ترین)(?=\s|$)/gu, '') : text;
  s = s.normalize('NFKC').toLocaleLowerCase(locale === 'tr' ? 'tr' : 'en');
  // Portuguese grandmother and grandfather differ only in their accent (avó, avô): keep hers apart.
  if (locale === 'pt') s = s.replace(/(^|[^\p{L}])(av|vov|v)ó(s?)(?!\p{L})/gu, '$1$2oa$3');
  // Russian й is a letter of its own, not an accented и: its endings (-ой, -ей, -ий) are cases.
  if (locale !== 'vi')
    s = s
      .replace(/й/g, '\ue000')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .replace(/\ue000/g, 'й');
  if (locale === 'tr') s = s.replace(/ı/g, 'i');
  s = s
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ىیي]/g, 'ي')
    .replace(/[کك]/g, 'ك')
    .replace(/ة/g, 'ه')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ё/g, 'е')
    .replace(/[-‐‑–—_'’‘`´]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return locale === 'fa' ? s.split(' ').map(formalPersian).join(' ') : s;
}

/** Spoken Persian verbs whose written form is irregular: میره is می‌رود, not "میرد". */
const FA_SPOKEN_VERBS: Record<string, string> = {
  ميره: 'ميرود',
  ميرن: 'ميروند',
  ميشه: 'ميشود',
  ميشن: 'ميشوند',
  ميده: 'ميدهد',
  ميدن: 'ميدهند',
  مياد: 'ميايد',
  ميان: 'ميايند',
  ميگه: 'ميگويد',
};

/**
 * Persian as it is typed is often as it is spoken: the present's endings -ه and -ن for -د and
 * -ند (میرقصه, میکنن), and -ون for -ان (بارون, آشپزخونه). Both the dictionaries and the prompt pass
 * through here, so a spoken form meets the written one.
 */
function formalPersian(word: string): string {
  const verb = FA_SPOKEN_VERBS[word];
  if (verb) return verb;
  if (word.startsWith('مي') && word.length >= 5) {
    if (word.endsWith('ه')) return `${word.slice(0, -1)}د`;
    if (/[^اون]ن$/.test(word)) return `${word}د`;
  }
  if (word.length >= 4 && /ونه?$/.test(word)) return word.replace(/ون(ه?)$/, 'ان$1');
  return word;
}

// Normalising strips the breve of й (it is и with a mark), so -ой, -ей, -ый, -ий arrive as -ои, -еи,
// -ыи, -ии: "бабочкой" must still lose its case ending.
const RU_ENDINGS =
  'ями ами ого его ому ему ыми ими ои еи ыи ии ой ей ом ем ах ях ов ев ую юю ая яя ое ее ые ие ий ый ью а я ы и у ю е о ь й'.split(
    ' ',
  );
const TR_SUFFIXES =
  'lari leri larin lerin lar ler dan den tan ten nin nun da de ta te in un yi yu ya ye si su i u a e'.split(' ');
const TR_WITH = 'iyla iyle uyla uyle yla yle'.split(' ');
const AR_PREFIXES = 'وال بال فال كال لل ال و ب ف ل'.split(' ');
// The last, a lone alif, is the accusative's ending once its tanween is dropped ("يركب حصانا": a horse).
const AR_SUFFIXES = 'ات ون ين ان ها ا'.split(' ');
const FA_SUFFIXES = 'هايي هاي ها ان اي ي'.split(' ');
const FA_WHOLE = new Set(['ماهي', 'كشتي', 'ماهيگير']);
const HI_SUFFIXES = 'ियाँ ियों ाएँ ाओं ों ें ाँ ी े ा'.split(' ');
// A girl and a boy differ only in the ending the stemmer cuts (लड़की, लड़का): their forms keep it.
const HI_GENDERED = new Map(
  [
    ['लड़की', 'लड़की'],
    ['लड़कियाँ', 'लड़की'],
    ['लड़कियां', 'लड़की'],
    ['लड़कियों', 'लड़की'],
    ['लड़का', 'लड़का'],
    ['लड़के', 'लड़का'],
    ['लड़कों', 'लड़का'],
    ['दादी', 'दादी'],
    ['दादा', 'दादा'],
    ['नानी', 'नानी'],
    ['नाना', 'नाना'],
  ].map(([form, stem]) => [form!.normalize('NFKC'), stem!.normalize('NFKC')] as const),
);
// Italian people nouns whose feminine (-a, plural -e) differs from the masculine (-o, -i) only in
// that vowel; nouns whose -e is also a masculine singular (signore, infermiere) are left out.
const IT_GENDERED = new Set(
  'nonn ragazz bambin vecchi anzian contadin cuoc maestr zi figli spos amic poliziott vecchiett nonnin ragazzin bimb fidanzat nipotin'.split(
    ' ',
  ),
);
// The verb 하다 glued to a noun makes it an activity (축구하는 "playing football"): cut first.
const KO_PARTICLES =
  '하는 하고 하며 하다 한다 하러 해요 합니다 에서 에게 으로 처럼 까지 부터 로 에 을 를 이 가 은 는 의 와 과 도 들'.split(
    ' ',
  );

function strip(word: string, suffixes: string[], minStem: number): string {
  for (const suffix of suffixes)
    if (word.length - suffix.length >= minStem && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  return word;
}

/**
 * A light, symmetric stemmer: the same reduction is applied to the index terms and to the prompt's
 * words, so "mountains"/"mountain", "горы"/"гора", "dağların"/"dağ", "کوه‌ها"/"کوه" meet on one
 * form. It only has to make plural and inflected forms collide, not produce real stems.
 */
export function stemWord(word: string, locale: string): string {
  const w = word;
  switch (locale) {
    case 'en':
      if (w.length <= 3) return w;
      if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
      if (/(ch|sh|x|ss|z)es$/.test(w)) return w.slice(0, -2);
      if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
      return w;
    case 'es':
    case 'pt': {
      if (w.length <= 3) return w;
      if (locale === 'pt' && w.endsWith('oes')) return `${w.slice(0, -3)}ao`;
      if (locale === 'pt' && w.endsWith('ns')) return `${w.slice(0, -2)}m`;
      // A final z is written c before the plural's e (pez → peces, luz → luces).
      if (locale === 'es' && w.endsWith('ces') && w.length > 4) return `${w.slice(0, -3)}z`;
      if (w.endsWith('es') && /[^aeiou]es$/.test(w) && w.length > 4) return w.slice(0, -2);
      if (w.endsWith('s')) return w.slice(0, -1);
      return w;
    }
    case 'fr':
      if (w.length <= 3) return w;
      if (w.endsWith('aux')) return `${w.slice(0, -3)}al`;
      if (/[sx]$/.test(w)) return w.slice(0, -1);
      return w;
    case 'it': {
      // A woman and a man differ only in the vowel the stemmer cuts (nonna, nonno): her forms keep it.
      const person = /^(.+)[ae]$/.exec(w)?.[1];
      if (person && IT_GENDERED.has(person)) return `${person}a`;
      return w.length > 3 ? w.replace(/[aeio]$/, '') : w;
    }
    case 'de':
      // A fisherman is no "Fischen" (fish, a plural's case): the agent noun keeps its -er.
      if (w === 'fischer') return w;
      return strip(w, ['ern', 'en', 'er', 'es', 'e', 'n', 's'], 3);
    case 'nl': {
      // Dutch spells a long vowel double in a closed syllable and single in an open one: "maan"
      // (moon) has the plural "manen", "man" the plural "mannen". Restore the spelling of the
      // singular rather than merge the vowels, which would make the moon a man.
      const s = strip(w, ['en', 's'], 3);
      if (s !== w && w.endsWith('en') && /(^|[^aeiou])[aeou][^aeiouwjy]$/.test(s))
        return s.replace(/([aeou])(.)$/, '$1$1$2');
      return s.replace(/([bcdfgklmnprst])\1$/, '$1');
    }
    case 'ru':
      // A pigeon (голубь) is no light blue (голубой), though both lose their endings to голуб.
      if (/^голуб(ь|и|я|ей|ю|ем|ям|ями|ях)$/.test(w)) return 'голубь';
      return strip(w, RU_ENDINGS, 3);
    case 'tr':
      // "köpeğiyle" (with the dog): the comitative ending goes before the case endings.
      return strip(strip(strip(w, TR_WITH, 3), TR_SUFFIXES, 3), TR_SUFFIXES, 3);
    case 'id':
      return strip(w, ['nya', 'lah'], 3);
    case 'ar': {
      let s = w;
      for (const prefix of AR_PREFIXES)
        if (s.length - prefix.length >= 3 && s.startsWith(prefix)) {
          s = s.slice(prefix.length);
          break;
        }
      return strip(s, AR_SUFFIXES, 3);
    }
    case 'fa':
      // ماهی (fish) and کشتی (ship) end in ی by nature: cut, they would read as ماه (moon), کشت.
      if (FA_WHOLE.has(w)) return w;
      // After a long vowel the ezafe is a lone ی (دریای آرام): the word keeps its ا.
      if (w.length > 3 && w.endsWith('اي') && !w.endsWith('هاي')) return w.slice(0, -1);
      return strip(w, FA_SUFFIXES, 2);
    case 'hi':
      return HI_GENDERED.get(w) ?? strip(w, HI_SUFFIXES, 2);
    case 'ko':
      return strip(strip(w, KO_PARTICLES, 1), KO_PARTICLES, 1);
    default:
      return w;
  }
}

/** A normalised term (several words allowed) reduced word by word. */
export function stemTerm(term: string, locale: string): string {
  return term
    .split(' ')
    .map((w) => stemWord(w, locale))
    .join(' ');
}
