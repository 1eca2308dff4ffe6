/** A kitchen: a tiled wall under a window, cupboards, a counter with a stove and a pot, a tiled floor. */
import { mix, X, Y } from '../paint';
import { lampLand, lampSubject, wallWithWindow } from './indoor';
import type { SettingArt, Window } from './setting-art';

const P = { far: '#f1e6d2', middle: '#7a9cb0', near: '#d9d2c4', accent: '#c8553d' };
const G = { horizon: 0.72, ground: 0.92, water: null, submerged: false };
const WINDOW: Window = { x0: 0.38, y0: 0.08, x1: 0.64, y1: 0.38 };

export const kitchen: SettingArt = {
  sound: 'music',
  palette: P,
  ground: G,
  view: 4,
  seat: 'bench',
  layers: {
    far: {
      land: (a) => {
        const { ctx } = a;
        wallWithWindow(a, P.far, '#fbf8f2', WINDOW);
        // Tiles between the cupboards and the counter.
        ctx.strokeStyle = 'rgba(150,130,110,0.35)';
        ctx.lineWidth = Math.max(1, a.H * 0.003);
        ctx.beginPath();
        for (let fy = 0.42; fy < 0.62; fy += 0.05) {
          ctx.moveTo(0, Y(a, fy));
          ctx.lineTo(a.CW, Y(a, fy));
        }
        for (let fx = -0.06; fx < 1.08; fx += 0.05) {
          ctx.moveTo(X(a, fx), Y(a, 0.42));
          ctx.lineTo(X(a, fx), Y(a, 0.62));
        }
        ctx.stroke();
        // Upper cupboards either side of the window, with their handles.
        for (const [x0, x1] of [
          [-0.08, 0.3],
          [0.72, 1.08],
        ] as const) {
          ctx.fillStyle = P.middle;
          ctx.fillRect(X(a, x0), Y(a, 0.04), (x1 - x0) * a.W, a.H * 0.3);
          ctx.strokeStyle = mix(P.middle, '#000000', 0.25);
          ctx.lineWidth = a.H * 0.006;
          for (let fx = x0 + 0.02; fx + 0.1 < x1 + 0.01; fx += 0.12) {
            ctx.strokeRect(X(a, fx), Y(a, 0.06), a.W * 0.1, a.H * 0.26);
            ctx.fillStyle = '#d8d8d0';
            ctx.fillRect(X(a, fx + 0.085), Y(a, 0.26), a.W * 0.006, a.H * 0.04);
          }
        }
      },
    },
    middle: {
      land: (a) => {
        const { ctx } = a;
        // The counter: its top, the cupboards under it, the stove and a pot.
        ctx.fillStyle = '#6f5a48';
        ctx.fillRect(0, Y(a, 0.62), a.CW, a.H * 0.03);
        ctx.fillStyle = P.middle;
        ctx.fillRect(0, Y(a, 0.65), a.CW, a.H * 0.1);
        ctx.strokeStyle = mix(P.middle, '#000000', 0.25);
        ctx.lineWidth = a.H * 0.005;
        for (let fx = -0.04; fx < 1.06; fx += 0.13) ctx.strokeRect(X(a, fx), Y(a, 0.665), a.W * 0.12, a.H * 0.075);
        ctx.fillStyle = '#3a3a40';
        ctx.fillRect(X(a, 0.1), Y(a, 0.615), a.W * 0.16, a.H * 0.012);
        ctx.fillStyle = P.accent;
        ctx.fillRect(X(a, 0.13), Y(a, 0.54), a.W * 0.08, a.H * 0.075);
        ctx.fillStyle = mix(P.accent, '#000000', 0.3);
        ctx.fillRect(X(a, 0.12), Y(a, 0.535), a.W * 0.1, a.H * 0.012);
        // A jar and a plant on the counter's other end.
        ctx.fillStyle = '#e8d8a8';
        ctx.fillRect(X(a, 0.8), Y(a, 0.55), a.W * 0.03, a.H * 0.07);
        ctx.fillStyle = '#5f8f5a';
        ctx.beginPath();
        ctx.ellipse(X(a, 0.88), Y(a, 0.55), a.W * 0.025, a.H * 0.05, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#b0603a';
        ctx.fillRect(X(a, 0.87), Y(a, 0.57), a.W * 0.022, a.H * 0.05);
      },
    },
    near: {
      land: (a) => {
        const { ctx } = a;
        // A chequered floor.
        ctx.fillStyle = P.near;
        ctx.fillRect(0, Y(a, 0.75), a.CW, a.CH);
        ctx.fillStyle = '#a9a196';
        const rows = 5;
        for (let r = 0; r < rows; r += 1) {
          const y0 = 0.75 + r * 0.07;
          for (let c = -1; c < 12; c += 1)
            if ((r + c) % 2 === 0) ctx.fillRect(X(a, c * 0.1), Y(a, y0), a.W * 0.1, a.H * 0.07);
        }
      },
    },
  },
  waterBand: null,
  farHeight: 0,
  // Clouds pass behind the wall: they are seen through the window only.
  clouds: 0,
  indoors: { window: WINDOW },
  counter: 0.62,
  landTint: lampLand,
  subjectTint: lampSubject,
};
