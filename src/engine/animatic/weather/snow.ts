/** Snow: flakes that drift down and sideways, in front of everything. */
import { createCanvas } from '@napi-rs/canvas';
import { sceneFlakes, type Stamp, stampAt, wrap } from '../particles';
import type { WeatherArt } from './weather-art';

const SNOW = 'rgba(255,255,255,0.92)';

/**
 * A snowflake as a small bitmap: the disc `fill()` drew, anti-aliased the same way. Stamped at
 * whole pixels it costs a small copy per flake, where the one path of every disc made Skia scan
 * the frame (1.5 ms a 1080p frame against 0.3 ms); a flake moves 3–7 pixels a frame, so the half
 * pixel it may be off is not seen.
 */
function flakeSprite(r: number): Stamp {
  const centre = Math.ceil(r) + 1;
  const canvas = createCanvas(centre * 2, centre * 2);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = SNOW;
  ctx.beginPath();
  ctx.arc(centre, centre, r, 0, Math.PI * 2);
  ctx.fill();
  return { image: canvas, dx: centre, dy: centre };
}

export const snow: WeatherArt = {
  sound: 'wind',
  landHaze: null,
  skyVeil: null,
  clouds: { count: 4, shade: 0.25, speed: 1 },
  indoors: 'window',
  dims: false,
  particles: {
    make: (scene) => {
      const particles = sceneFlakes(scene, 140, [1.2, 3.2], [25, 60]);
      const discs = new Map<number, Stamp>(); // one per size, in quarter pixels
      const stamps = particles.map((flake) => {
        const r = Math.round(flake.r * 4) / 4;
        let disc = discs.get(r);
        if (!disc) {
          disc = flakeSprite(r);
          discs.set(r, disc);
        }
        return disc;
      });
      return { particles, stamps };
    },
    draw: (ctx, { particles, stamps }, t, { width, height }) => {
      for (const [i, flake] of particles.entries()) {
        const y = wrap(flake.y + t * flake.speed, height);
        const x = wrap(flake.x + Math.sin(t * 1.2 + flake.phase) * flake.r * 6 + t * 8, width);
        stampAt(ctx, stamps[i]!, x, y);
      }
    },
  },
};
