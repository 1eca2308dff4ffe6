import { describe, expect, it } from 'vitest';
import { CAMERAS, MOTIONS, type Motion, type ScenePlan, SETTINGS } from '@/lib/scene-plan';
import { quietPlan } from '../../../tests/support/plans';
import { linksOf } from './interact';
import { type Box, cameraAt, stage, subjectAt } from './stage';

const FPS = 24;
const SIZES: [number, number][] = [
  [640, 360],
  [360, 640],
  [360, 360],
  [1920, 1080],
];

function plan(motions: Motion[], overrides: Partial<ScenePlan> = {}): ScenePlan {
  const emojis = ['🦊', '🎈', '🐟'];
  return quietPlan({ subjects: motions.map((motion, i) => ({ emoji: emojis[i]!, label: 'x', motion })), ...overrides });
}

const times = (duration: number, from = 0) =>
  Array.from({ length: Math.round(duration * FPS) }, (_, i) => from + i / FPS);
const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Plans that cover every motion, every setting and every camera, with one to three subjects. */
function coverage(): ScenePlan[] {
  const plans: ScenePlan[] = [];
  MOTIONS.forEach((motion, i) => {
    const others = [MOTIONS[(i + 5) % MOTIONS.length]!, MOTIONS[(i + 9) % MOTIONS.length]!];
    const setting = SETTINGS[i % SETTINGS.length]!;
    const camera = CAMERAS[i % CAMERAS.length]!;
    plans.push(
      plan([motion], { setting, camera }),
      plan([motion, others[0]!], { setting, camera: CAMERAS[(i + 3) % CAMERAS.length]! }),
      plan([motion, ...others], { setting: SETTINGS[(i + 7) % SETTINGS.length]!, camera }),
    );
  });
  return plans;
}

