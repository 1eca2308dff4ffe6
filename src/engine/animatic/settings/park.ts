/** A park: trees in rows, a lawn with a winding path, a bench and a lamp post. */
import { distant, hillsLine, LEFT, land, mix, RIGHT, roundTree, vertical, X, Y } from '../paint';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#7fa88a', middle: '#72b356', near: '#63a446', accent: '#d9c49a' };
const G = { horizon: 0.6, ground: 0.9, water: null, submerged: false };

export const park: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 12,
  seat: 'bench',
  openCountry: true,
  layers: {
    far: {
      land: (a, light) => {
        // A line of trees, and the roofs of the town beyond them.
        const far = distant(P.far, light);
        a.ctx.fillStyle = distant('#9aa6b8', light);
        for (let fx = LEFT; fx < RIGHT; fx += a.random.range(0.08, 0.14))
          a.ctx.fillRect(X(a, fx), Y(a, G.horizon - a.random.range(0.06, 0.14)), a.W * 0.06, a.H * 0.16);
        for (let fx = LEFT; fx < RIGHT; fx += a.random.range(0.03, 0.06))
          roundTree(a.ctx, X(a, fx), Y(a, G.horizon + 0.01), a.H * a.random.range(0.12, 0.18), far, far);
        land(a, () => G.horizon, far);
      },
    },
    middle: {
      land: (a) => {
        const { ctx } = a;
        land(a, hillsLine(a.random, G.horizon + 0.04, 0.015, 2), P.middle);
        // Trees standing on the lawn, at its back.
        for (const fx of [0.05, 0.27, 0.63, 0.9]) {
          const x = fx + a.random.range(-0.03, 0.03);
          roundTree(ctx, X(a, x), Y(a, G.horizon + 0.08), a.H * a.random.range(0.26, 0.34), '#5a4030', '#3f8a3a');
        }
        // A bench.
        ctx.fillStyle = '#7a4f2f';
        ctx.fillRect(X(a, 0.72), Y(a, 0.66), a.W * 0.1, a.H * 0.015);
        ctx.fillRect(X(a, 0.72), Y(a, 0.625), a.W * 0.1, a.H * 0.012);
        ctx.fillStyle = '#2f2f33';
        ctx.fillRect(X(a, 0.725), Y(a, 0.675), a.W * 0.005, a.H * 0.03);
        ctx.fillRect(X(a, 0.81), Y(a, 0.675), a.W * 0.005, a.H * 0.03);
      },
      glow: (a, light) => {
        // The lamp post: lit at night.
        const { ctx } = a;
        ctx.fillStyle = '#2a2a30';
        ctx.fillRect(X(a, 0.2), Y(a, 0.38), a.W * 0.006, Y(a, 0.7) - Y(a, 0.38));
        ctx.fillStyle = light.darkness > 0.4 ? '#ffe7a0' : mix('#d8d8d0', '#000000', light.darkness);
        ctx.beginPath();
        ctx.arc(X(a, 0.2) + a.W * 0.003, Y(a, 0.38), a.H * 0.014, 0, Math.PI * 2);
        ctx.fill();
      },
    },
    near: {
      land: (a) => {
        const { ctx } = a;
        land(
          a,
          hillsLine(a.random, 0.78, 0.02, 2),
          vertical(a, 0.74, 1.07, [
            [0, P.near],
            [1, '#4a8a34'],
          ]),
        );
        // A gravel path that winds towards the viewer.
        ctx.fillStyle = P.accent;
        ctx.beginPath();
        ctx.moveTo(X(a, 0.46), Y(a, 0.79));
        ctx.bezierCurveTo(X(a, 0.56), Y(a, 0.85), X(a, 0.2), Y(a, 0.92), X(a, 0.3), Y(a, 1.08));
        ctx.lineTo(X(a, 0.62), Y(a, 1.08));
        ctx.bezierCurveTo(X(a, 0.5), Y(a, 0.93), X(a, 0.66), Y(a, 0.84), X(a, 0.52), Y(a, 0.79));
        ctx.closePath();
        ctx.fill();
      },
    },
  },
  waterBand: null,
  farHeight: 0.14,
  clouds: 0,
};
