/**
 * Winter over any outdoor setting's art (ScenePlan.winter): every layer a setting paints passes
 * through here, so each place keeps its own shapes and only its cover changes. Grass and leaves
 * turn to snow with soft blue shadows where they were dark, every top edge against the sky
 * (hills, roofs, tree crowns, ridges) gets a cap of snow, and under `frozen` the water below the
 * horizon turns to pale ice with cracks. Done on the layer's pixels once per clip, so no setting
 * has to repeat the work, and a new setting is covered as soon as it exists. Indoors the snow
 * only shows through the window.
 */
import type { Canvas } from '@napi-rs/canvas';
import { rng } from '@/engine/random';
import type { ScenePlan } from '@/lib/scene-plan';
import { type Area, land, mix, OVER, X, Y } from '../paint';
import type { Light } from '../stage';
import type { SettingArt, Window } from './setting-art';

/** Snow holds what light there is: the land's light is laid on it this much softer. */
export const SNOW_LIGHT = 0.35;

type Winter = NonNullable<ScenePlan['winter']>;

const SNOW = [0xf5, 0xf8, 0xfc] as const;
const SHADOW = [0xa9, 0xbc, 0xd8] as const;
const ICE_NEAR = [0xc4, 0xdc, 0xea] as const;
const ICE_FAR = [0xe4, 0xf0, 0xf7] as const;
const CRACK = [0x8f, 0xae, 0xc6] as const;

const smooth = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** What the pass found, for the layer's glow to be covered the same way after it. */
type Cover = { alpha: Uint8Array };

function snapshotAlpha(data: Uint8ClampedArray): Uint8Array {
  const alpha = new Uint8Array(data.length / 4);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = data[i * 4 + 3]!;
  return alpha;
}

/**
 * Covers one painted layer. `before` is the layer's alpha before this paint (the glow pass covers
 * only what the glow added); `dark` darkens what is added (the glow is not multiplied by the light
 * afterwards, the land is).
 */
function cover(
  canvas: Canvas,
  a: Area,
  winter: Winter,
  { ground, waterBand: band }: Pick<SettingArt, 'ground' | 'waterBand'>,
  before: Uint8Array | null,
  dark: number,
  front = false,
): Cover {
  const ctx = canvas.getContext('2d');
  const { width, height } = canvas;
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  const alpha = snapshotAlpha(data);
  const shade = (c: readonly number[], k: number) => c.map((v) => Math.round(v * (1 - k * 0.8)));
  const snow = shade(SNOW, dark);
  const cap = Math.max(2, Math.round(a.H * 0.016));
  // Water starts at the horizon: mountains and far towns above it stay as painted.
  const waterTop = ground.water === null ? height : Math.floor(Y(a, ground.horizon - 0.005));
  const groundTop = Math.floor(Y(a, (ground.ground ?? 1) - 0.14));
  const waterBottom = Math.ceil(Y(a, band ? band[1] : (ground.water ?? 0) + 0.16));
  const ice = new Uint8Array(width * height);
  const random = rng(0x5eed ^ width ^ (height << 8));
  const jitter = Array.from({ length: width }, () => Math.round(random.range(0, cap * 0.6)));
  const since = new Int32Array(width);
  for (let y = 0; y < height; y += 1) {
    const depth = Math.max(0, Math.min(1, (y / a.H - OVER - ground.horizon) / 0.3));
    const iceColor = shade(
      ICE_FAR.map((v, i) => v + (ICE_NEAR[i]! - v) * depth),
      dark,
    );
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      // Rows since the last transparent one in this column, counted as the rows go down.
      since[x] = alpha[p] === 0 ? 0 : y === 0 ? cap + 1 : since[x]! + 1;
      if (alpha[p] === 0 || (before && before[p] !== 0)) continue;
      const i = p * 4;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const green = g > r + 6 && g + 12 >= b;
      // Water is whatever lies in the water's rows that is neither grass nor sand: at sunset it
      // mirrors an orange sky and is no longer blue.
      if (winter === 'frozen' && y >= waterTop && y < waterBottom && !green && !(r > g && g > b + 40)) {
        ice[p] = 1;
        data[i] = iceColor[0]!;
        data[i + 1] = iceColor[1]!;
        data[i + 2] = iceColor[2]!;
        continue;
      }
      // A top edge: transparent a few rows up. Snow lies there whatever the colour below.
      if (since[x]! <= cap - jitter[x]!) {
        data[i] = snow[0]!;
        data[i + 1] = snow[1]!;
        data[i + 2] = snow[2]!;
        continue;
      }
      // Grass and leaves: snow, bluer in their shadows; dark foliage keeps a little of its green.
      // The ground in front (roads, lanes, sand) lies under snow too; its shapes show through faintly.
      const underfoot = front && !green && y >= groundTop;
      if (green || underfoot) {
        const lum = (0.3 * r + 0.59 * g + 0.11 * b) / 255;
        const t = underfoot ? 0.85 : smooth(0.12, 0.45, lum);
        const keep = underfoot ? 0.25 : 0.5 * (1 - smooth(0.1, 0.28, lum));
        for (let c = 0; c < 3; c += 1) {
          const white = SHADOW[c]! + (SNOW[c]! - SHADOW[c]!) * t;
          data[i + c] = Math.round((white * (1 - keep) + data[i + c]! * keep) * (1 - dark * 0.8));
        }
      }
    }
  }
  if (winter === 'frozen') cracks(data, ice, width, height, a, random);
  ctx.putImageData(image, 0, 0);
  return { alpha };
}

