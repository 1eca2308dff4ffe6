import { describe, expect, it } from 'vitest';
import { type ScenePlan, sceneChips } from '@/lib/scene-plan';
import { framePixels, quietPlan } from '../../../tests/support/plans';
import { prepare } from './draw';
import { scenePlanSchema } from './scene-plan-schema';
import { stage, subjectAt } from './stage';
import { understand } from './understand';

const W = 640;
const H = 360;

const plan = quietPlan;

const frame = (p: ScenePlan, t = 2) => framePixels(p, t);

/** Mean luminance (0–1) of the rows between two frame fractions. */
function bandLuma(d: Uint8ClampedArray, top: number, bottom: number): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(top * H); y < Math.round(bottom * H); y += 1)
    for (let x = 0; x < W; x += 2) {
      const i = (y * W + x) * 4;
      sum += (0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!) / 255;
      n += 1;
    }
  return sum / n;
}

describe('winter words', () => {
  it.each([
    ['a snowy cabin in the mountains at dusk', 'snowy'],
    ['ein verschneites Dorf am Abend', 'snowy'],
    ['un renard dans une forêt enneigée', 'snowy'],
    ['лиса в заснеженном лесу', 'snowy'],
    ['雪に覆われた村', 'snowy'],
    ['karla kaplı bir köy', 'snowy'],
    ['een hond in een winters park', 'snowy'],
    ['it is snowing over the village', 'snowy'],
    ['an icy forest path', 'snowy'],
    ['un lago congelado al amanecer', 'frozen'],
    ['ein zugefrorener See', 'frozen'],
    ['冰封的湖面', 'frozen'],
    ['a girl skating on a lake', 'frozen'],
    ['kinderen schaatsen op de gracht', 'frozen'],
    ['мальчик катается на коньках по озеру', 'frozen'],
    ['bir gölde paten yapan çocuklar', 'frozen'],
  ])('%s → %s', (prompt, winter) => {
    expect(understand(prompt).winter).toBe(winter);
  });

  it.each([
    'a dog running in a green meadow',
    'a skateboarder in the city',
    'ein Segelboot auf dem See',
    'a rocket in space, frozen stars',
    'a frozen pizza in the kitchen',
  ])('%s has no winter', (prompt) => {
    expect(understand(prompt).winter).toBeUndefined();
  });

  it('shows the winter as a chip, and no chip without it', () => {
    const t = (key: string) => key;
    expect(sceneChips(plan({ winter: 'frozen' }), t).map((c) => c.text)).toContain('app:scene.winters.frozen');
    expect(sceneChips(plan({}), t).some((c) => c.text.includes('winters'))).toBe(false);
  });

  it('keeps old plans valid and checks the new field', () => {
    expect(scenePlanSchema.safeParse(plan({})).success).toBe(true);
    expect(scenePlanSchema.safeParse(plan({ winter: 'frozen' })).success).toBe(true);
    expect(scenePlanSchema.safeParse({ ...plan({}), winter: 'slushy' }).success).toBe(false);
  });
});

describe('winter drawing', () => {
  it.each(['meadow', 'forest', 'village', 'park', 'street'] as const)(
    'the %s ground is light under snow only',
    (setting) => {
      const green = bandLuma(frame(plan({ setting })), 0.92, 1);
      const snowy = bandLuma(frame(plan({ setting, winter: 'snowy' })), 0.92, 1);
      expect(snowy).toBeGreaterThan(0.7);
      expect(green).toBeLessThan(0.6);
    },
  );

  it('puts snow on the far trees and hills too', () => {
    const green = bandLuma(frame(plan({ setting: 'forest' })), 0.6, 0.75);
    const snowy = bandLuma(frame(plan({ setting: 'forest', winter: 'snowy' })), 0.6, 0.75);
    expect(snowy).toBeGreaterThan(green + 0.2);
  });

  it('freezes the lake: pale, and no waves move on it', () => {
    const open = prepare(stage(plan({ setting: 'lake' }), 7, W, H, 5));
    const frozen = prepare(stage(plan({ setting: 'lake', winter: 'frozen' }), 7, W, H, 5));
    expect(open.shimmer).not.toBeNull();
    expect(frozen.shimmer).toBeNull();
    // A static clip still drifts as one picture, so the ice is judged by its light, not by stillness.
    const a = frame(plan({ setting: 'lake', winter: 'frozen' }));
    const c = frame(plan({ setting: 'lake' }));
    expect(bandLuma(a, 0.64, 0.8)).toBeGreaterThan(bandLuma(c, 0.64, 0.8) + 0.2);
  });

  it('shows snow only through the window of a room', () => {
    const room = frame(plan({ setting: 'room' }));
    const snowy = frame(plan({ setting: 'room', winter: 'snowy' }));
    // The floor and the wall below the window are as painted.
    expect(bandLuma(snowy, 0.7, 1)).toBeCloseTo(bandLuma(room, 0.7, 1), 3);
    // The window's foot shows snow.
    expect(bandLuma(snowy, 0.42, 0.47)).toBeGreaterThan(bandLuma(room, 0.42, 0.47));
  });
});

describe('skating on ice', () => {
  const skater = { emoji: '⛷️', label: 'person skating', motion: 'ride' as const };

  it('glides out on the frozen lake, level, instead of standing on the bank', () => {
    const ice = stage(plan({ setting: 'lake', winter: 'frozen', subjects: [skater] }), 3, W, H, 5);
    const bank = stage(plan({ setting: 'lake', subjects: [skater] }), 3, W, H, 5);
    expect(ice.subjects[0]!.from.y).toBeLessThan(bank.subjects[0]!.from.y);
    expect(ice.subjects[0]!.from.y).toBeLessThan(ice.ground.ground! * H);
    const ys = (tl: typeof ice) => [0.5, 0.9, 1.3, 1.7].map((t) => subjectAt(tl, 0, t).y);
    const xs = [0.5, 4].map((t) => subjectAt(ice, 0, t).x);
    // No bob on the ice; the path still crosses the frame.
    expect(new Set(ys(ice).map((y) => Math.round(y))).size).toBe(1);
    expect(new Set(ys(bank).map((y) => Math.round(y))).size).toBeGreaterThan(1);
    expect(Math.abs(xs[1]! - xs[0]!)).toBeGreaterThan(W * 0.1);
  });
});
