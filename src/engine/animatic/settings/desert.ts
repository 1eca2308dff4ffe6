/** A desert: flat-topped buttes far off, dunes, a cactus at each side. */
import { cactus, distant, hillsLine, land, mix, vertical } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#d9a877', middle: '#e8b56f', near: '#f0c585', accent: '#5f8a48' };
const G = { horizon: 0.62, ground: 0.88, water: null, submerged: false };

export const desert: SettingArt = {
  sound: 'wind',
  palette: P,
  ground: G,
  view: 25,
  seat: 'rock',
  layers: {
    far: {
      land: (a, light) => {
        land(a, (fx) => G.horizon - (Math.abs(Math.sin(fx * 5 + 1)) > 0.85 ? 0.09 : 0.0) - 0.01, distant(P.far, light));
      },
    },
    middle: {
      land: (a) =>
        land(
          a,
          hillsLine(a.random, G.horizon + 0.1, 0.08, 2),
          vertical(a, G.horizon, 1, [
            [0, P.middle],
            [1, mix(P.middle, '#a86a3a', 0.4)],
          ]),
        ),
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, 0.82, 0.04, 2),
          vertical(a, 0.78, 1.07, [
            [0, P.near],
            [1, '#d29a5a'],
          ]),
        );
        for (const fx of [0.04, 0.96]) cactus(a, fx + a.random.range(-0.02, 0.02), 0.9, 0.22, P.accent);
      },
    },
  },
  waterBand: null,
  farHeight: 0.03,
  clouds: 0,
};