describe('stage', () => {
  it('gives the same timeline and poses for the same plan and seed, another for another seed', () => {
    const p = plan(['walk', 'fly', 'sway'], { camera: 'pan-left' });
    const a = stage(p, 42, 640, 360, 5);
    const b = stage(structuredClone(p), 42, 640, 360, 5);
    expect(b).toEqual(a);
    for (const t of [0, 1.3, 4.9]) for (const i of [0, 1, 2]) expect(subjectAt(b, i, t)).toEqual(subjectAt(a, i, t));
    const other = stage(p, 43, 640, 360, 5);
    expect(other.subjects.map((s) => s.phase)).not.toEqual(a.subjects.map((s) => s.phase));
  });

  it('keeps every subject in frame and apart from the others over the whole clip and its extension', () => {
    // An orbiter passes in front of what it circles and a player runs into its toy: those pairs
    // may overlap. A chaser and the chased stay apart.
    const together = (p: ScenePlan, i: number, j: number) =>
      linksOf(p.subjects).some(
        (l) => l.kind !== 'chase' && ((l.actor === i && l.partner === j) || (l.actor === j && l.partner === i)),
      );
    let checked = 0;
    const failures: string[] = [];
    for (const p of coverage()) {
      for (const [width, height] of SIZES) {
        for (const seed of [1, 2]) {
          const timeline = stage(p, seed, width, height, 5);
          // 0–5 s is the clip, 5–10 s what extend draws after it.
          for (const t of times(10)) {
            const boxes = p.subjects.map((_, i) => subjectAt(timeline, i, t).box);
            const where = () =>
              `${p.subjects.map((s) => s.motion).join('+')} ${p.setting} ${p.camera} ${width}x${height} seed ${seed} t=${t.toFixed(2)}`;
            for (const box of boxes)
              if (box.x0 < 0 || box.y0 < 0 || box.x1 > width || box.y1 > height)
                failures.push(`out of frame: ${where()}`);
            for (let i = 0; i < boxes.length; i += 1)
              for (let j = i + 1; j < boxes.length; j += 1)
                if (!together(p, i, j) && overlap(boxes[i]!, boxes[j]!)) failures.push(`overlap ${i}/${j}: ${where()}`);
            checked += 1;
          }
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  }, 60_000);

  it('turns a travelling subject round on the way back, when an extension carries it on', () => {
    for (const motion of ['walk', 'run', 'drive', 'swim', 'fly'] as const)
      for (const seed of [1, 2, 3, 4]) {
        const timeline = stage(plan([motion]), seed, 640, 360, 5);
        // Sprites face left; a pose mirrored (negative width) faces right.
        const facing = (t: number) => (subjectAt(timeline, 0, t).w < 0 ? 1 : -1);
        const going = (from: number, to: number) =>
          Math.sign(subjectAt(timeline, 0, to).x - subjectAt(timeline, 0, from).x);
        const label = `${motion}, seed ${seed}`;
        expect(going(1, 4), label).toBe(facing(2.5)); // the clip: it faces where it goes
        expect(going(6, 9), label).toBe(-going(1, 4)); // the extension: it comes back
        expect(facing(7.5), label).toBe(going(6, 9)); // facing the way back
      }
  });

  it('draws the main subject at least a quarter of the frame high, in front (drawn last)', () => {
    for (const p of coverage()) {
      // A growing subject starts small on purpose; it is checked once grown.
      for (const [width, height] of SIZES) {
        const timeline = stage(p, 5, width, height, 5);
        expect(timeline.order.at(-1)).toBe(0);
        // An orbiter needs room to circle in, and is smaller than what it circles, on purpose.
        if (p.subjects[0]!.motion === 'orbit') continue;
        // A frame no wider than tall holds a chasing pair side by side only if both are smaller.
        // The same holds for a main subject that another one circles.
        const chased = linksOf(p.subjects).some(
          (l) => (l.kind === 'chase' || l.kind === 'orbit') && l.partner !== null && (l.actor === 0 || l.partner === 0),
        );
        if (chased && width <= height) continue;
        const from = p.subjects[0]!.motion === 'grow' ? 4.2 : 0;
        const smallest = Math.min(...times(5 - from, from).map((t) => subjectAt(timeline, 0, t).h));
        expect(smallest, `${JSON.stringify(p)} ${width}x${height}`).toBeGreaterThanOrEqual(height / 4);
      }
    }
  }, 30_000);

  it('puts a soft shadow where a grounded subject touches the ground, none or a faint far one for a flying one', () => {
    const walking = stage(plan(['walk']), 3, 640, 360, 5);
    for (const t of times(5)) {
      const pose = subjectAt(walking, 0, t);
      expect(pose.shadow).not.toBeNull();
      // At its feet: the base line, give or take the bounce of a step.
      expect(Math.abs(pose.shadow!.y - pose.y)).toBeLessThan(pose.h * 0.06);
      expect(Math.abs(pose.shadow!.x - pose.x)).toBeLessThan(1);
    }
    const flying = stage(plan(['fly']), 3, 640, 360, 5);
    const grounded = subjectAt(walking, 0, 2);
    for (const t of times(5)) {
      const pose = subjectAt(flying, 0, t);
      if (!pose.shadow) continue;
      expect(pose.shadow.y - pose.y).toBeGreaterThan(pose.h * 0.3);
      expect(pose.shadow.alpha).toBeLessThan(grounded.shadow!.alpha);
    }
    for (const setting of ['sky', 'space'] as const)
      for (const t of times(5))
        expect(subjectAt(stage(plan(['fly'], { setting }), 3, 640, 360, 5), 0, t).shadow).toBeNull();
  });

  it('moves the camera as its kind says, with easing', () => {
    const at = (kind: (typeof CAMERAS)[number], t: number) => cameraAt(kind, t, 5);
    // No move asked for: a slow drift sideways, no zoom, no tilt.
    for (const t of times(5)) {
      expect(at('static', t).zoom).toBe(1);
      expect(at('static', t).dy).toBe(0);
      expect(Math.abs(at('static', t).dx)).toBeLessThanOrEqual(0.02);
    }
    expect(at('static', 0).dx).toBeGreaterThan(at('static', 5).dx);
    const sample = [0, 1, 2.5, 4, 5];
    const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
    expect(increasing(sample.map((t) => at('push-in', t).zoom))).toBe(true);
    expect(increasing(sample.map((t) => -at('pull-out', t).zoom))).toBe(true);
    // Panning left, the scene slides right; tilting up, it slides down.
    expect(increasing(sample.map((t) => at('pan-left', t).dx))).toBe(true);
    expect(increasing(sample.map((t) => -at('pan-right', t).dx))).toBe(true);
    expect(increasing(sample.map((t) => at('tilt-up', t).dy))).toBe(true);
    expect(increasing(sample.map((t) => -at('tilt-down', t).dy))).toBe(true);
    // Eased: slow at the ends, fastest in the middle.
    const step = (t: number) => at('push-in', t + 0.1).zoom - at('push-in', t).zoom;
    expect(step(2.45)).toBeGreaterThan(step(0) * 5);
    expect(step(2.45)).toBeGreaterThan(step(4.9) * 5);
  });
});
