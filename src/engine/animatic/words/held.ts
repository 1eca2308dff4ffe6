/**
 * Words that say a person holds, carries, flies or walks a thing ("a woman with an umbrella",
 * "a boy flying a kite", "a man walking his dog"), per language, for held.ts. Three lists each:
 * `with` links any thing a hand can hold; `fly` only a kite; `walk` only an animal on a leash, so
 * "a woman walking past a balloon" does not hand her the balloon. Entries are separated by ", ";
 * a trailing "*" matches the start of a word. Languages written without spaces (ja, zh) match
 * anywhere. `nouns` adds names of held things the emoji keywords lack.
 */
export type HeldWords = {
  with: string;
  fly: string;
  walk: string;
  nouns?: Record<string, string>;
  /** Endings that say "with" on the thing's own word (Turkish "köpeğiyle": with its dog). */
  withEnding?: string;
};

export const HELD_WORDS: Record<string, HeldWords> = {
  en: {
    with: 'with, holding, holds, hold, carrying, carries, carry, under, beneath, underneath, clutching, grasping',
    fly: 'flying, flies, fly, flew',
    walk: 'walking, walks, walk, leash, lead, leading',
    nouns: { '🥏': 'frisbee, frisbees, flying disc', '🎒': 'bag, handbag, purse, rucksack' },
  },
  es: {
    with: 'con, sosteniendo, sostiene, sujetando, lleva*, bajo, debajo, agarrando',
    fly: 'volando, vuela, volar, hace volar',
    walk: 'paseando, pasea, pasear, correa',
    nouns: { '☂️': 'paraguas, sombrilla', '🪁': 'papalote, barrilete' },
  },
  fr: {
    with: 'avec, tenant, tient, porte*, sous, muni*',
    fly: 'voler, vole, faisant voler, fait voler',
    walk: 'promène*, promen*, laisse, en laisse',
    nouns: { '☂️': 'parapluie, parapluies, ombrelle', '🪁': 'cerf-volant, cerf volant' },
  },
  de: {
    with: 'mit, hält, haltend, trägt, tragend, unter',
    fly: 'steigen, lässt, fliegen, fliegt',
    walk: 'gassi, leine, führt, spazieren',
    nouns: { '☂️': 'schirm', '🪁': 'flugdrachen' },
  },
  ru: {
    with: 'с, со, держит, держащ*, несёт, несет, несущ*, под',
    fly: 'запуска*, запустил*',
    walk: 'выгулива*, гуляет, гуляющ*, поводке, поводок',
    nouns: { '☂️': 'зонт, зонтом, зонтик, зонтиком', '🪁': 'воздушного змея, воздушный змей' },
  },
  pt: {
    with: 'com, segurando, segura, carregando, carrega, leva*, sob, debaixo',
    fly: 'empinando, empina, soltando, solta',
    walk: 'passeando, passeia, coleira, guia',
    nouns: { '☂️': 'guarda-chuva, guarda chuva, sombrinha', '🪁': 'pipa, pandorga' },
  },
  it: {
    with: 'con, tiene, tenendo, regge, porta*, sotto',
    fly: 'volare, fa volare',
    walk: 'spasso, guinzaglio, passeggia*',
    nouns: { '☂️': 'ombrello, ombrellino', '🪁': 'aquilone' },
  },
  nl: {
    with: 'met, houdt, vasthoudt, draagt, onder',
    fly: 'oplaten, oplaat, laat, vliegen',
    walk: 'uitlaat*, uit laten, riem, lijn',
  },
  ja: {
    with: 'を持った, を持って, 持った, 持って, 持つ, をさした, をさして, さした, さして, 差した, 差して, 手に, 下で, と一緒に',
    fly: '揚げ, あげ',
    walk: '散歩, 連れた, 連れて, リード',
    nouns: { '🪁': '凧' },
  },
  ko: {
    with: '든, 들고, 쓴, 쓰고, 함께, 아래, 밑에서',
    fly: '날리는, 날리고, 날린다',
    walk: '산책*, 데리고, 목줄',
    nouns: { '🪁': '연을' },
  },
  'zh-CN': {
    with: '拿着, 拿, 打着, 撑着, 撑, 举着, 带着, 握着, 抱着, 提着, 手持, 和, 跟, 同',
    fly: '放, 放飞',
    walk: '遛, 牵着, 牵',
    nouns: { '☂️': '雨伞, 伞', '🪁': '风筝' },
  },
  ar: {
    with: 'مع, يحمل, تحمل, يمسك, تمسك, تحت',
    fly: 'يطير, تطير, يطيّر, تطيّر',
    walk: 'يمشي, تمشي, يتنزه, تتنزه, مقود',
    nouns: { '☂️': 'مظلة, مظلتها, مظلته, شمسية', '🪁': 'طائرة ورقية' },
  },
  fa: {
    with: 'با, در دست, زیر, گرفته',
    fly: 'هوا می‌کند, هوا میکند, هوا کردن',
    walk: 'می‌گرداند, میگرداند, قلاده',
    nouns: { '🪁': 'بادبادک' },
  },
  hi: {
    with: 'के साथ, साथ, लिए, पकड़े, पकड़*, थामे, नीचे',
    fly: 'उड़ा*, उडा*',
    walk: 'टहला*, घुमा*, पट्टा, पट्टे',
    nouns: { '☂️': 'छाता, छाते, छतरी', '🪁': 'पतंग' },
  },
  id: {
    with: 'dengan, membawa, bawa, memegang, pegang, di bawah',
    fly: 'menerbangkan, bermain, main',
    walk: 'mengajak, jalan-jalan, tali',
    nouns: { '🪁': 'layang-layang, layangan' },
  },
  tr: {
    with: 'ile, tutan, tutuyor, taşıyan, taşıyor, elinde, altında',
    withEnding: 'yla, yle, ıyla, iyle, uyla, üyle',
    fly: 'uçuran, uçuruyor',
    walk: 'gezdiren, gezdiriyor, tasma*',
    nouns: { '☂️': 'şemsiye*', '🪁': 'uçurtma*' },
  },
  vi: {
    with: 'cầm, với, mang, che, dưới, cùng',
    fly: 'thả',
    walk: 'dắt, dạo',
    nouns: { '☂️': 'dù, cây dù', '🪁': 'diều, con diều' },
  },
};
