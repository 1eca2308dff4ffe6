/**
 * Step 2 of the animatic (ARCHITECTURE.md "The animatic"): a scene plan, a seed, a frame size
 * and a length become a timeline: where the horizon, ground and water lie, which layers exist,
 * each subject's lane, path and secondary motion, and the camera move. Pure: the same plan and
 * seed always give the same timeline, and every position is a function of time, so extend can
 * replay the clip past its end (t > duration) and draw.ts only paints what this file says.
 *
 * Layout rule that keeps the contract simple: every subject owns a lane (a rectangle of the
 * frame, disjoint from the others' lanes) and its whole motion stays inside that lane, so
 * subjects never overlap and never leave the frame, whatever the camera does (the lanes sit in
 * the part of the frame the camera's move keeps in view, camera.ts). Two subjects that act on each
 * other (a chase, an orbit, play: interact.ts) share one lane, and may pass in front of each other.
 */
import type { Camera, Motion, ScenePlan, SceneSubject, TimeOfDay } from '@/lib/scene-plan';
import { hashText, type Rng, rng } from '@/engine/random';
import { formation, formationReach, groupSize, type Instance } from './flock';
import { cameraMove, type CameraState, safeZone } from './camera';
import { levelling, spriteFacing, travellingSprite } from './facing';
import { glideAt, iceLine, onIce } from './ice';
import { attachHeld, heldAt, holderOf } from './held';
import { behind, gaitOf, type Link, type LinkPath, linkedAt, linksOf, placeLinks, shareLanes } from './interact';
import { isFigure } from './people';
import { type Box, easeInOut, extents, motionAt, TRAVELLING } from './movement';
import { restingSprite, type SeatKind, SOFA_LIFT, seatOf } from './poses';
import { SETTING_ART } from './settings';
import { placeScale, relativeSizes, restingSize } from './sizes';
import { ON_A_HILL } from './words/landmarks';
import type { Ground, SettingArt } from './settings/setting-art';

export type { CameraState } from './camera';

/** How much of the frame a layer follows the camera: far layers move less (parallax). */
export const PARALLAX = { back: 0.3, middle: 0.65, near: 1 } as const;

/** The widest the subjects' plane may be used; the camera's move narrows it (camera.ts). */
const SAFE = { x0: 0.1, x1: 0.9, y0: 0.08, y1: 0.92 } as const;

/** Motions that leave the ground (no contact shadow, or a faint one far below). */
const AIRBORNE: ReadonlySet<Motion> = new Set(['rise', 'fall', 'fly', 'float']);

/** Fish and sea animals swim with only a fin or a back above the surface. */
const UNDER_SURFACE = new Set(['🐟', '🐠', '🐡', '🦈', '🐬', '🐳', '🐋', '🐙', '🦑', '🪼', '🦭', '🐊', '🐢']);
/** Vessels: on water they float in it whatever the verb. */
const BOATS = new Set(['⛵', '🚤', '🛥️', '🛥', '🛶', '🚣', '⛴️', '⛴', '🚢']);
/** Birds on water float on it. */
const ON_SURFACE = new Set(['🦆', '🦢', '🪿', '🐧', '🦩']);

/** The share of a surface swimmer's sprite under the water line. */
function immersion(emoji: string): number {
  if (UNDER_SURFACE.has(emoji)) return 0.62;
  if (ON_SURFACE.has(emoji)) return 0.22;
  // A swimmer's own emoji already shows the water around it.
  if (emoji.startsWith('🏊')) return 0.1;
  return 0.35;
}

export type { Box } from './movement';

/** Light of a time of day: sky colours, the tint laid over the land, and the sun or moon. */
export type Light = {
  skyTop: string;
  skyMiddle: string;
  skyBottom: string;
  /** Multiplied over the land layers (white: as painted). */
  landTint: string;
  /** Multiplied over the subjects (lighter than the land's at night: they stay readable). */
  subjectTint: string;
  /** 'sun' or 'moon' in the sky, with its place (fractions) and radius (fraction of height). */
  body: { kind: 'sun' | 'moon'; x: number; y: number; r: number; color: string; glow: string } | null;
  stars: number;
  /** 0 (day) … 1 (night): windows light up, the vignette deepens. */
  darkness: number;
};

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: {
    skyTop: '#27305f',
    skyMiddle: '#8c6fa3',
    skyBottom: '#f0b3a4',
    landTint: '#a99bb8',
    subjectTint: '#d9cde0',
    body: null,
    stars: 0.25,
    darkness: 0.45,
  },
  sunrise: {
    skyTop: '#4a6fb5',
    skyMiddle: '#f4a165',
    skyBottom: '#ffd48a',
    landTint: '#f2c9a4',
    subjectTint: '#ffe6cc',
    body: { kind: 'sun', x: 0.72, y: 0.6, r: 0.075, color: '#fff1c4', glow: '#ffb45c' },
    stars: 0,
    darkness: 0.15,
  },
  day: {
    skyTop: '#2f7fd6',
    skyMiddle: '#6fb3ec',
    skyBottom: '#c6e6ff',
    landTint: '#ffffff',
    subjectTint: '#ffffff',
    body: { kind: 'sun', x: 0.78, y: 0.16, r: 0.06, color: '#fffbe6', glow: '#fff3b0' },
    stars: 0,
    darkness: 0,
  },
  sunset: {
    skyTop: '#3b2a72',
    skyMiddle: '#e0607a',
    skyBottom: '#ffa04a',
    landTint: '#e6a58e',
    subjectTint: '#ffd9c2',
    body: { kind: 'sun', x: 0.3, y: 0.57, r: 0.085, color: '#ffe08a', glow: '#ff7a3a' },
    stars: 0,
    darkness: 0.2,
  },
  dusk: {
    skyTop: '#150f38',
    skyMiddle: '#4a2f72',
    skyBottom: '#b5628f',
    landTint: '#7a6a9a',
    subjectTint: '#bfb0d8',
    body: null,
    stars: 0.45,
    darkness: 0.6,
  },
  night: {
    skyTop: '#01020a',
    skyMiddle: '#071030',
    skyBottom: '#142450',
    landTint: '#2a3462',
    subjectTint: '#8090c0',
    body: { kind: 'moon', x: 0.76, y: 0.2, r: 0.065, color: '#f4f1dc', glow: '#8aa0d8' },
    stars: 1,
    darkness: 1,
  },
};

