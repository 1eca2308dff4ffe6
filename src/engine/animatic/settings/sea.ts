/** The open sea: water from the horizon to the frame's foot, and no shore. */
import { mix, openWater } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#5d8fb0', middle: '#1f6a96', near: '#0f4f78', accent: '#e8f6ff' };
const G = { horizon: 0.56, ground: 0.86, water: 0.7, submerged: false };

export const sea: SettingArt = {
  sound: 'sea',
  palette: P,
  ground: G,
  view: 40,
  seat: 'bench',
  surf: true,
  afloat: true,
  layers: {
    far: { glow: (a, light) => openWater(a, light, G.horizon, 1, P.middle, mix(P.near, light.skyTop, 0.35)) },
    middle: {},
    near: {},
  },
  waterBand: [G.horizon, 1.05],
  farHeight: 0,
  clouds: 0,
};
