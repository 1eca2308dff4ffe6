/**
 * Words that say how many of a thing the prompt wants, for the animatic's understand step, in each
 * of the 17 locales: numbers two to five, words for "a few" and "many", and collective nouns
 * (a flock, a herd, a school of fish). Spelt like words.ts (", " between entries, a trailing "*"
 * matches any ending, CJK as character runs). Plural endings are rules, not words (many.ts); the
 * plural forms no rule finds (wolves, Vögel) are listed as kinds here. Gulls have no emoji of their
 * own: they are drawn as a white bird.
 */

/** How many a word asks for: a number, or a collective ("a flock of", drawn as GROUP_COUNT). */
export type CountWord = '2' | '3' | '4' | '5' | 'group';

/** A collective noun draws this many. */
export const GROUP_COUNT = 4;

/** Chinese and Japanese numerals with the measure words and counters that follow them. */
function counted(numerals: Partial<Record<CountWord, string>>, counters: string): Partial<Record<CountWord, string>> {
  const out: Partial<Record<CountWord, string>> = {};
  for (const [n, numeral] of Object.entries(numerals) as [CountWord, string][])
    out[n] = counters
      .split(' ')
      .flatMap((c) => numeral.split(' ').map((x) => `${x}${c}`))
      .join(', ');
  return out;
}

function merge(...parts: Partial<Record<CountWord, string>>[]): Partial<Record<CountWord, string>> {
  const out: Partial<Record<CountWord, string>> = {};
  for (const part of parts)
    for (const [n, words] of Object.entries(part) as [CountWord, string][])
      out[n] = out[n] ? `${out[n]}, ${words}` : words;
  return out;
}

const ZH = counted({ '2': '两 二', '3': '三 几', '4': '四', '5': '五' }, '只 条 匹 头 辆 艘 个 架 棵 朵 群');
const JA = counted({ '2': '二 ２', '3': '三 ３ 数 何', '4': '四 ４', '5': '五 ５' }, '匹 頭 羽 台 隻 艘 機 本 つ 輪');

