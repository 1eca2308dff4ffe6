/** A beach: the sea behind, surf on the sand, a palm at one side. */
import { hillsLine, LEFT, land, openWater, palm, RIGHT, X, Y } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#2f86b3', middle: '#e9d3a0', near: '#f2dca8', accent: '#3e8c4a' };
const G = { horizon: 0.55, ground: 0.88, water: 0.66, submerged: false };

export const beach: SettingArt = {
  sound: 'sea',
  palette: P,
  ground: G,
  view: 15,
  seat: 'rock',
  surf: true,
  layers: {
    far: { glow: (a, light) => openWater(a, light, G.horizon, 0.8, P.middle, P.far) },
    middle: {
      land: (a) => {
        const line = hillsLine(a.random, 0.76, 0.03, 2);
        land(a, line, P.middle);
        a.ctx.strokeStyle = 'rgba(255,255,255,0.85)';
        a.ctx.lineWidth = Math.max(1, a.H * 0.006);
        a.ctx.beginPath();
        for (let i = 0; i <= 96; i += 1) {
          const fx = LEFT + ((RIGHT - LEFT) * i) / 96;
          if (i === 0) a.ctx.moveTo(X(a, fx), Y(a, line(fx)));
          else a.ctx.lineTo(X(a, fx), Y(a, line(fx)));
        }
        a.ctx.stroke();
      },
    },
    near: {
      land: (a) => {
        land(a, hillsLine(a.random, 0.84, 0.02, 2), P.near);
        palm(a, a.random.chance(0.5) ? 0.06 : 0.94, 0.9);
      },
    },
  },
  waterBand: [G.horizon, 0.74],
  farHeight: 0,
  clouds: 0,
};
