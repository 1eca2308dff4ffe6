/** A river: banks that open towards the viewer, the water between them. */
import { distant, hillsLine, land, mix, vertical, X, Y } from '../paint';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#7fa3a0', middle: '#5f9a50', near: '#4c8a3e', accent: '#3a86b0' };
const G = { horizon: 0.54, ground: 0.88, water: 0.74, submerged: false };

export const river: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 20,
  seat: 'bench',
  boatHeight: 0.2,
  layers: {
    far: { land: (a, light) => land(a, hillsLine(a.random, G.horizon, 0.1, 3), distant(P.far, light)) },
    middle: {
      land: (a) => land(a, () => G.horizon + 0.02, P.middle),
      // The water is not tinted as the land is: it takes the sky's colours (a sunset's orange, the
      // night's deep blue), darker towards the viewer, so at any hour it reads as water.
      water: (a, light) => {
        const { ctx } = a;
        const dim = (hex: string) => mix(hex, '#000000', 0.2 + light.darkness * 0.3);
        ctx.fillStyle = vertical(a, G.horizon, 1, [
          [0, dim(mix(light.skyBottom, light.skyMiddle, 0.5))],
          [0.45, dim(light.skyMiddle)],
          [1, dim(mix(light.skyMiddle, light.skyTop, 0.4))],
        ]);
        ctx.beginPath();
        ctx.moveTo(X(a, 0.46), Y(a, G.horizon + 0.02));
        ctx.lineTo(X(a, 0.52), Y(a, G.horizon + 0.02));
        ctx.bezierCurveTo(X(a, 0.7), Y(a, 0.7), X(a, 0.95), Y(a, 0.8), X(a, 1.1), Y(a, 0.86));
        ctx.lineTo(X(a, -0.1), Y(a, 0.86));
        ctx.bezierCurveTo(X(a, 0.1), Y(a, 0.78), X(a, 0.45), Y(a, 0.7), X(a, 0.46), Y(a, G.horizon + 0.02));
        ctx.fill();
      },
    },
    near: {
      land: (a) =>
        land(
          a,
          hillsLine(a.random, 0.86, 0.02, 2),
          vertical(a, 0.84, 1.07, [
            [0, P.near],
            [1, '#2f5a28'],
          ]),
        ),
    },
  },
  waterBand: [G.horizon + 0.03, 0.85],
  // The shimmer stays between the banks, which open towards the viewer.
  waterSpan: (y) => {
    const p = Math.max(0, Math.min(1, (y - G.horizon) / (0.86 - G.horizon))) ** 1.2;
    return [0.47 - 0.5 * p, 0.51 + 0.5 * p];
  },
  farHeight: 0.05,
  clouds: 0,
};
