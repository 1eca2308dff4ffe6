/**
 * Words for the things the animatic draws itself because no single emoji shows them (drawn.ts):
 * a hot air balloon, a lighthouse, fireworks. Spelt like words.ts (entries separated by ", ",
 * normalised and stemmed like the prompt). `many` holds the forms that say there are several
 * (plurals, a quantifier glued to the noun where the language marks no plural): they are matched
 * like the others, and the drawing reads the prompt's own word against them to draw several.
 */
import type { SceneSubject } from '@/lib/scene-plan';

export type Art = NonNullable<SceneSubject['art']>;
type Forms = { one: string; many?: string };

export const DRAWN_WORDS: Record<string, Partial<Record<Art, Forms>>> = {
  en: {
    'hot-air-balloon': {
      one: 'hot air balloon, hot-air balloon, hotair balloon, hot air baloon, air balloon',
      many: 'hot air balloons, hot-air balloons, hotair balloons, hot air baloons, air balloons',
    },
    lighthouse: { one: 'lighthouse, light house, lighthouse tower', many: 'lighthouses, light houses' },
    fireworks: { one: 'fireworks, firework, firework display, fireworks display, fireworks show, pyrotechnics' },
    windmill: { one: 'windmill, wind mill, dutch windmill, old windmill', many: 'windmills, wind mills' },
    bridge: { one: 'bridge, stone bridge, railway bridge, railroad bridge, viaduct, old bridge', many: 'bridges' },
  },
  es: {
    'hot-air-balloon': {
      one: 'globo aerostático, globo de aire caliente, globo aerostatico',
      many: 'globos aerostáticos, globos de aire caliente, globos aerostaticos',
    },
    lighthouse: { one: 'faro', many: 'faros' },
    fireworks: { one: 'fuegos artificiales, fuego artificial, juegos artificiales, pirotecnia, juegos pirotécnicos' },
    windmill: { one: 'molino, molino de viento', many: 'molinos, molinos de viento' },
    bridge: { one: 'puente, puente de piedra, viaducto', many: 'puentes' },
  },
  fr: {
    'hot-air-balloon': {
      one: 'montgolfière, ballon à air chaud, montgolfiere',
      many: 'montgolfières, ballons à air chaud, montgolfieres',
    },
    lighthouse: { one: 'phare', many: 'phares' },
    fireworks: { one: "feu d'artifice, feux d'artifice, feu d artifice, feux d artifice" },
    windmill: { one: 'moulin, moulin à vent, moulin a vent', many: 'moulins, moulins à vent, moulins a vent' },
    bridge: { one: 'pont, pont de pierre, viaduc, pont ferroviaire', many: 'ponts' },
  },
  de: {
    'hot-air-balloon': {
      one: 'heißluftballon, heissluftballon, ballonfahrt',
      many: 'heißluftballons, heissluftballons, heißluftballone, heißluftballonen',
    },
    lighthouse: { one: 'leuchtturm, leuchtturms', many: 'leuchttürme, leuchttürmen' },
    fireworks: { one: 'feuerwerk, feuerwerks, silvesterfeuerwerk, feuerwerke, feuerwerkskörper' },
    windmill: { one: 'windmühle, windmuehle, mühle', many: 'windmühlen, mühlen' },
    bridge: { one: 'brücke, steinbrücke, eisenbahnbrücke, viadukt', many: 'brücken' },
  },
  ru: {
    'hot-air-balloon': {
      one: 'воздушный шар, воздушного шара, воздушном шаре, воздушным шаром, аэростат, монгольфьер',
      many: 'воздушные шары, воздушных шаров, воздушными шарами, воздушных шарах, аэростаты, аэростатов',
    },
    lighthouse: { one: 'маяк, маяка, маяке, маяком', many: 'маяки, маяков' },
    fireworks: { one: 'фейерверк, фейерверка, фейерверком, фейерверки, салют, салюта, салютом' },
    windmill: {
      one: 'мельница, мельницу, мельнице, мельницей, мельницы, ветряная мельница, ветряную мельницу, ветряной мельницей, ветряной мельнице',
      many: 'мельниц, мельницами, ветряные мельницы, ветряных мельниц',
    },
    bridge: { one: 'мост, моста, мосту, мостом, мосте, виадук', many: 'мосты, мостов' },
  },
  pt: {
    'hot-air-balloon': {
      one: 'balão de ar quente, balão de ar, balao de ar quente',
      many: 'balões de ar quente, baloes de ar quente',
    },
    lighthouse: { one: 'farol', many: 'faróis, farois' },
    fireworks: { one: 'fogos de artifício, fogo de artifício, queima de fogos, fogos de artificio' },
    windmill: { one: 'moinho, moinho de vento', many: 'moinhos, moinhos de vento' },
    bridge: { one: 'ponte, ponte de pedra, viaduto', many: 'pontes' },
  },
  it: {
    'hot-air-balloon': {
      one: 'mongolfiera, pallone aerostatico',
      many: 'mongolfiere, palloni aerostatici',
    },
    lighthouse: { one: 'faro', many: 'fari' },
    fireworks: { one: "fuochi d'artificio, fuoco d'artificio, fuochi d artificio, fuochi artificiali" },
    windmill: { one: 'mulino, mulino a vento', many: 'mulini, mulini a vento' },
    bridge: { one: 'ponte, ponte di pietra, viadotto', many: 'ponti' },
  },
  nl: {
    'hot-air-balloon': {
      one: 'luchtballon, heteluchtballon, hete luchtballon',
      many: 'luchtballonnen, heteluchtballonnen, hete luchtballonnen, luchtballons',
    },
    lighthouse: { one: 'vuurtoren', many: 'vuurtorens' },
    fireworks: { one: 'vuurwerk, vuurwerkshow' },
    windmill: { one: 'molen, windmolen, korenmolen, poldermolen', many: 'molens, windmolens' },
    bridge: { one: 'brug, stenen brug, spoorbrug, viaduct', many: 'bruggen' },
  },
  ja: {
    'hot-air-balloon': { one: '熱気球, ねつききゅう', many: 'たくさんの熱気球, 熱気球たち, いくつもの熱気球' },
    lighthouse: { one: '灯台', many: 'たくさんの灯台' },
    fireworks: { one: '花火, 打ち上げ花火, はなび, 花火大会' },
    windmill: { one: '風車, 風車小屋, ふうしゃ', many: 'たくさんの風車' },
    bridge: { one: '橋, 鉄橋, 石橋, 橋の上', many: 'たくさんの橋' },
  },
  ko: {
    'hot-air-balloon': { one: '열기구', many: '열기구들, 여러 열기구, 많은 열기구' },
    lighthouse: { one: '등대', many: '등대들' },
    fireworks: { one: '불꽃놀이, 불꽃, 폭죽' },
    windmill: { one: '풍차', many: '풍차들' },
    bridge: { one: '다리, 철교, 돌다리', many: '다리들' },
  },
  'zh-CN': {
    'hot-air-balloon': { one: '热气球, 熱氣球', many: '许多热气球, 很多热气球, 几个热气球, 一群热气球, 热气球们' },
    lighthouse: { one: '灯塔', many: '几座灯塔' },
    fireworks: { one: '烟花, 烟火, 焰火, 礼花, 放烟花' },
    windmill: { one: '风车, 風車', many: '许多风车, 几座风车' },
    bridge: { one: '桥, 大桥, 铁桥, 石桥, 桥上', many: '几座桥' },
  },
  ar: {
    'hot-air-balloon': {
      one: 'منطاد, المنطاد, منطاد هوائي, بالون هواء ساخن, منطاد الهواء الساخن',
      many: 'مناطيد, المناطيد, مناطيد هوائية, بالونات هواء ساخن',
    },
    lighthouse: { one: 'منارة, المنارة, فنار, الفنار', many: 'منارات, المنارات' },
    fireworks: { one: 'ألعاب نارية, الألعاب النارية, العاب نارية, الالعاب النارية, مفرقعات' },
    windmill: { one: 'طاحونة هوائية, طاحونة الهواء, الطاحونة, طاحونة', many: 'طواحين الهواء, طواحين هوائية' },
    bridge: { one: 'جسر, الجسر, جسر حجري', many: 'جسور, الجسور' },
  },
  fa: {
    'hot-air-balloon': {
      one: 'بالن هوای گرم, بالن',
      many: 'بالن‌ها, بالنها, بالن های هوای گرم, بالن‌های هوای گرم, بالن‌های',
    },
    lighthouse: { one: 'فانوس دریایی, فانوس‌دریایی, برج فانوس', many: 'فانوس‌های دریایی, فانوسهای دریایی' },
    fireworks: { one: 'آتش بازی, آتش‌بازی, آتشبازی, ترقه' },
    windmill: { one: 'آسیاب بادی, آسیاب', many: 'آسیاب‌های بادی, آسیابهای بادی' },
    bridge: { one: 'پل, پل سنگی, روی پل', many: 'پل‌ها, پلها' },
  },
  hi: {
    'hot-air-balloon': {
      one: 'गर्म हवा का गुब्बारा, गरम हवा का गुब्बारा, हॉट एयर बैलून',
      many: 'गर्म हवा के गुब्बारे, गरम हवा के गुब्बारे, गर्म हवा के गुब्बारों, हॉट एयर बैलून्स',
    },
    lighthouse: { one: 'लाइटहाउस, प्रकाश स्तंभ, प्रकाशस्तंभ', many: 'लाइटहाउसों' },
    fireworks: { one: 'आतिशबाज़ी, आतिशबाजी, आतिशबाज़ियाँ, पटाखे, पटाखों' },
    windmill: { one: 'पवनचक्की, पवन चक्की', many: 'पवनचक्कियाँ, पवनचक्कियों' },
    bridge: { one: 'पुल, पुल पर, रेलवे पुल', many: 'पुलों' },
  },
  id: {
    'hot-air-balloon': {
      one: 'balon udara panas, balon udara',
      many: 'balon balon udara, balon-balon udara, banyak balon udara, beberapa balon udara',
    },
    lighthouse: { one: 'mercusuar, menara suar', many: 'beberapa mercusuar' },
    fireworks: { one: 'kembang api, petasan' },
    windmill: { one: 'kincir angin', many: 'kincir-kincir angin, banyak kincir angin' },
    bridge: { one: 'jembatan, jembatan batu, jembatan kereta', many: 'jembatan-jembatan' },
  },
  tr: {
    'hot-air-balloon': {
      one: 'sıcak hava balonu, sicak hava balonu, sıcak hava balon',
      many: 'sıcak hava balonları, sicak hava balonlari',
    },
    lighthouse: { one: 'deniz feneri, fener kulesi', many: 'deniz fenerleri' },
    fireworks: { one: 'havai fişek, havai fişekler, havai fisek, havai fisekler' },
    windmill: { one: 'yel değirmeni, değirmen, yel degirmeni', many: 'yel değirmenleri, değirmenler' },
    bridge: { one: 'köprü, köprüden, köprünün, köprüsü, taş köprü', many: 'köprüler' },
  },
  vi: {
    'hot-air-balloon': {
      one: 'khinh khí cầu, khinh khi cau, kinh khí cầu',
      many: 'những khinh khí cầu, các khinh khí cầu, nhiều khinh khí cầu',
    },
    lighthouse: { one: 'hải đăng, ngọn hải đăng, hai dang', many: 'những ngọn hải đăng' },
    fireworks: { one: 'pháo hoa, bắn pháo hoa, phao hoa' },
    windmill: { one: 'cối xay gió, coi xay gio', many: 'những cối xay gió' },
    bridge: { one: 'cây cầu, cầu, cầu đá, cầu sắt', many: 'những cây cầu' },
  },
};

