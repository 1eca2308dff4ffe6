/** A street: houses along a pavement, a road with its markings, two lamps. */
import { buildings, distant, LEFT, mix, RIGHT, windows, X, Y } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#8a8fa6', middle: '#6a5f66', near: '#3f3f48', accent: '#ffd77a' };
const G = { horizon: 0.62, ground: 0.9, water: null, submerged: false };

export const street: SettingArt = {
  sound: 'city',
  palette: P,
  ground: G,
  view: 12,
  seat: 'bench',
  layers: {
    far: {
      land: (a, light) => buildings(a, G.horizon, 0.18, 0.35, distant(P.far, light), distant(P.far, light), null),
    },
    middle: {
      glow: (a, light) =>
        buildings(a, 0.78, 0.35, 0.6, mix(P.middle, '#000000', light.darkness * 0.5), '#3a3036', windows(light)),
    },
    near: {
      land: (a) => {
        const { ctx } = a;
        ctx.fillStyle = '#8a8a90';
        ctx.fillRect(0, Y(a, 0.78), a.CW, a.H * 0.05);
        ctx.fillStyle = P.near;
        ctx.fillRect(0, Y(a, 0.83), a.CW, a.H * 0.3);
        ctx.fillStyle = '#e8e2c8';
        for (let fx = LEFT; fx < RIGHT; fx += 0.12) ctx.fillRect(X(a, fx), Y(a, 0.95), a.W * 0.06, a.H * 0.01);
      },
      glow: (a, light) => {
        for (const fx of [0.08, 0.92]) {
          a.ctx.fillStyle = '#2a2a30';
          a.ctx.fillRect(X(a, fx), Y(a, 0.4), a.W * 0.006, Y(a, 0.8) - Y(a, 0.4));
          a.ctx.fillStyle = light.darkness > 0.4 ? '#ffe7a0' : '#d8d8d0';
          a.ctx.beginPath();
          a.ctx.arc(X(a, fx) + a.W * 0.003, Y(a, 0.4), a.H * 0.012, 0, Math.PI * 2);
          a.ctx.fill();
        }
      },
    },
  },
  waterBand: null,
  farHeight: 0.22,
  clouds: 0,
};
