/**
 * Words that say a person holds, carries, flies or walks a thing ("a woman with an umbrella",
 * "a boy flying a kite", "a man walking his dog"), per language, for held.ts. Three lists each:
 * `with` links any thing a hand can hold; `fly` only a kite; `walk` only an animal on a leash, so
 * "a woman walking past a balloon" does not hand her the balloon. Entries are separated by ", ";
 * a trailing "*" matches the start of a word. Languages written without spaces (ja, zh) match
 * anywhere. `nouns` adds names of held things the emoji keywords lack (and of a snowman, which
 * its makers keep beside them: `build`).
 */
export type HeldWords = {
  with: string;
  fly: string;
  walk: string;
  nouns?: Record<string, string>;
  /** Endings that say "with" on the thing's own word (Turkish "köpeğiyle": with its dog). */
  withEnding?: string;
  /** Verbs of making something by hand, read beside a snowman: its maker works beside it. */
  build: string;
};

export const HELD_WORDS: Record<string, HeldWords> = {
  en: {
    with: 'with, holding, holds, hold, carrying, carries, carry, under, beneath, underneath, clutching, grasping',
    fly: 'flying, flies, fly, flew',
    walk: 'walking, walks, walk, leash, lead, leading',
    build: 'build*, making, makes, make, made, rolling',
    nouns: { '🥏': 'frisbee, frisbees, flying disc', '🎒': 'bag, handbag, purse, rucksack' },
  },
  es: {
    with: 'con, sosteniendo, sostiene, sujetando, lleva*, bajo, debajo, agarrando',
    fly: 'volando, vuela, volar, hace volar',
    walk: 'paseando, pasea, pasear, correa',
    build: 'hac*, constru*, arma*',
    nouns: { '☂️': 'paraguas, sombrilla', '🪁': 'papalote, barrilete' },
  },
  fr: {
    with: 'avec, tenant, tient, porte*, sous, muni*',
    fly: 'voler, vole, faisant voler, fait voler',
    walk: 'promène*, promen*, laisse, en laisse',
    build: 'fai*, font, fabriqu*, construi*',
    nouns: { '☂️': 'parapluie, parapluies, ombrelle', '🪁': 'cerf-volant, cerf volant' },
  },
  de: {
    with: 'mit, hält, haltend, trägt, tragend, unter',
    fly: 'steigen, lässt, fliegen, fliegt',
    walk: 'gassi, leine, führt, spazieren',
    build: 'bau*, mach*, gebaut',
    nouns: { '☂️': 'schirm', '🪁': 'flugdrachen', '⛄': 'schneemann, schneemänner' },
  },
  ru: {
    with: 'с, со, держит, держащ*, несёт, несет, несущ*, под',
    fly: 'запуска*, запустил*',
    walk: 'выгулива*, гуляет, гуляющ*, поводке, поводок',
    build: 'леп*, слеп*, дела*, стро*',
    nouns: {
      '☂️': 'зонт, зонтом, зонтик, зонтиком',
      '🪁': 'воздушного змея, воздушный змей',
      '⛄': 'снеговик, снеговика, снеговики, снеговиков, снеговиком',
    },
  },
  pt: {
    with: 'com, segurando, segura, carregando, carrega, leva*, sob, debaixo',
    fly: 'empinando, empina, soltando, solta',
    walk: 'passeando, passeia, coleira, guia',
    build: 'faz*, fazendo, constru*',
    nouns: { '☂️': 'guarda-chuva, guarda chuva, sombrinha', '🪁': 'pipa, pandorga' },
  },
  it: {
    with: 'con, tiene, tenendo, regge, porta*, sotto',
    fly: 'volare, fa volare',
    walk: 'spasso, guinzaglio, passeggia*',
    build: 'fa, fanno, facendo, costrui*, fare',
    nouns: { '☂️': 'ombrello, ombrellino', '🪁': 'aquilone' },
  },
  nl: {
    with: 'met, houdt, vasthoudt, draagt, onder',
    fly: 'oplaten, oplaat, laat, vliegen',
    walk: 'uitlaat*, uit laten, riem, lijn',
    build: 'bouw*, maak*, maken, gemaakt',
  },
  ja: {
    with: 'を持った, を持って, 持った, 持って, 持つ, をさした, をさして, さした, さして, 差した, 差して, 手に, 下で, と一緒に',
    fly: '揚げ, あげ',
    walk: '散歩, 連れた, 連れて, リード',
    build: '作',
    nouns: { '🪁': '凧' },
  },
  ko: {
    with: '든, 들고, 쓴, 쓰고, 함께, 아래, 밑에서',
    fly: '날리는, 날리고, 날린다',
    walk: '산책*, 데리고, 목줄',
    build: '만들*',
    nouns: { '🪁': '연을' },
  },
  'zh-CN': {
    with: '拿着, 拿, 打着, 撑着, 撑, 举着, 带着, 握着, 抱着, 提着, 手持, 和, 跟, 同',
    fly: '放, 放飞',
    walk: '遛, 牵着, 牵',
    build: '堆, 做',
    nouns: { '☂️': '雨伞, 伞', '🪁': '风筝' },
  },
  ar: {
    with: 'مع, يحمل, تحمل, يمسك, تمسك, تحت',
    fly: 'يطير, تطير, يطيّر, تطيّر, يطيرون, يطيران, تطيران, يطيّرون, يطيّران, تطيّران',
    walk: 'يمشي, تمشي, يمشون, يتنزه, تتنزه, يتنزهون, مقود',
    build: 'يبني, تبني, يبنون, يبنيان, يصنع, تصنع, يصنعون, يصنعان',
    nouns: { '☂️': 'مظلة, مظلتها, مظلته, شمسية', '🪁': 'طائرة ورقية' },
  },
  fa: {
    with: 'با, در دست, زیر, گرفته',
    fly: 'هوا می‌کند, هوا میکند, هوا کردن',
    walk: 'می‌گرداند, میگرداند, قلاده',
    build: 'درست, می‌سازد, میسازد, می‌سازند, میسازند, ساختن, می‌سازند',
    nouns: { '🪁': 'بادبادک' },
  },
  hi: {
    with: 'के साथ, साथ, लिए, पकड़े, पकड़*, थामे, नीचे',
    fly: 'उड़ा*, उडा*',
    walk: 'टहला*, घुमा*, पट्टा, पट्टे',
    build: 'बना*',
    nouns: { '☂️': 'छाता, छाते, छतरी', '🪁': 'पतंग', '⛄': 'हिममानव, स्नोमैन, बर्फ का पुतला, बर्फ़ का पुतला' },
  },
  id: {
    with: 'dengan, membawa, bawa, memegang, pegang, di bawah',
    fly: 'menerbangkan, bermain, main',
    walk: 'mengajak, jalan-jalan, tali',
    build: 'membuat, bikin, membangun',
    nouns: { '🪁': 'layang-layang, layangan', '⛄': 'manusia salju, boneka salju' },
  },
  tr: {
    with: 'ile, tutan, tutuyor, taşıyan, taşıyor, elinde, altında',
    withEnding: 'yla, yle, ıyla, iyle, uyla, üyle',
    fly: 'uçuran, uçuruyor',
    walk: 'gezdiren, gezdiriyor, tasma*',
    build: 'yap*',
    nouns: { '☂️': 'şemsiye*', '🪁': 'uçurtma*' },
  },
  vi: {
    with: 'cầm, với, mang, che, dưới, cùng',
    fly: 'thả',
    walk: 'dắt, dạo',
    build: 'làm, đắp, nặn',
    nouns: { '☂️': 'dù, cây dù', '🪁': 'diều, con diều' },
  },
};
