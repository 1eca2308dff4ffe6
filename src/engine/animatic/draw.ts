/**
 * Step 3 of the animatic (ARCHITECTURE.md "The animatic"): a timeline (stage.ts) painted at time
 * t. The place is painted once, at prepare time, into three layer bitmaps (back: sky and far
 * land; middle; near), lit for the time of day; a frame then only copies those bitmaps where
 * the camera and their parallax put them, and draws what moves: clouds, water shimmer, the
 * subjects from cached sprites and weather (the light's vignette is painted into the layers). No
 * gradient is made and
 * nothing large is allocated per frame: that is what keeps rendering within the benchmark's
 * budget (npm run bench:engine).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Setting } from '@/lib/scene-plan';
import { hashText, type Rng, rng } from '@/engine/random';
import { cameraAt, type CameraState, layerCamera, PARALLAX, subjectAt, type Timeline } from './stage';
import { asImage, multiplyLight, shadowSprite, sprite, trimmedImage } from './sprites';

/** Layers are painted this much wider and taller than the frame on each side (camera moves). */
const OVER = 0.07;

type Flake = { x: number; y: number; r: number; speed: number; phase: number };

export type Painter = {
  timeline: Timeline;
  /**
   * The layers, or a single merged one when the camera does not move (one copy per frame).
   * Front layers are cropped to their painted rows (`top`, layer pixels): a frame blends
   * only the pixels they cover.
   */
  layers: Layer[];
  clouds: { canvas: Canvas; x: number; y: number; speed: number; parallax: number }[];
  particles: Flake[];
  /**
   * Snow and wind: each particle's bitmap, stamped on whole pixels (a flake shares the disc of its
   * size; null for a wind particle that is a leaf, drawn as a path).
   */
  stamps: (Stamp | null)[];
  twinkles: Flake[];
  bubbles: Flake[];
  /** Water shimmer: a band (screen fractions) and its dashes. */
  shimmer: { top: number; bottom: number; dashes: Flake[]; color: string; sunX: number | null } | null;
  fog: Canvas | null;
  flashes: number[];
  /** The sprites' pixel size per subject (largest on-screen size, so they are only scaled down). */
  spriteSizes: number[];
};

/**
 * A static layer. `runs` are the parts of a front layer that hold anything (layer pixels, in
 * bands of RUN_BAND rows): unscaled, only those are drawn, so the open sky between the trees of
 * a forest is not blended frame after frame. The back layer has none (it is opaque).
 */
type Layer = { canvas: Canvas; top: number; parallax: number; runs?: { x: number; y: number; w: number; h: number }[] };
const RUN_BAND = 64;

// ---------------------------------------------------------------- colours

function mix(a: string, b: string, k: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - k) + ((pb >> shift) & 255) * k);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** The painted (daylight) colours of each setting: far, middle, near, and an accent. */
const PALETTE: Record<Setting, { far: string; middle: string; near: string; accent: string }> = {
  sky: { far: '#e8eef8', middle: '#f4f7fc', near: '#ffffff', accent: '#ffffff' },
  sea: { far: '#5d8fb0', middle: '#1f6a96', near: '#0f4f78', accent: '#e8f6ff' },
  beach: { far: '#2f86b3', middle: '#e9d3a0', near: '#f2dca8', accent: '#3e8c4a' },
  lake: { far: '#6f8fa6', middle: '#3f7f6a', near: '#4f8f45', accent: '#2d6b8f' },
  river: { far: '#7fa3a0', middle: '#5f9a50', near: '#4c8a3e', accent: '#3a86b0' },
  underwater: { far: '#1d6c8c', middle: '#17506a', near: '#d8c48f', accent: '#ff8a6a' },
  mountains: { far: '#7f95b8', middle: '#4f6a84', near: '#5f8a4a', accent: '#ffffff' },
  snowfield: { far: '#aebfd6', middle: '#dfe9f5', near: '#f4f8fd', accent: '#c4d4ea' },
  forest: { far: '#5f8a7a', middle: '#2f5f3f', near: '#3f6a32', accent: '#24472c' },
  meadow: { far: '#8fb39a', middle: '#6aa84f', near: '#5b9c3c', accent: '#ffe066' },
  desert: { far: '#d9a877', middle: '#e8b56f', near: '#f0c585', accent: '#5f8a48' },
  city: { far: '#6f7f9f', middle: '#3a4462', near: '#4a4a55', accent: '#ffd77a' },
  street: { far: '#8a8fa6', middle: '#6a5f66', near: '#3f3f48', accent: '#ffd77a' },
  space: { far: '#b07a5a', middle: '#8a8a9a', near: '#8f8f98', accent: '#c9b8ff' },
  room: { far: '#e9dcc6', middle: '#8a5a3c', near: '#b07a4f', accent: '#5f8f5a' },
};

// ---------------------------------------------------------------- layer painting helpers

/** W, H: the frame (fractions are of it); CW, CH: the whole layer bitmap, margins included. */
type Area = { ctx: SKRSContext2D; W: number; H: number; CW: number; CH: number; random: Rng };
/** Frame fractions → layer pixels (the layer has OVER margins on every side). */
const X = (a: Area, fx: number) => (fx + OVER) * a.W;
const Y = (a: Area, fy: number) => (fy + OVER) * a.H;
const LEFT = -OVER;
const RIGHT = 1 + OVER;

