/**
 * Winter words in each of the 17 locales: a place under snow ("a snowy village", "ein verschneiter
 * Wald"), frozen water ("a frozen lake", "замёрзшее озеро") and skating, which means ice when the
 * place has water ("kinderen schaatsen op een gracht"). The parser's own dictionaries read a snow
 * word beside a place as "not falling snow" and then drop it; this module keeps what it said.
 * Spelling: ", " between entries, a trailing "*" for any ending. Entries in scripts without spaces
 * between words, or that glue particles to the word (Arabic, Persian, Devanagari, Hangul, CJK),
 * match anywhere in the prompt.
 */
import type { ScenePlan } from '@/lib/scene-plan';
import { SETTING_ART } from '../settings';

type WinterWords = { snowy: string; frozen: string; skating: string };

const WINTER_WORDS: Record<string, WinterWords> = {
  en: {
    snowy:
      'snowy, snow covered, snowcapped, snow capped, snowbound, snowed in, in the snow, covered in snow, winter*, wintry, wintery, frosty, snowman, snowmen',
    frozen: 'frozen, icy, iced over, ice covered, on ice, on the ice, ice rink',
    skating: 'skating, skater, skaters, skates, ice skat*, ⛸',
  },
  es: {
    snowy: 'nevad*, nevando, cubiert* de nieve, en la nieve, invierno, invernal*, muñeco de nieve',
    frozen: 'congelad*, sobre el hielo, sobre hielo, en el hielo, cubiert* de hielo, pista de hielo',
    skating: 'patinando, patinar, patina, patinan, patinador*, patinaje, patines',
  },
  fr: {
    snowy: 'enneig*, sous la neige, dans la neige, couvert* de neige, hiver*, hivernal*, bonhomme de neige',
    frozen: 'gelé, gelée, gelés, gelées, glacé, glacée, glacés, glacées, sur la glace, verglac*, patinoire',
    skating: 'patin*',
  },
  de: {
    snowy: 'verschneit*, schneebedeckt*, im schnee, winter*, schneemann',
    frozen: 'gefroren*, zugefroren*, vereist*, eisig*, auf dem eis, auf eis, eisbahn',
    skating: 'schlittschuh*, eislauf*, eisläufer*, läuft schlittschuh',
  },
  ru: {
    snowy: 'снежн*, заснеженн*, в снегу, покрыт* снегом, зим*, снеговик*',
    frozen: 'замерзш*, замерзл*, замерзш*, ледян*, обледенел*, на льду, покрыт* льдом, скованн* льдом, каток, катке',
    skating: 'коньк*, на коньках, фигурист*, конькобеж*',
  },
  pt: {
    snowy: 'nevad*, coberto de neve, coberta de neve, cobert* de neve, na neve, inverno, invernal, boneco de neve',
    frozen: 'congelad*, sobre o gelo, no gelo, cobert* de gelo, pista de gelo',
    skating: 'patinando, patinar, patina, patinam, patinador*, patinação, patins',
  },
  it: {
    snowy: 'innevat*, copert* di neve, sotto la neve, nella neve, inverno, invernal*, pupazzo di neve',
    frozen: 'ghiacciat*, congelat*, sul ghiaccio, pista di ghiaccio',
    skating: 'pattin*',
  },
  nl: {
    snowy: 'besneeuwd*, ondergesneeuwd*, in de sneeuw, winter*, sneeuwpop*',
    frozen: 'bevroren, dichtgevroren, ijzig*, op het ijs, op ijs, ijsbaan',
    skating: 'schaats*',
  },
  ja: {
    snowy: '雪景色, 雪の積もった, 雪に覆われた, 雪をかぶった, 雪化粧, 銀世界, 雪国, 冬の, 真冬, 雪だるま',
    frozen: '凍った, 凍りついた, 凍結した, 氷の張った, 氷上, 氷の上, スケートリンク',
    skating: 'スケートを, スケートする, スケーター, アイススケート, フィギュアスケート',
  },
  'zh-CN': {
    snowy: '雪景, 积雪, 白雪, 雪地, 被雪覆盖, 冬天, 冬日, 冬季, 雪人',
    frozen: '结冰, 冰冻, 冰封, 冰面, 冰上, 冻结, 溜冰场, 滑冰场',
    skating: '滑冰, 溜冰, 冰鞋',
  },
  ko: {
    snowy: '눈 덮인, 눈덮인, 눈이 쌓인, 눈 쌓인, 설경, 겨울, 눈사람',
    frozen: '얼어붙은, 얼어 붙은, 꽁꽁 언, 얼음 위, 빙판, 얼음판, 스케이트장',
    skating: '스케이트, 스케이팅',
  },
  ar: {
    snowy: 'مثلج, مغطاة بالثلج, مغطى بالثلج, المغطاة بالثلوج, شتاء, شتوي, الشتاء, رجل ثلج',
    frozen: 'متجمد, المتجمد, متجمدة, المتجمدة, جليدي, على الجليد, حلبة تزلج',
    skating: 'تزلج, يتزلج, يتزلجون, تتزلج, التزلج على الجليد',
  },
  fa: {
    snowy: 'برفی, پوشیده از برف, برفپوش, برف‌پوش, زمستان, زمستانی, آدم برفی',
    frozen: 'یخ‌زده, یخزده, یخ زده, یخبسته, یخ‌بسته, روی یخ, پیست یخ',
    skating: 'اسکیت, پاتیناژ, اسکی روی یخ',
  },
  hi: {
    snowy: 'बर्फीले, बर्फीली, बर्फीला, बर्फ से ढक, बर्फ़ से ढक, बर्फ में, सर्दी, सर्दियों, शीतकालीन, हिममानव',
    frozen: 'जमी हुई, जमा हुआ, जमे हुए, बर्फ पर, बर्फ़ पर, जमी झील',
    skating: 'स्केटिंग, स्केट',
  },
  id: {
    snowy: 'bersalju, tertutup salju, diselimuti salju, di salju, musim dingin, manusia salju',
    frozen: 'beku, membeku, di atas es, gelanggang es',
    skating: 'seluncur*, berseluncur*, meluncur di atas es',
  },
  tr: {
    snowy: 'karlı, karla kaplı, karlar içinde, kış*, kardan adam',
    frozen: 'donmuş*, buz tutmuş*, buzlu, buzun üzerinde, buz üstünde, buzda, buz pisti',
    skating: 'paten*, buz pateni',
  },
  vi: {
    snowy: 'phủ tuyết, tuyết phủ, đầy tuyết, trong tuyết, mùa đông, ngày đông, người tuyết',
    frozen: 'đóng băng, băng giá, trên băng, mặt băng, sân băng',
    skating: 'trượt băng, trượt patin',
  },
};

