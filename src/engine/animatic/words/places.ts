/**
 * The words of the places that used to be drawn as another (a kitchen as a room, a park as a
 * meadow, a waterfall as a river, a reef as the open sea floor), in each of the 17 locales, and
 * the rooms people name (a classroom, a bathroom), and the squares of a town (its city, after the
 * village, so a village stays one). words.ts puts these before its own lists, so
 * where a word sits in both ("kitchen" in the room's) the place of its own wins. Spelling as in
 * words.ts: ", " between entries, a trailing "*" for any ending.
 */
import type { Setting } from '@/lib/scene-plan';

type PlaceWords = Partial<Record<Setting, string>>;

const PLACE_WORDS: Record<string, PlaceWords> = {
  en: {
    kitchen: 'kitchen, kitchens, kitchen counter, countertop, stove, cooker',
    table: 'table, tabletop, table top, on the table, dining table, kitchen table, coffee table, desk',
    park: 'park, city park, public park, playground',
    village: 'village, villages, hamlet, little village, small village, mountain village',
    waterfall: 'waterfall, waterfalls, cascade, cascades',
    reef: 'reef, reefs, coral reef, coral reefs, barrier reef',
    bamboo: 'bamboo, bamboo forest, bamboo grove, bamboo groves, bamboo thicket, bamboo woods',
    room: 'classroom, class room, bathroom, hallway, library, hotel room, nursery',
    city: 'town square, city square, market square, village square, main square, plaza',
  },
  es: {
    kitchen: 'cocina, cocinas, encimera',
    table: 'mesa, sobre la mesa, encima de la mesa, mesa de comedor, escritorio, mesita',
    park: 'parque, parque infantil, parque urbano',
    village: 'pueblo, pueblito, aldea, aldeas',
    waterfall: 'cascada, cascadas, catarata, cataratas, salto de agua',
    reef: 'arrecife, arrecifes, arrecife de coral, arrecifes de coral',
    bamboo: 'bambú, bambu, bosque de bambú, bambúes, bambusal',
    room: 'aula, salón de clases, baño, cuarto de baño, sala de estar, biblioteca',
    city: 'plaza, plaza mayor, plaza del pueblo',
  },
  fr: {
    kitchen: 'cuisine, cuisines, plan de travail',
    table: 'table, sur la table, table basse, table de cuisine, table à manger',
    park: 'parc, parcs, jardin public, square, aire de jeux',
    village: 'village, villages, hameau, petit village',
    waterfall: 'cascade, cascades, chute d eau, chutes d eau',
    reef: 'récif, récifs, récif de corail, récif corallien, barrière de corail',
    bamboo: 'bambou, bambous, forêt de bambous, bambouseraie',
    room: 'salle de classe, salle de bain, salle de bains, séjour, bibliothèque',
    city: 'place du village, place de la ville, grand place, grand-place, place du marché',
  },
  de: {
    kitchen: 'küche, küchen, kochnische, arbeitsplatte',
    table: 'tisch, tischplatte, auf dem tisch, esstisch, küchentisch, schreibtisch, couchtisch',
    park: 'park, parks, stadtpark, spielplatz',
    village: 'dorf, dörfer, dörfchen, bergdorf',
    waterfall: 'wasserfall, wasserfälle',
    reef: 'riff, riffe, korallenriff, korallenriffe',
    bamboo: 'bambus, bambuswald, bambushain, bambusdickicht',
    room: 'klassenzimmer, klassenraum, badezimmer, wohnzimmer, flur, bibliothek',
    city: 'marktplatz, stadtplatz, dorfplatz, hauptplatz',
  },
  ru: {
    kitchen: 'кухн*',
    table: 'стол, столе, стола, столом, на столе, столик*, столешниц*',
    park: 'парк*',
    village: 'деревн*, деревушк*, село, селе, села, посёлок, поселке, посёлке',
    waterfall: 'водопад*',
    reef: 'риф*, коралловый риф, коралловом рифе, коралловые рифы',
    bamboo: 'бамбук*, бамбуков*',
    room: 'класс*, ванн*, гостин*, кабинет*, библиотек*',
    city: 'площадь, площади, площадью, главная площадь',
  },
  ja: {
    kitchen: '台所, キッチン, 厨房',
    table: 'テーブル, 机, 食卓, ちゃぶ台, 机の上, テーブルの上',
    park: '公園',
    village: '村, 集落, 山村, 農村',
    waterfall: '滝',
    reef: 'サンゴ礁, 珊瑚礁, リーフ',
    bamboo: '竹林, 竹やぶ, 竹藪, 竹の森, 竹',
    room: '教室, 浴室, お風呂, 居間, 書斎, 図書館',
    city: '広場',
  },
  'zh-CN': {
    kitchen: '厨房, 灶台',
    table: '桌子, 桌上, 桌面, 餐桌, 书桌, 茶几',
    park: '公园',
    village: '村庄, 村子, 乡村, 小村, 村落',
    waterfall: '瀑布',
    reef: '珊瑚礁, 礁石',
    bamboo: '竹林, 竹子, 竹海',
    room: '教室, 浴室, 卫生间, 客厅, 图书馆',
    city: '广场',
  },
  ar: {
    kitchen: 'مطبخ, المطبخ',
    table: 'طاولة, الطاولة, على الطاولة, مائدة, المائدة',
    park: 'منتزه, المنتزه, متنزه, حديقة عامة, الحديقة العامة',
    village: 'قرية, القرية, قرى',
    waterfall: 'شلال, الشلال, شلالات',
    reef: 'شعاب, الشعاب, شعاب مرجانية, الشعاب المرجانية',
    bamboo: 'خيزران, الخيزران, بامبو, غابة خيزران, غابة الخيزران',
    room: 'فصل دراسي, الفصل الدراسي, غرفة الصف, غرفة المعيشة, مكتبة',
    city: 'ساحة, الساحة, ساحة المدينة',
  },
  fa: {
    kitchen: 'آشپزخانه',
    table: 'میز, روی میز, سر میز',
    park: 'پارک, بوستان',
    village: 'روستا, روستای, دهکده',
    waterfall: 'آبشار',
    reef: 'صخره مرجانی, صخره های مرجانی, آبسنگ, آبسنگ مرجانی',
    bamboo: 'بامبو, جنگل بامبو, خیزران',
    room: 'کلاس درس, کلاس, حمام, اتاق نشیمن, کتابخانه',
    city: 'میدان, میدون, میدان شهر',
  },
  hi: {
    kitchen: 'रसोई, रसोईघर, किचन',
    table: 'मेज़, मेज, मेज़ पर, मेज पर, टेबल',
    park: 'पार्क, उद्यान',
    village: 'गाँव, गांव, ग्राम',
    waterfall: 'झरना, झरने, जलप्रपात',
    reef: 'मूंगा चट्टान, प्रवाल भित्ति, रीफ',
    bamboo: 'बांस, बाँस, बांस का जंगल, बाँस का जंगल',
    room: 'कक्षा, बाथरूम, स्नानघर, बैठक, पुस्तकालय',
    city: 'चौक, चौराहा, चौराहे',
  },
  pt: {
    kitchen: 'cozinha, cozinhas, bancada',
    table: 'mesa, sobre a mesa, em cima da mesa, escrivaninha, mesinha',
    park: 'parque, parquinho',
    village: 'vila, vilarejo, aldeia, povoado',
    waterfall: 'cachoeira, cachoeiras, cascata, catarata, queda d água',
    reef: 'recife, recifes, recife de coral, recifes de coral',
    bamboo: 'bambu, bambus, bambuzal, floresta de bambu',
    room: 'sala de aula, banheiro, casa de banho, sala de estar, biblioteca',
    city: 'praça, largo, praça central',
  },
  it: {
    kitchen: 'cucina, cucine',
    table: 'tavolo, tavola, sul tavolo, tavolino, scrivania',
    park: 'parco, parchi, giardini pubblici, parco giochi',
    village: 'villaggio, paesino, borgo',
    waterfall: 'cascata, cascate',
    reef: 'barriera corallina, scogliera corallina, reef',
    bamboo: 'bambù, bambu, bosco di bambù, canneto di bambù',
    room: 'aula, bagno, soggiorno, biblioteca',
    city: 'piazza, piazze, piazzetta, piazza del paese',
  },
  id: {
    kitchen: 'dapur',
    table: 'meja, di atas meja, meja makan',
    park: 'taman, taman kota, taman bermain',
    village: 'desa, kampung, dusun',
    waterfall: 'air terjun, curug',
    reef: 'terumbu, terumbu karang',
    bamboo: 'bambu, hutan bambu, rumpun bambu',
    room: 'ruang kelas, kelas, kamar mandi, ruang keluarga, perpustakaan',
    city: 'alun-alun, alun alun, lapangan kota',
  },
  nl: {
    kitchen: 'keuken, keukens',
    table: 'tafel, op tafel, op de tafel, eettafel, keukentafel, bureau',
    park: 'park, parken, stadspark, speeltuin',
    village: 'dorp, dorpje, dorpen, gehucht',
    waterfall: 'waterval, watervallen',
    reef: 'rif, riffen, koraalrif, koraalriffen',
    bamboo: 'bamboe, bamboebos',
    room: 'klaslokaal, badkamer, woonkamer, bibliotheek',
    city: 'plein, pleintje, marktplein, dorpsplein, stadsplein',
  },
  vi: {
    kitchen: 'nhà bếp, căn bếp, bếp',
    table: 'bàn, trên bàn, mặt bàn, bàn ăn',
    park: 'công viên',
    village: 'làng, ngôi làng, làng quê',
    waterfall: 'thác nước, thác',
    reef: 'rạn san hô',
    bamboo: 'tre, rừng tre, lũy tre, rừng trúc',
    room: 'lớp học, phòng tắm, phòng khách, thư viện',
    city: 'quảng trường',
  },
  tr: {
    kitchen: 'mutfak, mutfakta',
    table: 'masa, masada, masanın üstünde, masanın üzerinde',
    park: 'park, parkta, oyun parkı',
    village: 'köy, köyde, köyü',
    waterfall: 'şelale',
    reef: 'resif, mercan resifi',
    bamboo: 'bambu, bambu ormanı',
    room: 'sınıf, banyo, oturma odası, kütüphane',
    city: 'meydan, meydanda, meydanı, köy meydanı',
  },
  ko: {
    kitchen: '부엌, 주방',
    table: '탁자, 식탁, 테이블, 책상',
    park: '공원',
    village: '마을, 시골 마을',
    waterfall: '폭포',
    reef: '산호초',
    bamboo: '대나무, 대나무 숲, 대숲',
    room: '교실, 욕실, 화장실, 거실, 도서관',
    city: '광장',
  },
};

/**
 * A locale's setting words with these places first: the dictionaries keep the first meaning of
 * a word, so "kitchen" is a kitchen and no longer the room it also is in the room's list.
 */
export function withPlaces(locale: string, setting: PlaceWords): PlaceWords {
  const places = PLACE_WORDS[locale];
  if (!places) return setting;
  const out: PlaceWords = { ...places };
  for (const [name, words] of Object.entries(setting) as [Setting, string][])
    out[name] = out[name] ? `${out[name]}, ${words}` : words;
  return out;
}