/** Count words by locale: the count → its words. Collectives sit with the count they draw. */
export const MANY_WORDS: Record<string, Partial<Record<CountWord, string>>> = {
  en: {
    '2': 'two, a couple of, couple of, a pair of, pair of, both',
    '3': 'three, a few, few, several, a handful of',
    '4': 'four, many, lots of, a lot of, a bunch of, plenty of, dozens of, hundreds of',
    '5': 'five',
    group:
      'flock of, a flock of, flock, flocks of, herd of, a herd of, herd, herds of, school of, a school of, shoal of, shoal, pack of, a pack of, swarm of, a swarm of, swarm, pod of, a pod of, gaggle of, troop of, fleet of, a fleet of, convoy of, colony of, murmuration of',
  },
  es: {
    '2': 'dos, un par de, par de, ambos, ambas',
    '3': 'tres, unos cuantos, unas cuantas, algunos, algunas, varios, varias, unos pocos, unas pocas',
    '4': 'cuatro, muchos, muchas, montones de, decenas de',
    '5': 'cinco',
    group:
      'bandada de, una bandada de, bandada, manada de, una manada de, manada, cardumen de, cardumen, enjambre de, enjambre, rebaño de, rebaño, jauría de, jauría, piara de, recua de, flota de, una flota de',
  },
  fr: {
    '2': 'deux, une paire de, un couple de, les deux',
    '3': 'trois, quelques, plusieurs',
    '4': 'quatre, beaucoup de, de nombreux, de nombreuses, des dizaines de, plein de',
    '5': 'cinq',
    group:
      'une volée de, volée de, une nuée de, nuée de, nuée, un troupeau de, troupeau de, troupeau, une meute de, meute de, meute, un essaim de, essaim de, essaim, une horde de, horde de, un vol de, une flottille de, flottille de',
  },
  de: {
    '2': 'zwei, ein pärchen, beide',
    '3': 'drei, ein paar, einige, mehrere, wenige',
    '4': 'vier, viele, zahlreiche, dutzende',
    '5': 'fünf',
    group:
      'ein schwarm, schwarm, ein schwarm von, eine herde, herde, ein rudel, rudel, eine meute, meute, eine schar, schar, eine horde, horde, eine flotte, flotte',
  },
  ru: {
    '2': 'два, две, пара, пару, оба, обе',
    '3': 'три, несколько, парочка',
    '4': 'четыре, много, множество, десятки',
    '5': 'пять',
    group: 'стая, стаю, стаи, стайка, стадо, табун, косяк, рой, свора, отара, флотилия',
  },
  pt: {
    '2': 'dois, duas, um par de, par de, ambos, ambas',
    '3': 'três, alguns, algumas, vários, várias, uns poucos',
    '4': 'quatro, muitos, muitas, dezenas de',
    '5': 'cinco',
    group:
      'um bando de, bando de, bando, uma manada de, manada de, manada, um cardume de, cardume de, cardume, um enxame de, enxame de, enxame, um rebanho de, rebanho de, rebanho, uma matilha de, matilha, revoada de, revoada, uma frota de, frota de',
  },
  it: {
    '2': 'due, un paio di, paio di, entrambi, entrambe',
    '3': 'tre, alcuni, alcune, diversi, diverse, parecchi, parecchie, qualche',
    '4': 'quattro, molti, molte, tanti, tante, decine di',
    '5': 'cinque',
    group:
      'uno stormo di, stormo di, stormo, un branco di, branco di, branco, uno sciame di, sciame di, sciame, un gregge di, gregge di, gregge, una mandria di, mandria di, mandria, una flotta di, flotta di',
  },
  nl: {
    '2': 'twee, beide, een stel',
    '3': 'drie, een paar, enkele, een aantal, verschillende',
    '4': 'vier, veel, vele, tientallen',
    '5': 'vijf',
    group: 'een zwerm, zwerm, een kudde, kudde, een roedel, roedel, een troep, troep, een vloot, vloot',
  },
  ja: merge(JA, {
    '3': 'いくつかの, 何匹かの, 数匹の',
    '4': 'たくさんの, 沢山の, 多くの, 大勢の',
    group: '群れ, 大群, 群れの',
  }),
  'zh-CN': merge(ZH, {
    '2': '一对, 一双, 两',
    '3': '一些, 几',
    '4': '许多, 很多, 好多, 成群的, 大群',
    group: '一群, 一群群, 一队',
  }),
  ko: {
    '2': '두, 둘, 두 마리, 두 대, 두 척, 한 쌍의, 한 쌍',
    '3': '세, 셋, 세 마리, 세 대, 여러, 여러 마리, 몇 마리, 몇몇',
    '4': '네 마리, 네 대, 넷, 많은, 수많은',
    '5': '다섯, 다섯 마리, 다섯 대',
    group: '떼, 무리, 한 무리의, 떼를',
  },
  ar: {
    '2': 'اثنان, اثنين, اثنتان, اثنتين, زوج من',
    '3': 'ثلاثة, ثلاث, عدة, بضعة, بضع, بعض',
    '4': 'أربعة, أربع, كثير من, الكثير من, العديد من',
    '5': 'خمسة, خمس',
    group: 'سرب, سرب من, أسراب, قطيع, قطيع من, قطعان, مجموعة من, أسطول',
  },
  fa: {
    '2': 'دو, دو تا, یک جفت',
    '3': 'سه, سه تا, چند, چند تا, چندتا, چندین',
    '4': 'چهار, چهار تا, بسیاری, بسیاری از, تعداد زیادی, کلی',
    '5': 'پنج, پنج تا',
    group: 'گله, گله‌ای, گله ای, دسته, دسته‌ای, دسته ای, فوج, فوجی, یک گله, یک دسته',
  },
  hi: {
    '2': 'दो, जोड़ा, दोनों',
    '3': 'तीन, कुछ, कई',
    '4': 'चार, बहुत सारे, बहुत सारी, बहुत से, बहुत सी, ढेर सारे, अनेक',
    '5': 'पांच, पाँच',
    group: 'झुंड, का झुंड, के झुंड, एक झुंड',
  },
  id: {
    '2': 'dua, sepasang, dua ekor, kedua',
    '3': 'tiga, beberapa, tiga ekor, beberapa ekor',
    '4': 'empat, banyak, empat ekor',
    '5': 'lima, lima ekor',
    group: 'sekawanan, kawanan, segerombolan, gerombolan, serombongan, sekumpulan, kumpulan, armada',
  },
  tr: {
    '2': 'iki, bir çift, iki tane',
    '3': 'üç, birkaç, bazı, birkaç tane, üç tane',
    '4': 'dört, çok, birçok, bir sürü, pek çok, dört tane',
    '5': 'beş, beş tane',
    group: 'sürü, sürüsü, sürüler, filo',
  },
  vi: {
    '2': 'hai, đôi, cặp, một cặp, hai con, hai chiếc',
    '3': 'ba, vài, một vài, mấy, mấy con, những, các, ba con, ba chiếc',
    '4': 'bốn, nhiều, rất nhiều, bốn con, bốn chiếc',
    '5': 'năm con, năm chiếc',
    group: 'đàn, một đàn, bầy, một bầy, đoàn, một đoàn, đội',
  },
};

