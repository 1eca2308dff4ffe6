/**
 * Builds src/engine/animatic/data/lexicon.json, the subject index of the animatic's understand
 * step (ARCHITECTURE.md "The animatic"). Run: `npx tsx scripts/build-lexicon.ts` (add `--check`
 * to only compare; src/engine/animatic/lexicon.test.ts fails when the committed file is stale).
 *
 * Subjects are the emoji that (a) we can draw: present in the Fluent Emoji flat set the renderer
 * uses, and (b) make sense as a drawn subject: animals, plants, food, transport, buildings, sky
 * objects, activity figures, sports items and a curated list of objects (faces, hands, symbols,
 * clocks and flags are left out). For each one the index keeps, per locale, the CLDR short name
 * and keywords (normalised the way understand.ts normalises prompt words), plus the default motion
 * and setting the subject implies when the prompt is silent.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALE_CLDR, normalizeTerm, stemTerm } from '@/engine/animatic/normalize';
import { EVERYDAY_NAMES } from '@/engine/animatic/words/everyday';
import { EXTRA_ICONS, isVerbKeyword, PLACE_OF_EMOJI } from '@/engine/animatic/words/nouns';
import type { Motion, Setting } from '@/lib/scene-plan';

const require = createRequire(import.meta.url);
const OUT = path.join(__dirname, '../src/engine/animatic/data/lexicon.json');

type Meta = { categories: Record<string, string[]> };
const chars = require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
const meta = require('@iconify-json/fluent-emoji-flat/metadata.json') as Meta;
type Annotations = { annotations: { annotations: Record<string, { default?: string[]; tts?: string[] }> } };
const cldr = (lang: string): Annotations['annotations']['annotations'] =>
  (require(`cldr-annotations-full/annotations/${lang}/annotations.json`) as Annotations).annotations.annotations;

const SKIN = /-(light|dark|medium|medium-light|medium-dark)$/;

// Activity figures and people worth drawing (gendered variants follow their person- form).
const PEOPLE = new Set(
  'astronaut baby child boy girl man woman person old-man old-woman older-person farmer cook firefighter pilot police-officer scientist artist singer student teacher detective ninja prince princess santa-claus skier snowboarder horse-racing people-hugging construction-worker health-worker mechanic technologist office-worker guard troll'.split(
    ' ',
  ),
);
const PEOPLE_ACTIVITY =
  /^(person|man|woman)-(running|walking|surfing|swimming|biking|mountain-biking|rowing-boat|climbing|cartwheeling|dancing|juggling|golfing|lifting-weights|in-lotus-position|fencing|playing-handball|playing-water-polo|bouncing-ball|wrestling|fairy|merpeople|superhero|supervillain|mage|elf|genie|vampire|zombie|astronaut|farmer|cook|firefighter|pilot|police-officer|scientist|artist|singer|student|teacher|detective|mechanic)$/;
// No camera: in a video prompt "camera" names the shot ("the camera pans left"), not a thing to draw.
const OBJECTS = new Set(
  'guitar violin trumpet saxophone drum accordion banjo flute bell candle light-bulb crown gem-stone key old-key telescope red-paper-lantern bubbles backpack umbrella books open-book scroll shield crossed-swords bow-and-arrow boomerang magnet microscope ladder basket bucket broom hourglass-not-done gear moai coin money-bag headphone microphone television laptop mobile-phone radio diya-lamp flashlight axe pick hammer wrench'.split(
    ' ',
  ),
);
const SMILEYS = new Set('alien alien-monster ghost robot goblin ogre skull bomb'.split(' '));
const ACTIVITY_SKIP =
  /medal|ticket|suit$|^joker|mahjong|puzzle|reminder|ribbon|knot|thread|yarn|sewing|nazar|hamsa|slot-machine|video-game|joystick|game-die|flower-playing|red-envelope|running-shirt|framed-picture|artist-palette|piata|sparkles|pine-decoration|tanabata|moon-viewing|japanese-dolls|nesting-dolls|chess-pawn|pool-8-ball|bullseye|performing-arts|flag-in-hole|goal-net|martial-arts-uniform/;
const TRAVEL_SKIP =
  /oclock|thirty|clock|timer|stopwatch|hourglass|watch$|^cloud|^sun-behind|droplet|snowflake|high-voltage|water-wave|^fog|foggy|cyclone|thermometer|map|globe|luggage|bellhop|construction$|traffic-light|stop-sign|fuel-pump|oil-drum|barber|^seat$|brick|wood|wheel$|railway-track|motorway|police-car-light|airplane-(arrival|departure)|oncoming-|-face$|new-moon|night-with-stars|sunrise|sunset|cityscape|bridge-at-night|desert$|national-park|mountain$|snow-capped-mountain|mount-fuji|volcano|desert-island|beach-with-umbrella|wind-face|^rock$|hot-springs|compass|closed-umbrella|umbrella-with-rain|umbrella-on-ground|love-hotel|wedding|playground/;
const ANIMAL_SKIP = /-face$|pig-nose|paw-prints|microbe|empty-nest|nest-with-eggs|wilted|rosette|wing$|feather|bug$/;
const FOOD_SKIP =
  /fork|spoon|chopsticks|knife|jar$|amphora|baby-bottle|salt|butter|pouring|cooking|canned|takeout|^ice$|bowl-with|beverage-box|oden|dango|fish-cake|mate$|tumbler|clinking|sake|glass-of-milk|fondue|custard/;

function wanted(category: string, name: string): boolean {
  if (SKIN.test(name)) return false;
  if (EXTRA_ICONS.has(name)) return true;
  switch (category) {
    case 'Animals & Nature':
      return !ANIMAL_SKIP.test(name);
    case 'Food & Drink':
      return !FOOD_SKIP.test(name);
    case 'Travel & Places':
      return (
        !TRAVEL_SKIP.test(name) ||
        /^(sun|star|comet|rainbow|full-moon|crescent-moon|milky-way|shooting-star|glowing-star|volcano|tornado|cloud|fire|umbrella)$/.test(
          name,
        )
      );
    case 'Activities':
      return !ACTIVITY_SKIP.test(name);
    case 'People & Body':
      return PEOPLE.has(name) || PEOPLE_ACTIVITY.test(name);
    case 'Objects':
      return OBJECTS.has(name);
    case 'Smileys & Emotion':
      return SMILEYS.has(name);
    default:
      return false;
  }
}

/** Things in the sky: subjects only when the prompt makes them one (understand.ts). */
const SKY = /^(sun|star|glowing-star|shooting-star|comet|rainbow|full-moon|crescent-moon|milky-way|cloud)$/;