function lightOf(timeOfDay: TimeOfDay): Light {
  return LIGHTS[timeOfDay];
}

type StagedSubject = {
  /** The sprite drawn: the prompt's emoji, or its side view while it travels. */
  emoji: string;
  color?: string;
  motion: Motion;
  /** Sprite size in pixels (square), before the camera. */
  size: number;
  lane: Box;
  /** Where the subject's base travels: from (x0, y0) to (x1, y1), pixels. */
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** The line it stands on (pixels) for its shadow; null when it has none. */
  shadowY: number | null;
  /** A flying subject's shadow is faint and small. */
  airborne: boolean;
  /** Phase of its secondary motion, radians: subjects do not bob in step. */
  phase: number;
  /** Where it heads at the start (right or left); the sprite is mirrored when it looks the other way. */
  facesRight: boolean;
  /** The motion whose bob, lean or hop it shows (a chaser runs or flies by its nature). */
  gait: Motion;
  /** Which way its sprite looks unmirrored (facing.ts): right, or left (a front view counts as left). */
  spriteRight: boolean;
  /** The turn that levels the sprite's nose when it travels (a diagonal plane flies level). */
  level: number;
  /** The line a grounded subject stands on (pixels), null in the air or the water. */
  floor: number | null;
  /** How far its sprite reaches around its base over the motion (sprite sizes). */
  reach: Box;
  /** A skater on frozen water (ice.ts): it glides rather than bobs. */
  glides?: boolean;
  /**
   * A swimmer at the surface of a lake, river or sea: the water's line (pixels) across it, which
   * does not bob with it. Below it the sprite shows through the water.
   */
  waterline?: number;
  /** Its path when it acts with another subject (orbit, play), else null: from/to hold. */
  link: LinkPath | null;
  /** Several of it (flock.ts): each instance's place in the formation, or null for one. */
  instances: Instance[] | null;
  /**
   * What it sits or lies on (poses.ts), standing on `ground` (pixels): `lift` is the seat's top
   * above it (0: as high as a seated figure's shins, which draw.ts measures), `back` its backrest.
   */
  seat?: { kind: SeatKind; ground: number; lift: number; width: number; back: number };
  /**
   * The surface it rests on, when the place has none of its own there: a table or a shelf is
   * drawn under it (pixels of the subjects' plane: the top's line and half width, the floor).
   */
  rest?: { kind: 'table' | 'shelf' | 'hill'; x: number; top: number; half: number; floor: number };
};

export type Timeline = {
  plan: ScenePlan;
  seed: number;
  width: number;
  height: number;
  /** The clip's length: paths and the camera run over it; past it they hold or go back and forth. */
  duration: number;
  ground: Ground;
  light: Light;
  /** Drawn back to front. */
  subjects: StagedSubject[];
  /** Which subject is drawn last (in front): the main (first) one. */
  order: number[];
};

export type Pose = {
  /** Base point (bottom centre of the sprite) on screen, after the camera. */
  x: number;
  y: number;
  /** Sprite size on screen in each direction (negative x: mirrored). */
  w: number;
  h: number;
  rotation: number;
  /** Pivot of the rotation, as a fraction of the sprite height above the base (0: the base). */
  pivot: number;
  /** Bounding box on screen (rotation included). */
  box: Box;
  /** Contact shadow on screen, or null. */
  shadow: { x: number; y: number; w: number; alpha: number } | null;
  /** The water's surface across a swimmer, on screen; below it the sprite is under water. */
  waterline?: number;
  /** The seat under a sitter or a sleeper, on screen (poses.ts draws it behind the subject). */
  seat?: { kind: SeatKind; x: number; ground: number; lift: number; width: number; back: number };
};

/** The camera at time t (whole scene, subjects' plane); layers scale it by their parallax. */
export function cameraAt(kind: Camera, t: number, duration: number): CameraState {
  return cameraMove(kind, easeInOut(duration > 0 ? t / duration : 1));
}

