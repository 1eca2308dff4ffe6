/**
 * Where buildings stand when the prompt names no place. The emoji index files them all under the
 * city, but a castle stands on a hill in the countryside, a church in its village, a hut in the
 * woods; a named place still wins ("a castle in the city").
 */
import type { Setting } from '@/lib/scene-plan';

export const BUILDING_PLACE: Record<string, Setting> = {
  '🏰': 'meadow',
  '🏯': 'meadow',
  '⛪': 'village',
  '🛖': 'forest',
  '🏚️': 'forest',
};

/** Buildings that stand on a hill of their own in open country (stage.ts raises them on one). */
export const ON_A_HILL = new Set(['🏰', '🏯']);

/** A cabin or a hut, drawn as the hut (🛖) that stands in the woods; per locale. */
export const CABIN_WORDS: Record<string, string> = {
  en: 'cabin, cabins, log cabin, wooden cabin, hut, huts, forest hut, cottage in the woods',
  es: 'cabaña, cabañas, cabaña de madera, choza',
  fr: 'cabane, cabanes, chalet en bois, cabane en rondins, hutte',
  de: 'hütte, hütten, blockhütte, holzhütte, waldhütte',
  ru: 'хижин*, избушк*, бревенчат* домик*',
  pt: 'cabana, cabanas, cabana de madeira, choupana',
  it: 'capanna, capanne, baita, baite, capanno',
  nl: 'hut, hutten, blokhut, houten hut, boshut',
  ja: '小屋, 山小屋, ログハウス',
  ko: '오두막, 통나무집, 산장',
  'zh-CN': '小木屋, 木屋, 小屋, 茅屋',
  ar: 'كوخ, الكوخ, كوخ خشبي',
  fa: 'کلبه, کلبه چوبی, کلبه‌ی',
  hi: 'झोपड़ी, कुटिया, लकड़ी का घर',
  id: 'pondok, gubuk, kabin, pondok kayu',
  tr: 'kulübe, kulübesi, ahşap kulübe, dağ evi',
  vi: 'túp lều, căn chòi, nhà gỗ, chòi',
};
