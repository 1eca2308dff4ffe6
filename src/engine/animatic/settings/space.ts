/** Space: a black sky of its own with nebulae and many stars, a ringed planet, a grey moonscape. */
import { LEFT, RIGHT, stars, vertical, X, Y } from '../paint';
import type { SettingArt } from './setting-art';

const P = { far: '#b07a5a', middle: '#8a8a9a', near: '#8f8f98', accent: '#c9b8ff' };
const G = { horizon: 1, ground: null, water: null, submerged: false };

export const space: SettingArt = {
  sound: 'music',
  palette: P,
  ground: G,
  view: 15,
  seat: null,
  timeless: true,
  noFarLand: true,
  orbitCentre: { emoji: '🪐', label: 'ringed planet', motion: 'idle' },
  layers: {
    far: {
      land: (a) => {
        const { ctx } = a;
        const x = X(a, 0.2);
        const y = Y(a, 0.28);
        const r = a.H * 0.11;
        const body = ctx.createRadialGradient(x - r * 0.4, y - r * 0.4, r * 0.1, x, y, r);
        body.addColorStop(0, '#f0c89a');
        body.addColorStop(1, P.far);
        ctx.fillStyle = body;
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = 'rgba(230,210,255,0.6)';
        ctx.lineWidth = Math.max(1, a.H * 0.008);
        ctx.beginPath();
        ctx.ellipse(x, y, r * 1.8, r * 0.4, -0.3, 0, Math.PI * 2);
        ctx.stroke();
      },
    },
    middle: {},
    near: {
      land: (a) => {
        const { ctx } = a;
        ctx.fillStyle = vertical(a, 0.86, 1.07, [
          [0, P.near],
          [1, '#3a3a44'],
        ]);
        ctx.beginPath();
        ctx.ellipse(X(a, 0.5), Y(a, 1.55), a.W * 0.9, a.H * 0.68, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = 'rgba(40,40,50,0.35)';
        for (let i = 0; i < 8; i += 1) {
          ctx.beginPath();
          ctx.ellipse(
            X(a, a.random.range(0, 1)),
            Y(a, a.random.range(0.94, 1.03)),
            a.W * 0.03,
            a.H * 0.008,
            0,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
      },
    },
  },
  waterBand: null,
  farHeight: 0,
  clouds: null,
  sky: (a) => {
    const { ctx, H, CW, CH, random } = a;
    ctx.fillStyle = vertical(a, LEFT, RIGHT, [
      [0, '#010108'],
      [0.6, '#0a0620'],
      [1, '#1a0c36'],
    ]);
    ctx.fillRect(0, 0, CW, CH);
    // Nebula clouds, then many stars.
    for (let i = 0; i < 4; i += 1) {
      const x = random.range(0, CW);
      const y = random.range(0, CH * 0.8);
      const r = random.range(0.2, 0.45) * H;
      const neb = ctx.createRadialGradient(x, y, 0, x, y, r);
      neb.addColorStop(0, random.pick(['rgba(150,80,220,0.35)', 'rgba(60,120,220,0.3)', 'rgba(220,80,150,0.25)']));
      neb.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = neb;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    stars(a, 420, CH, () => 1);
  },
  // Nothing tints the light out there: things look as painted.
  landTint: () => '#ffffff',
  subjectTint: () => '#ffffff',
  starry: true,
};
