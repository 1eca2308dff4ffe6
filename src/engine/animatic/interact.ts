/**
 * Interactions between two subjects, so the motion says the verb: a chaser follows the chased
 * across the frame the same way and closes in; an orbiter circles what it orbits, in front of it
 * and then behind it; a player follows its bouncing toy back and forth; dancers keep one beat.
 * Understand calls settleInteractions to give the other subject its part; stage lays a linked pair
 * out in one shared lane (placeLinks) and asks linkedAt where each of them is at time t.
 */
import type { Motion, ScenePlan, SceneSubject } from '@/lib/scene-plan';
import { SETTING_ART } from './settings';
import lexiconData from './data/lexicon.json';
import { onWheels } from './facing';
import type { Box } from './stage';

/** Motions that involve a second subject when the prompt names one. */
const LINKED: ReadonlySet<Motion> = new Set(['chase', 'orbit', 'play']);
/** Verbs that say more than the plain motions they were read as before ("chasing" was a run). */
const INTERACTIONS: ReadonlySet<Motion> = new Set(['chase', 'orbit', 'play', 'dance']);
/** Plain motions an interaction verb in the same clause replaces. */
const PLAIN: ReadonlySet<Motion> = new Set(['idle', 'walk', 'run', 'fly', 'swim', 'float', 'jump', 'sway', 'spin']);

/** Whether a verb of the prompt replaces the motion a subject already has. */
export function outranks(verb: Motion, current: Motion): boolean {
  return INTERACTIONS.has(verb) && PLAIN.has(current);
}

/** Whether a verb's doer is its clause's first subject rather than its nearest ("a dog chasing a cat"). */
export function wantsActor(verb: Motion): boolean {
  return LINKED.has(verb);
}

let natures: Map<string, Motion> | null = null;

/** How a thing moves by its nature (the lexicon's motion of its emoji), idle when unknown. */
function natureOf(emoji: string): Motion {
  if (!natures) {
    natures = new Map();
    for (const entry of (lexiconData as unknown as { emoji: [string, string, Motion][] }).emoji)
      natures.set(entry[0], entry[2]);
  }
  return natures.get(emoji) ?? 'idle';
}

/**
 * Gives the other subject of an interaction its part, unless the prompt set its motion (`named`):
 * the chased one flees at its own pace, what is orbited stays put, a partner of a dancer dances.
 */
export function settleInteractions(plan: ScenePlan, named: boolean[], maxSubjects: number): void {
  const subjects = plan.subjects;
  subjects.forEach((subject, i) => {
    if (subject.motion === 'dance')
      for (const [j, other] of subjects.entries())
        if (j !== i && !named[j] && ['walk', 'run', 'jump', 'spin', 'idle'].includes(natureOf(other.emoji)))
          other.motion = 'dance';
  });
  for (const link of linksOf(subjects)) {
    if (link.partner === null) {
      // A lone orbiter goes round what the place offers (a planet in space): an orbit needs something to go round.
      const centre = SETTING_ART[plan.setting].orbitCentre;
      if (link.kind === 'orbit' && centre && subjects.length < maxSubjects) subjects.push({ ...centre });
      continue;
    }
    const other = subjects[link.partner]!;
    if (named[link.partner]) continue;
    if (link.kind === 'chase') other.motion = travelGait(other.emoji, other.motion);
    else if (link.kind === 'orbit' && TRAVELS.has(other.motion)) other.motion = 'idle';
  }
}

type LinkKind = 'chase' | 'orbit' | 'play';
export type Link = { kind: LinkKind; actor: number; partner: number | null };

/** The interactions of a plan: each chaser, orbiter or player with the subject it acts on, if any. */
export function linksOf(subjects: readonly SceneSubject[]): Link[] {
  const links: Link[] = [];
  const taken = new Set<number>();
  subjects.forEach((subject, i) => {
    if (!LINKED.has(subject.motion) || taken.has(i)) return;
    let partner: number | null = null;
    for (let j = 0; j < subjects.length && partner === null; j += 1)
      if (j !== i && !taken.has(j) && !LINKED.has(subjects[j]!.motion)) partner = j;
    taken.add(i);
    if (partner !== null) taken.add(partner);
    links.push({ kind: subject.motion as LinkKind, actor: i, partner });
  });
  return links;
}

const TRAVELS: ReadonlySet<Motion> = new Set(['fly', 'walk', 'run', 'swim', 'drive', 'sail', 'float']);

