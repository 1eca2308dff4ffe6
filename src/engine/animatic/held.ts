/**
 * Things a person holds: an umbrella over the head, a balloon on a string, a kite flying behind on
 * a long line, a dog on a leash, a bag or a flower in the hand. understand.ts calls `linkHeld` to
 * set `heldBy` when the prompt links the thing to its person (words/held.ts); stage.ts sizes the
 * thing to its holder (`attachHeld`) and asks `heldAt` where it is, which follows the holder's
 * pose, so it never floats apart; draw.ts draws the strings and the leash (`drawHeldLines`).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { MAX_SUBJECTS, type Motion, type SceneSubject, type ScenePlan, type Setting } from '@/lib/scene-plan';
import lexiconData from './data/lexicon.json';
import { crewSeat, isCrew } from './crews';
import { wordPattern } from './mentions';
import { isFigure } from './people';
import type { Box, Pose, Timeline } from './stage';
import { HELD_WORDS } from './words/held';

/**
 * How a thing is held, which says where it sits against its holder. Two bonds are not held in a
 * hand: `food` lies at an animal's mouth as it eats, `mount` is a person seated on an animal's back,
 * `beside` a snowman its maker works at.
 */
export type Grip = 'overhead' | 'string' | 'kite' | 'leash' | 'hand' | 'food' | 'mount' | 'beside' | 'crew';

const GRIPS: Record<string, Grip> = {
  '☂️': 'overhead',
  '☂': 'overhead',
  '🌂': 'overhead',
  '☔': 'overhead',
  '🎈': 'string',
  '🪁': 'kite',
  '🐕': 'leash',
  '🐶': 'leash',
  '🦮': 'leash',
  '🐕‍🦺': 'leash',
  '🐩': 'leash',
  ...Object.fromEntries(
    '👜 👛 🎒 🛍️ 💼 💐 🌹 🌷 🌻 🌸 🔦 🏮 🕯️ 🥏 🧸 🎁 🪄 🍦 ☕ 📱 📖 🏳️ 🚩'.split(' ').map((e) => [e, 'hand' as Grip]),
  ),
};

/** How a thing is held, or null when a hand does not hold it. */
export function gripOf(emoji: string): Grip | null {
  return GRIPS[emoji] ?? GRIPS[emoji.replace(/\uFE0F/g, '')] ?? null;
}

/** Its size against its holder's height. */
const SIZE: Record<Grip, number> = {
  overhead: 0.85,
  string: 0.42,
  kite: 0.42,
  leash: 0.5,
  hand: 0.32,
  food: 0.26,
  mount: 0.72,
  beside: 0.8,
  crew: 0.3,
};

/** Made by hand where it stands: its maker works beside it rather than walking off. */
const MADE = /^[☃⛄]/u;
/** Someone to make a snowman when the prompt names nobody ("堆雪人", "building a snowman"). */
const MAKER: SceneSubject = { emoji: '🧍', label: 'person standing', motion: 'build' };

/** Food and drink of the emoji set (its own blocks), and a bone: what an animal can be eating. */
function isFood(emoji: string): boolean {
  const c = emoji.codePointAt(0) ?? 0;
  return (
    (c >= 0x1f345 && c <= 0x1f37f) ||
    (c >= 0x1f950 && c <= 0x1f96f) ||
    (c >= 0x1f9c0 && c <= 0x1f9cb) ||
    (c >= 0x1fad0 && c <= 0x1fadb) ||
    c === 0x1f9b4 ||
    c === 0x1f33d ||
    c === 0x1f33e
  );
}

/**
 * How high an animal's back is, in its sprite sizes above its feet, and how far back from its
 * middle a rider sits (a camel's rider sits on the hump, an elephant's behind its head).
 */
const BACKS: Record<string, { up: number; aft: number }> = {
  '🐪': { up: 0.5, aft: 0.07 },
  '🐫': { up: 0.5, aft: 0.07 },
  '🐘': { up: 0.58, aft: 0.04 },
};
const BACK = { up: 0.46, aft: 0.04 };

