/** Up in the sky: banks of cloud below, nothing to stand on. */
import { cloudBank, distant } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#e8eef8', middle: '#f4f7fc', near: '#ffffff', accent: '#ffffff' };
const G = { horizon: 0.86, ground: null, water: null, submerged: false };

export const sky: SettingArt = {
  sound: 'wind',
  palette: P,
  ground: G,
  view: 15,
  seat: null,
  air: true,
  layers: {
    far: { land: (a, light) => cloudBank(a, G.horizon, 0.06, distant(P.far, light)) },
    middle: { land: (a) => cloudBank(a, G.horizon + 0.06, 0.07, P.middle) },
    near: { land: (a) => cloudBank(a, 0.95, 0.08, P.near) },
  },
  waterBand: null,
  farHeight: 0,
  clouds: 2,
};