/**
 * Plural or collective forms that name a subject on their own and that no ending rule reads
 * (English "wolves", German "Vögel", compounds such as "Fischschwarm", "鸟群"): emoji → words.
 * Each is a subject with the count its kind says: a compound with a collective draws a group.
 */
export const PLURAL_KINDS: Record<string, Record<string, string>> = {
  en: { '🐺': 'wolves', '🐁': 'mice', '🪿': 'geese', '🐑': 'sheep', '🦌': 'deer', '🐟': 'fishes' },
  de: {
    '🐦': 'vögel, vogelschwarm, vogelschwärme',
    '🐟': 'fische, fischschwarm, fischschwärme',
    '🐕': 'hunde',
    '🐎': 'pferde, pferdeherde',
    '🐑': 'schafe, schafherde',
    '🐺': 'wölfe, wolfsrudel',
    '🐄': 'kühe, kuhherde',
    '🐁': 'mäuse',
    '🐝': 'bienenschwarm',
  },
  nl: { '🐦': 'vogels', '🐟': 'vissen, visschool', '🐑': 'schapen, schaapskudde' },
  'zh-CN': { '🐦': '鸟群', '🐟': '鱼群', '🐑': '羊群', '🐎': '马群', '🐺': '狼群', '🐝': '蜂群', '🐄': '牛群' },
  ja: { '🐦': '鳥の群れ', '🐟': '魚の群れ, 魚群' },
  ko: { '🐦': '새떼, 새 떼', '🐟': '물고기 떼, 물고기떼', '🐎': '말떼' },
  fr: { '🐦': 'oiseaux', '🐎': 'chevaux' },
  ar: { '🐈': 'قطتان, قطتين, قطط', '🐕': 'كلبان, كلبين', '🐦': 'طيور, عصافير', '🐟': 'أسماك', '🐎': 'خيول' },
};

/** Gulls by locale (no emoji of their own): drawn as GULL_EMOJI. */
export const GULL_WORDS: Record<string, string> = {
  en: 'gull, gulls, seagull, seagulls, sea gull, sea gulls',
  es: 'gaviota, gaviotas',
  fr: 'mouette, mouettes, goéland, goélands',
  de: 'möwe, möwen, seemöwe, seemöwen',
  ru: 'чайка, чайки, чаек, чайку, чайкой, чайками',
  pt: 'gaivota, gaivotas',
  it: 'gabbiano, gabbiani',
  nl: 'meeuw, meeuwen, zeemeeuw, zeemeeuwen',
  ja: 'カモメ, かもめ, 鴎, ウミネコ',
  'zh-CN': '海鸥, 鸥',
  ko: '갈매기',
  ar: 'نورس, النورس, نوارس, طيور النورس',
  fa: 'مرغ دریایی, مرغان دریایی, مرغ‌های دریایی',
  hi: 'सीगल, समुद्री पक्षी, गल',
  id: 'camar, burung camar',
  tr: 'martı, martılar',
  vi: 'mòng biển, hải âu',
};

/** A white bird reads as a gull better than a small brown one. */
export const GULL_EMOJI = '🕊️';
