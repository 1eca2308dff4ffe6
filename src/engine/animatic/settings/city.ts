/** A city: a far skyline, towers whose windows light up at night, a road in front. */
import { buildings, distant, mix, windows, Y } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#6f7f9f', middle: '#3a4462', near: '#4a4a55', accent: '#ffd77a' };
const G = { horizon: 0.68, ground: 0.9, water: null, submerged: false };

export const city: SettingArt = {
  sound: 'city',
  palette: P,
  ground: G,
  view: 40,
  seat: 'bench',
  layers: {
    far: {
      land: (a, light) => buildings(a, G.horizon, 0.12, 0.3, distant(P.far, light), distant(P.far, light), null),
    },
    middle: {
      glow: (a, light) =>
        buildings(
          a,
          G.horizon + 0.1,
          0.15,
          0.45,
          mix(P.middle, '#000000', light.darkness * 0.5),
          '#555d7a',
          windows(light),
        ),
    },
    near: {
      land: (a) => {
        a.ctx.fillStyle = P.near;
        a.ctx.fillRect(0, Y(a, 0.8), a.CW, a.H * 0.3);
        a.ctx.fillStyle = '#5f5f6a';
        a.ctx.fillRect(0, Y(a, 0.8), a.CW, a.H * 0.015);
      },
    },
  },
  waterBand: null,
  farHeight: 0.14,
  clouds: 0,
};
