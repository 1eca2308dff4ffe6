/**
 * Fields full of one flower ("a field of sunflowers", "champ de lavande", "Sonnenblumenfeld",
 * "花畑"), in each of the 17 locales: the words that say a field of what follows or precedes
 * them, the endings German and Dutch glue to the flower ("-feld", "-veld"), and flowers that
 * have no emoji of their own drawn as the nearest one (lavender as the purple spike of 🪻).
 * Spelling as in words.ts: ", " between entries, a trailing "*" for any ending.
 */

export const FIELD_WORDS: Record<string, string> = {
  en: 'field of, fields of, field full of, meadow of, sea of',
  es: 'campo de, campos de, campo lleno de, mar de',
  fr: 'champ de, champs de, champ rempli de, mer de',
  de: 'feld, felder, feld voller, meer aus',
  ru: 'поле, поля, полю, полем, поле из',
  pt: 'campo de, campos de, campo cheio de, mar de',
  it: 'campo di, campi di, distesa di, mare di',
  nl: 'veld, velden, veld vol, zee van',
  ja: '畑, 畑の',
  ko: '밭, 들판',
  'zh-CN': '田野',
  ar: 'حقل, حقول, حقل من, حقول من',
  fa: 'مزرعه, مزرعه‌ی, دشت',
  hi: 'खेत, खेतों, का खेत, के खेत',
  id: 'ladang, kebun, hamparan',
  tr: 'tarlası, tarlasında, tarla, tarlaları',
  vi: 'cánh đồng, đồng',
};

/** A field of flowers with no flower named: it is planted with mixed tulips. */
export const FLOWER_FIELD_WORDS: Record<string, string> = {
  en: 'flower field, field of flowers, fields of flowers, flower fields, field full of flowers',
  es: 'campo de flores, campos de flores',
  fr: 'champ de fleurs, champs de fleurs, champ fleuri',
  de: 'blumenfeld, blumenfelder, blumenwiese',
  ru: 'цветочное поле, цветочном поле, поле цветов, поле с цветами',
  pt: 'campo de flores, campos de flores, campo florido',
  it: 'campo di fiori, campi di fiori, campo fiorito',
  nl: 'bloemenveld, bloemenvelden, bloemenweide',
  ja: '花畑, お花畑',
  ko: '꽃밭, 꽃밭을, 꽃밭에서',
  'zh-CN': '花田, 花海',
  ar: 'حقل زهور, حقل الزهور, حقول الزهور, حقل من الزهور',
  fa: 'مزرعه گل, دشت گل, دشت گل‌ها',
  hi: 'फूलों का खेत, फूलों के खेत',
  id: 'ladang bunga, kebun bunga, hamparan bunga',
  tr: 'çiçek tarlası, çiçek tarlasında',
  vi: 'cánh đồng hoa, đồng hoa',
};

/** The flower of a field of flowers that names none. */
export const FIELD_DEFAULT = { emoji: '🌷', label: 'tulip' } as const;

/** German and Dutch endings that make a flower's name its field ("Tulpenfeld", "tulpenveld"). */
export const FIELD_SUFFIXES: Record<string, string[]> = {
  de: ['felder', 'feld', 'wiese'],
  nl: ['velden', 'veld'],
};

/** Flowers with no emoji of their own, as the flower drawn: word lists per locale. */
export const LAVENDER_WORDS: Record<string, string> = {
  en: 'lavender',
  es: 'lavanda',
  fr: 'lavande',
  de: 'lavendel, lavendelfeld, lavendelfelder',
  ru: 'лаванд*',
  pt: 'lavanda, alfazema',
  it: 'lavanda',
  nl: 'lavendel, lavendelveld, lavendelvelden',
  ja: 'ラベンダー',
  ko: '라벤더',
  'zh-CN': '薰衣草',
  ar: 'لافندر, الخزامى, خزامى',
  fa: 'اسطوخودوس, لاوندر',
  hi: 'लैवेंडर',
  id: 'lavender',
  tr: 'lavanta',
  vi: 'oải hương, hoa oải hương',
};

/** The flowers a field is planted with, and each one's colour seen from afar. */
export const FIELD_FLOWERS: Record<string, string> = {
  '🌻': '#f6c026',
  '🌷': '#e8476a',
  '🪻': '#8b6cc4',
  '🌸': '#f4a7c6',
  '🌺': '#e0383e',
  '🌼': '#f5d547',
  '🌹': '#c62839',
  '💐': '#e86a9a',
};
