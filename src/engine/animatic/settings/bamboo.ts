/** A bamboo grove: misty stalks far off, tall jointed stalks with their leaves, a path of fallen leaves. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { distant, hillsLine, LEFT, land, mix, RIGHT, vertical, X, Y } from '../paint';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#9fc09a', middle: '#4f8a3a', near: '#8a8a4a', accent: '#2f6a2a' };
const G = { horizon: 0.66, ground: 0.9, water: null, submerged: false };

/** A stalk from above the frame down to `y`, with its joints and a few leaves. */
function stalk(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  color: string,
  leaves: string | null,
  seed: number,
) {
  ctx.fillStyle = color;
  ctx.fillRect(x - w / 2, 0, w, y);
  ctx.fillStyle = mix(color, '#000000', 0.3);
  for (let j = y - w * 6; j > 0; j -= w * 7) ctx.fillRect(x - w * 0.65, j, w * 1.3, Math.max(1, w * 0.22));
  if (!leaves) return;
  ctx.fillStyle = leaves;
  ctx.beginPath();
  for (let k = 0; k < 5; k += 1) {
    const ly = y * (0.08 + 0.16 * k) + (seed % 7) * w * 0.3;
    const side = (k + seed) % 2 === 0 ? 1 : -1;
    ctx.moveTo(x, ly);
    ctx.ellipse(x + side * w * 2.2, ly + w, w * 2.2, w * 0.45, side * 0.35, 0, Math.PI * 2);
  }
  ctx.fill();
}

export const bamboo: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 15,
  seat: 'rock',
  layers: {
    far: {
      land: (a, light) => {
        const far = distant(P.far, light);
        for (let i = 0; i < 70; i += 1)
          stalk(a.ctx, X(a, a.random.range(LEFT, RIGHT)), Y(a, G.horizon + 0.01), a.H * 0.01, far, null, i);
        land(a, hillsLine(a.random, G.horizon, 0.02, 2), far);
      },
    },
    middle: {
      land: (a) => {
        land(a, hillsLine(a.random, G.horizon + 0.08, 0.02, 2), mix(P.near, P.middle, 0.5));
        for (let i = 0; i < 26; i += 1)
          stalk(
            a.ctx,
            X(a, a.random.range(LEFT, RIGHT)),
            Y(a, G.horizon + a.random.range(0.06, 0.1)),
            a.H * a.random.range(0.016, 0.024),
            mix(P.middle, '#a8c060', a.random.range(0, 0.4)),
            P.accent,
            i,
          );
      },
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, 0.82, 0.02, 2),
          vertical(a, 0.78, 1.07, [
            [0, P.near],
            [1, '#4a4a2a'],
          ]),
        );
        // Two thick stalks at the sides frame the grove.
        for (const [fx, i] of [
          [0.02, 1],
          [0.95, 2],
        ] as const)
          stalk(a.ctx, X(a, fx), Y(a, 0.95), a.H * 0.045, '#5f9a3f', '#3f7a2f', i);
      },
    },
  },
  waterBand: null,
  farHeight: 0.02,
  clouds: 0,
};