// Default motion and setting from what the subject is (English name + keywords), first rule wins.
const RULES: Array<[RegExp, Motion, Setting | null]> = [
  [/^(rocket|flying saucer|satellite)$|astronaut/, 'rise', 'space'],
  [/^ringed planet$/, 'idle', 'space'],
  [/^(comet|shooting star)$/, 'fall', null],
  [/^(full moon|crescent moon|sun|star|glowing star|rainbow|milky way)$/, 'idle', null],
  [/^cloud$/, 'float', 'sky'],
  [/\b(balloon|bubbles|ghost|lantern|kite|parachute|jellyfish|fairy|genie)\b/, 'float', 'sky'],
  [/\b(airplane|helicopter|aerial tramway|superhero|supervillain)\b/, 'fly', 'sky'],
  [/^(duck|swan|goose|flamingo)$/, 'swim', 'lake'],
  // Birds that live on the ground: they walk and display on it, never float in an empty sky.
  [/^(peacock|turkey|chicken|rooster|dodo)$/, 'walk', 'meadow'],
  [/^(snowman|snowman without snow)$/, 'idle', 'snowfield'],
  [/^(penguin|polar bear|skier|snowboarder|sled|ice skate|seal)$/, 'walk', 'snowfield'],
  [
    /\b(bird|bat|butterfly|honeybee|lady beetle|mosquito|fly|dragon|eagle|owl|dove|parrot|phoenix|blackbird|leaf fluttering)\b/,
    'fly',
    'sky',
  ],
  [
    /\b(fish|whale|dolphin|shark|octopus|squid|shrimp|lobster|coral|merpeople|merman|mermaid|merperson|oyster|blowfish|water polo|diving mask)\b/,
    'swim',
    'underwater',
  ],
  [/\bswimming\b/, 'swim', 'sea'],
  [/\b(crab|spiral shell|turtle)\b/, 'walk', 'beach'],
  [/\b(sailboat|ship|boat|ferry|canoe|speedboat|anchor|ring buoy|surfing|rowing)\b/, 'sail', 'sea'],
  [/\b(camel|cactus|scorpion|lizard)\b/, 'walk', 'desert'],
  [/\b(tram|train|railway|locomotive|metro|monorail|bullet|light rail|station)\b/, 'drive', 'city'],
  [
    /\b(car|automobile|taxi|bus|truck|lorry|ambulance|fire engine|tractor|motorcycle|scooter|bicycle|biking|rickshaw|skateboard|roller skate|sport utility|minibus|trolleybus|wheelchair)\b/,
    'drive',
    'street',
  ],
  [/\b(running|horse racing)\b/, 'run', 'meadow'],
  [/\b(frog|kangaroo|rabbit|cricket|cartwheeling|bouncing ball|juggling)\b/, 'jump', 'meadow'],
  [
    /\b(ferris wheel|carousel|roller coaster|tornado|flying disc|yo-yo|mirror ball|cyclone|dancing|dancer)\b/,
    'spin',
    null,
  ],
  [/\b(seedling|mushroom|sprout)\b/, 'grow', 'forest'],
  [
    /\b(tree|palm|flower|blossom|rose|tulip|sunflower|hibiscus|hyacinth|lotus|bouquet|herb|shamrock|clover|leaf|sheaf|plant|grain|wind chime|carp streamer)\b/,
    'sway',
    'meadow',
  ],
  [
    /\b(deer|bear|fox|wolf|chipmunk|hedgehog|raccoon|badger|beaver|boar|moose|owl|squirrel|skunk|sloth|snail|spider|ant|beetle|worm)\b/,
    'walk',
    'forest',
  ],
  [/\b(monkey|gorilla|orangutan|parrot|tiger|leopard|crocodile|snake)\b/, 'walk', 'forest'],
  [
    /\b(lion|elephant|giraffe|zebra|rhinoceros|hippopotamus|water buffalo|bison|mammoth|t-rex|sauropod)\b/,
    'walk',
    'meadow',
  ],
  [/^cat$|black cat|hamster|mouse|rat$|poodle|teddy bear/, 'walk', 'room'],
  // A fire burns where it is (a campfire, a hearth): it flickers, it does not fly off.
  [/^fire$/, 'sway', null],
  [/\b(fire|volcano|fireworks|firecracker|sparkler)\b/, 'rise', null],
  [
    /\b(house|building|castle|church|mosque|temple|synagogue|shrine|hospital|school|hotel|bank|office|factory|stadium|store|tower|statue|post office|classical|fountain|kaaba|derelict|hut|tent|camping|circus)\b/,
    'idle',
    'city',
  ],
  [
    /\b(walking|person|man|woman|boy|girl|child|baby|people|older|farmer|cook|pilot|officer|ninja|prince|princess|santa|troll|robot|alien|ogre|goblin|zombie|vampire|elf|mage|worker|scientist|artist|singer|student|teacher|detective|mechanic|technologist|guard|climbing|golfing|fencing|lifting)\b/,
    'walk',
    'meadow',
  ],
  [
    /\b(dog|horse|cow|ox|pig|sheep|ewe|ram|goat|chicken|rooster|chick|turkey|donkey|llama|unicorn|dodo|koala|panda|otter|kangaroo)\b/,
    'walk',
    'meadow',
  ],
];