/** A jagged or smooth line across the layer, filled down to its bottom. */
function land(a: Area, heights: (fx: number) => number, color: string | CanvasGradientLike, bottom = 1 + OVER) {
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

function vertical(a: Area, top: number, bottom: number, stops: [number, string][]): CanvasGradientLike {
  const g = a.ctx.createLinearGradient(0, Y(a, top), 0, Y(a, bottom));
  for (const [at, color] of stops) g.addColorStop(at, color);
  return g;
}

/** Smooth rolling hills: a sum of a few seeded sines. */
function hillsLine(random: Rng, base: number, amp: number, waves = 3) {
  const parts = Array.from({ length: waves }, (_, i) => ({
    f: (i + 1) * random.range(2.2, 3.6),
    p: random.range(0, 6.28),
    a: amp / (i + 1),
  }));
  return (fx: number) => base - parts.reduce((sum, w) => sum + w.a * (0.5 + 0.5 * Math.sin(fx * w.f + w.p)), 0);
}

/** Mountain ridge: overlapping triangular peaks with a little noise; returns the line. */
function peaksLine(random: Rng, base: number, amp: number, count: number) {
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

function mountains(a: Area, base: number, amp: number, count: number, color: string, snow: string | null) {
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

function pine(ctx: SKRSContext2D, x: number, y: number, h: number, color: string) {
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

function roundTree(ctx: SKRSContext2D, x: number, y: number, h: number, trunk: string, leaves: string) {
  ctx.fillStyle = trunk;
  ctx.fillRect(x - h * 0.04, y - h * 0.45, h * 0.08, h * 0.45);
  ctx.fillStyle = leaves;
  ctx.beginPath();
  ctx.arc(x, y - h * 0.65, h * 0.3, 0, Math.PI * 2);
  ctx.arc(x - h * 0.18, y - h * 0.5, h * 0.2, 0, Math.PI * 2);
  ctx.arc(x + h * 0.18, y - h * 0.52, h * 0.22, 0, Math.PI * 2);
  ctx.fill();
}

function buildings(
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

/** Emissive windows go on after the time-of-day tint: they glow at night. */
type Paint = { land: (a: Area) => void; glow?: (a: Area) => void };

function paintSetting(setting: Setting, layer: 'far' | 'middle' | 'near', timeline: Timeline): Paint {
  const p = PALETTE[setting];
  const g = timeline.ground;
  const night = timeline.light.darkness;
  const lit = { lit: '#ffd98a', dark: night > 0.5 ? '#1c2236' : '#8fa3bf', share: night > 0.5 ? 0.55 : 0.15 };
  const far = (c: string) => mix(c, timeline.light.skyBottom, 0.35);
  switch (setting) {
    case 'sky':
      if (layer === 'far') return { land: (a) => cloudBank(a, g.horizon, 0.06, far(p.far)) };
      if (layer === 'middle') return { land: (a) => cloudBank(a, g.horizon + 0.06, 0.07, p.middle) };
      return { land: (a) => cloudBank(a, 0.95, 0.08, p.near) };
    case 'sea':
    case 'beach':
    case 'lake':
    case 'river':
      return water(setting, layer, timeline, far);
    case 'underwater':
      if (layer === 'far')
        return {
          land: (a) => {
            // Light shafts from the surface, then far rocks.
            a.ctx.fillStyle = 'rgba(255,255,255,0.07)';
            for (let i = 0; i < 6; i += 1) {
              const x = a.random.range(0, 1);
              a.ctx.beginPath();
              a.ctx.moveTo(X(a, x - 0.03), Y(a, LEFT));
              a.ctx.lineTo(X(a, x + 0.03), Y(a, LEFT));
              a.ctx.lineTo(X(a, x + 0.16), Y(a, 0.95));
              a.ctx.lineTo(X(a, x + 0.02), Y(a, 0.95));
              a.ctx.fill();
            }
            land(a, hillsLine(a.random, g.horizon, 0.12, 3), p.far);
          },
        };
      if (layer === 'middle')
        return {
          land: (a) => {
            land(a, peaksLine(a.random, 0.88, 0.14, 5), p.middle);
            a.ctx.strokeStyle = '#2f7f4f';
            a.ctx.lineCap = 'round';
            for (let i = 0; i < 10; i += 1) weed(a, a.random.range(0, 1), 0.9, a.random.range(0.12, 0.28));
          },
        };
      return {
        land: (a) => {
          land(
            a,
            hillsLine(a.random, g.ground ?? 0.9, 0.03, 2),
            vertical(a, 0.86, 1.07, [
              [0, p.near],
              [1, mix(p.near, '#6a5a3a', 0.5)],
            ]),
          );
          coral(a, 0.06, p.accent);
          coral(a, 0.94, '#f5b642');
        },
      };
    case 'mountains':
      if (layer === 'far')
        return {
          land: (a) =>
            mountains(a, g.horizon + 0.04, 0.4, 6, far(p.far), mix('#ffffff', timeline.light.skyBottom, 0.15)),
        };
      if (layer === 'middle') return { land: (a) => mountains(a, g.horizon + 0.14, 0.26, 5, p.middle, null) };
      return {
        land: (a) =>
          land(
            a,
            hillsLine(a.random, 0.84, 0.06, 2),
            vertical(a, 0.76, 1.07, [
              [0, p.near],
              [1, mix(p.near, '#1f3a1a', 0.5)],
            ]),
          ),
      };
    case 'snowfield':
      if (layer === 'far') return { land: (a) => mountains(a, g.horizon + 0.02, 0.28, 6, far(p.far), '#ffffff') };
      if (layer === 'middle') return { land: (a) => land(a, hillsLine(a.random, g.horizon + 0.1, 0.08, 3), p.middle) };
      return {
        land: (a) => {
          land(
            a,
            hillsLine(a.random, 0.82, 0.05, 2),
            vertical(a, 0.76, 1.07, [
              [0, p.near],
              [1, p.accent],
            ]),
          );
          for (let i = 0; i < 5; i += 1)
            pine(
              a.ctx,
              X(a, i % 2 ? a.random.range(-0.05, 0.08) : a.random.range(0.92, 1.05)),
              Y(a, 0.86),
              a.H * a.random.range(0.18, 0.3),
              '#2f4f4a',
            );
        },
      };
    case 'forest':
      if (layer === 'far')
        return {
          land: (a) => {
            const line = hillsLine(a.random, g.horizon, 0.08, 3);
            land(a, line, far(p.far));
            for (let i = 0; i < 60; i += 1) {
              const fx = a.random.range(LEFT, RIGHT);
              pine(a.ctx, X(a, fx), Y(a, line(fx) + 0.02), a.H * a.random.range(0.06, 0.11), far(p.far));
            }
          },
        };
      if (layer === 'middle')
        return {
          land: (a) => {
            land(a, hillsLine(a.random, g.horizon + 0.1, 0.04, 2), p.middle);
            for (let i = 0; i < 34; i += 1)
              pine(
                a.ctx,
                X(a, a.random.range(LEFT, RIGHT)),
                Y(a, g.horizon + a.random.range(0.08, 0.14)),
                a.H * a.random.range(0.16, 0.3),
                mix(p.middle, '#0f2a18', a.random.range(0, 0.5)),
              );
          },
        };
      return {
        land: (a) => {
          land(
            a,
            hillsLine(a.random, 0.82, 0.03, 2),
            vertical(a, 0.78, 1.07, [
              [0, p.near],
              [1, '#2a3f1f'],
            ]),
          );
          // Big trunks at the sides only: they frame the subjects without hiding them.
          for (const fx of [a.random.range(0.005, 0.04), a.random.range(0.91, 0.94)]) {
            a.ctx.fillStyle = '#3b2a1e';
            a.ctx.fillRect(X(a, fx), Y(a, LEFT), a.W * 0.045, Y(a, 0.92) - Y(a, LEFT));
          }
        },
      };
    case 'meadow':
      if (layer === 'far') return { land: (a) => land(a, hillsLine(a.random, g.horizon, 0.1, 3), far(p.far)) };
      if (layer === 'middle')
        return {
          land: (a) => {
            const line = hillsLine(a.random, g.horizon + 0.08, 0.06, 2);
            land(a, line, p.middle);
            for (let i = 0; i < 5; i += 1) {
              const fx = a.random.range(0, 1);
              roundTree(a.ctx, X(a, fx), Y(a, line(fx) + 0.01), a.H * a.random.range(0.09, 0.14), '#5a4030', '#3f7f35');
            }
          },
        };
      return {
        land: (a) => {
          land(
            a,
            hillsLine(a.random, 0.8, 0.04, 2),
            vertical(a, 0.76, 1.07, [
              [0, p.near],
              [1, '#3f7a2a'],
            ]),
          );
          for (let i = 0; i < 90; i += 1) {
            a.ctx.fillStyle = a.random.pick(['#ffe066', '#ffffff', '#ff8fb1', '#c9a0ff']);
            a.ctx.beginPath();
            a.ctx.arc(X(a, a.random.range(LEFT, RIGHT)), Y(a, a.random.range(0.84, 1.05)), a.H * 0.005, 0, Math.PI * 2);
            a.ctx.fill();
          }
        },
      };
    case 'desert':
      if (layer === 'far')
        return {
          land: (a) => {
            land(a, (fx) => g.horizon - (Math.abs(Math.sin(fx * 5 + 1)) > 0.85 ? 0.09 : 0.0) - 0.01, far(p.far));
          },
        };
      if (layer === 'middle')
        return {
          land: (a) =>
            land(
              a,
              hillsLine(a.random, g.horizon + 0.1, 0.08, 2),
              vertical(a, g.horizon, 1, [
                [0, p.middle],
                [1, mix(p.middle, '#a86a3a', 0.4)],
              ]),
            ),
        };
      return {
        land: (a) => {
          land(
            a,
            hillsLine(a.random, 0.82, 0.04, 2),
            vertical(a, 0.78, 1.07, [
              [0, p.near],
              [1, '#d29a5a'],
            ]),
          );
          for (const fx of [0.04, 0.96]) cactus(a, fx + a.random.range(-0.02, 0.02), 0.9, 0.22, p.accent);
        },
      };
    case 'city':
      if (layer === 'far') return { land: (a) => buildings(a, g.horizon, 0.12, 0.3, far(p.far), far(p.far), null) };
      if (layer === 'middle')
        return {
          land: () => {},
          glow: (a) => buildings(a, g.horizon + 0.1, 0.15, 0.45, mix(p.middle, '#000000', night * 0.5), '#555d7a', lit),
        };
      return {
        land: (a) => {
          a.ctx.fillStyle = p.near;
          a.ctx.fillRect(0, Y(a, 0.8), a.CW, a.H * 0.3);
          a.ctx.fillStyle = '#5f5f6a';
          a.ctx.fillRect(0, Y(a, 0.8), a.CW, a.H * 0.015);
        },
      };
    case 'street':
      if (layer === 'far') return { land: (a) => buildings(a, g.horizon, 0.18, 0.35, far(p.far), far(p.far), null) };
      if (layer === 'middle')
        return {
          land: () => {},
          glow: (a) => buildings(a, 0.78, 0.35, 0.6, mix(p.middle, '#000000', night * 0.5), '#3a3036', lit),
        };
      return {
        land: (a) => {
          const { ctx } = a;
          ctx.fillStyle = '#8a8a90';
          ctx.fillRect(0, Y(a, 0.78), a.CW, a.H * 0.05);
          ctx.fillStyle = p.near;
          ctx.fillRect(0, Y(a, 0.83), a.CW, a.H * 0.3);
          ctx.fillStyle = '#e8e2c8';
          for (let fx = LEFT; fx < RIGHT; fx += 0.12) ctx.fillRect(X(a, fx), Y(a, 0.95), a.W * 0.06, a.H * 0.01);
        },
        glow: (a) => {
          for (const fx of [0.08, 0.92]) {
            a.ctx.fillStyle = '#2a2a30';
            a.ctx.fillRect(X(a, fx), Y(a, 0.4), a.W * 0.006, Y(a, 0.8) - Y(a, 0.4));
            a.ctx.fillStyle = night > 0.4 ? '#ffe7a0' : '#d8d8d0';
            a.ctx.beginPath();
            a.ctx.arc(X(a, fx) + a.W * 0.003, Y(a, 0.4), a.H * 0.012, 0, Math.PI * 2);
            a.ctx.fill();
          }
        },
      };
    case 'space':
      if (layer === 'far')
        return {
          land: (a) => {
            const { ctx } = a;
            const x = X(a, 0.2);
            const y = Y(a, 0.28);
            const r = a.H * 0.11;
            const body = ctx.createRadialGradient(x - r * 0.4, y - r * 0.4, r * 0.1, x, y, r);
            body.addColorStop(0, '#f0c89a');
            body.addColorStop(1, p.far);
            ctx.fillStyle = body;
            ctx.beginPath();
            ctx.arc(x, y, r, 0, Math.PI * 2);
            ctx.fill();
            ctx.strokeStyle = 'rgba(230,210,255,0.6)';
            ctx.lineWidth = Math.max(1, a.H * 0.008);
            ctx.beginPath();
            ctx.ellipse(x, y, r * 1.8, r * 0.4, -0.3, 0, Math.PI * 2);
            ctx.stroke();
          },
        };
      if (layer === 'middle') return { land: () => {} };
      return {
        land: (a) => {
          const { ctx } = a;
          ctx.fillStyle = vertical(a, 0.86, 1.07, [
            [0, p.near],
            [1, '#3a3a44'],
          ]);
          ctx.beginPath();
          ctx.ellipse(X(a, 0.5), Y(a, 1.55), a.W * 0.9, a.H * 0.68, 0, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = 'rgba(40,40,50,0.35)';
          for (let i = 0; i < 8; i += 1) {
            ctx.beginPath();
            ctx.ellipse(
              X(a, a.random.range(0, 1)),
              Y(a, a.random.range(0.94, 1.03)),
              a.W * 0.03,
              a.H * 0.008,
              0,
              0,
              Math.PI * 2,
            );
            ctx.fill();
          }
        },
      };
    case 'room':
      if (layer === 'far')
        return {
          land: (a) => {
            // The wall, with a window that shows the sky outside (painted by the back layer).
            const { ctx } = a;
            ctx.fillStyle = p.far;
            ctx.beginPath();
            ctx.rect(0, 0, a.CW, a.CH);
            ctx.rect(X(a, 0.58), Y(a, 0.12), a.W * 0.3, a.H * 0.36);
            ctx.fill('evenodd');
            ctx.strokeStyle = '#f8f4ec';
            ctx.lineWidth = a.H * 0.014;
            ctx.strokeRect(X(a, 0.58), Y(a, 0.12), a.W * 0.3, a.H * 0.36);
            ctx.beginPath();
            ctx.moveTo(X(a, 0.73), Y(a, 0.12));
            ctx.lineTo(X(a, 0.73), Y(a, 0.48));
            ctx.stroke();
            ctx.fillStyle = '#d9c9ae';
            ctx.fillRect(0, Y(a, 0.66), a.CW, a.H * 0.05);
            ctx.fillStyle = '#c0704a';
            ctx.fillRect(X(a, 0.14), Y(a, 0.2), a.W * 0.16, a.H * 0.2);
            ctx.fillStyle = '#f2d49a';
            ctx.fillRect(X(a, 0.15), Y(a, 0.22), a.W * 0.14, a.H * 0.16);
          },
        };
      if (layer === 'middle')
        return {
          land: (a) => {
            const { ctx } = a;
            ctx.fillStyle = '#6a8f5a';
            ctx.beginPath();
            ctx.ellipse(X(a, 0.04), Y(a, 0.6), a.W * 0.05, a.H * 0.12, 0, 0, Math.PI * 2);
            ctx.fill();
            ctx.fillStyle = '#a05a3a';
            ctx.fillRect(X(a, 0.0), Y(a, 0.66), a.W * 0.08, a.H * 0.08);
          },
        };
      return {
        land: (a) => {
          const { ctx } = a;
          ctx.fillStyle = p.near;
          ctx.fillRect(0, Y(a, 0.72), a.CW, a.CH);
          ctx.strokeStyle = 'rgba(80,45,25,0.35)';
          ctx.lineWidth = Math.max(1, a.H * 0.003);
          ctx.beginPath();
          for (let i = 0; i < 6; i += 1) {
            const y = Y(a, 0.72 + i * 0.06);
            ctx.moveTo(0, y);
            ctx.lineTo(a.W, y);
          }
          ctx.stroke();
        },
      };
  }
}

function cloudBank(a: Area, base: number, height: number, color: string) {
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

function weed(a: Area, fx: number, base: number, h: number) {
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

function coral(a: Area, fx: number, color: string) {
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

function cactus(a: Area, fx: number, base: number, h: number, color: string) {
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

function water(
  setting: Setting,
  layer: 'far' | 'middle' | 'near',
  timeline: Timeline,
  far: (c: string) => string,
): Paint {
  const p = PALETTE[setting];
  const g = timeline.ground;
  const sky = timeline.light;
  // Water is its own blue with the sky's colours reflected in it.
  const waterTop = mix(p.middle, sky.skyMiddle, 0.45);
  // Open water is painted after the land's tint (multiplying a reflection of the sky by the
  // light again turned sunset seas brown): it is darkened for the night here instead.
  const dark = (c: string) => mix(c, '#02040c', sky.darkness * 0.75);
  if (setting === 'sea') {
    if (layer === 'far')
      return {
        land: () => {},
        glow: (a) =>
          land(
            a,
            () => g.horizon,
            vertical(a, g.horizon, 1, [
              [0, dark(waterTop)],
              [1, dark(mix(p.near, sky.skyTop, 0.35))],
            ]),
          ),
      };
    if (layer === 'middle') return { land: () => {} };
    return { land: () => {} };
  }
  if (setting === 'beach') {
    if (layer === 'far')
      return {
        land: () => {},
        glow: (a) =>
          land(
            a,
            () => g.horizon,
            vertical(a, g.horizon, 0.8, [
              [0, dark(waterTop)],
              [1, dark(p.far)],
            ]),
          ),
      };
    if (layer === 'middle')
      return {
        land: (a) => {
          const line = hillsLine(a.random, 0.76, 0.03, 2);
          land(a, line, p.middle);
          a.ctx.strokeStyle = 'rgba(255,255,255,0.85)';
          a.ctx.lineWidth = Math.max(1, a.H * 0.006);
          a.ctx.beginPath();
          for (let i = 0; i <= 96; i += 1) {
            const fx = LEFT + ((RIGHT - LEFT) * i) / 96;
            if (i === 0) a.ctx.moveTo(X(a, fx), Y(a, line(fx)));
            else a.ctx.lineTo(X(a, fx), Y(a, line(fx)));
          }
          a.ctx.stroke();
        },
      };
    return {
      land: (a) => {
        land(a, hillsLine(a.random, 0.84, 0.02, 2), p.near);
        palm(a, a.random.chance(0.5) ? 0.06 : 0.94, 0.9);
      },
    };
  }
  if (setting === 'lake') {
    if (layer === 'far')
      return {
        land: (a) => {
          mountains(a, g.horizon, 0.24, 5, far('#7f95b8'), mix('#ffffff', sky.skyBottom, 0.2));
          for (let i = 0; i < 70; i += 1)
            pine(
              a.ctx,
              X(a, a.random.range(LEFT, RIGHT)),
              Y(a, g.horizon + 0.01),
              a.H * a.random.range(0.04, 0.08),
              far(p.middle),
            );
          land(
            a,
            () => g.horizon + 0.01,
            vertical(a, g.horizon, 0.85, [
              [0, mix(sky.skyBottom, p.accent, 0.4)],
              [1, p.accent],
            ]),
          );
        },
      };
    if (layer === 'middle') return { land: () => {} };
    return {
      land: (a) =>
        land(
          a,
          hillsLine(a.random, 0.84, 0.03, 2),
          vertical(a, 0.8, 1.07, [
            [0, p.near],
            [1, '#2f5a28'],
          ]),
        ),
    };
  }
  // river: banks that open towards the viewer, the water between them.
  if (layer === 'far') return { land: (a) => land(a, hillsLine(a.random, g.horizon, 0.1, 3), far(p.far)) };
  if (layer === 'middle')
    return {
      land: (a) => {
        const { ctx } = a;
        land(a, () => g.horizon + 0.02, p.middle);
        ctx.fillStyle = vertical(a, g.horizon, 1, [
          [0, mix(sky.skyBottom, p.accent, 0.5)],
          [1, p.accent],
        ]);
        ctx.beginPath();
        ctx.moveTo(X(a, 0.46), Y(a, g.horizon + 0.02));
        ctx.lineTo(X(a, 0.52), Y(a, g.horizon + 0.02));
        ctx.bezierCurveTo(X(a, 0.7), Y(a, 0.7), X(a, 0.95), Y(a, 0.8), X(a, 1.1), Y(a, 0.86));
        ctx.lineTo(X(a, -0.1), Y(a, 0.86));
        ctx.bezierCurveTo(X(a, 0.1), Y(a, 0.78), X(a, 0.45), Y(a, 0.7), X(a, 0.46), Y(a, g.horizon + 0.02));
        ctx.fill();
      },
    };
  return {
    land: (a) =>
      land(
        a,
        hillsLine(a.random, 0.86, 0.02, 2),
        vertical(a, 0.84, 1.07, [
          [0, p.near],
          [1, '#2f5a28'],
        ]),
      ),
  };
}

function palm(a: Area, fx: number, base: number) {
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

// ---------------------------------------------------------------- prepare

function layerCanvas(width: number, height: number) {
  return createCanvas(Math.ceil(width * (1 + 2 * OVER)), Math.ceil(height * (1 + 2 * OVER)));
}

/**
 * Canvases that prepare needs only while it runs (the three land layers, before they are merged
 * into the back layer or cropped, and the copy that tinting needs), kept for the next clip of the
 * same size and handed out as new. Each is 11 MB at 1080p: made new every clip, that was memory
 * the process had never touched, slower to fault in than to paint (prepare at 1080p of the city,
 * sea and mountains scenes: 96–215 ms with new canvases, 43–70 ms with these kept).
 */
const scratch: (Canvas | undefined)[] = [];
const SHAPE_SLOT = 3;

function scratchCanvas(slot: number, width: number, height: number): Canvas {
  let canvas = scratch[slot];
  if (canvas?.width !== width || canvas.height !== height) {
    canvas = createCanvas(width, height);
    scratch[slot] = canvas;
  } else canvas.getContext('2d').reset(); // transparent, and a new canvas's state
  return canvas;
}

/** Multiplies a painted layer by the light (alpha kept), as the sprites are lit. */
function tintLayer(canvas: Canvas, tint: string) {
  if (tint === '#ffffff') return;
  const shape = scratchCanvas(SHAPE_SLOT, canvas.width, canvas.height);
  shape.getContext('2d').drawImage(canvas, 0, 0);
  multiplyLight(canvas, tint, shape);
}

function paintSky(timeline: Timeline, a: Area) {
  const { ctx, H, CW, CH, random } = a;
  const { light, plan } = timeline;
  const setting = plan.setting;
  let stops: [number, string][] = [
    [0, light.skyTop],
    [0.55, light.skyMiddle],
    [1, light.skyBottom],
  ];
  if (setting === 'space')
    stops = [
      [0, '#010108'],
      [0.6, '#0a0620'],
      [1, '#1a0c36'],
    ];
  if (setting === 'underwater') {
    const deep = light.darkness;
    stops = [
      [0, mix('#5fd0e6', '#0a2a44', deep * 0.8)],
      [0.5, mix('#1b7ea6', '#061a30', deep * 0.8)],
      [1, mix('#0b3f66', '#020a18', deep * 0.8)],
    ];
  }
  const horizon = timeline.ground.horizon;
  ctx.fillStyle = vertical(a, LEFT, setting === 'space' || setting === 'underwater' ? RIGHT : horizon, stops);
  ctx.fillRect(0, 0, CW, CH);
  if (setting === 'underwater') return;
  if (setting === 'space') {
    // Nebula clouds, then many stars.
    for (let i = 0; i < 4; i += 1) {
      const x = random.range(0, CW);
      const y = random.range(0, CH * 0.8);
      const r = random.range(0.2, 0.45) * H;
      const neb = ctx.createRadialGradient(x, y, 0, x, y, r);
      neb.addColorStop(0, random.pick(['rgba(150,80,220,0.35)', 'rgba(60,120,220,0.3)', 'rgba(220,80,150,0.25)']));
      neb.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = neb;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
  }
  const starCount = setting === 'space' ? 420 : Math.round(260 * light.stars);
  ctx.fillStyle = '#ffffff';
  const scale = H / 360;
  for (let i = 0; i < starCount; i += 1) {
    const y = random.range(0, setting === 'space' ? CH : Y(a, horizon) * 0.85);
    ctx.globalAlpha = random.range(0.3, 1) * (setting === 'space' ? 1 : 1 - y / (Y(a, horizon) * 1.1));
    const r = random.range(0.5, 1.6) * scale;
    ctx.fillRect(random.range(0, CW), y, r, r);
  }
  ctx.globalAlpha = 1;
  const body = light.body;
  if (body && setting !== 'space') {
    const bx = X(a, body.x);
    // Low suns sit just above the horizon, whatever the setting's horizon is, and just
    // above the far land's tallest shapes, so the disc shows.
    const tallest: Partial<Record<Setting, number>> = {
      mountains: 0.2,
      snowfield: 0.12,
      lake: 0.1,
      city: 0.14,
      street: 0.22,
      forest: 0.06,
      meadow: 0.04,
      desert: 0.03,
      river: 0.05,
    };
    const by = body.kind === 'sun' && body.y > 0.5 ? Y(a, horizon - 0.09 - (tallest[setting] ?? 0)) : Y(a, body.y);
    const r = body.r * H;
    const glow = ctx.createRadialGradient(bx, by, r * 0.6, bx, by, r * (body.kind === 'sun' ? 7 : 4));
    glow.addColorStop(0, `${body.glow}cc`);
    glow.addColorStop(0.3, `${body.glow}44`);
    glow.addColorStop(1, `${body.glow}00`);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, CW, CH);
    ctx.fillStyle = body.color;
    ctx.beginPath();
    ctx.arc(bx, by, r, 0, Math.PI * 2);
    ctx.fill();
    if (body.kind === 'moon') {
      ctx.fillStyle = 'rgba(150,150,170,0.35)';
      for (const [ox, oy, rr] of [
        [-0.3, -0.2, 0.22],
        [0.25, 0.15, 0.18],
        [-0.05, 0.35, 0.12],
      ] as const) {
        ctx.beginPath();
        ctx.arc(bx + ox * r, by + oy * r, rr * r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
}

/** A soft cloud sprite: overlapping discs under a top light. */
function cloudSprite(random: Rng, w: number, color: string, shade: string): Canvas {
  const h = Math.round(w * 0.45);
  const canvas = createCanvas(Math.max(4, Math.round(w)), Math.max(2, h));
  const ctx = canvas.getContext('2d');
  const puffs = Array.from({ length: 7 }, (_, i) => ({
    x: w * (0.18 + i * 0.11) + random.range(-0.03, 0.03) * w,
    y: h * random.range(0.45, 0.62),
    r: w * random.range(0.1, 0.17) * (i === 3 ? 1.3 : 1),
  }));
  const fill = ctx.createLinearGradient(0, 0, 0, h);
  fill.addColorStop(0.2, color);
  fill.addColorStop(1, shade);
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (const puff of puffs) {
    ctx.moveTo(puff.x + puff.r, puff.y);
    ctx.arc(puff.x, puff.y, puff.r, 0, Math.PI * 2);
  }
  ctx.rect(w * 0.16, h * 0.55, w * 0.68, h * 0.2);
  ctx.fill();
  return canvas;
}

function flakes(
  random: Rng,
  count: number,
  width: number,
  height: number,
  size: [number, number],
  speed: [number, number],
): Flake[] {
  return Array.from({ length: count }, () => ({
    x: random.range(0, width),
    y: random.range(0, height),
    r: random.range(size[0], size[1]),
    speed: random.range(speed[0], speed[1]),
    phase: random.range(0, Math.PI * 2),
  }));
}

/**
 * A small bitmap and the point of it (dx, dy) that goes where its particle is. Stamps and clouds
 * stay canvases: copied unscaled on whole pixels, a canvas costs a frame what an Image does
 * (measured: 140 flakes 0.74 ms either way), and turning one into an Image (asImage, a round trip
 * through PNG) cost every prepare 4–6 ms for the flakes or gusts and 3.5 ms a cloud.
 */
type Stamp = { image: Canvas; dx: number; dy: number };

/** Copies a stamp on whole pixels, its point at (x, y). */
function stampAt(ctx: SKRSContext2D, stamp: Stamp, x: number, y: number): void {
  ctx.drawImage(stamp.image, Math.round(x - stamp.dx), Math.round(y - stamp.dy));
}

const SNOW = 'rgba(255,255,255,0.92)';

/**
 * A snowflake as a small bitmap: the disc `fill()` drew, anti-aliased the same way. Stamped at
 * whole pixels it costs a small copy per flake, where the one path of every disc made Skia scan
 * the frame (1.5 ms a 1080p frame against 0.3 ms); a flake moves 3–7 pixels a frame, so the half
 * pixel it may be off is not seen.
 */
function flakeSprite(r: number): Stamp {
  const centre = Math.ceil(r) + 1;
  const canvas = createCanvas(centre * 2, centre * 2);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = SNOW;
  ctx.beginPath();
  ctx.arc(centre, centre, r, 0, Math.PI * 2);
  ctx.fill();
  return { image: canvas, dx: centre, dy: centre };
}

const GUST = 'rgba(255,255,255,0.35)';

/**
 * Wind: 40 particles at 16:9, every third a tumbling leaf and the others streaks of air (26).
 * x264 pays for streaks by their number, not their speed (thin lines that move across the whole
 * picture): measured on a 1080p meadow clip from raw frames, 45 streaks took 0.6 of its 2.4 s of
 * encoding CPU (0.5 s at 40 % of the speed) and doubled its file; with 26 it takes 2.15 s and
 * 0.89 MB against 1.11. They read as the same wind, less cluttered over the subjects (frames
 * compared side by side).
 */
const WIND_PARTICLES = 40;
export const isLeaf = (particle: number) => particle % 3 === 0;

/**
 * A gust's streak as a bitmap: the curve the stroke drew, from its start at (dx, dy) in the
 * bitmap. A gust only slides, so it is stamped on whole pixels like a snowflake (it moves 60–100
 * pixels a frame at 1080p) instead of being stroked again with every other gust each frame.
 */
function gustSprite(r: number, lineWidth: number): Stamp {
  const pad = Math.ceil(lineWidth) + 2;
  const rise = r * 0.04; // the curve's highest point above its ends
  const canvas = createCanvas(Math.ceil(r) + pad * 2, Math.ceil(rise) + pad * 2);
  const ctx = canvas.getContext('2d');
  ctx.strokeStyle = GUST;
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  ctx.moveTo(pad, pad + rise);
  ctx.quadraticCurveTo(pad + r * 0.5, pad + rise - r * 0.08, pad + r, pad + rise);
  ctx.stroke();
  return { image: canvas, dx: pad, dy: pad + rise };
}

/** Paints the static layers and the caches a clip needs; done once per clip. */
export function prepare(timeline: Timeline): Painter {
  const { width, height, plan, light } = timeline;
  const random = rng((timeline.seed ^ hashText(`${plan.setting}|${plan.timeOfDay}|${plan.weather}`)) >>> 0);
  const area = (canvas: Canvas): Area => ({
    ctx: canvas.getContext('2d'),
    W: width,
    H: height,
    CW: canvas.width,
    CH: canvas.height,
    random,
  });
  const setting = plan.setting;
  const indoor = setting === 'room';
  const landTint =
    setting === 'space'
      ? '#ffffff'
      : indoor && light.darkness > 0.5
        ? '#8a7058'
        : setting === 'underwater'
          ? mix('#ffffff', '#1a2a50', light.darkness * 0.8)
          : light.landTint;
  const dimmed =
    plan.weather === 'storm' || plan.weather === 'rain'
      ? mix(landTint, '#6a7080', 0.35)
      : plan.weather === 'fog'
        ? mix(landTint, '#c8ccd4', 0.3)
        : landTint;

  const sky = layerCanvas(width, height);
  paintSky(timeline, area(sky));
  if (plan.weather === 'storm' || plan.weather === 'rain') {
    const ctx = sky.getContext('2d');
    ctx.fillStyle = plan.weather === 'storm' ? 'rgba(40,44,60,0.55)' : 'rgba(90,96,110,0.4)';
    ctx.fillRect(0, 0, sky.width, sky.height);
  }
  const layers = (['far', 'middle', 'near'] as const).map((name, slot) => {
    const canvas = scratchCanvas(slot, sky.width, sky.height);
    const paint = paintSetting(setting, name, timeline);
    paint.land(area(canvas));
    tintLayer(canvas, dimmed);
    paint.glow?.(area(canvas));
    return canvas;
  });
  // The light's vignette (deeper in the dark) and warm wash are painted into the layers, not
  // laid over each frame: one full-frame blend less per frame.
  const shade = (canvas: Canvas, atop: boolean) => {
    const ctx = canvas.getContext('2d');
    const a = area(canvas);
    ctx.globalCompositeOperation = atop ? 'source-atop' : 'source-over';
    const vignette = ctx.createRadialGradient(
      X(a, 0.5),
      Y(a, 0.55),
      Math.min(width, height) * 0.3,
      X(a, 0.5),
      Y(a, 0.5),
      Math.hypot(width, height) * 0.6,
    );
    vignette.addColorStop(0, 'rgba(0,0,12,0)');
    vignette.addColorStop(1, `rgba(0,0,12,${(0.25 + 0.4 * light.darkness).toFixed(2)})`);
    ctx.fillStyle = vignette;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (plan.timeOfDay === 'sunrise' || plan.timeOfDay === 'sunset') {
      const wash = ctx.createLinearGradient(0, Y(a, 1), 0, Y(a, 0));
      wash.addColorStop(0, 'rgba(255,140,60,0.12)');
      wash.addColorStop(1, 'rgba(255,140,60,0)');
      ctx.fillStyle = wash;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    }
    ctx.globalCompositeOperation = 'source-over';
  };
  // The back layer: sky and far land together.
  sky.getContext('2d').drawImage(layers[0]!, 0, 0);
  let stack: Painter['layers'];
  if (plan.camera === 'static') {
    const ctx = sky.getContext('2d');
    ctx.drawImage(layers[1]!, 0, 0);
    ctx.drawImage(layers[2]!, 0, 0);
    shade(sky, false);
    stack = [{ canvas: sky, top: 0, parallax: 1 }];
  } else {
    shade(sky, false);
    stack = [
      { canvas: sky, top: 0, parallax: PARALLAX.back },
      cropped(layers[1]!, PARALLAX.middle),
      cropped(layers[2]!, PARALLAX.near),
    ];
    for (const layer of stack.slice(1)) shade(layer.canvas, true);
  }

  // Clouds: a few cached sprites that drift.
  const cloudy = { clear: 0, cloudy: 6, rain: 5, snow: 4, fog: 2, storm: 7, wind: 4 }[plan.weather];
  const cloudCount =
    setting === 'space' || setting === 'underwater' || setting === 'room'
      ? 0
      : Math.max(
          cloudy,
          plan.timeOfDay === 'day' || plan.timeOfDay === 'sunrise' || plan.timeOfDay === 'sunset' ? 2 : 0,
        ) + (setting === 'sky' ? 2 : 0);
  const dark = plan.weather === 'storm' ? 0.75 : plan.weather === 'rain' ? 0.5 : plan.weather === 'snow' ? 0.25 : 0;
  const base = mix(mix('#ffffff', light.skyBottom, 0.25), '#2a2e3a', Math.max(dark, light.darkness * 0.85));
  const underside = mix(base, light.skyTop, 0.45);
  const clouds = Array.from({ length: cloudCount }, (_, i) => ({
    canvas: cloudSprite(random, width * random.range(0.22, 0.4), base, underside),
    x: random.range(-0.2, 1),
    y: random.range(0.02, Math.max(0.08, timeline.ground.horizon - 0.32)) + (i % 2) * 0.04,
    speed: random.range(0.006, 0.02) * (plan.weather === 'wind' || plan.weather === 'storm' ? 3 : 1),
    parallax: 0.3,
  }));

  // Weather is the same picture at every quality: as many drops, flakes or gusts at 1080p as at
  // 360p, drawn larger. (They were denser at higher qualities: a different look, and up to a fifth
  // more of x264's time at 1080p, since every small moving shape is costly to encode.) Only the
  // frame's shape changes the counts: a square frame has less width to fill than a 16:9 one.
  const countScale = Math.sqrt(Math.sqrt((width * height) / (Math.min(width, height) ** 2 * (16 / 9))));
  const scale = height / 360;
  let particles: Flake[] = [];
  if (plan.weather === 'rain' || plan.weather === 'storm')
    particles = flakes(
      random,
      Math.round((plan.weather === 'storm' ? 150 : 100) * countScale),
      width,
      height,
      [12 * scale, 22 * scale],
      [700 * scale, 950 * scale],
    );
  if (plan.weather === 'snow')
    particles = flakes(
      random,
      Math.round(140 * countScale),
      width,
      height,
      [1.2 * scale, 3.2 * scale],
      [25 * scale, 60 * scale],
    );
  if (plan.weather === 'wind')
    particles = flakes(
      random,
      Math.round(WIND_PARTICLES * countScale),
      width,
      height,
      [20 * scale, 60 * scale],
      [500 * scale, 800 * scale],
    );
  let stamps: (Stamp | null)[] = [];
  if (plan.weather === 'snow') {
    const discs = new Map<number, Stamp>(); // one per size, in quarter pixels
    stamps = particles.map((flake) => {
      const r = Math.round(flake.r * 4) / 4;
      let disc = discs.get(r);
      if (!disc) {
        disc = flakeSprite(r);
        discs.set(r, disc);
      }
      return disc;
    });
  }
  if (plan.weather === 'wind')
    stamps = particles.map((gust, i) => (isLeaf(i) ? null : gustSprite(gust.r, Math.max(1, height / 400))));
  const twinkles =
    light.stars > 0 || setting === 'space'
      ? flakes(random, 24, width, height * (timeline.ground.horizon * 0.8), [1.2 * scale, 2.2 * scale], [1, 3])
      : [];
  const bubbles =
    setting === 'underwater'
      ? flakes(random, Math.round(40 * countScale), width, height, [1.5 * scale, 4 * scale], [25 * scale, 60 * scale])
      : [];

  const g = timeline.ground;
  const waterBand: Record<string, [number, number]> = {
    sea: [g.horizon, 1.05],
    beach: [g.horizon, 0.74],
    lake: [g.horizon + 0.01, 0.82],
  };
  const band = waterBand[setting];
  const body = light.body;
  const shimmer = band
    ? {
        top: band[0],
        bottom: band[1],
        dashes: flakes(random, Math.round(70 * countScale), 1, 1, [0.015, 0.05], [0.5, 1.5]),
        color: light.darkness > 0.5 ? 'rgba(200,215,255,0.35)' : 'rgba(255,255,255,0.45)',
        sunX: body ? body.x : null,
      }
    : null;

  let fog: Canvas | null = null;
  if (plan.weather === 'fog') {
    fog = createCanvas(Math.ceil(width * 1.5), height);
    const ctx = fog.getContext('2d');
    const tone = light.darkness > 0.5 ? '150,160,185' : '235,238,242';
    for (let i = 0; i < 14; i += 1) {
      const x = random.range(0, fog.width);
      const y = random.range(height * 0.35, height);
      const r = random.range(0.25, 0.5) * height;
      const puff = ctx.createRadialGradient(x, y, 0, x, y, r);
      puff.addColorStop(0, `rgba(${tone},0.55)`);
      puff.addColorStop(1, `rgba(${tone},0)`);
      ctx.fillStyle = puff;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    const veil = ctx.createLinearGradient(0, 0, 0, height);
    veil.addColorStop(0, `rgba(${tone},0.1)`);
    veil.addColorStop(1, `rgba(${tone},0.45)`);
    ctx.fillStyle = veil;
    ctx.fillRect(0, 0, fog.width, height);
  }

  // Lightning: seeded flash times, about one every two seconds, for as long as the clip runs.
  const flashes: number[] = [];
  if (plan.weather === 'storm')
    for (let t = random.range(0.4, 1.2); t < timeline.duration * 4 + 60; t += random.range(1.4, 3)) flashes.push(t);

  // Sprites rasterised at their largest on-screen size (camera zoom and grow included).
  const spriteSizes = timeline.subjects.map((subject) => Math.round(subject.size * 1.12));
  for (const [i, subject] of timeline.subjects.entries())
    trimmedImage(sprite(subject.emoji, subject.color, spriteSizes[i]!, subjectTint(timeline)));
  return {
    timeline,
    layers: stack,
    clouds,
    particles,
    stamps,
    twinkles,
    bubbles,
    shimmer,
    fog,
    flashes,
    spriteSizes,
  };
}

function subjectTint(timeline: Timeline): string {
  if (timeline.plan.setting === 'space') return '#ffffff';
  if (timeline.plan.setting === 'room' && timeline.light.darkness > 0.5) return '#e0c8a8';
  return timeline.light.subjectTint;
}

// ---------------------------------------------------------------- frames

function drawLayer(ctx: SKRSContext2D, layer: Layer, camera: CameraState, width: number, height: number, back = false) {
  const { canvas, top } = layer;
  const w = canvas.width * camera.zoom;
  const h = canvas.height * camera.zoom;
  const x = width / 2 + (-OVER * width - width / 2) * camera.zoom + camera.dx * width;
  const y = height / 2 + (top - OVER * height - height / 2) * camera.zoom + camera.dy * height;
  // The back layer is opaque: where it covers the whole frame it replaces what was there
  // ('copy') instead of being blended over the last frame's pixels, which are never seen.
  const covers = back && x <= 0 && y <= 0 && x + w >= width && y + h >= height;
  if (covers) ctx.globalCompositeOperation = 'copy';
  // Unscaled (a static camera, pans and tilts): a copy on whole pixels, no resampling. Measured
  // at 720p: 2 ms a layer against 5 ms at a fractional offset and 7 ms scaled; the whole-pixel
  // steps of a slow pan are not seen. Only the runs that hold pixels and fall in the frame.
  if (camera.zoom === 1 && layer.runs) {
    const left = Math.round(x);
    const topLeft = Math.round(y);
    for (const run of layer.runs) {
      const dx = left + run.x;
      const dy = topLeft + run.y;
      if (dx >= width || dy >= height || dx + run.w <= 0 || dy + run.h <= 0) continue;
      ctx.drawImage(canvas, run.x, run.y, run.w, run.h, dx, dy, run.w, run.h);
    }
  } else if (camera.zoom === 1) ctx.drawImage(canvas, Math.round(x), Math.round(y));
  else ctx.drawImage(canvas, x, y, w, h);
  if (covers) ctx.globalCompositeOperation = 'source-over';
}

/** A layer cut down to its painted rows (it is transparent above its land), with its runs. */
function cropped(canvas: Canvas, parallax: number): Layer {
  // The stored pixels: premultiplied, but only alpha is read, and it is the same. getImageData
  // un-premultiplies every pixel on the way: about 30 ms a 1080p layer, against 2–3 ms for the
  // copy (both cost more when their memory is new to the process).
  const data = canvas.data();
  let top = canvas.height;
  const stride = canvas.width * 4;
  for (let y = 0; y < canvas.height && top === canvas.height; y += 1)
    for (let x = 3; x < stride; x += 16)
      if (data[y * stride + x]! > 0) {
        top = y;
        break;
      }
  top = Math.max(0, top - 1);
  if (top >= canvas.height - 1) return { canvas: createCanvas(1, 1), top: 0, parallax, runs: [] };
  const part = createCanvas(canvas.width, canvas.height - top);
  part.getContext('2d').drawImage(canvas, 0, -top);
  return { canvas: part, top, parallax, runs: paintedRuns(data, canvas.width, top, canvas.height) };
}

/**
 * The parts of a layer that hold any pixel: per band of RUN_BAND rows, the spans of RUN_BAND
 * columns with a non-transparent pixel, merged where they touch (every pixel is read: a one
 * pixel twig still counts).
 */
function paintedRuns(data: Uint8Array, width: number, top: number, height: number): NonNullable<Layer['runs']> {
  const runs: NonNullable<Layer['runs']> = [];
  for (let y0 = top; y0 < height; y0 += RUN_BAND) {
    const y1 = Math.min(height, y0 + RUN_BAND);
    let start = -1;
    for (let x0 = 0; x0 < width; x0 += RUN_BAND) {
      const x1 = Math.min(width, x0 + RUN_BAND);
      let painted = false;
      for (let y = y0; y < y1 && !painted; y += 1)
        for (let x = x0; x < x1; x += 1)
          if (data[(y * width + x) * 4 + 3]! > 0) {
            painted = true;
            break;
          }
      if (painted && start < 0) start = x0;
      if (!painted && start >= 0) {
        runs.push({ x: start, y: y0 - top, w: x0 - start, h: y1 - y0 });
        start = -1;
      }
    }
    if (start >= 0) runs.push({ x: start, y: y0 - top, w: width - start, h: y1 - y0 });
  }
  return runs;
}

const wrap = (v: number, size: number) => ((v % size) + size) % size;

/** Lightning brightness at t: a sharp flash that fades in a fifth of a second, sometimes twice. */
function flashAt(flashes: number[], t: number): number {
  for (const at of flashes) {
    if (at > t) break;
    const since = t - at;
    if (since < 0.22) return (1 - since / 0.22) * (since > 0.08 && since < 0.12 ? 0.5 : 1);
  }
  return 0;
}

/** Paints the frame at time t (the whole canvas). */
export function drawFrame(ctx: SKRSContext2D, painter: Painter, t: number): void {
  const { timeline } = painter;
  const { width, height, plan } = timeline;
  const camera = cameraAt(plan.camera, t, timeline.duration);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'low';

  const [back, ...front] = painter.layers;
  // A push-in is a dolly move: the sky and far land barely grow (and an unscaled layer is a
  // plain copy); they still slide with pans and tilts.
  drawLayer(ctx, back!, layerCamera(camera, back!.parallax, front.length > 0 ? 0 : 1), width, height, true);

  // Twinkling stars over the painted ones, in four steps of brightness: one fill per step
  // (an alpha change per star costs more than the stars).
  if (painter.twinkles.length > 0) {
    const c = layerCamera(camera, PARALLAX.back, front.length > 0 ? 0 : 1); // as the back layer they sit on
    ctx.fillStyle = '#ffffff';
    for (let step = 0; step < 4; step += 1) {
      ctx.globalAlpha = 0.25 + step * 0.25;
      ctx.beginPath();
      for (const star of painter.twinkles) {
        const level = Math.min(3, Math.floor((0.5 + 0.5 * Math.sin(t * star.speed * 2 + star.phase)) * 4));
        if (level !== step) continue;
        ctx.rect(
          width / 2 + (star.x - width / 2) * c.zoom + c.dx * width,
          height / 2 + (star.y - height / 2) * c.zoom + c.dy * height,
          star.r,
          star.r,
        );
      }
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }

  // Clouds drift behind the land (they belong to the sky).
  if (painter.clouds.length > 0) {
    // Like the sky they drift in, clouds slide with pans and tilts but do not grow in a push-in
    // (a dolly move): drawn unscaled, on whole pixels, for every camera that has front layers.
    const c = layerCamera(camera, 0.3, front.length > 0 ? 0 : 1);
    for (const cloud of painter.clouds) {
      const span = 1.4;
      const fx = wrap(cloud.x + t * cloud.speed + 0.2, span) - 0.2 - cloud.canvas.width / width / 2;
      const x = width / 2 + (fx * width - width / 2) * c.zoom + c.dx * width;
      const y = height / 2 + (cloud.y * height - height / 2) * c.zoom + c.dy * height;
      // Unscaled (no zoom), a cloud is copied on whole pixels, as the layers are: a copy instead of
      // a resampling, and a move x264 matches exactly (a soft cloud's 1 px steps are not seen).
      if (c.zoom === 1) ctx.drawImage(cloud.canvas, Math.round(x), Math.round(y));
      else ctx.drawImage(cloud.canvas, x, y, cloud.canvas.width * c.zoom, cloud.canvas.height * c.zoom);
    }
  }

  for (const layer of front) drawLayer(ctx, layer, layerCamera(camera, layer.parallax), width, height);

  // Water shimmer: short light dashes that slide and pulse, denser under the sun or moon.
  if (painter.shimmer) {
    const s = painter.shimmer;
    const c = layerCamera(camera, PARALLAX.middle);
    ctx.strokeStyle = s.color;
    ctx.lineWidth = Math.max(1, height / 300);
    ctx.beginPath();
    for (const [i, dash] of s.dashes.entries()) {
      const depth = dash.y;
      const fy = s.top + (s.bottom - s.top) * depth * depth;
      const nearSun = s.sunX !== null && i % 3 === 0;
      const fx = nearSun ? s.sunX! + (dash.x - 0.5) * 0.12 * (0.3 + depth) : dash.x;
      const len = dash.r * (0.3 + depth) * (0.6 + 0.4 * Math.sin(t * dash.speed * 3 + dash.phase));
      const x =
        width / 2 + ((fx + Math.sin(t * dash.speed + dash.phase) * 0.01) * width - width / 2) * c.zoom + c.dx * width;
      const y = height / 2 + (fy * height - height / 2) * c.zoom + c.dy * height;
      ctx.moveTo(x - (len * width) / 2, y);
      ctx.lineTo(x + (len * width) / 2, y);
    }
    ctx.stroke();
  }

  // Fog lies over the land but behind the subjects: they stay readable in it.
  if (painter.fog) {
    const drift = wrap(t * width * 0.02, painter.fog.width - width);
    ctx.globalAlpha = 0.85;
    ctx.drawImage(painter.fog, -drift, 0);
    ctx.globalAlpha = 1;
  }

  // Subjects, back to front, each with its contact shadow.
  const tint = subjectTint(timeline);
  for (const index of timeline.order) {
    const pose = subjectAt(timeline, index, t);
    const subject = timeline.subjects[index]!;
    if (pose.shadow) {
      const shadow = asImage(shadowSprite(Math.round(subject.size)));
      ctx.globalAlpha = pose.shadow.alpha;
      ctx.drawImage(
        shadow,
        pose.shadow.x - pose.shadow.w / 2,
        pose.shadow.y - pose.shadow.w / 8,
        pose.shadow.w,
        pose.shadow.w / 4,
      );
      ctx.globalAlpha = 1;
    }
    // The sprite's square is placed as the pose says; only its painted part is drawn.
    const square = sprite(subject.emoji, subject.color, painter.spriteSizes[index]!, tint);
    const part = trimmedImage(square);
    ctx.save();
    ctx.translate(pose.x, pose.y - pose.h * pose.pivot);
    ctx.rotate(pose.rotation);
    ctx.scale(pose.w < 0 ? -1 : 1, 1);
    const w = Math.abs(pose.w);
    const kx = w / square.width;
    const ky = pose.h / square.height;
    ctx.drawImage(
      part.image,
      -w / 2 + part.x * kx,
      -pose.h * (1 - pose.pivot) + part.y * ky,
      part.image.width * kx,
      part.image.height * ky,
    );
    ctx.restore();
  }

  // Weather, in front of everything (screen space).
  const weather = plan.weather;
  if (painter.particles.length > 0) {
    if (weather === 'rain' || weather === 'storm') {
      ctx.strokeStyle = 'rgba(205,220,245,0.5)';
      ctx.lineWidth = Math.max(1, height / 360);
      ctx.beginPath();
      const slant = weather === 'storm' ? 0.3 : 0.12;
      for (const drop of painter.particles) {
        const y = wrap(drop.y + t * drop.speed, height + drop.r * 2) - drop.r;
        const x = wrap(drop.x - y * slant, width);
        ctx.moveTo(x, y);
        ctx.lineTo(x - drop.r * slant, y + drop.r);
      }
      ctx.stroke();
    } else if (weather === 'snow') {
      for (const [i, flake] of painter.particles.entries()) {
        const y = wrap(flake.y + t * flake.speed, height);
        const x = wrap(flake.x + Math.sin(t * 1.2 + flake.phase) * flake.r * 6 + t * 8, width);
        stampAt(ctx, painter.stamps[i]!, x, y);
      }
    } else if (weather === 'wind') {
      for (const [i, gust] of painter.particles.entries()) {
        const stamp = painter.stamps[i];
        if (!stamp) continue; // a leaf, below
        const x = wrap(gust.x + t * gust.speed, width + gust.r * 2) - gust.r;
        const y = gust.y + Math.sin(t * 2 + gust.phase) * gust.r * 0.2;
        stampAt(ctx, stamp, x, y);
      }
      // Leaves tumbling along the gusts.
      ctx.fillStyle = plan.timeOfDay === 'night' ? '#5a6a4a' : '#d98a3a';
      ctx.beginPath();
      for (const [i, leaf] of painter.particles.entries()) {
        if (!isLeaf(i)) continue;
        const x = wrap(leaf.x + t * leaf.speed * 0.6, width);
        const y = wrap(leaf.y + Math.sin(t * 3 + leaf.phase) * leaf.r * 0.5 + t * 20, height);
        const a = t * 6 + leaf.phase;
        ctx.moveTo(x + Math.cos(a) * leaf.r * 0.12, y + Math.sin(a) * leaf.r * 0.05);
        ctx.ellipse(x, y, leaf.r * 0.12, leaf.r * 0.05, a, 0, Math.PI * 2);
      }
      ctx.fill();
    }
  }
  if (painter.bubbles.length > 0) {
    ctx.strokeStyle = 'rgba(220,245,255,0.6)';
    ctx.lineWidth = Math.max(1, height / 500);
    ctx.beginPath();
    for (const bubble of painter.bubbles) {
      const y = wrap(bubble.y - t * bubble.speed, height);
      const x = bubble.x + Math.sin(t * 2 + bubble.phase) * bubble.r * 2;
      ctx.moveTo(x + bubble.r, y);
      ctx.arc(x, y, bubble.r, 0, Math.PI * 2);
    }
    ctx.stroke();
  }
  if (painter.flashes.length > 0) {
    const flash = flashAt(painter.flashes, t);
    if (flash > 0) {
      ctx.fillStyle = `rgba(230,235,255,${(0.55 * flash).toFixed(3)})`;
      ctx.fillRect(0, 0, width, height);
      // The bolt itself, from a seeded point of the sky.
      const random = rng(Math.floor(t * 5) + timeline.seed);
      ctx.strokeStyle = `rgba(255,255,255,${flash.toFixed(3)})`;
      ctx.lineWidth = Math.max(1.5, height / 200);
      ctx.beginPath();
      let x = random.range(0.2, 0.8) * width;
      let y = 0;
      ctx.moveTo(x, y);
      while (y < height * timeline.ground.horizon) {
        x += random.range(-0.03, 0.03) * width;
        y += random.range(0.04, 0.08) * height;
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
  }
}
