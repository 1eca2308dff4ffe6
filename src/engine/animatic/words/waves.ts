/**
 * Big waves ("a surfer riding a giant wave", "onda gigante", "dev dalgalar"), in each of the 17
 * locales: the sea then breaks in big curling waves (plan.waves), a rider goes down their face.
 * Spelling as in words.ts: ", " between entries, a trailing "*" for any ending.
 */
export const BIG_WAVE_WORDS: Record<string, string> = {
  en: 'giant wave, huge wave, big wave, massive wave, enormous wave, monster wave, giant waves, huge waves, big waves, massive waves, enormous waves, monster waves, breaking wave, breaking waves',
  es: 'ola gigante, ola enorme, gran ola, olas gigantes, olas enormes, grandes olas, ola grande, olas grandes',
  fr: 'vague géante, énorme vague, grosse vague, vagues géantes, énormes vagues, grosses vagues, vague geante',
  de: 'riesenwelle, riesige welle, große welle, riesenwellen, riesige wellen, große wellen, monsterwelle',
  ru: 'огромная волна, огромной волне, огромную волну, гигантская волна, гигантской волне, гигантскую волну, огромные волны, гигантские волны, большая волна, большие волны',
  pt: 'onda gigante, ondas gigantes, onda enorme, ondas enormes, onda grande, ondas grandes',
  it: 'onda gigante, onde giganti, onda enorme, onde enormi, grande onda, grandi onde',
  nl: 'reuzengolf, enorme golf, grote golf, reuzengolven, enorme golven, grote golven, monstergolf',
  ja: '巨大な波, 大波, 大きな波, ビッグウェーブ',
  ko: '거대한 파도, 큰 파도, 집채만한 파도, 높은 파도',
  'zh-CN': '巨浪, 大浪, 巨大的海浪, 滔天巨浪',
  ar: 'موجة عملاقة, موجة ضخمة, أمواج عملاقة, أمواج ضخمة, موجة كبيرة, امواج عاتية, أمواج عاتية',
  fa: 'موج بزرگ, موج عظیم, موج غول پیکر, موج‌های بزرگ, امواج بزرگ, امواج عظیم',
  hi: 'विशाल लहर, बड़ी लहर, ऊँची लहर, विशाल लहरें, बड़ी लहरें, ऊँची लहरें',
  id: 'ombak besar, gelombang besar, ombak raksasa, gelombang raksasa',
  tr: 'dev dalga, dev dalgalar, büyük dalga, büyük dalgalar, devasa dalga, devasa dalgalar',
  vi: 'con sóng lớn, sóng lớn, sóng khổng lồ, những con sóng lớn',
};

/**
 * Rocks the sea breaks on ("huge waves crash on the rocks"): with big waves they stand at the
 * wave's foot (plan.waves 'rocks'). Words that also mean a reef or a kick are left out.
 */
export const ROCK_WORDS: Record<string, string> = {
  en: 'rocks, rock, rocky shore, rocky coast, cliffs, cliff, boulders',
  es: 'rocas, roca, acantilado, acantilados, rompeolas, peñascos',
  fr: 'rochers, rocher, falaise, falaises, rocs, récifs rocheux',
  de: 'felsen, fels, klippen, klippe, felsküste, felsen am ufer',
  ru: 'скал*, камн*, утёс*, утес*, валун*',
  pt: 'rochas, rocha, pedras, rochedo, rochedos, falésia, falésias',
  it: 'scogli, scoglio, rocce, roccia, scogliera',
  nl: 'rotsen, rots, kliffen, klif, rotskust',
  ja: '岩, 岩場, 崖, 岩礁',
  ko: '바위, 바위에, 바위들, 절벽',
  'zh-CN': '岩石, 悬崖, 岩岸',
  ar: 'الصخور, صخور, صخرة, الصخرة, المنحدرات الصخرية',
  fa: 'صخره, صخره‌ها, صخره ها, تخته سنگ, تخته سنگ‌ها',
  hi: 'चट्टानों, चट्टान, चट्टानें, चट्टानो',
  id: 'batu, bebatuan, batu batu, tebing',
  tr: 'kaya*, kayalık*, uçurum*',
  vi: 'ghềnh đá, vách đá, bãi đá, tảng đá, những tảng đá',
};
