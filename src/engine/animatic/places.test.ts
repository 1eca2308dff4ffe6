import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { rng } from '@/engine/random';
import type { ScenePlan, Setting } from '@/lib/scene-plan';
import { framePixels, quietPlan } from '../../../tests/support/plans';
import { bodyShown, makeBirds, sceneCamera } from './details';
import { weatherIn } from './indoors';
import { cloudSprite, paintSky } from './paint-sky';
import { OVER } from './paint';
import { SETTING_ART } from './settings';
import { sprite } from './sprites';
import { stage } from './stage';
import { understand } from './understand';
import { WEATHER_ART } from './weather';

const W = 640;
const H = 360;
const NEW_PLACES: Setting[] = ['kitchen', 'table', 'park', 'village', 'waterfall', 'reef', 'bamboo'];

const plan = quietPlan;

const frame = (p: ScenePlan, t = 2) => framePixels(p, t);

function mean(d: Uint8ClampedArray): [number, number, number] {
  const sum = [0, 0, 0];
  for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 3; c += 1) sum[c]! += d[i + c]!;
  return sum.map((v) => v / (d.length / 4)) as [number, number, number];
}

/** Pixels that differ between two frames, counted outside (or inside) a box of the frame. */
function changed(
  a: Uint8ClampedArray,
  b: Uint8ClampedArray,
  box: { x0: number; y0: number; x1: number; y1: number },
  inside: boolean,
) {
  let n = 0;
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const inBox = x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
      if (inBox !== inside) continue;
      const i = (y * W + x) * 4;
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 6) n += 1;
    }
  return n;
}

describe('the new places', () => {
  it.each(NEW_PLACES)('%s is drawn by day and by night: a picture, not a flat fill, darker at night', (setting) => {
    const day = frame(plan({ setting }));
    const night = frame(plan({ setting, timeOfDay: 'night' }));
    const colours = new Set<number>();
    for (let i = 0; i < day.length; i += 4 * 97) colours.add((day[i]! << 16) | (day[i + 1]! << 8) | day[i + 2]!);
    expect(colours.size).toBeGreaterThan(40);
    const sum = (c: number[]) => c[0]! + c[1]! + c[2]!;
    expect(sum(mean(night))).toBeLessThan(sum(mean(day)) * 0.85);
  });

  it('each has a palette of its own: no two new places, nor the meadow they used to fall back to, look alike', () => {
    const means = [...NEW_PLACES, 'meadow' as const].map((setting) => mean(frame(plan({ setting }))));
    for (let i = 0; i < means.length; i += 1)
      for (let j = i + 1; j < means.length; j += 1) {
        const d = means[i]!.reduce((s, v, c) => s + Math.abs(v - means[j]![c]!), 0);
        expect(d, `${[...NEW_PLACES, 'meadow'][i]} against ${[...NEW_PLACES, 'meadow'][j]}`).toBeGreaterThan(12);
      }
  });

  it.each([
    ['a cat sleeping in the kitchen', 'kitchen'],
    ['Ein Apfel auf dem Tisch', 'table'],
    ['des enfants qui jouent dans le parc', 'park'],
    ['una aldea en las montañas al atardecer', 'village'],
    ['водопад в лесу', 'waterfall'],
    ['一条鱼在珊瑚礁', 'reef'],
    ['竹林の中を歩く', 'bamboo'],
    ['부엌에 있는 고양이', 'kitchen'],
    ['un villaggio di notte', 'village'],
    ['air terjun di hutan', 'waterfall'],
    ['a dog in the classroom', 'room'],
    ['een kat in de badkamer', 'room'],
  ] as const)('"%s" is understood as the %s', (prompt, setting) => {
    expect(understand(prompt).setting).toBe(setting);
  });
});

describe('weather indoors', () => {
  const indoor = NEW_PLACES.filter((s) => SETTING_ART[s].indoors).concat('room');

  it('the kitchen, the table and the room are indoors, with a window; the outdoor places are not', () => {
    expect(indoor.sort()).toEqual(['kitchen', 'room', 'table']);
    for (const s of indoor) expect(SETTING_ART[s].indoors?.window).not.toBeNull();
  });

  it.each(indoor.flatMap((setting) => (['snow', 'rain', 'storm', 'wind'] as const).map((w) => [setting, w] as const)))(
    '%s in %s: nothing falls in the room, the weather shows in the window',
    (setting, weather) => {
      const pane = SETTING_ART[setting].indoors!.window!;
      // The window on screen, grown by the largest drift of a still camera (camera.ts), which
      // slides the room as one picture.
      const m = 0.06 * W;
      const box = { x0: pane.x0 * W - m, y0: pane.y0 * H - m, x1: pane.x1 * W + m, y1: pane.y1 * H + m };
      for (const t of [0.7, 3.1]) {
        const clear = frame(plan({ setting }), t);
        const wet = frame(plan({ setting, weather }), t);
        expect(changed(clear, wet, box, false)).toBe(0);
        expect(changed(clear, wet, box, true)).toBeGreaterThan(50);
      }
    },
  );

  it('fog is not seen indoors: not painted, and not in the plan', () => {
    expect(weatherIn({ setting: 'kitchen', weather: 'fog' })).toBe(WEATHER_ART.clear);
    expect(weatherIn({ setting: 'park', weather: 'fog' })).toBe(WEATHER_ART.fog);
    const pane = SETTING_ART.kitchen.indoors!.window!;
    const m = 0.03 * W;
    const box = { x0: pane.x0 * W - m, y0: pane.y0 * H - m, x1: pane.x1 * W + m, y1: pane.y1 * H + m };
    expect(
      changed(frame(plan({ setting: 'kitchen', weather: 'fog' })), frame(plan({ setting: 'kitchen' })), box, false),
    ).toBe(0);
    expect(understand('a foggy kitchen').weather).toBe('clear');
    expect(understand('a foggy park').weather).toBe('fog');
  });
});