function defaults(label: string, category: string): [Motion, Setting | null] {
  if (category === 'Food & Drink' && !/crab|lobster|shrimp|squid|oyster|mushroom/.test(label)) return ['idle', null];
  for (const [re, motion, setting] of RULES) if (re.test(label)) return [motion, setting];
  return ['idle', null];
}

/** Codepoints as chars.json spells them ("1f3d4") → the CLDR key (no FE0F) and the fully qualified emoji. */
function emojiOf(code: string): { key: string; full: string } {
  const cps = code.split('-').map((h) => Number.parseInt(h, 16));
  const bare = cps.filter((c) => c !== 0xfe0f);
  const key = String.fromCodePoint(...bare);
  // Fully qualified: a component without emoji presentation gets FE0F (🏔 → 🏔️, ♂ → ♂️).
  const parts: number[] = [];
  bare.forEach((c, i) => {
    parts.push(c);
    const ch = String.fromCodePoint(c);
    const next = bare[i + 1];
    const isModifier = next !== undefined && next >= 0x1f3fb && next <= 0x1f3ff;
    if (c !== 0x200d && /\p{Extended_Pictographic}/u.test(ch) && !/\p{Emoji_Presentation}/u.test(ch) && !isModifier)
      parts.push(0xfe0f);
  });
  return { key, full: String.fromCodePoint(...parts) };
}