/** Maps a point of a layer to the screen. */
function project(camera: CameraState, width: number, height: number, x: number, y: number): { x: number; y: number } {
  return {
    x: width / 2 + (x - width / 2) * camera.zoom + camera.dx * width,
    y: height / 2 + (y - height / 2) * camera.zoom + camera.dy * height,
  };
}

/** Lanes: disjoint rectangles of the safe zone, one per subject, the main one the largest. */
function lanes(
  width: number,
  height: number,
  sizes: number[],
  order: number[],
  main: { height: number; width: number },
  low: boolean[],
  zone: Box = SAFE,
): Box[] {
  const safe = { x0: zone.x0 * width, x1: zone.x1 * width, y0: zone.y0 * height, y1: zone.y1 * height };
  const n = sizes.length;
  const result: Box[] = new Array(n);
  if (n === 0) return result;
  const columns = (area: Box, indices: number[]) => {
    const total = indices.reduce((sum, i) => sum + sizes[i]!, 0);
    let x = area.x0;
    for (const i of indices) {
      const w = ((area.x1 - area.x0) * sizes[i]!) / total;
      result[i] = { x0: x, y0: area.y0, x1: x + w, y1: area.y1 };
      x += w;
    }
  };
  if (width >= height * 1.2 || n === 1) {
    columns(safe, order);
  } else {
    // Tall or square frames: the main subject takes the bottom row, beside the others that
    // stand or swim (farther back, smaller); the ones in the air share the top row.
    const high = order.filter((i) => i !== 0 && !low[i]);
    const beside = order.filter((i) => i !== 0 && low[i]);
    const h = high.length === 0 ? safe.y1 - safe.y0 : Math.min((safe.y1 - safe.y0) * 0.62, main.height);
    const w = beside.length === 0 ? safe.x1 - safe.x0 : Math.min((safe.x1 - safe.x0) * 0.9, main.width);
    const left = order.indexOf(0) === 0 || beside.length === 0;
    result[0] = left
      ? { x0: safe.x0, y0: safe.y1 - h, x1: safe.x0 + w, y1: safe.y1 }
      : { x0: safe.x1 - w, y0: safe.y1 - h, x1: safe.x1, y1: safe.y1 };
    if (beside.length > 0)
      columns(
        left
          ? { x0: safe.x0 + w, y0: safe.y1 - h, x1: safe.x1, y1: safe.y1 }
          : { x0: safe.x0, y0: safe.y1 - h, x1: safe.x1 - w, y1: safe.y1 },
        beside,
      );
    if (high.length > 0) columns({ x0: safe.x0, y0: safe.y0, x1: safe.x1, y1: safe.y1 - h }, high);
  }
  return result;
}

/** Builds the timeline of a plan. Same plan and seed: same timeline. */
export function stage(plan: ScenePlan, seed: number, width: number, height: number, duration: number): Timeline {
  const random = rng((seed ^ hashText(JSON.stringify(plan))) >>> 0);
  const art = SETTING_ART[plan.setting];
  const ground = art.ground;
  const links = linksOf(plan.subjects);
  const gaits = gaitsOf(plan, ground, links);
  const phases = plan.subjects.map(() => random.range(0, Math.PI * 2));
  const reach = plan.subjects.map((_, i) => extents(gaits[i]!, phases[i]!, duration));
  const flocks = flocksOf(plan, gaits, ground, seed, reach);
  // Subjects that belong on the ground or in the water (not in the air of a place that has both).
  const low = plan.subjects.map((_, i) => ground.ground !== null && !ground.submerged && !AIRBORNE.has(gaits[i]!));
  const wanted = wantedSizes(plan, gaits, reach, flocks, low, width, height);
  const boxes = laneBoxes(plan, links, wanted, reach, low, random, width, height);
  const first = plan.subjects[0];
  const scene: Scene = {
    plan,
    art,
    ground,
    width,
    height,
    random,
    gaits,
    phases,
    reach,
    flocks,
    wanted,
    boxes,
    leader: !!first && isFigure(first.emoji) && goesTogether(first.motion),
  };
  const staged = plan.subjects.map((subject, i) => placeSubject(scene, subject, i));
  placeLinks(staged, links, random.chance(0.5) ? 1 : -1);
  attachHeld(staged, plan, width);
  restOnSurfaces(staged, plan, width, height);
  onDrawnGround(staged, plan, ground, width, height);
  levelNoses(staged);
  const light = lightOf(plan.timeOfDay);
  return { plan, seed, width, height, duration, ground, light, subjects: staged, order: drawOrderOf(plan, staged) };
}

/** What placing each subject reads: the place, the frame and what was decided for all subjects at once. */
type Scene = {
  plan: ScenePlan;
  art: SettingArt;
  ground: Ground;
  width: number;
  height: number;
  random: Rng;
  gaits: Motion[];
  phases: number[];
  reach: Reach[];
  flocks: (Instance[] | null)[];
  /** The size each subject is meant to have, before its lane fits it. */
  wanted: number[];
  boxes: Box[];
  /** The main subject is a person walking, running or riding: who goes along goes its way. */
  leader: boolean;
  /** The way the main subject heads, once placed. */
  leaderHeading?: boolean;
};

type Reach = Box & { minScale: number };

