import { describe, expect, it } from 'vitest';
import type { Camera, SceneSubject, Setting } from '@/lib/scene-plan';
import { quietPlan } from '../../../tests/support/plans';
import { spriteFacing, travellingSprite } from './facing';
import { orderAt, stage, subjectAt, type Timeline } from './stage';

const FPS = 24;
const times = (from: number, to: number) =>
  Array.from({ length: Math.round((to - from) * FPS) + 1 }, (_, i) => from + i / FPS);
const SIZES: [number, number][] = [
  [640, 360],
  [1920, 1080],
  [360, 360],
];

function timeline(
  subjects: SceneSubject[],
  seed: number,
  size = SIZES[0]!,
  setting: Setting = 'meadow',
  camera: Camera = 'static',
): Timeline {
  return stage(quietPlan({ subjects, setting, camera }), seed, size[0], size[1], 5);
}

const subject = (emoji: string, motion: SceneSubject['motion']): SceneSubject => ({ emoji, label: 'x', motion });

/** Which way a pose looks on screen: its sprite's own facing, turned round when mirrored. */
function looks(tl: Timeline, index: number, t: number): 1 | -1 {
  const own = spriteFacing(tl.subjects[index]!.emoji) === 'right' ? 1 : -1;
  return subjectAt(tl, index, t).w < 0 ? (-own as 1 | -1) : own;
}

describe('interactions', () => {
  it('a chaser goes the way the chased goes, and the gap between them shrinks', () => {
    for (const [w, h] of SIZES)
      for (const seed of [1, 2, 3, 4]) {
        const tl = timeline([subject('🐕', 'chase'), subject('🐈', 'run')], seed, [w, h]);
        const x = (i: number, t: number) => subjectAt(tl, i, t).x;
        const label = `${w}x${h} seed ${seed}`;
        const chaser = Math.sign(x(0, 4.5) - x(0, 0.5));
        const chased = Math.sign(x(1, 4.5) - x(1, 0.5));
        expect(chaser, label).not.toBe(0);
        expect(chaser, label).toBe(chased);
        // The chased one is ahead, and the chaser gains on it.
        const gap = (t: number) => (x(1, t) - x(0, t)) * chaser;
        expect(gap(0.3), label).toBeGreaterThan(0);
        expect(gap(4.7), label).toBeGreaterThan(0);
        expect(gap(4.7), label).toBeLessThan(gap(0.3) * 0.85);
        // Both travel a good share of the frame, facing where they go.
        expect(Math.abs(x(0, 4.7) - x(0, 0.3)), label).toBeGreaterThan(w * 0.2);
        for (const t of [1, 2.5, 4]) {
          expect(looks(tl, 0, t), label).toBe(chaser);
          expect(looks(tl, 1, t), label).toBe(chaser);
        }
      }
  });

  it('an orbiter keeps its distance to what it circles while its angle sweeps a full turn', () => {
    for (const seed of [1, 2, 3])
      for (const [w, h] of SIZES) {
        const tl = timeline([subject('🌕', 'orbit'), subject('🪐', 'idle')], seed, [w, h], 'space');
        const centre = (t: number) => {
          const p = subjectAt(tl, 1, t);
          return { x: p.x, y: p.y - p.h / 2 };
        };
        const path = tl.subjects[0]!.link;
        expect(path?.kind).toBe('orbit');
        if (path?.kind !== 'orbit') continue;
        let swept = 0;
        let last: number | null = null;
        const radii: number[] = [];
        for (const t of times(0, 5)) {
          const p = subjectAt(tl, 0, t);
          const c = centre(t);
          const dx = (p.x - c.x) / path.rx;
          const dy = (p.y - p.h / 2 - c.y) / path.ry;
          radii.push(Math.hypot(dx, dy));
          const angle = Math.atan2(dy, dx);
          if (last !== null) swept += Math.atan2(Math.sin(angle - last), Math.cos(angle - last));
          last = angle;
        }
        // Measured on its ellipse: the distance barely changes (its own bob only).
        expect(Math.max(...radii) / Math.min(...radii), `${w}x${h} seed ${seed}`).toBeLessThan(1.35);
        expect(Math.abs(swept), `${w}x${h} seed ${seed}`).toBeGreaterThan(2 * Math.PI);
      }
  });

  it('an orbiter passes behind what it circles for part of its turn and in front for the rest', () => {
    const tl = timeline([subject('🐝', 'orbit'), subject('🌸', 'sway')], 3);
    const behind = times(0, 5).filter((t) => {
      const order = orderAt(tl, t);
      return order.indexOf(0) < order.indexOf(1);
    });
    expect(behind.length).toBeGreaterThan(FPS);
    expect(behind.length).toBeLessThan(times(0, 5).length - FPS);
  });

  it('a player follows its bouncing toy back and forth, facing it', () => {
    const tl = timeline([subject('🐕', 'play'), subject('⚽', 'idle')], 2);
    const ball = times(0, 5).map((t) => subjectAt(tl, 1, t));
    const dog = times(0, 5).map((t) => subjectAt(tl, 0, t));
    // The ball bounces: its base leaves the ground and comes back.
    const ys = ball.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(tl.subjects[1]!.size * 0.5);
    // The ball is smaller than the dog, and the dog goes where the ball was a moment before.
    expect(tl.subjects[1]!.size).toBeLessThan(tl.subjects[0]!.size);
    const lag = Math.round(0.5 * FPS);
    const following = dog.slice(lag).map((p, i) => Math.abs(p.x - ball[i]!.x));
    expect(Math.max(...following)).toBeLessThan(tl.width * 0.05);
    // Back and forth: the dog turns round at least once, and looks the way it moves.
    const headings = times(0.2, 4.8).map((t) => Math.sign(subjectAt(tl, 0, t + 0.05).x - subjectAt(tl, 0, t - 0.05).x));
    expect(new Set(headings.filter((s) => s !== 0)).size).toBe(2);
    for (const t of [0.8, 2.4, 4]) {
      const going = Math.sign(subjectAt(tl, 0, t + 0.05).x - subjectAt(tl, 0, t - 0.05).x);
      if (going !== 0) expect(looks(tl, 0, t)).toBe(going);
    }
  });

  it('dancers keep one beat: they hop together, whatever their phases', () => {
    const tl = timeline([subject('💃', 'dance'), subject('🕺', 'dance')], 5);
    const lift = (i: number, t: number) => subjectAt(tl, i, t).y - tl.subjects[i]!.from.y;
    const a = times(0, 5).map((t) => lift(0, t));
    const b = times(0, 5).map((t) => lift(1, t));
    // In step: both at the top of a hop at the same moments.
    const tops = (values: number[]) =>
      values.map((v, i) => (v < Math.min(...values) * 0.8 ? i : -1)).filter((i) => i >= 0);
    expect(tops(a).length).toBeGreaterThan(0);
    expect(tops(a)).toEqual(tops(b));
    // Rhythmic: several hops a second, not a slow sway.
    expect(tops(a).length).toBeGreaterThan(5);
  });
});

