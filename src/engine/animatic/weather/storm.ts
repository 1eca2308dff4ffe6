/** A storm: heavier, more slanted rain, dark fast clouds, and lightning. */
import { rng } from '@/engine/random';
import type { Part } from '../particles';
import { rainfall } from './rain';
import type { WeatherArt } from './weather-art';

/** Lightning brightness at t: a sharp flash that fades in a fifth of a second, sometimes twice. */
function flashAt(flashes: number[], t: number): number {
  for (const at of flashes) {
    if (at > t) break;
    const since = t - at;
    if (since < 0.22) return (1 - since / 0.22) * (since > 0.08 && since < 0.12 ? 0.5 : 1);
  }
  return 0;
}

const lightning: Part<number[]> = {
  // Seeded flash times, about one every two seconds, for as long as the clip runs.
  make: ({ random, timeline }) => {
    const flashes: number[] = [];
    for (let t = random.range(0.4, 1.2); t < timeline.duration * 4 + 60; t += random.range(1.4, 3)) flashes.push(t);
    return flashes;
  },
  draw: (ctx, flashes, t, timeline) => {
    const { width, height } = timeline;
    const flash = flashAt(flashes, t);
    if (flash <= 0) return;
    ctx.fillStyle = `rgba(230,235,255,${(0.55 * flash).toFixed(3)})`;
    ctx.fillRect(0, 0, width, height);
    // The bolt itself, from a seeded point of the sky.
    const random = rng(Math.floor(t * 5) + timeline.seed);
    ctx.strokeStyle = `rgba(255,255,255,${flash.toFixed(3)})`;
    ctx.lineWidth = Math.max(1.5, height / 200);
    ctx.beginPath();
    let x = random.range(0.2, 0.8) * width;
    let y = 0;
    ctx.moveTo(x, y);
    while (y < height * timeline.ground.horizon) {
      x += random.range(-0.03, 0.03) * width;
      y += random.range(0.04, 0.08) * height;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  },
};

export const storm: WeatherArt = {
  sound: 'rain',
  landHaze: ['#6a7080', 0.35],
  skyVeil: 'rgba(40,44,60,0.55)',
  clouds: { count: 7, shade: 0.75, speed: 3 },
  indoors: 'window',
  dims: true,
  particles: rainfall(150, 0.3),
  flashes: lightning,
};