/** People walking, running or riding take what goes along the ground with them their way. */
const goesTogether = (motion: Motion) => motion === 'walk' || motion === 'run' || motion === 'ride';

/** How each subject moves: as it acts with the others, and a boat "floating" or drifting on water sails. */
function gaitsOf(plan: ScenePlan, ground: Ground, links: readonly Link[]): Motion[] {
  return plan.subjects.map((subject, i) => {
    const gait = gaitOf(plan.subjects, links, i);
    // On water it floats on it, as it sails: not up in the air.
    return gait === 'float' && ground.water !== null && !ground.submerged && BOATS.has(subject.emoji) ? 'sail' : gait;
  });
}

/** Several of a subject: its formation, and its reach widened to hold all of it so the lanes fit it. */
function flocksOf(
  plan: ScenePlan,
  gaits: Motion[],
  ground: Ground,
  seed: number,
  reach: Reach[],
): (Instance[] | null)[] {
  const flocks = plan.subjects.map((subject, i) =>
    subject.count && subject.count > 1
      ? formation(
          subject.count,
          gaits[i]!,
          ground.submerged,
          (seed * 31 + i * 7919 + subject.count) >>> 0,
          subject.motion === 'chase',
        )
      : null,
  );
  flocks.forEach((f, i) => {
    if (f) reach[i] = { ...formationReach(reach[i]!, f), minScale: reach[i]!.minScale };
  });
  return flocks;
}

/**
 * The size each subject is meant to have (pixels): the main subject is large (≥ ¼ of the frame
 * height even when it squashes), the others smaller, then sized by what they are and how many.
 */
function wantedSizes(
  plan: ScenePlan,
  gaits: Motion[],
  reach: Reach[],
  flocks: (Instance[] | null)[],
  low: boolean[],
  width: number,
  height: number,
): number[] {
  const n = plan.subjects.length;
  const tall = width < height * 1.2;
  const crowded = tall && low.slice(1).some(Boolean);
  const wanted = plan.subjects.map(
    (_, i) =>
      height *
      (i === 0 ? Math.max(n === 1 ? 0.42 : crowded ? 0.26 : 0.36, 0.27 / reach[0]!.minScale) : i === 1 ? 0.25 : 0.21),
  );
  sizeByNature(wanted, plan, height, n > 0 ? (height * 0.27) / reach[0]!.minScale : 0);
  const submerged = SETTING_ART[plan.setting].ground.submerged;
  flocks.forEach((f, i) => {
    if (f) wanted[i]! *= groupSize(gaits[i]!, submerged, f.length);
  });
  return wanted;
}

/**
 * Each subject's lane. Across the frame the main one is in the middle of three, on a seeded side
 * of two; a linked pair sits side by side, so that their lanes join into one. What a subject
 * holds or rides on goes where its holder is: it needs no room of its own, and the holder (a
 * camel with its rider, a walker with a dog) gets the breadth of the frame.
 */
function laneBoxes(
  plan: ScenePlan,
  links: readonly Link[],
  wanted: number[],
  reach: Reach[],
  low: boolean[],
  random: Rng,
  width: number,
  height: number,
): Box[] {
  const n = plan.subjects.length;
  const pairedOneTwo = links.some((l) => l.partner !== null && l.actor + l.partner === 3);
  const order =
    n === 3 ? (pairedOneTwo ? [0, 1, 2] : [1, 0, 2]) : n === 2 ? (random.chance(0.5) ? [0, 1] : [1, 0]) : [0];
  const mainBox =
    n > 0
      ? {
          height: wanted[0]! * (reach[0]!.y1 - reach[0]!.y0) * 1.02,
          width: wanted[0]! * (reach[0]!.x1 - reach[0]!.x0) * 1.02,
        }
      : { height: 0, width: 0 };
  const room = wanted.map((w, i) => (holderOf(plan, i) === null ? w : w * 1e-4));
  return shareLanes(lanes(width, height, room, order, mainBox, low, safeZone(plan.camera, SAFE)), links);
}

/** The room a lane leaves a subject: its sprite's size, and the lines its base may use (pixels). */
type Fit = {
  size: number;
  left: number;
  right: number;
  centreX: number;
  /** The highest and lowest base lines that keep the sprite, bobs and hops included, in its lane. */
  top: number;
  bottom: number;
  /** The line a grounded subject stands on: farther subjects stand a little higher (depth). */
  standOn: (line: number) => number;
};

/** Fits the sprite, with everything its motion does, in its lane. */
function fitInLane(scene: Scene, i: number): Fit {
  const lane = scene.boxes[i]!;
  const r = scene.reach[i]!;
  const height = scene.height;
  const size = Math.max(
    1,
    Math.min(scene.wanted[i]!, (lane.x1 - lane.x0) / (r.x1 - r.x0), (lane.y1 - lane.y0) / (r.y1 - r.y0)),
  );
  const left = lane.x0 - r.x0 * size;
  const right = lane.x1 - r.x1 * size;
  const top = lane.y0 - r.y0 * size;
  const bottom = lane.y1 - r.y1 * size;
  const depth = i === 0 ? 0 : 0.05 * i;
  const standOn = (line: number) => Math.max(top, Math.min(bottom, line * height - depth * height));
  return { size, left, right, centreX: (left + right) / 2, top, bottom, standOn };
}

