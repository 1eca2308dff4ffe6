/** A village: hills, small houses with pitched roofs and a church tower, a lane in front. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Area, distant, hillsLine, land, mix, vertical, X, Y } from '../paint';
import type { Light } from '../stage';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#8fae98', middle: '#e8dcc4', near: '#7fae5a', accent: '#b4553a' };
const G = { horizon: 0.6, ground: 0.9, water: null, submerged: false };

/** A house: its walls, a pitched roof and two windows (lit at night). */
function house(a: Area, fx: number, base: number, w: number, h: number, wall: string, roof: string, lit: string) {
  const ctx: SKRSContext2D = a.ctx;
  const x = X(a, fx);
  const y = Y(a, base);
  const W = w * a.W;
  const H = h * a.H;
  ctx.fillStyle = wall;
  ctx.fillRect(x, y - H, W, H);
  ctx.fillStyle = roof;
  ctx.beginPath();
  ctx.moveTo(x - W * 0.1, y - H);
  ctx.lineTo(x + W / 2, y - H - W * 0.5);
  ctx.lineTo(x + W * 1.1, y - H);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = lit;
  ctx.fillRect(x + W * 0.18, y - H * 0.7, W * 0.22, H * 0.28);
  ctx.fillRect(x + W * 0.6, y - H * 0.7, W * 0.22, H * 0.28);
  ctx.fillStyle = mix(roof, '#000000', 0.3);
  ctx.fillRect(x + W * 0.42, y - H * 0.45, W * 0.16, H * 0.45);
}

const windowLight = (light: Light) => (light.darkness > 0.5 ? '#ffd98a' : '#7f93ab');

export const village: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 30,
  seat: 'bench',
  openCountry: true,
  layers: {
    far: { land: (a, light) => land(a, hillsLine(a.random, G.horizon - 0.02, 0.1, 3), distant(P.far, light)) },
    middle: {
      land: (a) => land(a, hillsLine(a.random, G.horizon + 0.1, 0.03, 2), mix(P.near, '#ffffff', 0.1)),
      glow: (a, light) => {
        const { ctx } = a;
        const dim = (c: string) => mix(c, '#1a2036', light.darkness * 0.6);
        // The church tower, then the houses in a row along the hill.
        ctx.fillStyle = dim('#d8ccb4');
        ctx.fillRect(X(a, 0.6), Y(a, 0.36), a.W * 0.045, a.H * 0.34);
        ctx.fillStyle = dim('#5a6a7a');
        ctx.beginPath();
        ctx.moveTo(X(a, 0.595), Y(a, 0.36));
        ctx.lineTo(X(a, 0.6225), Y(a, 0.24));
        ctx.lineTo(X(a, 0.65), Y(a, 0.36));
        ctx.fill();
        let fx = -0.06;
        while (fx < 1.06) {
          const w = a.random.range(0.07, 0.1);
          if (fx + w < 0.59 || fx > 0.66)
            house(
              a,
              fx,
              G.horizon + 0.1 + a.random.range(-0.01, 0.01),
              w,
              a.random.range(0.08, 0.12),
              dim(a.random.pick([P.middle, '#f2e8d8', '#e0c9a6', '#d9d4c8'])),
              dim(a.random.pick([P.accent, '#8a4a3a', '#6a5a5a'])),
              windowLight(light),
            );
          fx += w + a.random.range(0.02, 0.06);
        }
      },
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, 0.8, 0.02, 2),
          vertical(a, 0.76, 1.07, [
            [0, P.near],
            [1, '#557f3a'],
          ]),
        );
        // The lane.
        a.ctx.fillStyle = '#c8b48c';
        a.ctx.fillRect(0, Y(a, 0.87), a.CW, a.H * 0.07);
      },
    },
  },
  waterBand: null,
  farHeight: 0.1,
  clouds: 0,
};
