/** A waterfall: a cliff the water pours down, a pool at its foot, rocky banks in front. */
import { distant, hillsLine, LEFT, land, mix, peaksLine, pine, RIGHT, vertical, X, Y } from '../paint';
import { sceneFlakes, wrap } from '../particles';
import type { SettingArt } from './setting-art';

const P = { far: '#7f9fb0', middle: '#6a6258', near: '#5a8a45', accent: '#8fd0e8' };
const G = { horizon: 0.5, ground: 0.9, water: 0.76, submerged: false };
/** The falling water: its sides and its top (the cliff's lip) and foot (the pool), frame fractions. */
const FALL = { x0: 0.56, x1: 0.72, top: 0.22, foot: 0.74 } as const;

export const waterfall: SettingArt = {
  sound: 'rain',
  palette: P,
  ground: G,
  view: 25,
  seat: 'rock',
  layers: {
    far: {
      land: (a, light) => {
        land(a, hillsLine(a.random, G.horizon - 0.04, 0.12, 3), distant(P.far, light));
        for (let i = 0; i < 40; i += 1)
          pine(
            a.ctx,
            X(a, a.random.range(LEFT, RIGHT)),
            Y(a, G.horizon + 0.01),
            a.H * a.random.range(0.05, 0.09),
            distant('#4f7a5a', light),
          );
      },
    },
    middle: {
      land: (a) => {
        const { ctx } = a;
        // The cliff, lower where the river leaves its lip.
        const ridge = peaksLine(a.random, 0.36, 0.12, 6);
        land(a, (fx) => (fx > FALL.x0 - 0.02 && fx < FALL.x1 + 0.02 ? FALL.top : Math.min(ridge(fx), 0.4)), P.middle);
        ctx.strokeStyle = mix(P.middle, '#000000', 0.3);
        ctx.lineWidth = a.H * 0.006;
        ctx.beginPath();
        for (let i = 0; i < 26; i += 1) {
          const fx = a.random.range(LEFT, RIGHT);
          const fy = a.random.range(0.35, 0.7);
          ctx.moveTo(X(a, fx), Y(a, fy));
          ctx.lineTo(X(a, fx + a.random.range(-0.03, 0.03)), Y(a, fy + a.random.range(0.04, 0.09)));
        }
        ctx.stroke();
        // Moss on the ledges.
        ctx.fillStyle = '#4f7a3a';
        for (let i = 0; i < 18; i += 1) {
          ctx.beginPath();
          ctx.ellipse(
            X(a, a.random.range(LEFT, RIGHT)),
            Y(a, a.random.range(0.38, 0.68)),
            a.W * 0.03,
            a.H * 0.012,
            0,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
        // The falling water and the pool it fills.
        ctx.fillStyle = vertical(a, FALL.top, FALL.foot, [
          [0, '#d8f0f8'],
          [1, '#a8dcf0'],
        ]);
        ctx.fillRect(X(a, FALL.x0), Y(a, FALL.top), (FALL.x1 - FALL.x0) * a.W, (FALL.foot - FALL.top) * a.H);
        ctx.fillStyle = vertical(a, 0.72, 0.88, [
          [0, '#6ab8d8'],
          [1, '#2f7fa6'],
        ]);
        ctx.beginPath();
        ctx.ellipse(X(a, 0.6), Y(a, 0.8), a.W * 0.55, a.H * 0.08, 0, 0, Math.PI * 2);
        ctx.fill();
      },
    },
    near: {
      land: (a) => {
        const { ctx } = a;
        land(
          a,
          hillsLine(a.random, 0.86, 0.02, 2),
          vertical(a, 0.82, 1.07, [
            [0, P.near],
            [1, '#34592a'],
          ]),
        );
        // Boulders on the bank.
        for (const fx of [0.04, 0.2, 0.86, 0.97]) {
          ctx.fillStyle = mix('#7a7268', '#4a443e', a.random.range(0, 0.5));
          ctx.beginPath();
          ctx.ellipse(X(a, fx), Y(a, 0.87), a.W * a.random.range(0.04, 0.07), a.H * 0.05, 0, Math.PI, 0);
          ctx.fill();
        }
      },
    },
  },
  waterBand: [0.74, 0.85],
  farHeight: 0.16,
  clouds: 0,
  flow: {
    // Streaks that run down the fall, and foam that boils at its foot.
    make: (scene) => ({ particles: sceneFlakes(scene, 46, [6, 16], [140, 220]), stamps: [] }),
    draw: (ctx, { particles }, t, { width, height }) => {
      const x0 = FALL.x0 * width;
      const span = (FALL.x1 - FALL.x0) * width;
      const top = FALL.top * height;
      const fall = (FALL.foot - FALL.top) * height;
      ctx.strokeStyle = 'rgba(255,255,255,0.75)';
      ctx.lineWidth = Math.max(1, height / 240);
      ctx.beginPath();
      for (const drop of particles) {
        const x = x0 + span * (0.04 + 0.92 * (drop.x / width));
        const y = top + wrap(drop.y + t * drop.speed, fall);
        const end = Math.min(top + fall, y + drop.r * 2);
        ctx.moveTo(x, y);
        ctx.lineTo(x, end);
      }
      ctx.stroke();
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.beginPath();
      for (const [i, bubble] of particles.entries()) {
        if (i % 3 !== 0) continue;
        const x = x0 - span * 0.15 + span * 1.3 * (bubble.x / width);
        const r = bubble.r * (0.6 + 0.4 * Math.sin(t * 5 + bubble.phase));
        const y = top + fall + Math.sin(t * 3 + bubble.phase) * r * 0.3;
        ctx.moveTo(x + r, y);
        ctx.ellipse(x, y, r, r * 0.5, 0, 0, Math.PI * 2);
      }
      ctx.fill();
    },
  },
};