describe('facing', () => {
  it('a flying plane faces the way it moves, in both directions and past the clip', () => {
    const seen = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const tl = timeline([subject('✈️', 'fly')], seed, SIZES[0], 'sky');
      for (const t of times(0.5, 9.5)) {
        const dx = subjectAt(tl, 0, t).x - subjectAt(tl, 0, t - 0.1).x;
        if (Math.abs(dx) < 0.5) continue;
        seen.add(Math.sign(dx));
        expect(looks(tl, 0, t), `seed ${seed} t=${t}`).toBe(Math.sign(dx));
        // Level: the diagonal sprite is turned so its nose is near the horizontal.
        const pose = subjectAt(tl, 0, t);
        expect(Math.abs(pose.rotation), `seed ${seed}`).toBeGreaterThan(0.4);
      }
    }
    expect(seen).toEqual(new Set([1, -1]));
  });

  it('a walker drawn facing right, and one drawn facing left, both face where they go', () => {
    for (const emoji of ['🚶', '🐕', '🐘', '🦆'])
      for (const seed of [1, 2, 3]) {
        const tl = timeline([subject(emoji, 'walk')], seed);
        const going = Math.sign(subjectAt(tl, 0, 4).x - subjectAt(tl, 0, 1).x);
        expect(looks(tl, 0, 2.5), `${emoji} seed ${seed}`).toBe(going);
      }
  });

  it('a vehicle drawn head-on travels as its side view; parked, it stays head-on', () => {
    expect(spriteFacing('🚔')).toBe('front');
    for (const [front, side] of [
      ['🚔', '🚓'],
      ['🚘', '🚗'],
      ['🚍', '🚌'],
      ['🚖', '🚕'],
    ]) {
      expect(travellingSprite(front!)).toBe(side);
      expect(spriteFacing(side!)).not.toBe('front');
      expect(timeline([subject(front!, 'drive')], 1, SIZES[0], 'street').subjects[0]!.emoji).toBe(side);
      expect(timeline([subject(front!, 'idle')], 1, SIZES[0], 'street').subjects[0]!.emoji).toBe(front);
    }
  });

  it('reads skin tones and man/woman forms as their base drawing', () => {
    expect(spriteFacing('🏊🏽‍♀️')).toBe('right');
    expect(spriteFacing('🏃🏿‍♂️')).toBe('left');
    expect(spriteFacing('🐕')).toBe('left');
  });
});
