/** A table top, close up: the wooden top the subjects stand on, a soft wall and a window behind. */
import { mix, vertical, X, Y } from '../paint';
import { lampLand, lampSubject, wallWithWindow } from './indoor';
import type { SettingArt, Window } from './setting-art';

const P = { far: '#d8cbb8', middle: '#a88a6c', near: '#9a6a42', accent: '#6f8f6a' };
const G = { horizon: 0.56, ground: 0.86, water: null, submerged: false };
const WINDOW: Window = { x0: 0.06, y0: 0.06, x1: 0.3, y1: 0.44 };

export const table: SettingArt = {
  surface: true,
  sound: 'music',
  palette: P,
  ground: G,
  view: 1,
  seat: 'bench',
  layers: {
    far: {
      land: (a) => {
        wallWithWindow(a, P.far, '#efe8dc', WINDOW);
        // A picture frame on the wall, out of focus: flat colours only.
        const { ctx } = a;
        ctx.fillStyle = '#b89a78';
        ctx.fillRect(X(a, 0.66), Y(a, 0.1), a.W * 0.18, a.H * 0.24);
        ctx.fillStyle = '#cfdcc8';
        ctx.fillRect(X(a, 0.675), Y(a, 0.125), a.W * 0.15, a.H * 0.19);
      },
    },
    middle: {
      land: (a) => {
        const { ctx } = a;
        // A vase with a sprig at the back of the table.
        ctx.fillStyle = '#5a8fa8';
        ctx.beginPath();
        ctx.ellipse(X(a, 0.86), Y(a, 0.5), a.W * 0.025, a.H * 0.06, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = P.accent;
        ctx.lineWidth = a.H * 0.008;
        ctx.beginPath();
        ctx.moveTo(X(a, 0.86), Y(a, 0.45));
        ctx.quadraticCurveTo(X(a, 0.85), Y(a, 0.36), X(a, 0.82), Y(a, 0.32));
        ctx.moveTo(X(a, 0.86), Y(a, 0.45));
        ctx.quadraticCurveTo(X(a, 0.875), Y(a, 0.37), X(a, 0.9), Y(a, 0.34));
        ctx.stroke();
      },
    },
    near: {
      land: (a) => {
        const { ctx } = a;
        // The top, lighter towards its far edge, with the grain of its planks.
        ctx.fillStyle = vertical(a, 0.54, 1, [
          [0, mix(P.near, '#ffffff', 0.25)],
          [1, mix(P.near, '#000000', 0.2)],
        ]);
        ctx.fillRect(0, Y(a, 0.54), a.CW, a.CH);
        ctx.strokeStyle = 'rgba(70,40,20,0.28)';
        ctx.lineWidth = Math.max(1, a.H * 0.003);
        ctx.beginPath();
        for (let i = 0; i < 14; i += 1) {
          const fy = 0.57 + i * 0.035 + Math.sin(i * 2.3) * 0.006;
          ctx.moveTo(0, Y(a, fy));
          ctx.bezierCurveTo(X(a, 0.3), Y(a, fy - 0.008), X(a, 0.6), Y(a, fy + 0.008), a.CW, Y(a, fy));
        }
        ctx.stroke();
        ctx.fillStyle = mix(P.near, '#ffffff', 0.4);
        ctx.fillRect(0, Y(a, 0.54), a.CW, a.H * 0.008);
      },
    },
  },
  waterBand: null,
  farHeight: 0,
  // Clouds pass behind the wall: they are seen through the window only.
  clouds: 0,
  indoors: { window: WINDOW },
  landTint: lampLand,
  subjectTint: lampSubject,
};
