/** A coral reef: clear turquoise water, coral of every colour on the sand, bubbles rising. */
import { type Area, coral, hillsLine, LEFT, land, mix, RIGHT, vertical, X, Y } from '../paint';
import type { SettingArt } from './setting-art';
import { lightShafts, underwater, waterSky } from './underwater';

const P = { far: '#3f9fb8', middle: '#2f7f96', near: '#ecd9a6', accent: '#ff7a5a' };
const G = { horizon: 0.76, ground: 0.9, water: 0, submerged: true };
const CORALS = ['#ff7a5a', '#f5b642', '#e0559a', '#9a6ad8', '#ff9f7a', '#5fd0b0'] as const;

/** A brain coral: a dome with its furrows. */
function dome(a: Area, fx: number, base: number, r: number, color: string) {
  const { ctx } = a;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.ellipse(X(a, fx), Y(a, base), r * a.H * 1.3, r * a.H, 0, Math.PI, 0);
  ctx.fill();
  ctx.strokeStyle = mix(color, '#000000', 0.25);
  ctx.lineWidth = Math.max(1, a.H * 0.004);
  ctx.beginPath();
  for (let k = 1; k < 4; k += 1)
    ctx.ellipse(X(a, fx), Y(a, base), r * a.H * 1.3 * (k / 4), r * a.H * (k / 4), 0, Math.PI, 0);
  ctx.stroke();
}

/** A sea fan: a fine fan of strokes. */
function fan(a: Area, fx: number, base: number, h: number, color: string) {
  const { ctx } = a;
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1, a.H * 0.006);
  ctx.beginPath();
  for (let k = -4; k <= 4; k += 1) {
    ctx.moveTo(X(a, fx), Y(a, base));
    ctx.quadraticCurveTo(
      X(a, fx + k * 0.006),
      Y(a, base - h * 0.5),
      X(a, fx + k * 0.014),
      Y(a, base - h + Math.abs(k) * 0.01),
    );
  }
  ctx.stroke();
}

export const reef: SettingArt = {
  sound: 'sea',
  palette: P,
  ground: G,
  view: 10,
  seat: null,
  layers: {
    far: {
      land: (a) => {
        lightShafts(a, 7, 0.09, 0.18);
        land(a, hillsLine(a.random, G.horizon, 0.1, 3), P.far);
      },
    },
    middle: {
      land: (a) => {
        land(a, hillsLine(a.random, 0.86, 0.05, 3), P.middle);
        for (let i = 0; i < 9; i += 1) {
          const fx = a.random.range(LEFT, RIGHT);
          const color = mix(a.random.pick(CORALS), P.middle, 0.35);
          if (i % 3 === 0) fan(a, fx, 0.86, a.random.range(0.12, 0.2), color);
          else if (i % 3 === 1) dome(a, fx, 0.86, a.random.range(0.03, 0.05), color);
          else coral(a, fx, color);
        }
      },
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, G.ground, 0.03, 2),
          vertical(a, 0.86, 1.07, [
            [0, P.near],
            [1, mix(P.near, '#7a6a4a', 0.5)],
          ]),
        );
        // Coral at the sides, where it frames the subjects without hiding them.
        coral(a, 0.03, CORALS[0]);
        dome(a, 0.12, 0.95, 0.045, CORALS[3]);
        fan(a, 0.9, 0.95, 0.2, CORALS[2]);
        coral(a, 0.97, CORALS[1]);
      },
    },
  },
  waterBand: null,
  farHeight: 0,
  clouds: null,
  sky: waterSky('#8ae8f0', '#2fb0c8', '#14789a'),
  // The same light under water and the same bubbles as in open water.
  landTint: underwater.landTint,
  drift: underwater.drift,
};