// English words that name a family of emoji: the common one wins over its relatives.
const PREFERRED = new Set(
  '⛵ 🐦 🐟 🚗 🐕 🐈 🐎 🌳 🌸 🎈 ✈️ 🚆 🌕 ⭐ ☀️ 🧑 👨 👩 🚀 🚢 🚲 🏠 🏰 🐄 🐖 🐑 🐒 🐭 🐇 🐅 🍄 🐉 🦋 🐢 🍎 🚌 🚕 🏍️ 🐻 🐘 🦁 🦊 🐺 🦌 🐴 🌹 🌲 🐬 🐋 🦆 🦢 🦅 🦉 🐧 🐸 🐍 🐝 🏃 🚶 🏄 🏊 🚴 💃 👶 🧒 🤖 👻 👽 🌈 🔥 🌋 🍕 🎸 🕯️ 🌻 🍁 🐙 🦈 🦀 🐪 🌵 🚁 🛸 🪐 🚜 ⚽ 🏀 🪁'.split(
    ' ',
  ),
);

// Generic English keywords that describe rather than name (CLDR lists "big" for 🐅, "two" for 🐫).
const KEYWORD_STOP = new Set(
  'big small little large huge tiny full empty half quarter two one three old new good bad happy sad hot cold fast slow light dark long tall short over under up down top face animal nature place travel weather object activity food drink sport game vehicle transport building holiday celebration celebrate party time day night year love fun cute beautiful wild summer winter spring autumn vacation play playing fun fishing'.split(
    ' ',
  ),
);

