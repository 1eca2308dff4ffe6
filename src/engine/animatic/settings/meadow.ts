/** A meadow: rolling hills, a few round trees, flowers in the grass. */
import { distant, hillsLine, LEFT, land, RIGHT, roundTree, vertical, X, Y } from '../paint';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#8fb39a', middle: '#6aa84f', near: '#5b9c3c', accent: '#ffe066' };
const G = { horizon: 0.62, ground: 0.88, water: null, submerged: false };

export const meadow: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 12,
  seat: 'bench',
  openCountry: true,
  layers: {
    far: { land: (a, light) => land(a, hillsLine(a.random, G.horizon, 0.1, 3), distant(P.far, light)) },
    middle: {
      land: (a) => {
        const line = hillsLine(a.random, G.horizon + 0.08, 0.06, 2);
        land(a, line, P.middle);
        for (let i = 0; i < 5; i += 1) {
          const fx = a.random.range(0, 1);
          roundTree(a.ctx, X(a, fx), Y(a, line(fx) + 0.01), a.H * a.random.range(0.09, 0.14), '#5a4030', '#3f7f35');
        }
      },
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, 0.8, 0.04, 2),
          vertical(a, 0.76, 1.07, [
            [0, P.near],
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
    },
  },
  waterBand: null,
  farHeight: 0.04,
  clouds: 0,
};
