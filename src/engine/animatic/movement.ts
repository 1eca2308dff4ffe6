/**
 * Each motion's own movement, apart from its path across the lane: the bob of a walk, the beat
 * of wings, a boat's rocking, a sleeper's breath. stage.ts measures how far a motion reaches to
 * fit it in its lane, and plays it at every frame; nothing here depends on the place.
 */
import type { Motion } from '@/lib/scene-plan';

export type Box = { x0: number; y0: number; x1: number; y1: number };

/** Motions that cross the lane sideways. */
export const TRAVELLING: ReadonlySet<Motion> = new Set([
  'fly',
  'walk',
  'run',
  'swim',
  'drive',
  'ride',
  'sail',
  'float',
]);

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
export const easeInOut = (p: number) => 0.5 - 0.5 * Math.cos(Math.PI * clamp01(p));
const easeOut = (p: number) => 1 - (1 - clamp01(p)) ** 3;
const easeIn = (p: number) => clamp01(p) ** 2;
/** 0→1→0→1…: paths that cross their lane go back and forth when the clip goes on (extend). */
const pingPong = (p: number) => {
  const m = ((p % 2) + 2) % 2;
  return m <= 1 ? m : 2 - m;
};

/** A motion's own movement at time t (p: t over the clip's length), in sprite sizes. */
export type Movement = {
  travel: number;
  dx: number;
  dy: number;
  sx: number;
  sy: number;
  rotation: number;
  pivot: number;
  facesRight: boolean;
};

/** When a motion is played: t in seconds, p the share of the clip, ph its own phase. */
type Clock = { t: number; p: number; ph: number; startsRight: boolean };
/** What a motion changes of the still pose; the rest stays as it stands (see motionAt). */
type Wobble = Partial<Omit<Movement, 'facesRight'>>;

const W = 2 * Math.PI;

/** Breathing: what a subject does that does nothing else. */
const idle = ({ t, ph }: Clock): Wobble => ({
  sy: 1 + Math.sin(t * 2.2 + ph) * 0.025,
  sx: 1 - Math.sin(t * 2.2 + ph) * 0.012,
  pivot: 0,
});

/** A walk or a run: bobbing steps, leaning forward as drawn heading left (the pose mirrors it). */
const stride =
  (rate: number, bob: number, lean: number) =>
  ({ t, ph }: Clock): Wobble => ({
    dy: -Math.abs(Math.sin(t * rate + ph)) * bob,
    rotation: -lean + Math.sin(t * rate + ph) * 0.03,
    pivot: 0,
  });

