/**
 * Surfaces a thing rests on ("a cat on the windowsill", "a vase on the shelf", "a cup on the
 * counter"), in each of the 17 locales, and the place each implies when the prompt names none.
 * The table's own words stay in nouns.ts (they make a table top the place); a thing named with
 * any of them is drawn resting on that surface (stage.ts), small beside the room around it.
 *
 * German and Dutch glue such words together, and the last part alone is another noun: a
 * "Fensterbank" is no 🏦 bank, a "boekenplank" no plank. The compounds here are matched whole
 * before understand.ts splits a compound into its head; HEADS_NOT_ALONE lists the heads that
 * never stand for their emoji at the end of a compound.
 * Spelling as in words.ts: ", " between entries, a trailing "*" for any ending.
 */
import type { Setting } from '@/lib/scene-plan';

export type Surface = 'table' | 'sill' | 'shelf';

/** Where a surface puts the scene when the prompt names no place: a counter is a kitchen's. */
export const SURFACE_PLACE: Record<Surface | 'counter', Setting> = {
  table: 'table',
  counter: 'kitchen',
  sill: 'room',
  shelf: 'room',
};

type Words = Partial<Record<'counter' | 'sill' | 'shelf', string>>;

export const SURFACE_WORDS: Record<string, Words> = {
  en: {
    counter: 'counter, kitchen counter, countertop, counter top, worktop',
    sill: 'windowsill, window sill, windowsills, window ledge, sill',
    shelf: 'shelf, shelves, bookshelf, book shelf, bookshelves, bookcase, mantelpiece, mantel',
  },
  es: {
    counter: 'encimera, mostrador, barra de la cocina',
    sill: 'alféizar, alfeizar, repisa de la ventana, borde de la ventana, antepecho',
    shelf: 'estante, estantes, estantería, estanteria, repisa, librero',
  },
  fr: {
    counter: 'plan de travail, comptoir',
    sill: 'rebord de la fenêtre, rebord de fenêtre, appui de fenêtre, bord de la fenêtre',
    shelf: 'étagère, étagères, etagere, bibliothèque murale, rayonnage, cheminée',
  },
  de: {
    counter: 'arbeitsplatte, küchenarbeitsplatte, küchentheke, theke, tresen, anrichte',
    sill: 'fensterbank, fensterbrett, fenstersims, fensterbänke, fensterbrettern',
    shelf: 'regal, regale, bücherregal, wandregal, küchenregal, kaminsims, wandbord',
  },
  ru: {
    counter: 'столешниц*, прилавк*, барн* стойк*',
    sill: 'подоконник*',
    shelf: 'полк*, полочк*, книжн* полк*, стеллаж*',
  },
  pt: {
    counter: 'bancada, balcão, balcao, bancada da cozinha',
    sill: 'parapeito, parapeito da janela, peitoril, peitoril da janela, beiral da janela',
    shelf: 'prateleira, prateleiras, estante, estantes',
  },
  it: {
    counter: 'piano di lavoro, bancone, bancone della cucina',
    sill: 'davanzale, davanzali, davanzale della finestra',
    shelf: 'mensola, mensole, scaffale, scaffali, libreria',
  },
  nl: {
    counter: 'aanrecht, aanrechtblad, keukenblad, toonbank',
    sill: 'vensterbank, vensterbanken, raamkozijn, vensterbankje, raamdorpel',
    shelf: 'plank, plankje, boekenplank, wandplank, boekenkast, schap, schoorsteenmantel',
  },
  ja: {
    counter: 'カウンター, 調理台, キッチンカウンター',
    sill: '窓辺, 窓際, 出窓, 窓台',
    shelf: '棚, 本棚, 棚の上, 本棚の上',
  },
  ko: {
    counter: '조리대, 카운터, 싱크대',
    sill: '창틀, 창가, 창문턱',
    shelf: '선반, 책장, 책꽂이',
  },
  'zh-CN': {
    counter: '台面, 料理台, 柜台, 吧台',
    sill: '窗台, 窗台上, 窗边',
    shelf: '架子, 书架, 架子上, 书架上, 搁板',
  },
  ar: {
    counter: 'سطح المطبخ, رخامة المطبخ, كاونتر, منضدة المطبخ',
    sill: 'حافة النافذة, عتبة النافذة, حافة الشباك',
    shelf: 'رف, الرف, رفوف, الرفوف, رف الكتب, مكتبة الكتب',
  },
  fa: {
    counter: 'کانتر, کابینت, سطح کابینت',
    sill: 'لبه پنجره, لبه‌ی پنجره, طاقچه پنجره, کنار پنجره',
    shelf: 'قفسه, قفسه‌ی, طاقچه, قفسه کتاب',
  },
  hi: {
    counter: 'काउंटर, रसोई का काउंटर, स्लैब',
    sill: 'खिड़की की चौखट, खिड़की के किनारे, खिड़की पर',
    shelf: 'शेल्फ, अलमारी, ताक, किताबों की अलमारी',
  },
  id: {
    counter: 'meja dapur, konter, meja konter',
    sill: 'ambang jendela, kusen jendela, bingkai jendela, tepi jendela',
    shelf: 'rak, rak buku, papan rak',
  },
  tr: {
    counter: 'tezgah, tezgâh, mutfak tezgahı',
    sill: 'pencere pervazı, pencere kenarı, pervaz',
    shelf: 'raf, rafta, rafın, kitaplık, kitap rafı',
  },
  vi: {
    counter: 'quầy bếp, mặt bếp, quầy',
    sill: 'bậu cửa sổ, bệ cửa sổ, ngưỡng cửa sổ',
    shelf: 'kệ, giá sách, kệ sách, cái kệ',
  },
};

/**
 * Heads that name something else at the end of a German or Dutch compound: a "Parkbank" or a
 * "Gartenbank" is a bench, a "Sandbank" a shoal, never the 🏦 a "bank" alone may be.
 */
export const HEADS_NOT_ALONE: Record<string, ReadonlySet<string>> = {
  de: new Set(['bank', 'brett', 'platte', 'schrank']),
  nl: new Set(['bank', 'plank', 'blad', 'kast']),
};
