/** A forest: wooded hills far off, pines behind the subjects, big trunks framing them. */
import { distant, hillsLine, LEFT, land, mix, pine, RIGHT, vertical, X, Y } from '../paint';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#5f8a7a', middle: '#2f5f3f', near: '#3f6a32', accent: '#24472c' };
const G = { horizon: 0.64, ground: 0.89, water: null, submerged: false };

export const forest: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 15,
  seat: 'rock',
  openCountry: true,
  layers: {
    far: {
      land: (a, light) => {
        const line = hillsLine(a.random, G.horizon, 0.08, 3);
        land(a, line, distant(P.far, light));
        for (let i = 0; i < 60; i += 1) {
          const fx = a.random.range(LEFT, RIGHT);
          pine(a.ctx, X(a, fx), Y(a, line(fx) + 0.02), a.H * a.random.range(0.06, 0.11), distant(P.far, light));
        }
      },
    },
    middle: {
      land: (a) => {
        land(a, hillsLine(a.random, G.horizon + 0.1, 0.04, 2), P.middle);
        for (let i = 0; i < 34; i += 1)
          pine(
            a.ctx,
            X(a, a.random.range(LEFT, RIGHT)),
            Y(a, G.horizon + a.random.range(0.08, 0.14)),
            a.H * a.random.range(0.16, 0.3),
            mix(P.middle, '#0f2a18', a.random.range(0, 0.5)),
          );
      },
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, 0.82, 0.03, 2),
          vertical(a, 0.78, 1.07, [
            [0, P.near],
            [1, '#2a3f1f'],
          ]),
        );
        // Big trunks at the sides only: they frame the subjects without hiding them.
        for (const fx of [a.random.range(0.005, 0.04), a.random.range(0.91, 0.94)]) {
          a.ctx.fillStyle = '#3b2a1e';
          a.ctx.fillRect(X(a, fx), Y(a, LEFT), a.W * 0.045, Y(a, 0.92) - Y(a, LEFT));
        }
      },
    },
  },
  waterBand: null,
  farHeight: 0.06,
  clouds: 0,
};