/** Whether a person can sit on this animal's back: it walks on four legs and is no smaller than a dog. */
export function mountable(emoji: string): boolean {
  if (isFigure(emoji) || gripOf(emoji) === 'string' || gripOf(emoji) === 'kite') return false;
  if (emoji in BACKS) return true;
  const nature = natureOf(emoji);
  return (nature === 'walk' || nature === 'run') && !SMALL.has(emoji.replace(/\ufe0f/g, ''));
}
const SMALL = new Set(
  '🐈 🐱 🐈‍⬛ 🐁 🐭 🐀 🐹 🐰 🐇 🐿 🦔 🐢 🦎 🐍 🐜 🐛 🐌 🐞 🦂 🕷 🐸 🦀 🦞 🐓 🐔 🐤 🐥 🐣 🦆 🦃 🐧 🦚 🦜 🦩 🦤'.split(' '),
);

/** Where the words of a list occur in the text: [start, end) spans. */
function spansOf(text: string, locale: string, kind: 'with' | 'fly' | 'walk' | 'build'): [number, number][] {
  const spans: [number, number][] = [];
  for (const l of new Set([locale, 'en'])) {
    const re = wordPattern(l, HELD_WORDS[l]?.[kind] ?? '', 'gu');
    if (!re) continue;
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

/** A sentence ends here: a link never reaches across it. */
const SENTENCE = /[.;!?。！？；\n]/u;

type Lexicon = { emoji: [string, string, Motion, Setting | '', number][] };
let placeOf: Map<string, Setting | ''> | null = null;
function impliedPlace(emoji: string): Setting | '' {
  if (!placeOf) placeOf = new Map((lexiconData as unknown as Lexicon).emoji.map((e) => [e[0], e[3]]));
  return placeOf.get(emoji) ?? '';
}
let natures: Map<string, Motion> | null = null;
function natureOf(emoji: string): Motion | undefined {
  if (!natures) natures = new Map((lexiconData as unknown as Lexicon).emoji.map((e) => [e[0], e[2]]));
  return natures.get(emoji);
}

/**
 * The bonds that need no linking word: food an animal is eating lies at its mouth ("a dog eating a
 * bone"), a person eating holds it in the hand, and a person riding with no mount of their own ("a man riding a camel": people.ts left
 * them standing, with the motion `ride`) sits on the animal the sentence names. Call after linkHeld.
 */
export function linkBonds(plan: ScenePlan, text: string, locale: string): void {
  linkMakers(plan, text, locale);
  const free = (i: number) => plan.subjects[i]?.heldBy === undefined;
  plan.subjects.forEach((rider, i) => {
    if (!isRiderFigure(rider.emoji, rider.motion) || !free(i)) return;
    const mount = plan.subjects.findIndex((s, j) => j !== i && free(j) && mountable(s.emoji));
    if (mount < 0) return;
    const animal = plan.subjects[mount]!;
    if (animal.motion !== 'run') animal.motion = 'walk';
    // The rider comes before its mount, so that it is drawn over the animal's back.
    if (mount < i) {
      plan.subjects[i] = animal;
      plan.subjects[mount] = rider;
      for (const s of plan.subjects)
        if (s.heldBy === i) s.heldBy = mount;
        else if (s.heldBy === mount) s.heldBy = i;
      rider.heldBy = i;
    } else rider.heldBy = mount;
  });
  plan.subjects.forEach((eater, i) => {
    if (eater.motion !== 'eat' || !free(i)) return;
    const food = plan.subjects.findIndex((s, j) => j !== i && free(j) && isFood(s.emoji));
    if (food < 0) return;
    plan.subjects[food]!.heldBy = i;
    plan.subjects[food]!.motion = 'idle';
  });
}

/**
 * A snowman with a verb of making in the sentence ("building a snowman", "лепят снеговика") has
 * its makers beside it, working: the people of the plan, or one person when it names nobody.
 */
function linkMakers(plan: ScenePlan, text: string, locale: string): void {
  let made = plan.subjects.findIndex((s) => MADE.test(s.emoji) && s.heldBy === undefined);
  if (made < 0 || spansOf(text.toLowerCase(), locale, 'build').length === 0) return;
  let maker = plan.subjects.findIndex((s) => isFigure(s.emoji) && s.heldBy === undefined);
  if (maker < 0) {
    if (plan.subjects.length >= MAX_SUBJECTS) return;
    plan.subjects.unshift({ ...MAKER });
    for (const s of plan.subjects) if (s.heldBy !== undefined) s.heldBy += 1;
    maker = 0;
    made += 1;
  }
  const word = plan.subjects[maker]!.word;
  for (const person of plan.subjects)
    if (
      isFigure(person.emoji) &&
      person.heldBy === undefined &&
      (person === plan.subjects[maker] || person.word === word)
    ) {
      // Standing to work: a walking or tumbling figure stands.
      person.emoji = person.emoji.replace(/^(🚶|🤸|🏃)/u, '🧍');
      person.label = person.label.replace(/ (walking|playing|cartwheeling|running)$/, ' standing');
      person.motion = 'build';
    }
  // The snowman goes after its makers: they are the main subject, drawn in front.
  const [thing] = plan.subjects.splice(made, 1) as [SceneSubject];
  for (const s of plan.subjects) if (s.heldBy !== undefined && s.heldBy > made) s.heldBy -= 1;
  if (maker > made) maker -= 1;
  thing.heldBy = maker;
  thing.motion = 'idle';
  plan.subjects.push(thing);
}

/** A standing figure whose motion is riding: a person people.ts found riding no mount of its own. */
function isRiderFigure(emoji: string, motion: Motion): boolean {
  return motion === 'ride' && emoji.replace(/\u200d[\u2640\u2642]\ufe0f?$/, '') === '🧍';
}

/** Whether the subject at `index` is food an animal of the plan is eating. */
export function feeds(plan: ScenePlan, eater: number): boolean {
  return plan.subjects.some((s, i) => i !== eater && s.heldBy === eater && bondOf(plan, i) === 'food');
}

/** How the subject at `index` is attached to its holder, or null when it is free. */
function bondOf(plan: ScenePlan, index: number): Grip | null {
  const thing = plan.subjects[index];
  const holder = thing?.heldBy === undefined ? undefined : plan.subjects[thing.heldBy];
  if (!thing || !holder) return null;
  if (isRiderFigure(thing.emoji, thing.motion) && mountable(holder.emoji)) return 'mount';
  if (isCrew(thing, holder)) return 'crew';
  if (isFood(thing.emoji) && !isFigure(holder.emoji)) return 'food';
  if (MADE.test(thing.emoji) && holder.motion === 'build') return 'beside';
  return gripOf(thing.emoji) ?? (isFood(thing.emoji) ? 'hand' : null);
}

/**
 * Sets `heldBy` on each thing a person in the plan holds, when a linking word of the prompt's
 * language sits between them or right after them in one sentence. The holder is put before what
 * it holds (it is the main subject, drawn large); a held thing moves with its holder; a place
 * only the held thing implied (a balloon's sky) is dropped when `placeNamed` is false.
 */
export function linkHeld(plan: ScenePlan, text: string, locale: string, placeNamed: boolean): void {
  const lower = text.toLowerCase();
  const at = plan.subjects.map((s) => {
    const i = s.word ? lower.indexOf(s.word.toLowerCase()) : -1;
    return i < 0 ? null : ([i, i + (s.word?.length ?? 0)] as [number, number]);
  });
  const links = {
    with: spansOf(lower, locale, 'with'),
    fly: spansOf(lower, locale, 'fly'),
    walk: spansOf(lower, locale, 'walk'),
  };
  const holders = new Map<number, number>();
  const endings = (HELD_WORDS[locale]?.withEnding ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  plan.subjects.forEach((thing, i) => {
    const grip = gripOf(thing.emoji);
    const where = at[i];
    if (!grip || !where || isFigure(thing.emoji)) return;
    const words = [...links.with, ...(grip === 'kite' ? links.fly : []), ...(grip === 'leash' ? links.walk : [])];
    // The thing's own word may say "with" in its ending: that links it to the nearest person.
    if (
      endings.some(
        (e) =>
          lower
            .slice(where[1])
            .match(/^[\p{L}\p{M}]*/u)?.[0]
            .endsWith(e) || lower.slice(where[0], where[1]).endsWith(e),
      )
    )
      words.push([where[0], where[1]]);
    let best: number | null = null;
    let bestGap = Number.POSITIVE_INFINITY;
    plan.subjects.forEach((person, j) => {
      const spot = at[j];
      if (j === i || !spot || !isFigure(person.emoji)) return;
      const lo = Math.min(where[0], spot[0]);
      const hi = Math.max(where[1], spot[1]);
      // A linking word between the two, or just after both ("소녀가 풍선을 든", "on a leash").
      const reach = hi + 16;
      if (SENTENCE.test(lower.slice(lo, hi))) return;
      // Someone at play beside a kite or a toy in one sentence plays with it ("jouent au cerf-volant").
      const plays = person.motion === 'play' && (grip === 'kite' || grip === 'hand');
      const linked =
        plays || words.some(([a, b]) => a >= lo && b <= reach && !SENTENCE.test(lower.slice(hi, Math.max(hi, a))));
      const gap = Math.abs(where[0] - spot[0]);
      if (linked && gap < bestGap) {
        best = j;
        bestGap = gap;
      }
    });
    if (best !== null) holders.set(i, best);
  });
  if (holders.size === 0) return;

  // The free subjects first, in the prompt's order (a group stays together), then what they hold.
  const order = [...plan.subjects.map((_, i) => i).filter((i) => !holders.has(i)), ...holders.keys()];
  const subjects = order.map((i) => plan.subjects[i]!);
  const place = plan.setting;
  let impliedByHeld = false;
  for (const [thing, holder] of holders) {
    const s = plan.subjects[thing]!;
    const h = plan.subjects[holder]!;
    const grip = gripOf(s.emoji)!;
    s.heldBy = order.indexOf(holder);
    // A kite flies; a dog walks as its walker does; the rest goes as the hand goes.
    if (grip === 'kite') {
      s.motion = 'fly';
      // "Flying a kite" made its flyers fly: people stand and hold the line.
      for (const person of plan.subjects)
        if (isFigure(person.emoji) && (person.motion === 'fly' || person.motion === 'rise')) person.motion = 'idle';
    } else if (grip === 'leash') s.motion = h.motion === 'run' ? 'run' : h.motion === 'idle' ? 'idle' : 'walk';
    else s.motion = 'idle';
    if (!placeNamed && impliedPlace(s.emoji) === place) impliedByHeld = true;
  }
  // "Playing with a kite" (or a frisbee, a dog) is holding it: whoever of the holders' words was
  // drawn tumbling in play stands and holds it instead, walking a dog.
  const words = new Set([...holders.values()].map((h) => plan.subjects[h]?.word));
  for (const [thing, holder] of holders) {
    const walks = gripOf(plan.subjects[thing]!.emoji) === 'leash';
    for (const person of plan.subjects)
      if (person.word === plan.subjects[holder]?.word && words.has(person.word) && atPlay(person)) {
        person.emoji = person.emoji.replace(PLAYING, walks ? '🚶' : '🧍');
        person.label = person.label.replace(/ (playing|cartwheeling)$/, walks ? ' walking' : ' standing');
        person.motion = walks ? 'walk' : 'idle';
      }
  }
  plan.subjects = subjects;
  if (impliedByHeld) {
    const own = subjects.filter((s) => s.heldBy === undefined).map((s) => impliedPlace(s.emoji));
    plan.setting = own.find((p): p is Setting => !!p) ?? 'meadow';
  }
}

/** The figure of a person at play with nothing named (tumbling, or the ball player of "playing"): no hand free to hold. */
const PLAYING = /^(🤸|⛹️)/u;
const atPlay = (person: SceneSubject) =>
  /^🤸/u.test(person.emoji) || (/^⛹️/u.test(person.emoji) && / playing$/.test(person.label));

/** The index of a subject's holder in the timeline, or null when it is free. */
export function holderOf(plan: ScenePlan, index: number): number | null {
  const h = plan.subjects[index]?.heldBy;
  if (h === undefined || h === index || !Number.isInteger(h) || h < 0 || h >= plan.subjects.length) return null;
  // A holder that is itself held holds nothing: no chains, no loops.
  if (plan.subjects[h]?.heldBy !== undefined) return null;
  return bondOf(plan, index) ? h : null;
}

type StagedLike = { size: number; from: { x: number; y: number }; to: { x: number; y: number } };

/**
 * Sizes each held thing to its holder; a holder whose held things are all the others walks the
 * middle of the frame rather than the half its own lane gave it.
 */
export function attachHeld(staged: StagedLike[], plan: ScenePlan, width: number): void {
  let free = 0;
  staged.forEach((thing, i) => {
    const h = holderOf(plan, i);
    if (h === null) {
      free += 1;
      return;
    }
    const grip = bondOf(plan, i)!;
    thing.size =
      staged[h]!.size * (grip === 'crew' ? (crewSeat(plan.subjects[h]!.emoji)?.size ?? SIZE.crew) : SIZE[grip]);
  });
  if (free !== 1) return;
  const holder = staged.find((_, i) => holderOf(plan, i) === null)!;
  const shift = width / 2 - (holder.from.x + holder.to.x) / 2;
  holder.from.x += shift;
  holder.to.x += shift;
}

/** Where the holder's hand is, and which way the holder looks, from its pose. */
function handOf(pose: Pose, spriteRight: boolean, back = false) {
  const h = pose.h;
  const right = pose.w < 0 !== spriteRight;
  const dir = right ? 1 : -1;
  return { x: pose.x + (back ? -dir : dir) * h * 0.16, y: pose.y - h * 0.45, h, dir, right };
}

/**
 * The pose of a held thing at time t, from its holder's (`poseOf` is stage's subjectAt, passed
 * in so that the two modules do not import each other's values).
 */
export function heldAt(
  timeline: Timeline,
  index: number,
  holder: number,
  t: number,
  poseOf: (timeline: Timeline, index: number, t: number) => Pose,
): Pose {
  const hp = poseOf(timeline, holder, t);
  const grip = bondOf(timeline.plan, index) ?? 'hand';
  // A kite's line is held in the hand on the kite's side, behind, so it does not cross the body.
  const hand = handOf(hp, timeline.subjects[holder]!.spriteRight, grip === 'kite');
  const own = timeline.subjects[index]!;
  const size =
    hand.h * (grip === 'crew' ? (crewSeat(timeline.subjects[holder]!.emoji)?.size ?? SIZE.crew) : SIZE[grip]);
  const { dir } = hand;
  const ph = own.phase;
  let x = hand.x;
  let y = hand.y;
  let rotation = 0;
  let shadow: Pose['shadow'] = null;
  if (grip === 'overhead') {
    // The canopy over the head, the handle in the hand, leaning back against the way it walks.
    // The canopy clears the head: the shaft's foot sits a little above the hand, behind it.
    x = hand.x - dir * hand.h * 0.08;
    y = hand.y - hand.h * 0.1;
    rotation = -dir * 0.12 + Math.sin(t * 2.1 + ph) * 0.03;
  } else if (grip === 'string') {
    x = hand.x + dir * hand.h * 0.08 + Math.sin(t * 1.3 + ph) * hand.h * 0.05;
    y = hand.y - hand.h * 0.7 + Math.sin(t * 1.9 + ph) * hand.h * 0.03;
    rotation = Math.sin(t * 1.3 + ph) * 0.08;
  } else if (grip === 'kite') {
    // Up and behind the flyer, swaying on the wind, kept inside the frame.
    x = hand.x - dir * hand.h * (1.15 + 0.12 * Math.sin(t * 0.9 + ph)) + Math.sin(t * 1.4 + ph) * hand.h * 0.15;
    y = hand.y - hand.h * (1.05 + 0.1 * Math.sin(t * 1.7 + ph));
    y = Math.max(y, timeline.height * 0.04 + size);
    x = Math.max(size / 2, Math.min(timeline.width - size / 2, x));
    rotation = dir * 0.25 + Math.sin(t * 2.3 + ph) * 0.15;
  } else if (grip === 'leash') {
    // Beside the walker, a step ahead, on the same ground, trotting.
    x = hp.x + dir * hand.h * 0.62;
    y = hp.y - Math.abs(Math.sin(t * 7 + ph)) * size * 0.05;
    if (hp.shadow) shadow = { x, y: hp.shadow.y, w: size * 0.8, alpha: hp.shadow.alpha };
  } else if (grip === 'food') {
    // On the ground under the eater's mouth.
    x = hp.x + dir * Math.abs(hp.w) * 0.36;
    y = hp.y;
    if (hp.shadow) shadow = { x, y: hp.shadow.y, w: size * 0.7, alpha: hp.shadow.alpha * 0.7 };
  } else if (grip === 'beside') {
    // On the ground a step ahead of its maker, who bends to it.
    x = hp.x + dir * hand.h * 0.5;
    y = hp.y;
    if (hp.shadow) shadow = { x, y: hp.shadow.y, w: size * 0.7, alpha: hp.shadow.alpha };
  } else if (grip === 'mount') {
    // Seated on the back, riding its bob and lean; the figure's legs are hidden by the animal (poses.ts).
    const back = BACKS[timeline.subjects[holder]!.emoji] ?? BACK;
    const c = Math.cos(hp.rotation);
    const sn = Math.sin(hp.rotation);
    const ox = -dir * hp.h * back.aft;
    const oy = -hp.h * back.up;
    x = hp.x + ox * c - oy * sn;
    y = hp.y + ox * sn + oy * c;
    rotation = hp.rotation;
  } else if (grip === 'crew') {
    // In the vehicle's window, riding its bob and lean.
    const seat = crewSeat(timeline.subjects[holder]!.emoji) ?? { fwd: 0, up: 0.5, size };
    const c = Math.cos(hp.rotation);
    const sn = Math.sin(hp.rotation);
    const ox = dir * hp.h * seat.fwd;
    const oy = -hp.h * seat.up + size * 0.5;
    x = hp.x + ox * c - oy * sn;
    y = hp.y + ox * sn + oy * c;
    rotation = hp.rotation;
  } else {
    x = hand.x + dir * hand.h * 0.04;
    y = hand.y + size * 0.35;
    rotation = Math.sin(t * 2 + ph) * 0.05;
  }
  const mirrored = hand.right !== own.spriteRight;
  const w = mirrored ? -size : size;
  return { x, y, w, h: size, rotation, pivot: 0, box: boxOf(x, y, size, rotation), shadow };
}

function boxOf(x: number, y: number, size: number, rotation: number): Box {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const corners = [
    [-size / 2, -size],
    [size / 2, -size],
    [-size / 2, 0],
    [size / 2, 0],
  ].map(([cx, cy]) => [x + cx! * cos - cy! * sin, y + cx! * sin + cy! * cos]);
  return {
    x0: Math.min(...corners.map((c) => c[0]!)),
    x1: Math.max(...corners.map((c) => c[0]!)),
    y0: Math.min(...corners.map((c) => c[1]!)),
    y1: Math.max(...corners.map((c) => c[1]!)),
  };
}

/** The string of a balloon or a kite and the leash of a dog, from the hand to the thing. */
export function drawHeldLines(
  ctx: SKRSContext2D,
  timeline: Timeline,
  t: number,
  poseOf: (timeline: Timeline, index: number, t: number) => Pose,
): void {
  timeline.plan.subjects.forEach((subject, i) => {
    const holder = holderOf(timeline.plan, i);
    const grip = holder === null ? null : gripOf(subject.emoji);
    if (holder === null || (grip !== 'string' && grip !== 'kite' && grip !== 'leash')) return;
    const hand = handOf(poseOf(timeline, holder, t), timeline.subjects[holder]!.spriteRight, grip === 'kite');
    const pose = poseOf(timeline, i, t);
    const s = pose.h;
    // The end on the thing: under a balloon, at a kite's lower corner, at a dog's collar.
    const end =
      grip === 'string'
        ? { x: pose.x, y: pose.y - s * 0.04 }
        : grip === 'kite'
          ? { x: pose.x + hand.dir * s * 0.2, y: pose.y - s * 0.2 }
          : { x: pose.x + hand.dir * s * 0.18, y: pose.y - s * 0.62 };
    // A line sags between its ends; a kite's line bows with the wind.
    const sag = grip === 'kite' ? hand.h * 0.25 : grip === 'leash' ? hand.h * 0.12 : hand.h * 0.04;
    const midX = (hand.x + end.x) / 2 + (grip === 'string' ? Math.sin(t * 1.7) * hand.h * 0.04 : 0);
    const midY = (hand.y + end.y) / 2 + sag;
    ctx.save();
    ctx.strokeStyle =
      grip === 'leash' ? 'rgba(120,40,30,0.95)' : grip === 'string' ? 'rgba(90,90,100,0.85)' : 'rgba(245,245,240,0.9)';
    ctx.lineWidth = Math.max(1, hand.h * (grip === 'leash' ? 0.018 : 0.009));
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(hand.x, hand.y);
    ctx.quadraticCurveTo(midX, midY, end.x, end.y);
    ctx.stroke();
    // A dark edge keeps a pale line visible on a pale sky.
    if (grip !== 'leash') {
      ctx.strokeStyle = 'rgba(40,40,50,0.35)';
      ctx.lineWidth = Math.max(0.5, ctx.lineWidth * 0.4);
      ctx.stroke();
    }
    ctx.restore();
  });
}
