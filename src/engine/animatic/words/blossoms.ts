/**
 * Words that say trees are in flower ("blossoming trees", "árboles en flor", "цветущие
 * деревья") and words of the cherry, whose blossom is a tree's ("桜", "cerezos"), not any flower
 * the emoji stands for as well, per locale, for blossoms.ts. Entries are separated by ", "; a trailing "*" matches the
 * start of a word; languages written without spaces (ja, zh-CN) match anywhere.
 */
export const BLOSSOM_WORDS: Record<string, { blossoming: string; cherry: string }> = {
  en: {
    blossoming: 'blossoming, blooming, in blossom, in bloom, in flower, flowering',
    cherry: 'cherry, cherries, sakura',
  },
  es: {
    blossoming: 'en flor, floridos, floridas, florecidos, florecidas, floreciendo, florecientes',
    cherry: 'cerezo*, sakura',
  },
  fr: { blossoming: 'en fleurs, en fleur, fleuris, fleuries, fleurissant*', cherry: 'cerisier*, sakura' },
  de: { blossoming: 'blühend*, in blüte, in voller blüte', cherry: 'kirsch*, sakura' },
  ru: { blossoming: 'цветущ*, в цвету, цветут', cherry: 'сакур*, вишн*' },
  pt: { blossoming: 'em flor, floridas, floridos, florindo, florescendo', cherry: 'cerejeira*, sakura' },
  it: { blossoming: 'in fiore, fiorit*, in fioritura', cherry: 'cilieg*, sakura' },
  nl: { blossoming: 'bloeiend*, in bloei, in bloesem', cherry: 'kers*, sakura' },
  ja: { blossoming: '満開, 花盛り, 咲き誇る, 花が咲いた, 花の咲いた', cherry: '桜, さくら, サクラ' },
  ko: { blossoming: '꽃이 핀, 꽃핀, 꽃피는, 꽃이 피는, 만개한, 만발한', cherry: '벚*' },
  'zh-CN': { blossoming: '开花, 盛开, 花开, 开满花', cherry: '樱' },
  ar: { blossoming: 'مزهرة, المزهرة, مزهر, المزهر, متفتحة', cherry: 'كرز, الكرز, ساكورا' },
  fa: { blossoming: 'پرشکوفه, پر شکوفه, شکوفه‌دار, شکوفه‌زده, شکوفه', cherry: 'گیلاس, ساکورا' },
  hi: { blossoming: 'खिले, खिलते, फूलों से लदे, फूलों से भरे', cherry: 'चेरी, साकुरा' },
  id: { blossoming: 'berbunga, sedang mekar, bermekaran', cherry: 'sakura, ceri' },
  tr: { blossoming: 'çiçekli, çiçek açmış, çiçek açan, çiçeklenmiş', cherry: 'kiraz*, sakura' },
  vi: { blossoming: 'nở hoa, ra hoa, đang nở, trổ hoa', cherry: 'anh đào, sakura' },
};