/** One subject in its lane: its size, the line it stands on, its heading, path, seat and shadow. */
function placeSubject(scene: Scene, subject: SceneSubject, i: number): StagedSubject {
  const { plan, art, ground } = scene;
  const motion = scene.gaits[i]!;
  const fit = fitInLane(scene, i);
  let size = fit.size;
  let floor: number | null = ground.ground === null ? null : fit.standOn(ground.ground);
  // A sitter sits on what the place offers; an animal curling up on a sofa stays its own size
  // beside the sofa, which is drawn around it, so the pair takes the room of one subject.
  // Several of it lie about on the ground: one seat could not hold the group.
  const seatKind = floor === null || scene.flocks[i] ? null : seatOf(subject.emoji, motion, plan.setting);
  const person = isFigure(subject.emoji);
  if (seatKind && !person) size *= 0.62;
  if (ground.water !== null && !ground.submerged && (motion === 'sail' || art.afloat))
    floor = fit.standOn(ground.water + 0.04);
  const glides = onIce(plan, ground, motion);
  if (glides) floor = fit.standOn(iceLine(ground));
  const airborne = AIRBORNE.has(motion) || floor === null || (motion === 'swim' && ground.submerged);
  const facesRight = headingOf(scene, motion, i);
  const instances = scene.flocks[i]?.map((k) => ({ ...k, dx: facesRight ? k.dx : -k.dx })) ?? null;
  const path = pathOf(scene, subject, motion, fit, { size, floor, facesRight, onSofa: !!seatKind && !person });
  size = path.size;
  let { from, to, waterline } = path;
  const seat = seatKind && floor !== null ? seatFor(seatKind, person, floor, size) : undefined;
  // A boat floats in the water: its hull below the waterline.
  if (motion === 'sail' && ground.water !== null && !ground.submerged && floor !== null && !glides) {
    // On a river or a lake a boat is sized for the water between the banks, not for the frame.
    if (!art.afloat) size = Math.min(size, scene.height * (art.boatHeight ?? 0.24));
    waterline = floor;
    from = { x: from.x, y: from.y + size * 0.14 };
    to = { x: to.x, y: to.y + size * 0.14 };
  }
  return {
    emoji: TRAVELLING.has(motion) ? travellingSprite(subject.emoji) : restingSprite(subject.emoji, motion),
    color: subject.color,
    motion: subject.motion,
    size,
    lane: scene.boxes[i]!,
    from,
    to,
    shadowY: shadowLineOf(
      ground,
      motion,
      { floor, bottom: fit.bottom, airborne, seatedAnimal: !!seat && !person },
      scene.height,
    ),
    airborne,
    phase: scene.phases[i]!,
    facesRight,
    gait: motion,
    spriteRight: false,
    level: 0,
    floor,
    reach: scene.reach[i]!,
    link: null,
    ...(glides ? { glides } : {}),
    ...(waterline !== undefined ? { waterline } : {}),
    ...(seat ? { seat } : {}),
    instances,
  };
}

/** Where a subject heads at the start: its own seeded way, or the way of the person it goes along with. */
function headingOf(scene: Scene, motion: Motion, i: number): boolean {
  const ownHeading = scene.random.chance(0.5);
  const facesRight = scene.leader && i > 0 && goesTogether(motion) ? (scene.leaderHeading ?? ownHeading) : ownHeading;
  if (i === 0) scene.leaderHeading = facesRight;
  return facesRight;
}

/** A subject's path over the clip: its base's start and end, and the water line across a swimmer. */
type Path = { from: { x: number; y: number }; to: { x: number; y: number }; size: number; waterline?: number };

/**
 * The path of each motion across its lane: a climber goes up and across it, towards the way it
 * faces; what rises or falls goes up or down it; flyers cross it high; swimmers cross the water;
 * the rest cross it on the line they stand on, or on the sofa an animal curls up on.
 */
function pathOf(
  scene: Scene,
  subject: SceneSubject,
  motion: Motion,
  fit: Fit,
  at: { size: number; floor: number | null; facesRight: boolean; onSofa: boolean },
): Path {
  const { left, right, centreX, top, bottom } = fit;
  const { size, floor, facesRight } = at;
  const climbX = ((right - left) / 2) * 0.5 * (facesRight ? 1 : -1);
  const span = TRAVELLING.has(motion) ? (motion === 'float' ? 0.35 : motion === 'sail' ? 0.6 : 1) : 0;
  const fromX = centreX - ((right - left) / 2) * span * (facesRight ? 1 : -1);
  const toX = centreX + ((right - left) / 2) * span * (facesRight ? 1 : -1);
  const flightY = top + (bottom - top) * scene.random.range(0.15, 0.45);
  if (motion === 'climb')
    return {
      from: { x: centreX - climbX, y: floor ?? bottom },
      // Up a good part of its lane, not into the sky.
      to: { x: centreX + climbX, y: (floor ?? bottom) - ((floor ?? bottom) - top) * 0.5 },
      size,
    };
  if (motion === 'rise') return { from: { x: centreX, y: bottom }, to: { x: centreX, y: top }, size };
  if (motion === 'fall') return { from: { x: centreX, y: top }, to: { x: centreX, y: floor ?? bottom }, size };
  if (motion === 'fly' || motion === 'float')
    return { from: { x: fromX, y: flightY }, to: { x: toX, y: flightY + (bottom - top) * 0.08 }, size };
  if (motion === 'swim') {
    const swim = swimLine(scene, subject, fit, size);
    return { from: { x: fromX, y: swim.y }, to: { x: toX, y: swim.y }, ...swim };
  }
  const lift = at.onSofa ? size * SOFA_LIFT : 0;
  const y = (floor ?? top + (bottom - top) * 0.6) - lift;
  return { from: { x: fromX, y }, to: { x: toX, y }, size };
}