describe('details', () => {
  it('a colour word tints the body and leaves the glass of the windows as it was', () => {
    for (const [emoji, color] of [
      ['🚙', '#d93025'],
      ['🚌', '#f06ba8'],
      ['🚗', '#2f6fdb'],
    ] as const) {
      const plain = sprite(emoji, undefined, 96).getContext('2d').getImageData(0, 0, 96, 96).data;
      const red = sprite(emoji, color, 96).getContext('2d').getImageData(0, 0, 96, 96).data;
      let glass = 0;
      let glassChanged = 0;
      let body = 0;
      for (let i = 0; i < plain.length; i += 4) {
        if (plain[i + 3]! < 255) continue;
        const same = plain[i] === red[i] && plain[i + 1] === red[i + 1] && plain[i + 2] === red[i + 2];
        // The set's glass cyan (#26c9fc) and what is near it.
        const isGlass = plain[i]! < 80 && plain[i + 1]! > 170 && plain[i + 2]! > 220;
        if (isGlass) {
          glass += 1;
          if (!same) glassChanged += 1;
        } else if (!same) body += 1;
      }
      expect(glass, emoji).toBeGreaterThan(200);
      expect(glassChanged, emoji).toBe(0);
      expect(body, emoji).toBeGreaterThan(600);
    }
  });

  it.each([
    ['meadow', 'day'],
    ['lake', 'night'],
    ['kitchen', 'night'],
    ['reef', 'day'],
  ] as const)('an empty %s at %s still lives: its frames change over time', (setting, timeOfDay) => {
    const p = plan({ setting, timeOfDay });
    expect(sceneCamera(p)).not.toBe('static');
    expect(changed(frame(p, 0.5), frame(p, 3.5), { x0: 0, y0: 0, x1: 0, y1: 0 }, false)).toBeGreaterThan(W * H * 0.05);
  });

  it('birds cross an empty open sky by day, not at night, not indoors, not in the rain, not beside a subject', () => {
    const birds = (over: Partial<ScenePlan>, falling = false) =>
      makeBirds(stage(plan(over), 3, W, H, 5), falling).length;
    expect(birds({})).toBeGreaterThan(0);
    expect(birds({ timeOfDay: 'night' })).toBe(0);
    expect(birds({ setting: 'kitchen' })).toBe(0);
    expect(birds({ setting: 'reef' })).toBe(0);
    expect(birds({ weather: 'rain' }, true)).toBe(0);
    expect(birds({ subjects: [{ emoji: '🐕', label: 'dog', motion: 'walk' }] })).toBe(0);
  });

  it('a moon named in the prompt is the only moon: the painted one is left out', () => {
    const moonAt = (subjects: ScenePlan['subjects']) => {
      const timeline = stage(plan({ setting: 'lake', timeOfDay: 'night', subjects }), 7, W, H, 5);
      const canvas = createCanvas(Math.ceil(W * (1 + 2 * OVER)), Math.ceil(H * (1 + 2 * OVER)));
      paintSky(timeline, { ctx: canvas.getContext('2d'), W, H, CW: canvas.width, CH: canvas.height, random: rng(1) });
      const body = timeline.light.body!;
      const d = canvas.getContext('2d').getImageData((body.x + OVER) * W, (body.y + OVER) * H, 1, 1).data;
      return d[0]! + d[1]! + d[2]!;
    };
    expect(moonAt([])).toBeGreaterThan(600);
    expect(moonAt([{ emoji: '🌕', label: 'full moon', motion: 'idle' }])).toBeLessThan(300);
    expect(
      bodyShown(
        { subjects: [{ emoji: '🌙', label: 'crescent moon', motion: 'idle' }] },
        { kind: 'sun', x: 0, y: 0, r: 0, color: '', glow: '' },
      ),
    ).toBe(true);
  });

  it('a cloud never ends in a straight edge: its bitmap is clear all round', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const canvas = cloudSprite(rng(seed), 100 + seed * 7, '#ffffff', '#c0c8d8');
      const { width, height } = canvas;
      const d = canvas.getContext('2d').getImageData(0, 0, width, height).data;
      const alpha = (x: number, y: number) => d[(y * width + x) * 4 + 3]!;
      for (let x = 0; x < width; x += 1) expect(alpha(x, 0) + alpha(x, height - 1)).toBe(0);
      for (let y = 0; y < height; y += 1) expect(alpha(0, y) + alpha(width - 1, y)).toBe(0);
    }
  });
});

describe('boats', () => {
  it('are on water: a boat named in a place with none is on the sea there', () => {
    for (const [prompt, locale] of [
      ["İstanbul'da bir vapur", 'tr'],
      ['a ferry in the city at night', 'en'],
      ['ein Segelboot in der Stadt', 'de'],
    ] as const)
      expect(understand(prompt, { locale }).setting, prompt).toBe('sea');
    expect(understand('a boat on the river', { locale: 'en' }).setting).toBe('river');
    expect(understand('a cyclist in the city', { locale: 'en' }).setting).toBe('city');
  });
});

describe('roofs', () => {
  it('are outdoors, over the town, in every language that names them', () => {
    for (const [prompt, locale] of [
      ['a cat on the roof', 'en'],
      ['un chat sur le toit', 'fr'],
      ['屋根の上の猫', 'ja'],
      ['یه گربه روی پشت بوم', 'fa'],
    ] as const)
      expect(understand(prompt, { locale }).setting, prompt).toBe('city');
  });
});
