/**
 * The toolkit the settings paint their layers with (settings/): colours, frame fractions mapped to
 * layer pixels, and the shapes several settings share (hills, ridges, trees, buildings, clouds).
 * A layer is painted once per clip, so these favour plain paths over caching.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '@/engine/random';
import type { Light } from './stage';

/** Layers are painted this much wider and taller than the frame on each side (camera moves). */
export const OVER = 0.1;

export function mix(a: string, b: string, k: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - k) + ((pb >> shift) & 255) * k);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** W, H: the frame (fractions are of it); CW, CH: the whole layer bitmap, margins included. */
export type Area = { ctx: SKRSContext2D; W: number; H: number; CW: number; CH: number; random: Rng };
/** Frame fractions → layer pixels (the layer has OVER margins on every side). */
export const X = (a: Area, fx: number) => (fx + OVER) * a.W;
export const Y = (a: Area, fy: number) => (fy + OVER) * a.H;
export const LEFT = -OVER;
export const RIGHT = 1 + OVER;

/** A jagged or smooth line across the layer, filled down to its bottom. */
export function land(a: Area, heights: (fx: number) => number, color: string | CanvasGradientLike, bottom = 1 + OVER) {
  const { ctx } = a;
  ctx.fillStyle = color as string;
  ctx.beginPath();
  ctx.moveTo(X(a, LEFT), Y(a, bottom));
  const steps = 96;
  for (let i = 0; i <= steps; i += 1) {
    const fx = LEFT + ((RIGHT - LEFT) * i) / steps;
    ctx.lineTo(X(a, fx), Y(a, heights(fx)));
  }
  ctx.lineTo(X(a, RIGHT), Y(a, bottom));
  ctx.closePath();
  ctx.fill();
}
type CanvasGradientLike = ReturnType<SKRSContext2D['createLinearGradient']>;

export function vertical(a: Area, top: number, bottom: number, stops: [number, string][]): CanvasGradientLike {
  const g = a.ctx.createLinearGradient(0, Y(a, top), 0, Y(a, bottom));
  for (const [at, color] of stops) g.addColorStop(at, color);
  return g;
}

/** Smooth rolling hills: a sum of a few seeded sines. */
export function hillsLine(random: Rng, base: number, amp: number, waves = 3) {
  const parts = Array.from({ length: waves }, (_, i) => ({
    f: (i + 1) * random.range(2.2, 3.6),
    p: random.range(0, 6.28),
    a: amp / (i + 1),
  }));
  return (fx: number) => base - parts.reduce((sum, w) => sum + w.a * (0.5 + 0.5 * Math.sin(fx * w.f + w.p)), 0);
}

/** Mountain ridge: overlapping triangular peaks with a little noise; returns the line. */
export function peaksLine(random: Rng, base: number, amp: number, count: number) {
  const peaks = Array.from({ length: count }, () => ({
    x: random.range(LEFT, RIGHT),
    h: random.range(0.45, 1) * amp,
    w: random.range(0.14, 0.3),
  }));
  const noise = Array.from({ length: 97 }, () => random.range(-1, 1) * amp * 0.04);
  return (fx: number) => {
    let top = 0;
    for (const peak of peaks) top = Math.max(top, peak.h * (1 - Math.abs(fx - peak.x) / peak.w));
    return base - top - noise[Math.round(((fx - LEFT) / (RIGHT - LEFT)) * 96)]!;
  };
}