/**
 * Where a swimmer swims. Underwater: anywhere in the water. At a surface: in the water band, as
 * deep as the creature swims (a fish mostly under, a duck floating on it), never on the bank.
 */
function swimLine(
  scene: Scene,
  subject: SceneSubject,
  fit: Fit,
  size: number,
): { y: number; size: number; waterline?: number } {
  const { art, ground, height } = scene;
  const { top, bottom } = fit;
  if (ground.submerged || ground.water === null)
    return { y: top + (bottom - top) * scene.random.range(0.3, 0.7), size };
  // Between the far shore and the near bank, with room for what shows above the water.
  const far = (art.waterBand?.[0] ?? ground.water) * height;
  const bank = (art.waterBand?.[1] ?? ground.ground ?? 1) * height;
  const dip = immersion(subject.emoji);
  const fitted = Math.min(size, (bank - far) / (dip + 0.25));
  const surface = Math.max(far + fitted * 0.2, Math.min(fit.standOn(ground.water + 0.03), bank - fitted * dip));
  return { y: surface + fitted * dip, size: fitted, waterline: surface };
}

/** The seat under a sitter or a sleeper on the line it stands on: a person's fits its figure, an animal's holds it. */
function seatFor(kind: SeatKind, person: boolean, floor: number, size: number): NonNullable<StagedSubject['seat']> {
  return {
    kind,
    ground: floor,
    lift: person ? 0 : size * SOFA_LIFT,
    width: size * (person ? (kind === 'rock' ? 0.7 : 0.95) : 1.9),
    back: kind === 'rock' ? 0 : size * (person ? 0.3 : 0.42),
  };
}

/**
 * The line a subject's contact shadow lies on, or null: under water only what walks the bottom
 * casts one; what sails, swims or climbs, or an animal on a sofa, casts none; a flyer's falls on
 * the ground far below it.
 */
function shadowLineOf(
  ground: Ground,
  motion: Motion,
  at: { floor: number | null; bottom: number; airborne: boolean; seatedAnimal: boolean },
  height: number,
): number | null {
  if (ground.ground === null || ground.submerged)
    return ground.submerged && !AIRBORNE.has(motion) && motion !== 'swim' ? at.floor : null;
  if (motion === 'sail' || motion === 'swim' || motion === 'climb' || at.seatedAnimal) return null;
  return at.airborne ? Math.min(at.bottom, (ground.ground ?? 0.88) * height) : at.floor;
}

/** Sprites look the way they travel: a diagonal nose flies level when the subject travels, and points up when it rises. */
function levelNoses(staged: StagedSubject[]): void {
  for (const subject of staged) {
    subject.spriteRight = spriteFacing(subject.emoji) === 'right';
    const nose = levelling(subject.emoji);
    subject.level =
      TRAVELLING.has(subject.gait) || subject.link
        ? nose
        : subject.gait === 'rise' && nose > 0
          ? nose - Math.PI / 2
          : 0;
  }
}

/**
 * Back to front: the farther (later) subjects first, the main one last; a bridge or a wave is the
 * ground the others are on, behind them all.
 */
function drawOrderOf(plan: ScenePlan, staged: StagedSubject[]): number[] {
  const drawOrder = staged.map((_, i) => i).reverse();
  drawOrder.sort((a, b) => Number(isDrawnGround(plan, b)) - Number(isDrawnGround(plan, a)));
  return drawOrder;
}

/** The line the deck of a bridge lies on (frame fraction), over the place's water or ground. */
export function deckLine(ground: Ground): number {
  return Math.max(ground.horizon + 0.06, (ground.water ?? (ground.ground ?? 0.85) - 0.1) - 0.08);
}

/** Where a rider on a big wave goes: down and along its face, towards the side it breaks to. */
function waveFace(width: number, height: number): { from: { x: number; y: number }; to: { x: number; y: number } } {
  return { from: { x: width * 0.6, y: height * 0.5 }, to: { x: width * 0.36, y: height * 0.66 } };
}

const isDrawnGround = (plan: ScenePlan, i: number) =>
  plan.subjects[i]?.art === 'bridge' || plan.subjects[i]?.field === true;

/** Whether the sea breaks in a big wave drawn behind the subjects (drawn.ts). */
export function hasBigWave(plan: ScenePlan): boolean {
  return plan.waves !== undefined && SETTING_ART[plan.setting].surf === true;
}

/** Motions that go along a deck: what drives, walks or rides crosses a bridge on it. */
const ALONG_DECK: ReadonlySet<Motion> = new Set(['drive', 'walk', 'run', 'ride', 'idle', 'chase', 'play', 'dance']);