/** Scripts whose words are written together or take glued particles: matched anywhere. */
const ANYWHERE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Devanagari}]/u;

const fold = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\u200c/g, '')
    .replace(/[-‐‑–—_'’`´.,;:!?()"“”«»،؛。、，！？]/g, ' ')
    .replace(/\s+/g, ' ');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per kind, over every locale's words (a prompt mixes languages; these words do not collide). */
function pattern(kind: keyof WinterWords): RegExp {
  const parts: string[] = [];
  for (const words of Object.values(WINTER_WORDS))
    for (const raw of words[kind].split(',')) {
      const entry = fold(raw).trim();
      if (!entry) continue;
      const open = entry.endsWith('*');
      const body = escapeRegExp(open ? entry.slice(0, -1) : entry).replace(/ /g, '\\s*');
      if (ANYWHERE.test(entry)) parts.push(body);
      else parts.push(`(?<![\\p{L}\\p{M}])${body}${open ? '' : '(?![\\p{L}\\p{M}])'}`);
    }
  return new RegExp(parts.join('|'), 'u');
}

const SNOWY = pattern('snowy');
const FROZEN = pattern('frozen');
const SKATING = pattern('skating');

/**
 * The winter a prompt gives its place, if any. Frozen water needs water: a frozen forest or an
 * icy street is a place under snow. Skating on water means the water is ice. Falling snow lies on
 * the ground. Where nothing stands (the sky, space, under water) there is no ground to cover.
 */
export function winterOf(prompt: string, plan: ScenePlan): ScenePlan['winter'] {
  const art = SETTING_ART[plan.setting];
  if (art.ground.submerged || (art.ground.ground === null && !art.indoors)) return undefined;
  const text = fold(prompt);
  const water = art.ground.water !== null && !art.indoors;
  const frozen = FROZEN.test(text);
  const skating = SKATING.test(text);
  if (water && (frozen || skating)) return 'frozen';
  // Indoors "frozen" is food from the freezer, not the weather outside the window.
  // A snowman outdoors stands in snow, whatever else the place is.
  const snowman = !art.indoors && plan.subjects.some((s) => /^[☃⛄]/u.test(s.emoji));
  if ((frozen && !art.indoors) || SNOWY.test(text) || plan.weather === 'snow' || snowman) return 'snowy';
  return undefined;
}
