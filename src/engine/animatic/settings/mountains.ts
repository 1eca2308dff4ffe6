/** Mountains: snow-capped peaks far off, a lower ridge, green slopes in front. */
import { distant, hillsLine, land, mix, mountains as ridge, vertical } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#7f95b8', middle: '#4f6a84', near: '#5f8a4a', accent: '#ffffff' };
const G = { horizon: 0.62, ground: 0.88, water: null, submerged: false };

export const mountains: SettingArt = {
  sound: 'wind',
  palette: P,
  ground: G,
  view: 60,
  seat: 'rock',
  openCountry: true,
  layers: {
    far: {
      land: (a, light) =>
        ridge(a, G.horizon + 0.04, 0.4, 6, distant(P.far, light), mix('#ffffff', light.skyBottom, 0.15)),
    },
    middle: { land: (a) => ridge(a, G.horizon + 0.14, 0.26, 5, P.middle, null) },
    near: {
      land: (a) =>
        land(
          a,
          hillsLine(a.random, 0.84, 0.06, 2),
          vertical(a, 0.76, 1.07, [
            [0, P.near],
            [1, mix(P.near, '#1f3a1a', 0.5)],
          ]),
        ),
    },
  },
  waterBand: null,
  farHeight: 0.2,
  clouds: 0,
};
