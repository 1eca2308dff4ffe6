/**
 * The sky of the time of day, painted once into the back layer: its gradient down to the
 * horizon, stars, and the sun or moon just clear of the far land; and the cloud sprites that
 * drift over it. A setting with a sky of its own (settings/) paints that instead.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { Rng } from '@/engine/random';
import { bodyShown } from './details';
import { type Area, LEFT, stars, vertical, X, Y } from './paint';
import { SETTING_ART } from './settings';
import type { Light, Timeline } from './stage';

export function paintSky(timeline: Timeline, a: Area): void {
  const { light, ground, plan } = timeline;
  const art = SETTING_ART[plan.setting];
  if (art.sky) {
    art.sky(a, light);
    return;
  }
  const { ctx, CW, CH } = a;
  const horizon = ground.horizon;
  ctx.fillStyle = vertical(a, LEFT, horizon, [
    [0, light.skyTop],
    [0.55, light.skyMiddle],
    [1, light.skyBottom],
  ]);
  ctx.fillRect(0, 0, CW, CH);
  const horizonY = Y(a, horizon);
  stars(a, Math.round(260 * light.stars), horizonY * 0.85, (y) => 1 - y / (horizonY * 1.1));
  // Low suns sit just above the horizon, whatever the setting's horizon is, and just above the
  // far land's tallest shapes, so the disc shows.
  if (light.body && bodyShown(plan, light.body)) paintBody(a, light.body, horizon - 0.09 - art.farHeight);
}

function paintBody(a: Area, body: NonNullable<Light['body']>, lowY: number): void {
  const { ctx, H, CW, CH } = a;
  const bx = X(a, body.x);
  const by = body.kind === 'sun' && body.y > 0.5 ? Y(a, lowY) : Y(a, body.y);
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

/**
 * A soft cloud sprite: overlapping discs under a top light. The discs are sized and placed to stay
 * inside the bitmap with a margin, so no side of a cloud is cut straight by its canvas's edge.
 */
export function cloudSprite(random: Rng, w: number, color: string, shade: string): Canvas {
  const h = Math.round(w * 0.45);
  const canvas = createCanvas(Math.max(4, Math.round(w)), Math.max(2, h));
  const ctx = canvas.getContext('2d');
  const pad = Math.max(1, w * 0.01);
  const puffs = Array.from({ length: 7 }, (_, i) => {
    const r = w * random.range(0.08, 0.13) * (i === 3 ? 1.3 : 1);
    const x = w * (0.2 + i * 0.1) + random.range(-0.02, 0.02) * w;
    const y = h * random.range(0.5, 0.6);
    // Kept inside: a disc that would cross an edge is moved in or shrunk.
    const rr = Math.min(r, y - pad, h - pad - y, x - pad, w - pad - x);
    return { x, y, r: Math.max(1, rr) };
  });
  const fill = ctx.createLinearGradient(0, 0, 0, h);
  fill.addColorStop(0.2, color);
  fill.addColorStop(1, shade);
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (const puff of puffs) {
    ctx.moveTo(puff.x + puff.r, puff.y);
    ctx.arc(puff.x, puff.y, puff.r, 0, Math.PI * 2);
  }
  // The flat underside joins the discs; its corners are rounded into the end discs.
  ctx.roundRect(w * 0.2, h * 0.55, w * 0.6, Math.min(h * 0.2, h - pad - h * 0.55), h * 0.1);
  ctx.fill();
  return canvas;
}