// Everyday words CLDR does not list for the emoji people mean by them (generic "boat" words that
// CLDR gives to the canoe, broken plurals, a sailboat named in two words).
const EXTRA_NAMES: Record<string, Record<string, string>> = {
  en: {
    spaceship: '🚀',
    jaguar: '🐆',
    jaguars: '🐆',
    spacecraft: '🚀',
    people: '🧑',
    kid: '🧒',
    kids: '🧒',
    goldfish: '🐠',
    seagull: '🐦',
    gull: '🐦',
    puppy: '🐕',
    kitten: '🐈',
    birds: '🐦',
  },
  es: { velero: '⛵', pajaro: '🐦', pajaros: '🐦' },
  fr: { voilier: '⛵', 'bateau a voile': '⛵', oiseaux: '🐦' },
  de: { segelboot: '⛵', vogel: '🐦', vögel: '🐦', reh: '🦌', rehe: '🦌', rehkitz: '🦌', kitz: '🦌', hirschkuh: '🦌' },
  it: { 'barca a vela': '⛵', uccelli: '🐦', uccello: '🐦' },
  pt: { veleiro: '⛵', passaro: '🐦', passaros: '🐦' },
  nl: { zeilboot: '⛵', vogels: '🐦', boom: '🌳', bomen: '🌳', boompje: '🌳', maan: '🌕' },
  ru: {
    'воздушный шар': '🎈',
    'воздушные шары': '🎈',
    парусник: '⛵',
    птицы: '🐦',
    птица: '🐦',
    панда: '🐼',
    панды: '🐼',
  },
  ar: { طيور: '🐦', طائر: '🐦', 'مركب شراعي': '⛵', 'قارب شراعي': '⛵', قمر: '🌕', حصان: '🐎', خيول: '🐎' },
  fa: { پرنده: '🐦', پرندگان: '🐦', 'قایق بادبانی': '⛵', اسب: '🐎', زنبور: '🐝', زنبورها: '🐝' },
  hi: {
    'पाल वाली नाव': '⛵',
    नाव: '⛵',
    पक्षी: '🐦',
    मधुमक्खी: '🐝',
    मधुमक्खियाँ: '🐝',
    पांडा: '🐼',
    पंडा: '🐼',
    चाँद: '🌕',
    चांद: '🌕',
    चंद्रमा: '🌕',
    चन्द्रमा: '🌕',
  },
  ko: { 요트: '⛵', 새: '🐦', 판다: '🐼', 팬더: '🐼' },
  tr: { at: '🐎', yelkenli: '⛵', 'yelkenli tekne': '⛵', kuş: '🐦' },
  'zh-CN': {
    月亮: '🌕',
    鸟儿: '🐦',
    鸟: '🐦',
    人: '🧑',
    人们: '🧑',
    荷花: '🪷',
    莲花: '🪷',
    睡莲: '🪷',
    火锅: '🍲',
    麻辣烫: '🍲',
  },
  ja: { ヨット: '⛵', 鳥: '🐦', 月: '🌕', 人: '🧑', 人々: '🧑' },
  vi: { 'thuyền buồm': '⛵', chim: '🐦', 'gấu trúc': '🐼', 'quả bóng bay': '🎈', 'bóng bay': '🎈' },
  id: { 'perahu layar': '⛵', burung: '🐦' },
};

type Entry = [emoji: string, label: string, motion: Motion, setting: Setting | '', flags: number];

