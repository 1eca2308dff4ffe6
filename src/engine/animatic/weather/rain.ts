/** Rain: slanting drops in front of everything, a grey veil on the sky, a duller land. */
import { type Part, type Particles, sceneFlakes, wrap } from '../particles';
import type { WeatherArt } from './weather-art';

/** Drops falling at a slant (horizontal pixels per pixel of fall); storm's rain is heavier. */
export function rainfall(count: number, slant: number): Part<Particles> {
  return {
    make: (scene) => ({ particles: sceneFlakes(scene, count, [12, 22], [700, 950]), stamps: [] }),
    draw: (ctx, { particles }, t, { width, height }) => {
      ctx.strokeStyle = 'rgba(205,220,245,0.5)';
      ctx.lineWidth = Math.max(1, height / 360);
      ctx.beginPath();
      for (const drop of particles) {
        const y = wrap(drop.y + t * drop.speed, height + drop.r * 2) - drop.r;
        const x = wrap(drop.x - y * slant, width);
        ctx.moveTo(x, y);
        ctx.lineTo(x - drop.r * slant, y + drop.r);
      }
      ctx.stroke();
    },
  };
}

export const rain: WeatherArt = {
  sound: 'rain',
  landHaze: ['#6a7080', 0.35],
  skyVeil: 'rgba(90,96,110,0.4)',
  clouds: { count: 5, shade: 0.5, speed: 1 },
  indoors: 'window',
  dims: false,
  particles: rainfall(100, 0.12),
};