/** A word as typed, compared loosely: case, joiners, hyphens and spacing set aside. */
function loose(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200f]/g, '')
    .replace(/[-‐‑–—_'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let manyForms: Set<string> | null = null;

/** Whether the prompt's own word for a drawn thing names several ("montgolfières", "balonlar"). */
export function namesSeveral(word: string | undefined): boolean {
  if (!word) return false;
  if (!manyForms) {
    manyForms = new Set();
    for (const arts of Object.values(DRAWN_WORDS))
      for (const forms of Object.values(arts))
        for (const f of (forms?.many ?? '').split(',')) if (f.trim()) manyForms.add(loose(f));
  }
  // Glued endings follow a plural in Turkish and Korean ("balonlarını", "열기구들이").
  const typed = loose(word);
  for (const form of manyForms) if (typed === form || typed.startsWith(form)) return true;
  return false;
}

/** What each drawn thing is in a plan: the emoji of its chip, its English name, how it moves, the place it implies. */
export const ART_NATURE: Record<
  Art,
  { emoji: string; label: string; motion: 'rise' | 'idle'; place?: 'sea' | 'meadow' | 'river' }
> = {
  'hot-air-balloon': { emoji: '🎈', label: 'hot air balloon', motion: 'rise' },
  lighthouse: { emoji: '🗼', label: 'lighthouse', motion: 'idle', place: 'sea' },
  fireworks: { emoji: '🎆', label: 'fireworks', motion: 'rise' },
  windmill: { emoji: '🏠', label: 'windmill', motion: 'idle', place: 'meadow' },
  bridge: { emoji: '🌉', label: 'bridge', motion: 'idle', place: 'river' },
};

/** How big a drawn thing is, in metres (sizes.ts), so it stands in proportion to what is beside it. */
export const ART_METRES: Record<Art, number | undefined> = {
  'hot-air-balloon': 20,
  lighthouse: 30,
  fireworks: undefined,
  windmill: 25,
  bridge: undefined,
};