export function buildLexicon(): {
  emoji: Entry[];
  terms: Record<string, Record<string, number[]>>;
  alias: Record<string, number>;
} {
  const byName = new Map<string, string>();
  for (const [code, name] of Object.entries(chars))
    if (!code.includes('fe0f') || !byName.has(name)) byName.set(name, code);
  const en = cldr('en');
  const entries: Entry[] = [];
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const [category, names] of Object.entries(meta.categories)) {
    for (const name of names) {
      if (!wanted(category, name)) continue;
      const code = [...byName.entries()].find(([n]) => n === name)?.[1];
      if (!code) continue;
      const { key, full } = emojiOf(code);
      const label = en[key]?.tts?.[0];
      if (!label || seen.has(key)) continue;
      seen.add(key);
      const [motion, implied] = defaults(label, category);
      // A dish, a cup or a laptop is on a table; Mount Fuji is among mountains.
      const setting = PLACE_OF_EMOJI[full] ?? PLACE_OF_EMOJI[key] ?? implied;
      const flags = (SKY.test(name) ? 1 : 0) | (PREFERRED.has(full) || PREFERRED.has(key) ? 2 : 0);
      entries.push([full, label, motion, setting ?? '', flags]);
      keys.push(key);
    }
  }
  // Per locale: normalised term → emoji indexes; a name is stored as i, a keyword as -(i+1).
  const terms: Record<string, Record<string, number[]>> = {};
  for (const [locale, lang] of Object.entries(LOCALE_CLDR)) {
    const ann = cldr(lang);
    const map: Record<string, number[]> = {};
    const add = (term: string, value: number) => {
      const t = stemTerm(normalizeTerm(term, locale), locale);
      if (!t || t.length > 40) return;
      map[t] ??= [];
      const list = map[t];
      if (!list.includes(value) && !list.includes(-value - 1)) list.push(value);
      // Vietnamese is often typed without its marks: the bare form names the same thing.
      if (locale === 'vi') {
        const bare = t
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/đ/g, 'd')
          .normalize('NFC');
        if (bare !== t) {
          map[bare] ??= [];
          const other = map[bare];
          if (!other.includes(value) && !other.includes(-value - 1)) other.push(value);
        }
      }
    };
    for (const [term, emoji] of Object.entries(EXTRA_NAMES[locale] ?? {})) {
      const i = entries.findIndex((e) => e[0] === emoji);
      if (i < 0) throw new Error(`EXTRA_NAMES: ${emoji} is not a subject`);
      add(term, i);
    }
    for (const [emoji, words] of Object.entries(EVERYDAY_NAMES[locale] ?? {})) {
      const i = entries.findIndex((e) => e[0] === emoji);
      if (i < 0) throw new Error(`EVERYDAY_NAMES: ${emoji} is not a subject`);
      for (const term of words.split(',')) add(term.trim(), i);
    }
    keys.forEach((key, i) => {
      const a = ann[key];
      if (!a) return;
      for (const name of a.tts ?? []) add(name, i);
      // A keyword names the emoji when it is (part of) the head word of its name ("boat" of
      // "sailboat", "лис" of "морда лисицы"), or when the emoji is the common member of its family
      // (🐈 for "cat", 🚗 for "car"); the rest are associations ("bowl" of 🏈, "tropical" of 🐠).
      const names = (a.tts ?? []).map((n) => normalizeTerm(n, locale));
      const preferred = ((entries[i]?.[4] ?? 0) & 2) !== 0;
      // The Earth's keywords are continents, "globe" and "ball", names of other things: only our
      // own words (words/nouns.ts) name it.
      if (entries[i]?.[0] === '🌍') return;
      for (const kw of a.default ?? []) {
        if (locale === 'en' && KEYWORD_STOP.has(kw)) continue;
        if (isVerbKeyword(kw, locale)) continue;
        const k = normalizeTerm(kw, locale);
        if (preferred || names.some((n) => n === k || (n.split(' ').pop() ?? '').includes(k))) add(kw, -i - 1);
      }
    });
    // Names first, then keywords; a keyword shared by many emoji says little, so it is dropped.
    for (const [t, list] of Object.entries(map)) {
      const names = list.filter((v) => v >= 0);
      const kws = list.filter((v) => v < 0);
      const kept = [...names, ...(kws.length > 12 && names.length === 0 ? [] : kws)];
      if (kept.length === 0) delete map[t];
      else map[t] = kept;
    }
    terms[locale] = map;
  }
  // Emoji typed in the prompt that we draw with a relative: an animal's face → the animal.
  const alias: Record<string, number> = {};
  const byLabel = new Map(entries.map((e, i) => [e[1], i]));
  for (const [key, a] of Object.entries(en)) {
    const name = a.tts?.[0] ?? '';
    const base = byLabel.get(name.replace(/ face$/, ''));
    if (name.endsWith(' face') && base !== undefined && !keys.includes(key)) alias[key] = base;
  }
  return { emoji: entries, terms, alias };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const json = `${JSON.stringify(buildLexicon())}\n`;
  if (process.argv.includes('--check')) {
    const same = readFileSync(OUT, 'utf8') === json;
    console.log(same ? 'lexicon.json is up to date' : 'lexicon.json is stale: run npx tsx scripts/build-lexicon.ts');
    process.exit(same ? 0 : 1);
  }
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, json);
  console.log(`wrote ${OUT} (${(json.length / 1024).toFixed(0)} kB)`);
}