/**
 * What is on a drawn bridge or a big wave: a vehicle or a walker crosses the whole bridge on its
 * deck, seen from the side; a surfer rides down the face of the wave towards where it breaks.
 */
function onDrawnGround(staged: StagedSubject[], plan: ScenePlan, ground: Ground, width: number, height: number): void {
  const bridge = plan.subjects.findIndex((s) => s.art === 'bridge');
  const wave = hasBigWave(plan);
  if (bridge < 0 && !wave) return;
  const deck = deckLine(ground) * height;
  staged.forEach((s, i) => {
    const subject = plan.subjects[i];
    if (!subject || subject.art || subject.heldBy !== undefined || s.link) return;
    if (wave && (subject.emoji.startsWith('🏄') || s.gait === 'sail' || s.gait === 'ride')) {
      const face = waveFace(width, height);
      s.from = face.from;
      s.to = face.to;
      s.facesRight = false;
      s.size = Math.min(s.size, height * 0.26);
      s.floor = null;
      s.shadowY = null;
      delete s.waterline;
      return;
    }
    if (bridge < 0 || !ALONG_DECK.has(s.gait)) return;
    const dir = s.facesRight ? 1 : -1;
    s.size = Math.min(s.size, height * 0.3);
    s.from = { x: width * (0.5 - 0.32 * dir), y: deck };
    s.to = { x: width * (0.5 + 0.32 * dir), y: deck };
    s.floor = deck;
    s.shadowY = deck;
    s.airborne = false;
  });
}

/**
 * Things resting on a surface ("a cup on the counter", "a cat on the windowsill") stand still on
 * it at a size true to the room: on the window's sill, on the counter's top where the place has
 * one, else on a table or a shelf drawn under them. On a surface place (a table top) it is the ground already.
 */
function restOnSurfaces(staged: StagedSubject[], plan: ScenePlan, width: number, height: number): void {
  const art = SETTING_ART[plan.setting];
  const window = art.indoors?.window ?? null;
  plan.subjects.forEach((subject, i) => {
    const s = staged[i];
    // A castle in open country stands on its hill.
    if (s && ON_A_HILL.has(subject.emoji) && s.floor !== null && !art.indoors && art.openCountry) {
      const rise = height * 0.12;
      const floor = s.floor;
      s.from = { x: s.from.x, y: floor - rise };
      s.to = { x: s.from.x, y: floor - rise };
      s.floor = floor - rise;
      s.shadowY = floor - rise;
      s.rest = { kind: 'hill', x: s.from.x, top: floor - rise, half: s.size * 0.9, floor };
      return;
    }
    if (!s || !subject.on || art.surface) return;
    let size = restingSize(subject, plan.setting) * height;
    const laneX = (s.lane.x0 + s.lane.x1) / 2;
    let x = laneX;
    let y: number;
    if (subject.on === 'sill' && window) {
      x = ((window.x0 + window.x1) / 2) * width;
      y = window.y1 * height;
      size = Math.min(size, (window.y1 - window.y0) * height * 0.7);
    } else if (subject.on === 'table' && art.counter !== undefined) {
      y = art.counter * height;
    } else {
      const floor = (art.ground.ground ?? 0.9) * height;
      // A table's top is a little under half a person's height; a shelf hangs on the wall.
      const shelf = subject.on === 'shelf' || subject.on === 'sill';
      y = shelf ? Math.min(floor * 0.55, floor - height * 0.3) : floor - height * 0.2;
      s.rest = { kind: shelf ? 'shelf' : 'table', x, top: y, half: Math.max(size * 1.3, width * 0.12), floor };
    }
    s.size = size;
    s.from = { x, y };
    s.to = { x, y };
    s.floor = y;
    s.shadowY = y;
    s.airborne = false;
    s.instances = s.instances?.map((k) => ({ ...k, dy: 0 })) ?? null;
  });
}

/**
 * Sizes by what the subjects are (sizes.ts): the others are sized against the main subject, the
 * largest kept within half the frame's height, then all scaled a little for the place; the
 * main one never below `floor` (it stays the subject). Subjects of unknown size keep the size
 * of their rank.
 */
function sizeByNature(wanted: number[], plan: ScenePlan, height: number, floor: number): void {
  const relative = relativeSizes(plan.subjects);
  for (let i = 1; i < wanted.length; i++) {
    const r = relative[i];
    if (r !== undefined) wanted[i] = wanted[0]! * r;
  }
  const largest = Math.max(...wanted);
  const fit = largest > height * 0.5 ? (height * 0.5) / largest : 1;
  const place = placeScale(plan.subjects, plan.setting);
  for (let i = 0; i < wanted.length; i++) wanted[i] = wanted[i]! * fit * place;
  if (wanted.length > 0) wanted[0] = Math.max(wanted[0]!, floor);
}

