/** A snowfield: white peaks, soft drifts, a few pines at the sides. */
import { distant, hillsLine, land, mountains, pine, vertical, X, Y } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#aebfd6', middle: '#dfe9f5', near: '#f4f8fd', accent: '#c4d4ea' };
const G = { horizon: 0.62, ground: 0.88, water: null, submerged: false };

export const snowfield: SettingArt = {
  sound: 'wind',
  palette: P,
  ground: G,
  view: 25,
  seat: 'rock',
  openCountry: true,
  layers: {
    far: { land: (a, light) => mountains(a, G.horizon + 0.02, 0.28, 6, distant(P.far, light), '#ffffff') },
    middle: { land: (a) => land(a, hillsLine(a.random, G.horizon + 0.1, 0.08, 3), P.middle) },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, 0.82, 0.05, 2),
          vertical(a, 0.76, 1.07, [
            [0, P.near],
            [1, P.accent],
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
    },
  },
  waterBand: null,
  farHeight: 0.12,
  clouds: 0,
};
