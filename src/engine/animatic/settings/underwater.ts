/** Under water: its own blue for a sky, light shafts, weed, coral and rising bubbles. */
import { type Area, coral, hillsLine, LEFT, land, mix, peaksLine, RIGHT, vertical, weed, X, Y } from '../paint';
import { sceneFlakes, wrap } from '../particles';
import type { SettingArt } from './setting-art';

const P = { far: '#1d6c8c', middle: '#17506a', near: '#d8c48f', accent: '#ff8a6a' };
const G = { horizon: 0.8, ground: 0.9, water: 0, submerged: true };

/** Light shafts slanting down from the surface: `count` of them, `spread` wide at the bottom. */
export function lightShafts(a: Area, count: number, alpha: number, spread: number) {
  a.ctx.fillStyle = `rgba(255,255,255,${alpha})`;
  for (let i = 0; i < count; i += 1) {
    const x = a.random.range(0, 1);
    a.ctx.beginPath();
    a.ctx.moveTo(X(a, x - 0.03), Y(a, LEFT));
    a.ctx.lineTo(X(a, x + 0.03), Y(a, LEFT));
    a.ctx.lineTo(X(a, x + spread), Y(a, 0.95));
    a.ctx.lineTo(X(a, x + 0.02), Y(a, 0.95));
    a.ctx.fill();
  }
}

/** Water for a sky: the three given blues from the surface down, darkening together at night. */
export function waterSky(surface: string, middle: string, deep: string): SettingArt['sky'] {
  return (a, light) => {
    const dark = light.darkness * 0.8;
    a.ctx.fillStyle = vertical(a, LEFT, RIGHT, [
      [0, mix(surface, '#0a2a44', dark)],
      [0.5, mix(middle, '#061a30', dark)],
      [1, mix(deep, '#020a18', dark)],
    ]);
    a.ctx.fillRect(0, 0, a.CW, a.CH);
  };
}

export const underwater: SettingArt = {
  sound: 'sea',
  palette: P,
  ground: G,
  view: 10,
  seat: null,
  layers: {
    far: {
      land: (a) => {
        // Light shafts from the surface, then far rocks.
        lightShafts(a, 6, 0.07, 0.16);
        land(a, hillsLine(a.random, G.horizon, 0.12, 3), P.far);
      },
    },
    middle: {
      land: (a) => {
        land(a, peaksLine(a.random, 0.88, 0.14, 5), P.middle);
        a.ctx.strokeStyle = '#2f7f4f';
        a.ctx.lineCap = 'round';
        for (let i = 0; i < 10; i += 1) weed(a, a.random.range(0, 1), 0.9, a.random.range(0.12, 0.28));
      },
    },
    near: {
      land: (a) => {
        land(
          a,
          hillsLine(a.random, G.ground, 0.03, 2),
          vertical(a, 0.86, 1.07, [
            [0, P.near],
            [1, mix(P.near, '#6a5a3a', 0.5)],
          ]),
        );
        coral(a, 0.06, P.accent);
        coral(a, 0.94, '#f5b642');
      },
    },
  },
  waterBand: null,
  farHeight: 0,
  clouds: null,
  sky: waterSky('#5fd0e6', '#1b7ea6', '#0b3f66'),
  landTint: (light) => mix('#ffffff', '#1a2a50', light.darkness * 0.8),
  drift: {
    // Bubbles rising.
    make: (scene) => ({ particles: sceneFlakes(scene, 40, [1.5, 4], [25, 60]), stamps: [] }),
    draw: (ctx, { particles }, t, { height }) => {
      ctx.strokeStyle = 'rgba(220,245,255,0.6)';
      ctx.lineWidth = Math.max(1, height / 500);
      ctx.beginPath();
      for (const bubble of particles) {
        const y = wrap(bubble.y - t * bubble.speed, height);
        const x = bubble.x + Math.sin(t * 2 + bubble.phase) * bubble.r * 2;
        ctx.moveTo(x + bubble.r, y);
        ctx.arc(x, y, bubble.r, 0, Math.PI * 2);
      }
      ctx.stroke();
    },
  },
};