/** A subject's pose at time t, on screen (camera applied). */
export function subjectAt(timeline: Timeline, index: number, t: number, instance?: number): Pose {
  const holder = holderOf(timeline.plan, index);
  if (holder !== null) return heldAt(timeline, index, holder, t, subjectAt);
  const subject = timeline.subjects[index]!;
  const { width, height, duration } = timeline;
  const camera = cameraAt(timeline.plan.camera, t, duration);
  // One of several (flock.ts): its own size, phase and lag, placed by its offset below.
  const one = instance === undefined ? undefined : subject.instances?.[instance];
  const p = (duration > 0 ? t / duration : 1) * (1 - (one?.lag ?? 0));
  const s = subject.size * (one?.scale ?? 1);
  const moved = motionAt(subject.gait, t, p, subject.phase + (one?.phase ?? 0), subject.facesRight);
  if (subject.glides) Object.assign(moved, glideAt(t, subject.phase + (one?.phase ?? 0)));
  const { travel, dx: mx, dy: my, sx, sy, pivot } = moved;
  let { rotation, facesRight } = moved;
  const dx = mx * s;
  const dy = my * s;
  let baseX = subject.from.x + (subject.to.x - subject.from.x) * travel + dx;
  let baseY = subject.from.y + (subject.to.y - subject.from.y) * travel + dy;
  let grow = 1;
  let shadowLine = subject.shadowY;
  let turned = false;
  if (subject.link) {
    const linked = linkedAt(subject.link, t, subject.facesRight);
    baseX = linked.x + dx;
    baseY = linked.y + dy;
    facesRight = linked.right;
    turned = linked.right !== subject.facesRight;
    grow = linked.scale;
    rotation += linked.spin;
    shadowLine = linked.shadowY ?? shadowLine;
  }
  if (one) {
    // The formation turns with a linked path's heading (a chase's runners stay behind).
    baseX += (turned ? -one.dx : one.dx) * subject.size;
    baseY += one.dy * subject.size;
    if (shadowLine !== null) shadowLine += one.dy * subject.size;
  }
  // Rotations are as seen heading left; heading right they mirror. The sprite itself is mirrored
  // when it looks the other way than the subject heads, and a diagonal nose is levelled.
  const mirrored = facesRight !== subject.spriteRight;
  rotation = (facesRight ? -rotation : rotation) + (mirrored ? -subject.level : subject.level);
  const screen = project(camera, width, height, baseX, baseY);
  const zw = s * sx * camera.zoom * grow;
  const zh = s * sy * camera.zoom * grow;
  // Bounding box of the rotated sprite (rotation about the pivot point).
  const px = screen.x;
  const py = screen.y - zh * pivot;
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const corners = [
    [-zw / 2, -zh * (1 - pivot)],
    [zw / 2, -zh * (1 - pivot)],
    [-zw / 2, zh * pivot],
    [zw / 2, zh * pivot],
  ].map(([cx, cy]) => [px + cx! * cos - cy! * sin, py + cx! * sin + cy! * cos]);
  const box = {
    x0: Math.min(...corners.map((c) => c[0]!)),
    x1: Math.max(...corners.map((c) => c[0]!)),
    y0: Math.min(...corners.map((c) => c[1]!)),
    y1: Math.max(...corners.map((c) => c[1]!)),
  };
  let shadow: Pose['shadow'] = null;
  if (shadowLine !== null) {
    const line = project(camera, width, height, baseX - dx, shadowLine);
    const lift = Math.max(0, shadowLine - baseY) / height;
    shadow = subject.airborne
      ? { x: screen.x, y: line.y, w: zw * 0.45 * Math.max(0.3, 1 - lift), alpha: 0.22 * Math.max(0.15, 1 - lift * 1.6) }
      : {
          x: screen.x,
          y: line.y,
          w: zw * 0.8 * Math.max(0.5, 1 - lift * 2),
          alpha: 0.38 * Math.max(0.3, 1 - lift * 3),
        };
  }
  // The surface stays level while the swimmer bobs; each of a group at its own depth.
  const waterline =
    subject.waterline === undefined
      ? undefined
      : project(camera, width, height, baseX - dx, subject.waterline + (one?.dy ?? 0) * subject.size).y;
  const seat = subject.seat
    ? {
        kind: subject.seat.kind,
        x: project(camera, width, height, baseX - dx, subject.seat.ground).x,
        ground: project(camera, width, height, baseX - dx, subject.seat.ground).y,
        lift: subject.seat.lift * camera.zoom,
        width: subject.seat.width * camera.zoom,
        back: subject.seat.back * camera.zoom,
      }
    : undefined;
  return {
    x: screen.x,
    y: screen.y,
    w: mirrored ? -zw : zw,
    h: zh,
    rotation,
    pivot,
    box,
    shadow,
    ...(waterline !== undefined ? { waterline } : {}),
    ...(seat ? { seat } : {}),
  };
}

/**
 * The order to draw the subjects in at time t: the timeline's, except that an orbiter goes
 * behind what it circles for the far half of its turn and in front of it for the near half.
 */
export function orderAt(timeline: Timeline, t: number): number[] {
  const order = [...timeline.order];
  timeline.subjects.forEach((subject, index) => {
    if (subject.link?.kind !== 'orbit' || subject.link.centre === null) return;
    const centre = subject.link.centre;
    order.splice(order.indexOf(index), 1);
    const at = order.indexOf(centre);
    order.splice(behind(subject.link, t) ? at : at + 1, 0, index);
  });
  return order;
}
