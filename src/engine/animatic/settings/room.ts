/** A room: a wall with a window on the sky outside, a picture, a plant, a wooden floor. */
import { Y, X } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#e9dcc6', middle: '#8a5a3c', near: '#b07a4f', accent: '#5f8f5a' };
const G = { horizon: 0.7, ground: 0.9, water: null, submerged: false };

export const room: SettingArt = {
  sound: 'music',
  palette: P,
  ground: G,
  view: 4,
  seat: 'sofa',
  layers: {
    far: {
      land: (a) => {
        // The wall, with a window that shows the sky outside (painted by the back layer).
        const { ctx } = a;
        ctx.fillStyle = P.far;
        ctx.beginPath();
        ctx.rect(0, 0, a.CW, a.CH);
        ctx.rect(X(a, 0.58), Y(a, 0.12), a.W * 0.3, a.H * 0.36);
        ctx.fill('evenodd');
        ctx.strokeStyle = '#f8f4ec';
        ctx.lineWidth = a.H * 0.014;
        ctx.strokeRect(X(a, 0.58), Y(a, 0.12), a.W * 0.3, a.H * 0.36);
        ctx.beginPath();
        ctx.moveTo(X(a, 0.73), Y(a, 0.12));
        ctx.lineTo(X(a, 0.73), Y(a, 0.48));
        ctx.stroke();
        ctx.fillStyle = '#d9c9ae';
        ctx.fillRect(0, Y(a, 0.66), a.CW, a.H * 0.05);
        ctx.fillStyle = '#c0704a';
        ctx.fillRect(X(a, 0.14), Y(a, 0.2), a.W * 0.16, a.H * 0.2);
        ctx.fillStyle = '#f2d49a';
        ctx.fillRect(X(a, 0.15), Y(a, 0.22), a.W * 0.14, a.H * 0.16);
      },
    },
    middle: {
      land: (a) => {
        const { ctx } = a;
        ctx.fillStyle = '#6a8f5a';
        ctx.beginPath();
        ctx.ellipse(X(a, 0.04), Y(a, 0.6), a.W * 0.05, a.H * 0.12, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#a05a3a';
        ctx.fillRect(X(a, 0.0), Y(a, 0.66), a.W * 0.08, a.H * 0.08);
      },
    },
    near: {
      land: (a) => {
        const { ctx } = a;
        ctx.fillStyle = P.near;
        ctx.fillRect(0, Y(a, 0.72), a.CW, a.CH);
        ctx.strokeStyle = 'rgba(80,45,25,0.35)';
        ctx.lineWidth = Math.max(1, a.H * 0.003);
        ctx.beginPath();
        for (let i = 0; i < 6; i += 1) {
          const y = Y(a, 0.72 + i * 0.06);
          ctx.moveTo(0, y);
          ctx.lineTo(a.W, y);
        }
        ctx.stroke();
      },
    },
  },
  waterBand: null,
  farHeight: 0,
  clouds: null,
  indoors: { window: { x0: 0.58, y0: 0.12, x1: 0.88, y1: 0.48 } },
  // Indoors at night the lamps light the room warmly, whatever the dark outside.
  landTint: (light) => (light.darkness > 0.5 ? '#8a7058' : light.landTint),
  subjectTint: (light) => (light.darkness > 0.5 ? '#e0c8a8' : light.subjectTint),
};
