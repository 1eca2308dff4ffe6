/** Fog: soft banks that drift over the land, behind the subjects so they stay readable. */
import { createCanvas } from '@napi-rs/canvas';
import { wrap } from '../particles';
import type { WeatherArt } from './weather-art';

export const fog: WeatherArt = {
  landHaze: ['#c8ccd4', 0.3],
  skyVeil: null,
  clouds: { count: 2, shade: 0, speed: 1 },
  indoors: 'none',
  dims: true,
  haze: {
    make: ({ timeline: { width, height, light }, random }) => {
      const canvas = createCanvas(Math.ceil(width * 1.5), height);
      const ctx = canvas.getContext('2d');
      const tone = light.darkness > 0.5 ? '150,160,185' : '235,238,242';
      for (let i = 0; i < 14; i += 1) {
        const x = random.range(0, canvas.width);
        const y = random.range(height * 0.35, height);
        const r = random.range(0.25, 0.5) * height;
        const puff = ctx.createRadialGradient(x, y, 0, x, y, r);
        puff.addColorStop(0, `rgba(${tone},0.55)`);
        puff.addColorStop(1, `rgba(${tone},0)`);
        ctx.fillStyle = puff;
        ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
      }
      const veil = ctx.createLinearGradient(0, 0, 0, height);
      veil.addColorStop(0, `rgba(${tone},0.1)`);
      veil.addColorStop(1, `rgba(${tone},0.45)`);
      ctx.fillStyle = veil;
      ctx.fillRect(0, 0, canvas.width, height);
      return canvas;
    },
    draw: (ctx, canvas, t, { width }) => {
      const drift = wrap(t * width * 0.02, canvas.width - width);
      ctx.globalAlpha = 0.85;
      ctx.drawImage(canvas, -drift, 0);
      ctx.globalAlpha = 1;
    },
  },
};