/** The travelling motion a subject crosses the frame with: its own if it travels, else by its nature. */
function travelGait(emoji: string, motion: Motion): Motion {
  if (onWheels(emoji)) return 'drive';
  if (TRAVELS.has(motion)) return motion === 'walk' ? 'run' : motion;
  const nature = natureOf(emoji);
  if (nature === 'walk' || nature === 'jump') return 'run';
  return TRAVELS.has(nature) ? nature : 'run';
}

/**
 * The motion whose own movement (bob, lean, hop) a subject shows while it does what the plan says:
 * a chaser runs, flies, swims or drives by its nature, an orbiter flies or floats round, and what
 * an interaction moves (the chased, the toy) keeps its own or gets one that travels.
 */
export function gaitOf(subjects: readonly SceneSubject[], links: readonly Link[], index: number): Motion {
  const subject = subjects[index]!;
  const link = links.find((l) => l.actor === index || l.partner === index);
  if (subject.motion === 'chase') return travelGait(subject.emoji, 'idle');
  if (subject.motion === 'orbit') {
    if (onWheels(subject.emoji)) return 'drive';
    const nature = natureOf(subject.emoji);
    if (nature === 'fly' || nature === 'swim' || nature === 'sail') return nature;
    if (nature === 'walk' || nature === 'run' || nature === 'jump') return 'run';
    return 'float';
  }
  if (subject.motion === 'play') {
    const nature = natureOf(subject.emoji);
    return nature === 'fly' || nature === 'swim' ? nature : 'play';
  }
  if (link && link.partner === index) {
    if (link.kind === 'chase') return travelGait(subject.emoji, subject.motion);
    if (TRAVELS.has(subject.motion)) return 'idle';
  }
  return subject.motion;
}

/** Where a linked subject is, in stage coordinates (pixels, before the camera). */
export type LinkPath =
  | {
      kind: 'orbit';
      /** The subject it circles, or null: it circles the middle of its lane. */
      centre: number | null;
      cx: number;
      cy: number;
      rx: number;
      ry: number;
      turn: number;
      start: number;
      ground: boolean;
      /** Half the orbiter's size: in the air its middle, not its base, runs on the ellipse. */
      lift: number;
    }
  | { kind: 'toy'; mid: number; reach: number; floor: number; hop: number; size: number; rolls: boolean }
  | { kind: 'player'; mid: number; reach: number; lo: number; hi: number; floor: number; lag: number; alone: boolean };

/** What placeLinks needs of each staged subject (stage.ts's own record). */
type Placed = {
  emoji: string;
  size: number;
  lane: Box;
  from: { x: number; y: number };
  to: { x: number; y: number };
  facesRight: boolean;
  airborne: boolean;
  shadowY: number | null;
  floor: number | null;
  reach: Box;
  link: LinkPath | null;
};

/** Toys that roll as they go: round things. */
const ROLLS = new Set([
  '⚽',
  '🏀',
  '🏈',
  '⚾',
  '🥎',
  '🎾',
  '🏐',
  '🏉',
  '🎱',
  '🧶',
  '🪀',
  '🥏',
  '🪩',
  '🔮',
  '🥥',
  '🍊',
  '🍎',
]);
/** How far a sprite that turns all the way round reaches around its base (sprite sizes). */
const SPUN: Box = { x0: -0.72, y0: -1.22, x1: 0.72, y1: 0.22 };

/** Seconds of one turn of an orbit, one sweep of a toy across its lane and back. */
const ORBIT_TURN = 3.6;
const PLAY_SWEEP = 3.2;
/** A player runs this far behind its toy (seconds). */
const PLAY_LAG = 0.5;

/** The base points a subject of size `size` and reach `r` may take in a lane. */
function room(lane: Box, size: number, r: Box) {
  return {
    left: lane.x0 - r.x0 * size,
    right: lane.x1 - r.x1 * size,
    top: lane.y0 - r.y0 * size,
    bottom: lane.y1 - r.y1 * size,
  };
}

/**
 * Lays out each linked pair in their shared lane: paths for a chase (the same way, closing in), an
 * ellipse for an orbit, a bouncing sweep for play. Sizes may shrink so the whole path fits.
 */