/** Thin cracks wandering across the ice, drawn only on ice pixels. */
function cracks(
  data: Uint8ClampedArray,
  ice: Uint8Array,
  width: number,
  height: number,
  a: Area,
  random: ReturnType<typeof rng>,
) {
  const cells: number[] = [];
  for (let p = 0; p < ice.length; p += 97) if (ice[p]) cells.push(p);
  if (cells.length === 0) return;
  const thick = Math.max(1, Math.round(a.H / 360));
  for (let n = 0; n < 14; n += 1) {
    const start = cells[Math.floor(random.range(0, cells.length))]!;
    let x = start % width;
    let y = Math.floor(start / width);
    let angle = random.range(-0.5, 0.5) + (random.chance(0.5) ? 0 : Math.PI);
    const length = random.range(0.04, 0.14) * a.W;
    for (let s = 0; s < length; s += 1) {
      angle += random.range(-0.25, 0.25);
      x += Math.cos(angle);
      // Flattened: the ice lies in perspective.
      y += Math.sin(angle) * 0.35;
      for (let t = 0; t < thick; t += 1) {
        const px = Math.round(x);
        const py = Math.round(y) + t;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const p = py * width + px;
        if (!ice[p]) continue;
        for (let c = 0; c < 3; c += 1) data[p * 4 + c] = Math.round(data[p * 4 + c]! * 0.55 + CRACK[c]! * 0.45);
      }
    }
  }
}

/** Covers a layer's land, before the light is laid on it; `front` is the layer the subjects stand on. */
export function winterLand(canvas: Canvas, a: Area, winter: Winter, art: SettingArt, front: boolean): Cover {
  return cover(canvas, a, winter, art, null, 0, front);
}

/** Covers what a layer's glow added over its land (roofs, towers, open water), darker at night. */
export function winterGlow(canvas: Canvas, a: Area, winter: Winter, art: SettingArt, land: Cover, light: Light) {
  // Snow on roofs holds the moonlight: dimmed less than the walls.
  cover(canvas, a, winter, art, land.alpha, light.darkness * 0.45);
}

/** Indoors: snowy ground and white hills at the foot of the window, on the sky it shows. */
export function winterWindow(a: Area, window: Window, light: Light) {
  const { ctx } = a;
  ctx.save();
  ctx.beginPath();
  ctx.rect(X(a, window.x0), Y(a, window.y0), (window.x1 - window.x0) * a.W, (window.y1 - window.y0) * a.H);
  ctx.clip();
  const h = window.y1 - window.y0;
  const white = mix('#f2f6fb', '#1a2036', light.darkness * 0.6);
  const blue = mix('#c9d6e8', '#1a2036', light.darkness * 0.6);
  land(a, (fx) => window.y1 - h * (0.3 + 0.08 * Math.sin(fx * 9 + 1)), blue);
  land(a, (fx) => window.y1 - h * (0.16 + 0.05 * Math.sin(fx * 14 + 2)), white);
  ctx.restore();
}