const WOBBLES: Record<Motion, (clock: Clock) => Wobble> = {
  idle,
  // Played by their paths (interact.ts); on their own they breathe.
  chase: idle,
  orbit: idle,
  // Rises with ease, then hovers (extend keeps it up there).
  rise: ({ t, p, ph }) => ({
    travel: easeInOut(Math.min(p, 1)),
    dx: Math.sin(t * 1.3 + ph) * 0.04,
    rotation: Math.sin(t * 1.3 + ph + 0.6) * 0.05,
    dy: Math.sin(t * 2 + ph) * 0.02,
  }),
  fall: ({ t, p, ph }) => {
    const travel = easeIn(Math.min(p * 1.15, 1));
    const rotation = Math.sin(t * 3 + ph) * 0.08 * (1 - travel);
    if (travel < 1) return { travel, rotation };
    return { travel, rotation, sy: 1 - 0.08 * Math.max(0, Math.sin(Math.min(1, (p * 1.15 - 1) * 4) * Math.PI)) };
  },
  fly: ({ t, ph }) => ({
    dy: Math.sin(t * 4 + ph) * 0.05,
    sy: 1 + Math.sin(t * 12 + ph) * 0.06,
    sx: 1 - Math.sin(t * 12 + ph) * 0.03,
    rotation: Math.cos(t * 4 + ph) * 0.06,
  }),
  float: ({ t, ph }) => ({ dy: Math.sin(t * 1.6 + ph) * 0.05, rotation: Math.sin(t * 1.1 + ph) * 0.06 }),
  walk: stride(5, 0.04, 0.03),
  run: stride(9, 0.07, 0.1),
  swim: ({ t, ph, startsRight }) => ({
    dy: Math.sin(t * 2.4 + ph) * 0.08,
    rotation: Math.cos(t * 2.4 + ph) * 0.15 * (startsRight ? 1 : -1),
    sx: 1 + Math.sin(t * 6 + ph) * 0.03,
  }),
  drive: ({ t, ph }) => ({
    dy: -Math.max(0, Math.sin(t * 7 + ph) ** 8) * 0.025,
    rotation: Math.sin(t * 7 + ph) * 0.01,
    pivot: 0,
  }),
  // Pedalling or riding a board: a light, quick bob and a forward lean.
  ride: ({ t, ph }) => ({
    dy: -Math.abs(Math.sin(t * 5 + ph)) * 0.02,
    rotation: -0.04 + Math.sin(t * 2.5 + ph) * 0.02,
    pivot: 0,
  }),
  // Up the slope, hand over hand, then holds on at the top (extend keeps it there).
  climb: ({ t, p, ph }) => ({
    travel: easeInOut(Math.min(p, 1)),
    dy: -Math.abs(Math.sin(t * 3 + ph)) * 0.03,
    rotation: Math.sin(t * 3 + ph) * 0.03,
    pivot: 0,
  }),
  sail: ({ t, ph }) => ({
    rotation: Math.sin(t * 1.4 + ph) * 0.07,
    dy: Math.sin(t * 1.4 + ph + 1) * 0.025,
    pivot: 0.1,
  }),
  // Hops on the spot with a squash on landing.
  jump: ({ t, ph }) => {
    const hop = (t * 1.4 + ph / W) % 1;
    const air = hop < 0.7 ? Math.sin((hop / 0.7) * Math.PI) : 0;
    const squash = hop >= 0.7 ? Math.sin(((hop - 0.7) / 0.3) * Math.PI) : 0;
    return { dy: -air * 0.5, sy: 1 - squash * 0.12 + air * 0.04, sx: 1 + squash * 0.1 - air * 0.03, pivot: 0 };
  },
  spin: ({ t, ph }) => ({ rotation: (t * W * 0.5 + ph) % W, dy: -Math.abs(Math.sin(t * 2 + ph)) * 0.03 }),
  sway: ({ t, ph }) => ({ rotation: Math.sin(t * 1.8 + ph) * 0.14, pivot: 0 }),
  grow: ({ t, p, ph }) => {
    const g = 0.35 + 0.65 * easeOut(Math.min(p * 1.2, 1));
    return { sx: g, sy: g * (1 + Math.sin(t * 2 + ph) * 0.015) };
  },
  // On one beat for every dancer (two beats a second, whatever the phase): a hop and a sway
  // each beat, a step to one side and back every two.
  dance: ({ t }) => {
    const beat = t * 2;
    const up = Math.abs(Math.sin(Math.PI * beat));
    return {
      dy: -up * 0.09,
      dx: Math.sin((Math.PI * beat) / 2) * 0.05,
      rotation: Math.sin(Math.PI * beat) * 0.12,
      sy: 1 - (1 - up) * 0.06,
      sx: 1 + (1 - up) * 0.04,
      pivot: 0,
    };
  },
  // Quick, uneven hops with a bow now and then: a game, not a run.
  play: ({ t, ph }) => {
    const hop = Math.abs(Math.sin(t * 5.5 + ph));
    return { dy: -hop * 0.12, rotation: -0.06 + Math.sin(t * 2.75 + ph) * 0.08, sy: 1 - (1 - hop) * 0.05, pivot: 0 };
  },
  // Slow, deep breaths.
  sleep: ({ t, ph }) => ({
    sy: 1 + Math.sin(t * 1.3 + ph) * 0.024,
    sx: 1 - Math.sin(t * 1.3 + ph) * 0.01,
    pivot: 0,
  }),
  rest: ({ t, ph }) => ({
    sy: 1 + Math.sin(t * 1.7 + ph) * 0.018,
    rotation: Math.sin(t * 0.6 + ph) * 0.015,
    pivot: 0,
  }),
  sit: ({ t, ph }) => ({ sy: 1 + Math.sin(t * 2 + ph) * 0.014, rotation: Math.sin(t * 0.8 + ph) * 0.02, pivot: 0 }),
  // Bends to the work at its side and pats it, shifting its weight.
  build: ({ t, ph }) => ({
    rotation: -0.06 - 0.09 * Math.max(0, Math.sin(t * 3.2 + ph)),
    dx: Math.sin(t * 1.6 + ph) * 0.03,
    dy: -Math.abs(Math.sin(t * 6.4 + ph)) * 0.01,
    pivot: 0,
  }),
  // Bows to its food and comes up chewing, in place.
  eat: ({ t, ph }) => ({
    rotation: -0.03 - Math.max(0, Math.sin(t * 2.6 + ph)) * 0.08,
    sy: 1 + Math.sin(t * 9 + ph) * 0.008,
    pivot: 0,
  }),
};