export function placeLinks(staged: Placed[], links: readonly Link[], turnSign: number): void {
  for (const link of links) {
    const a = staged[link.actor]!;
    const other = link.partner === null ? null : staged[link.partner]!;
    // A pair whose lanes could not be joined acts apart: each in its own lane.
    const b = other && sameBox(other.lane, a.lane) ? other : null;
    if (link.kind === 'chase' && b) chase(a, b);
    else if (link.kind === 'chase') continue;
    else if (link.kind === 'orbit') orbit(a, b, b ? link.partner : null, turnSign);
    else if (link.kind === 'play') play(a, b, link.partner !== null && link.partner > link.actor);
  }
}

function chase(a: Placed, b: Placed) {
  // Room for both side by side at the end with the chaser having crossed a good third of the
  // lane: a narrow lane makes both smaller.
  const fit = Math.min(1, ((b.lane.x1 - b.lane.x0) * 0.55) / (a.size + b.size));
  a.size *= fit;
  b.size *= fit;
  const ra = room(a.lane, a.size, a.reach);
  const rb = room(b.lane, b.size, b.reach);
  const right = a.facesRight;
  const head = rb.right - rb.left;
  // Their boxes just apart at the end, leans and bobs included; well apart at the start.
  const endGap = (a.size + b.size) * 0.62;
  const startGap = Math.min(head, Math.max(head * 0.6, endGap * 1.5));
  const bStart = right ? rb.left + startGap : rb.right - startGap;
  const bEnd = right ? rb.right : rb.left;
  const aStart = right ? ra.left : ra.right;
  const aEnd = right ? Math.min(ra.right, bEnd - endGap) : Math.max(ra.left, bEnd + endGap);
  a.from = { x: aStart, y: a.from.y };
  a.to = { x: aEnd, y: a.to.y };
  b.from = { x: bStart, y: b.from.y };
  b.to = { x: bEnd, y: b.to.y };
  b.facesRight = a.facesRight;
  // Flying or swimming side by side: the chaser a little behind and below, at the same height by the end.
  if (a.airborne && b.airborne) {
    a.from = { x: a.from.x, y: b.from.y };
    a.to = { x: a.to.x, y: b.to.y };
  }
}

const sameBox = (a: Box, b: Box) => a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;

function orbit(a: Placed, c: Placed | null, centre: number | null, turnSign: number) {
  const lane = a.lane;
  const w = lane.x1 - lane.x0;
  const h = lane.y1 - lane.y0;
  // What is circled keeps its size if the ellipse still fits; the orbiter is smaller than it.
  const centreSize = c ? Math.min(Math.max(c.size, a.size), w / 1.6, h * 0.6) : 0;
  const orbiterSize = c
    ? Math.min(a.size, centreSize * 0.58, (w - centreSize) / 2.7)
    : Math.min(a.size, w / 3, h * 0.45);
  const rx = (c ? centreSize * 0.5 : 0) + orbiterSize * 0.75;
  const ry = rx * 0.28;
  const cx = (lane.x0 + lane.x1) / 2;
  const ground = !a.airborne && a.floor !== null;
  // Room the orbiter's wobble and its growth in front need around its base.
  const pad = orbiterSize * 0.2;
  let cy: number;
  if (ground) {
    // On the ground, round the centre's foot: the front of the ellipse stays in the lane.
    cy = Math.min(a.floor!, lane.y1 - ry - pad);
  } else {
    // In the air, round the centre's middle.
    const grounded = c !== null && !c.airborne && c.floor !== null;
    const low = lane.y1 - ry - orbiterSize * 0.62 - pad;
    const high = lane.y0 + ry + orbiterSize * 0.62 + pad;
    const wanted = grounded ? c!.floor! - centreSize * 0.5 : (lane.y0 + lane.y1) / 2;
    cy = Math.max(high, Math.min(low, wanted));
  }
  if (c) {
    c.size = centreSize;
    const base = ground ? cy : cy + centreSize * 0.5;
    c.from = { x: cx, y: base };
    c.to = { x: cx, y: base };
    if (c.shadowY !== null && !c.airborne) c.shadowY = base;
  }
  a.size = orbiterSize;
  a.link = {
    kind: 'orbit',
    centre,
    cx,
    cy,
    rx,
    ry,
    turn: turnSign * ((2 * Math.PI) / ORBIT_TURN),
    start: 0,
    ground,
    lift: ground ? 0 : orbiterSize / 2,
  };
  a.from = { x: cx + rx, y: cy };
  a.to = { x: cx + rx, y: cy };
}

