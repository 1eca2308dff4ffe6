/**
 * Named mountains that stand over a place as its backdrop, per locale, by the shape peaks.ts
 * draws: `cone` a lone snow-capped cone (Fuji, Kilimanjaro), `horn` a sharp rock peak
 * (Matterhorn, Everest, Mont Blanc), `volcano` a smoking one (Etna, Vesuvius); the emoji lexicon
 * already knows Fuji (🗻) and any volcano (🌋) in every language. Entries are separated by ", ";
 * a trailing "*" matches the start of a word (Russian cases); languages written without spaces
 * (ja, zh-CN) match anywhere.
 */
type PeakNames = { cone: string; horn: string; volcano: string };

const LATIN: PeakNames = {
  cone: 'fuji, fujiyama, fuji-san, kilimanjaro, kilimandscharo, kilimandjaro, kilimangiaro, kilimandjaro',
  horn: 'matterhorn, cervino, cervin, everest, mont blanc, monte bianco, montblanc, eiger, k2, denali',
  volcano: 'etna, vesuvius, vesuvio, vésuve, vesubio, vesuv, krakatoa, stromboli',
};

export const PEAK_WORDS: Record<string, PeakNames> = {
  en: LATIN,
  es: LATIN,
  fr: LATIN,
  de: LATIN,
  pt: LATIN,
  it: LATIN,
  nl: LATIN,
  id: LATIN,
  tr: { ...LATIN, cone: `${LATIN.cone}, kilimanjaro dağı`, horn: `${LATIN.horn}, everest dağı` },
  vi: { ...LATIN, horn: `${LATIN.horn}, đỉnh everest` },
  ru: {
    cone: 'фудзи, фудзиям*, килиманджаро',
    horn: 'маттерхорн*, эверест*, джомолунгм*, монблан*, эльбрус*',
    volcano: 'этна, этну, этны, этной, везуви*, кракатау',
  },
  ja: {
    cone: '富士, キリマンジャロ',
    horn: 'マッターホルン, エベレスト, チョモランマ, モンブラン',
    volcano: 'エトナ, ベスビオ',
  },
  ko: { cone: '후지, 킬리만자로', horn: '마터호른, 에베레스트, 몽블랑', volcano: '에트나, 베수비오' },
  'zh-CN': { cone: '富士, 乞力马扎罗', horn: '马特洪峰, 珠穆朗玛, 珠峰, 勃朗峰', volcano: '埃特纳, 维苏威' },
  ar: { cone: 'فوجي, كليمنجارو, كليمانجارو', horn: 'ماترهورن, إيفرست, افرست, إفرست, مون بلان', volcano: 'إتنا, فيزوف' },
  fa: { cone: 'فوجی, کلیمانجارو', horn: 'ماترهورن, اورست, مون بلان', volcano: 'اتنا, وزوو' },
  hi: { cone: 'फ़ूजी, फूजी, किलिमंजारो', horn: 'मैटरहॉर्न, एवरेस्ट, माउंट एवरेस्ट', volcano: 'एटना, वेसुवियस' },
};
