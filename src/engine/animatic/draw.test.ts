import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '@/lib/scene-plan';
import { framePixels, quietPlan as base } from '../../../tests/support/plans';
import { drawFrame, prepare } from './draw';
import { isLeaf } from './weather/wind';
import { stage, subjectAt } from './stage';

const W = 640;
const H = 360;

const frame = framePixels;

const luma = (d: Uint8ClampedArray, i: number) => 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;

/** How many pixels are brighter than `level` (luma, 0–255). */
function brighterThan(d: Uint8ClampedArray, level: number): number {
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (luma(d, i) > level) n += 1;
  return n;
}

function meanLuma(d: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += luma(d, i);
  return sum / (d.length / 4);
}

/** Mean R, G, B over a band of rows. */
function rowsMean(d: Uint8ClampedArray, y0: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(y0); y < Math.round(y1); y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = (y * W + x) * 4;
      sum[0]! += d[i]!;
      sum[1]! += d[i + 1]!;
      sum[2]! += d[i + 2]!;
      n += 1;
    }
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

describe('draw', () => {
  it('makes night really dark and day bright, in every setting', () => {
    for (const setting of ['sea', 'mountains', 'forest', 'city', 'desert', 'snowfield', 'street', 'meadow'] as const) {
      const night = meanLuma(
        frame(base({ setting, timeOfDay: 'night', subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk' }] })),
      );
      const day = meanLuma(
        frame(base({ setting, timeOfDay: 'day', subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk' }] })),
      );
      expect(night, setting).toBeLessThan(60);
      expect(day, setting).toBeGreaterThan(night * 2);
    }
    // Eight settings drawn twice each: seconds on a busy machine.
  }, 30_000);

  it('makes sunrise warm: red over blue in the lower half of the sky', () => {
    for (const setting of ['mountains', 'sea', 'meadow', 'desert'] as const) {
      const plan = base({ setting, timeOfDay: 'sunrise' });
      const horizon = stage(plan, 7, W, H, 5).ground.horizon * H;
      const [r, , b] = rowsMean(frame(plan), horizon / 2, horizon * 0.95);
      expect(r, setting).toBeGreaterThan(b + 30);
      // Day's sky is blue there: the warmth comes from the time of day, not the setting.
      const [dr, , db] = rowsMean(frame(base({ setting, timeOfDay: 'day' })), horizon / 2, horizon * 0.95);
      expect(db, setting).toBeGreaterThan(dr);
    }
  });

  it('draws the subject where the stage puts it, and a colour word recolours it', () => {
    // The Fluent whale is blue; asked for red, its pixels are red.
    const whale = (color?: string): ScenePlan =>
      base({
        setting: 'sky',
        subjects: [{ emoji: '🐳', label: 'whale', motion: 'float', ...(color ? { color } : {}) }],
      });
    // An empty scene drifts (details.ts): the uncoloured whale, under the same camera, is the reference.
    const empty = frame(whale());
    const red = frame(whale('#d93025'));
    const plain = frame(whale());
    const pose = subjectAt(stage(whale('#d93025'), 7, W, H, 5), 0, 2);
    let inside = 0;
    let outside = 0;
    let reddish = 0;
    let reddishPlain = 0;
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const i = (y * W + x) * 4;
        const changed =
          Math.abs(red[i]! - empty[i]!) +
            Math.abs(red[i + 1]! - empty[i + 1]!) +
            Math.abs(red[i + 2]! - empty[i + 2]!) >
          30;
        if (!changed) continue;
        const inBox = x >= pose.box.x0 - 1 && x <= pose.box.x1 + 1 && y >= pose.box.y0 - 1 && y <= pose.box.y1 + 1;
        if (inBox) inside += 1;
        else outside += 1;
        if (red[i]! > red[i + 1]! + 60 && red[i]! > red[i + 2]! + 60) reddish += 1;
        if (plain[i]! > plain[i + 1]! + 60 && plain[i]! > plain[i + 2]! + 60) reddishPlain += 1;
      }
    // The recoloured body covers a good part of its box, and nothing outside it changes.
    const boxArea = (pose.box.x1 - pose.box.x0) * (pose.box.y1 - pose.box.y0);
    expect(inside).toBeGreaterThan(boxArea * 0.2);
    expect(outside).toBe(0);
    expect(reddish).toBeGreaterThan(inside * 0.4);
    expect(reddishPlain).toBeLessThan(inside * 0.05);
  });

  it('continues a clip past its end from where it stopped (extend of a base clip)', () => {
    const plan: ScenePlan = {
      subjects: [
        { emoji: '🐕', label: 'dog', motion: 'walk' },
        { emoji: '🦅', label: 'eagle', motion: 'fly' },
      ],
      setting: 'mountains',
      timeOfDay: 'sunset',
      weather: 'snow',
      camera: 'push-in',
    };
    const fps = 24;
    const from = 5;
    // The source's last frame, and the continuation's first (same plan, seed and staging).
    const last = frame(plan, from - 1 / fps, 11, from);
    const next = frame(plan, from, 11, from);
    const other = frame({ ...plan, timeOfDay: 'night' }, from, 11, from);
    const difference = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
      let sum = 0;
      for (let i = 0; i < a.length; i += 4) sum += Math.abs(luma(a, i) - luma(b, i));
      return sum / (a.length / 4);
    };
    expect(difference(last, next)).toBeLessThan(6);
    expect(difference(last, other)).toBeGreaterThan(difference(last, next) * 4);
  });

  it('draws all 15 settings, 6 times of day and 7 weathers without failing, the same frame for the same seed', () => {
    const settings = [
      'sky',
      'sea',
      'beach',
      'lake',
      'river',
      'underwater',
      'mountains',
      'snowfield',
      'forest',
      'meadow',
      'desert',
      'city',
      'street',
      'space',
      'room',
    ] as const;
    const times = ['dawn', 'sunrise', 'day', 'sunset', 'dusk', 'night'] as const;
    const weathers = ['clear', 'cloudy', 'rain', 'snow', 'fog', 'storm', 'wind'] as const;
    settings.forEach((setting, i) => {
      const plan = base({
        setting,
        timeOfDay: times[i % 6]!,
        weather: weathers[i % 7]!,
        camera: 'pan-left',
        subjects: [{ emoji: '🐢', label: 'turtle', motion: 'walk' }],
      });
      expect(Buffer.from(frame(plan, 1.5, 3)).equals(Buffer.from(frame(plan, 1.5, 3))), setting).toBe(true);
    });
    // 30 full frames painted from scratch: more than the default 5 s on a busy machine.
  }, 30_000);

  it('stamps each snowflake as the disc of its size, where the flake is', () => {
    const plan = base({ setting: 'space', timeOfDay: 'night', weather: 'snow' });
    const painter = prepare(stage(plan, 5, W, H, 5));
    expect(painter.particles.length).toBeGreaterThan(50);
    expect(painter.stamps.length).toBe(painter.particles.length);
    painter.particles.forEach((flake, i) => {
      const stamp = painter.stamps[i];
      expect(stamp).toBeTruthy();
      expect(Math.abs(stamp!.image.width / 2 - (flake.r + 1))).toBeLessThan(1.01);
    });
    // A dark sky: the snow is most of what is near white, and each flake's centre is lit.
    const snowy = frame(plan, 1.25, 5);
    const clear = frame({ ...plan, weather: 'clear' }, 1.25, 5);
    const discs = painter.particles.reduce((sum, flake) => sum + Math.PI * flake.r * flake.r, 0);
    expect(brighterThan(snowy, 200) - brighterThan(clear, 200)).toBeGreaterThan(discs * 0.3);
  });

  it('stamps each gust of wind as its own streak, and the leaves between them stay drawn', () => {
    const plan = base({ setting: 'space', timeOfDay: 'night', weather: 'wind' });
    const painter = prepare(stage(plan, 5, W, H, 5));
    expect(painter.stamps.length).toBe(painter.particles.length);
    painter.stamps.forEach((stamp, i) => {
      expect(stamp === null, `particle ${i}`).toBe(isLeaf(i));
      if (stamp) expect(stamp.image.width).toBeGreaterThan(painter.particles[i]!.r);
    });
    // Over a dark sky the streaks are faint light lines: the frame gains lit pixels.
    const windy = frame(plan, 1.25, 5);
    const still = frame({ ...plan, weather: 'clear' }, 1.25, 5);
    const length = painter.particles.filter((_, i) => !isLeaf(i)).reduce((sum, gust) => sum + gust.r, 0);
    expect(brighterThan(windy, 60) - brighterThan(still, 60)).toBeGreaterThan(length * 0.3);
  });

  it('draws only the painted parts of a front layer, and the frame is the one the whole layer makes', () => {
    for (const setting of ['forest', 'mountains', 'city'] as const) {
      const plan = base({ setting, camera: 'pan-left' });
      const painter = prepare(stage(plan, 7, 1280, 720, 5));
      const front = painter.layers.slice(1);
      expect(front.length, setting).toBeGreaterThan(0);
      // Runs cover less than the layers (there is open sky between trees and peaks).
      const covered = front.flatMap((layer) => layer.runs!).reduce((sum, run) => sum + run.w * run.h, 0);
      expect(covered, setting).toBeLessThan(
        front.reduce((sum, layer) => sum + layer.canvas.width * layer.canvas.height, 0),
      );
      const withRuns = createCanvas(1280, 720);
      drawFrame(withRuns.getContext('2d'), painter, 2.2);
      for (const layer of front) delete layer.runs;
      const whole = createCanvas(1280, 720);
      drawFrame(whole.getContext('2d'), painter, 2.2);
      expect(Buffer.from(withRuns.data()).equals(Buffer.from(whole.data())), setting).toBe(true);
    }
  });
});