function play(a: Placed, toy: Placed | null, smallToy: boolean) {
  const lane = a.lane;
  const ra = room(lane, a.size, a.reach);
  const floorA = a.floor ?? (ra.top + ra.bottom) / 2;
  if (!toy) {
    const mid = (ra.left + ra.right) / 2;
    a.link = {
      kind: 'player',
      mid,
      reach: (ra.right - ra.left) * 0.3,
      lo: ra.left,
      hi: ra.right,
      floor: floorA,
      lag: 0,
      alone: true,
    };
    return;
  }
  // A ball beside a dog is small; a main subject that is played with keeps its size.
  if (smallToy) toy.size = Math.min(toy.size, a.size * 0.45);
  const rolls = ROLLS.has(toy.emoji.replace(/\ufe0f/g, ''));
  const rt = room(lane, toy.size, rolls ? SPUN : toy.reach);
  const mid = (rt.left + rt.right) / 2;
  const reach = (rt.right - rt.left) * 0.45;
  const floor = Math.min(toy.floor ?? (rt.top + rt.bottom) / 2, rt.bottom);
  toy.link = {
    kind: 'toy',
    mid,
    reach,
    floor,
    hop: Math.max(0, Math.min(toy.size * 1.1, floor - rt.top)),
    size: toy.size,
    rolls,
  };
  a.link = { kind: 'player', mid, reach, lo: ra.left, hi: ra.right, floor: floorA, lag: PLAY_LAG, alone: false };
}

/** A linked subject at time t: its base point, heading, extra size and spin, and shadow line. */
export type LinkedPose = { x: number; y: number; right: boolean; scale: number; spin: number; shadowY: number | null };

const sweep = (t: number) => Math.sin((t * 2 * Math.PI) / PLAY_SWEEP);

export function linkedAt(path: LinkPath, t: number, startsRight: boolean): LinkedPose {
  switch (path.kind) {
    case 'orbit': {
      const angle = path.start + path.turn * t;
      const x = path.cx + path.rx * Math.cos(angle);
      const depth = Math.sin(angle);
      const scale = 1 + 0.12 * depth;
      const y = path.cy + path.ry * depth + path.lift * scale;
      // Moving along the ellipse: d(x)/dt = -rx·sin(angle)·turn.
      const heading = -Math.sin(angle) * path.turn;
      return {
        x,
        y,
        right: heading === 0 ? startsRight : heading > 0,
        scale,
        spin: 0,
        shadowY: path.ground ? y : null,
      };
    }
    case 'toy': {
      const x = path.mid + path.reach * sweep(t);
      const bounce = Math.abs(Math.sin((t * Math.PI) / 0.55));
      const heading = Math.cos((t * 2 * Math.PI) / PLAY_SWEEP);
      // A ball rolls as it goes: its turn is its travel over its radius.
      return {
        x,
        y: path.floor - path.hop * bounce,
        right: heading >= 0,
        scale: 1,
        spin: path.rolls ? (x - path.mid) / (path.size / 2) : 0,
        shadowY: path.floor,
      };
    }
    case 'player': {
      const at = t - path.lag;
      const x = Math.max(path.lo, Math.min(path.hi, path.mid + path.reach * sweep(at)));
      return {
        x,
        y: path.floor,
        right: Math.cos((at * 2 * Math.PI) / PLAY_SWEEP) >= 0,
        scale: 1,
        spin: 0,
        shadowY: null,
      };
    }
  }
}

/** Whether an orbiter is behind what it circles at time t (drawn before it). */
export function behind(path: LinkPath, t: number): boolean {
  return path.kind === 'orbit' && Math.sin(path.start + path.turn * t) < 0;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Joins the lanes of each linked pair into the box around both, where that box meets no other
 * subject's lane (a tall frame may stack a third subject between them: the pair then keeps its
 * own lanes and acts apart).
 */
export function shareLanes(boxes: Box[], links: readonly Link[]): Box[] {
  const out = [...boxes];
  for (const link of links) {
    if (link.partner === null) continue;
    const a = out[link.actor]!;
    const b = out[link.partner]!;
    const joined = {
      x0: Math.min(a.x0, b.x0),
      y0: Math.min(a.y0, b.y0),
      x1: Math.max(a.x1, b.x1),
      y1: Math.max(a.y1, b.y1),
    };
    const clear = out.every((box, i) => i === link.actor || i === link.partner || !overlaps(box, joined));
    if (!clear) continue;
    out[link.actor] = joined;
    out[link.partner] = joined;
  }
  return out;
}