/**
 * A motion's movement at time t: its own wobble over a still pose that travels its path with
 * ease, back and forth past the clip's end; a subject going back (extend's return trip) turns.
 */
export function motionAt(motion: Motion, t: number, p: number, ph: number, startsRight: boolean): Movement {
  const own = WOBBLES[motion]({ t, p, ph, startsRight });
  const back = TRAVELLING.has(motion) && p > 1 && Math.floor(easeInOut(1) + (p - 1)) % 2 === 1;
  return {
    travel: own.travel ?? pingPong(easeInOut(Math.min(p, 1)) + Math.max(0, p - 1)),
    dx: own.dx ?? 0,
    dy: own.dy ?? 0,
    sx: own.sx ?? 1,
    sy: own.sy ?? 1,
    rotation: own.rotation ?? 0,
    pivot: own.pivot ?? 0.5,
    facesRight: back ? !startsRight : startsRight,
  };
}

/** The box of a sprite of size 1 around its base point, moved, scaled and rotated. */
function unitBox(m: Movement): Box {
  const px = m.dx;
  const py = m.dy - m.sy * m.pivot;
  const cos = Math.cos(m.rotation);
  const sin = Math.sin(m.rotation);
  let box: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const [cx, cy] of [
    [-m.sx / 2, -m.sy * (1 - m.pivot)],
    [m.sx / 2, -m.sy * (1 - m.pivot)],
    [-m.sx / 2, m.sy * m.pivot],
    [m.sx / 2, m.sy * m.pivot],
  ] as const) {
    const x = px + cx * cos - cy * sin;
    const y = py + cx * sin + cy * cos;
    box = { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) };
  }
  return box;
}

/**
 * How far a motion's sprite reaches around its base point over a clip and a long extension
 * (sprite sizes): measured by running the motion, so a new wobble can never push a subject
 * out of its lane unnoticed. Mirroring is symmetric, so one heading is enough.
 */
export function extents(motion: Motion, phase: number, duration: number): Box & { minScale: number } {
  let box: Box = { x0: 0, y0: 0, x1: 0, y1: 0 };
  let minScale = Infinity;
  // The clip and a long extension; every wobble repeats within a few seconds.
  const end = Math.max(30, duration * 3);
  for (let t = 0; t <= end; t += 1 / 30) {
    const m = motionAt(motion, t, duration > 0 ? t / duration : 1, phase, false);
    const b = unitBox({ ...m, travel: 0 });
    box = {
      x0: Math.min(box.x0, b.x0, -b.x1),
      y0: Math.min(box.y0, b.y0),
      x1: Math.max(box.x1, b.x1, -b.x0),
      y1: Math.max(box.y1, b.y1),
    };
    if (motion !== 'grow' || t >= duration) minScale = Math.min(minScale, m.sy);
  }
  // A little room for the peaks between two samples.
  const margin = 0.02;
  return { x0: box.x0 - margin, y0: box.y0 - margin, x1: box.x1 + margin, y1: box.y1 + margin, minScale };
}