export function mountains(a: Area, base: number, amp: number, count: number, color: string, snow: string | null) {
  const line = peaksLine(a.random, base, amp, count);
  land(a, line, color);
  if (!snow) return;
  // Snow caps: the ridge again, clipped to above a jagged snow line.
  const { ctx } = a;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(X(a, LEFT), Y(a, 1));
  for (let i = 0; i <= 96; i += 1) {
    const fx = LEFT + ((RIGHT - LEFT) * i) / 96;
    ctx.lineTo(X(a, fx), Y(a, line(fx)));
  }
  ctx.lineTo(X(a, RIGHT), Y(a, 1));
  ctx.closePath();
  ctx.clip();
  ctx.fillStyle = snow;
  ctx.beginPath();
  ctx.moveTo(X(a, LEFT), 0);
  for (let i = 0; i <= 48; i += 1) {
    const fx = LEFT + ((RIGHT - LEFT) * i) / 48;
    ctx.lineTo(X(a, fx), Y(a, base - amp * (0.55 + (i % 2 ? 0.08 : -0.04) + a.random.range(-0.05, 0.05))));
  }
  ctx.lineTo(X(a, RIGHT), 0);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

export function pine(ctx: SKRSContext2D, x: number, y: number, h: number, color: string) {
  const w = h * 0.42;
  ctx.fillStyle = color;
  ctx.beginPath();
  for (let tier = 0; tier < 3; tier += 1) {
    const top = y - h + tier * h * 0.22;
    const bottom = y - h * 0.15 - (2 - tier) * h * 0.18;
    const half = w * (0.5 + tier * 0.25);
    ctx.moveTo(x, top);
    ctx.lineTo(x + half, bottom);
    ctx.lineTo(x - half, bottom);
    ctx.closePath();
  }
  ctx.rect(x - h * 0.03, y - h * 0.2, h * 0.06, h * 0.2);
  ctx.fill();
}

export function roundTree(ctx: SKRSContext2D, x: number, y: number, h: number, trunk: string, leaves: string) {
  ctx.fillStyle = trunk;
  ctx.fillRect(x - h * 0.04, y - h * 0.45, h * 0.08, h * 0.45);
  ctx.fillStyle = leaves;
  ctx.beginPath();
  ctx.arc(x, y - h * 0.65, h * 0.3, 0, Math.PI * 2);
  ctx.arc(x - h * 0.18, y - h * 0.5, h * 0.2, 0, Math.PI * 2);
  ctx.arc(x + h * 0.18, y - h * 0.52, h * 0.22, 0, Math.PI * 2);
  ctx.fill();
}

export function buildings(
  a: Area,
  base: number,
  minH: number,
  maxH: number,
  color: string,
  roof: string,
  windows: { lit: string; dark: string; share: number } | null,
) {
  const { ctx, W, H, random } = a;
  let fx = LEFT;
  const lights: [number, number, number, number][] = [];
  while (fx < RIGHT) {
    const w = random.range(0.05, 0.11);
    const h = random.range(minH, maxH);
    ctx.fillStyle = color;
    ctx.fillRect(X(a, fx), Y(a, base - h), w * W, h * H + 2);
    ctx.fillStyle = roof;
    ctx.fillRect(X(a, fx), Y(a, base - h), w * W, Math.max(1, H * 0.006));
    if (windows) {
      const cols = Math.max(2, Math.floor((w * W) / (H * 0.028)));
      const rows = Math.max(2, Math.floor((h * H) / (H * 0.04)));
      const cw = (w * W) / cols;
      const rh = (h * H) / rows;
      for (let r = 0; r < rows - 1; r += 1)
        for (let c = 0; c < cols; c += 1)
          lights.push([X(a, fx) + c * cw + cw * 0.28, Y(a, base - h) + r * rh + rh * 0.35, cw * 0.44, rh * 0.38]);
    }
    fx += w + random.range(0.002, 0.012);
  }
  if (!windows) return;
  for (const [x, y, w, h] of lights) {
    ctx.fillStyle = random.chance(windows.share) ? windows.lit : windows.dark;
    ctx.fillRect(x, y, w, h);
  }
}

export function cloudBank(a: Area, base: number, height: number, color: string) {
  const { ctx, H, random } = a;
  ctx.fillStyle = color;
  ctx.beginPath();
  for (let fx = LEFT; fx < RIGHT; fx += random.range(0.04, 0.08)) {
    const r = random.range(0.5, 1) * height * H;
    ctx.moveTo(X(a, fx) + r, Y(a, base));
    ctx.arc(X(a, fx), Y(a, base), r, 0, Math.PI * 2);
  }
  ctx.rect(0, Y(a, base), a.CW, H * 2);
  ctx.fill();
}

export function weed(a: Area, fx: number, base: number, h: number) {
  const { ctx } = a;
  ctx.lineWidth = a.H * 0.012;
  ctx.beginPath();
  ctx.moveTo(X(a, fx), Y(a, base));
  ctx.bezierCurveTo(
    X(a, fx + 0.03),
    Y(a, base - h * 0.3),
    X(a, fx - 0.03),
    Y(a, base - h * 0.6),
    X(a, fx + 0.01),
    Y(a, base - h),
  );
  ctx.stroke();
}

export function coral(a: Area, fx: number, color: string) {
  const { ctx } = a;
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  ctx.lineWidth = a.H * 0.018;
  ctx.beginPath();
  for (let i = -2; i <= 2; i += 1) {
    ctx.moveTo(X(a, fx), Y(a, 0.95));
    ctx.quadraticCurveTo(X(a, fx + i * 0.01), Y(a, 0.85), X(a, fx + i * 0.025), Y(a, 0.78 + Math.abs(i) * 0.03));
  }
  ctx.stroke();
}

export function cactus(a: Area, fx: number, base: number, h: number, color: string) {
  const { ctx } = a;
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  ctx.lineWidth = a.H * h * 0.16;
  ctx.beginPath();
  ctx.moveTo(X(a, fx), Y(a, base));
  ctx.lineTo(X(a, fx), Y(a, base - h));
  ctx.moveTo(X(a, fx), Y(a, base - h * 0.45));
  ctx.lineTo(X(a, fx - 0.035), Y(a, base - h * 0.5));
  ctx.lineTo(X(a, fx - 0.035), Y(a, base - h * 0.75));
  ctx.moveTo(X(a, fx), Y(a, base - h * 0.6));
  ctx.lineTo(X(a, fx + 0.03), Y(a, base - h * 0.62));
  ctx.lineTo(X(a, fx + 0.03), Y(a, base - h * 0.85));
  ctx.stroke();
}

export function palm(a: Area, fx: number, base: number) {
  const { ctx } = a;
  ctx.strokeStyle = '#7a5a3a';
  ctx.lineWidth = a.H * 0.025;
  ctx.lineCap = 'round';
  const top = { x: X(a, fx + (fx < 0.5 ? 0.04 : -0.04)), y: Y(a, base - 0.5) };
  ctx.beginPath();
  ctx.moveTo(X(a, fx), Y(a, base));
  ctx.quadraticCurveTo(X(a, fx), Y(a, base - 0.3), top.x, top.y);
  ctx.stroke();
  ctx.strokeStyle = '#2f7a3a';
  ctx.lineWidth = a.H * 0.03;
  for (let i = 0; i < 6; i += 1) {
    const angle = -Math.PI / 2 + (i - 2.5) * 0.55;
    ctx.beginPath();
    ctx.moveTo(top.x, top.y);
    ctx.quadraticCurveTo(
      top.x + Math.cos(angle) * a.H * 0.15,
      top.y + Math.sin(angle) * a.H * 0.1 - a.H * 0.04,
      top.x + Math.cos(angle) * a.H * 0.22,
      top.y + a.H * 0.06,
    );
    ctx.stroke();
  }
}

/** Far land takes on the colour of the sky low down: it reads as distant. */
export const distant = (color: string, light: Light) => mix(color, light.skyBottom, 0.35);

/** Windows of a town: more of them lit, against darker panes, at night. */
export function windows(light: Light) {
  const night = light.darkness;
  return { lit: '#ffd98a', dark: night > 0.5 ? '#1c2236' : '#8fa3bf', share: night > 0.5 ? 0.55 : 0.15 };
}

/**
 * Open water from the horizon down to `bottom`: its own blue with the sky's colours reflected in
 * it, towards `deep`. It is painted after the land's tint (multiplying a reflection of the sky by
 * the light again turned sunset seas brown), so it is darkened for the night here instead.
 */
export function openWater(a: Area, light: Light, horizon: number, bottom: number, water: string, deep: string) {
  const dark = (c: string) => mix(c, '#02040c', light.darkness * 0.75);
  land(
    a,
    () => horizon,
    vertical(a, horizon, bottom, [
      [0, dark(mix(water, light.skyMiddle, 0.45))],
      [1, dark(deep)],
    ]),
  );
}

/** Painted stars down to `bottom` (layer pixels), each as bright as `fade` says at its height. */
export function stars(a: Area, count: number, bottom: number, fade: (y: number) => number) {
  const { ctx, H, CW, random } = a;
  ctx.fillStyle = '#ffffff';
  const scale = H / 360;
  for (let i = 0; i < count; i += 1) {
    const y = random.range(0, bottom);
    ctx.globalAlpha = random.range(0.3, 1) * fade(y);
    const r = random.range(0.5, 1.6) * scale;
    ctx.fillRect(random.range(0, CW), y, r, r);
  }
  ctx.globalAlpha = 1;
}
