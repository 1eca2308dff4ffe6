/**
 * The effect templates (src/lib/effect-templates.ts), drawn over the image sequence. Each is
 * a per-frame transformation of the base picture, cheap enough to keep rendering close to the
 * cost of encoding alone.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { rng } from './random';

export type EffectFrame = {
  width: number;
  height: number;
  t: number;
  total: number;
  seed: number;
  base: (ctx: SKRSContext2D, t: number) => void;
};

const canvases = new Map<string, Canvas>();

function offscreen(name: string, width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const key = `${name}:${width}x${height}`;
  let canvas = canvases.get(key);
  if (!canvas) {
    canvas = createCanvas(width, height);
    canvases.set(key, canvas);
  }
  return { canvas, ctx: canvas.getContext('2d') };
}

function baseInto(frame: EffectFrame) {
  const layer = offscreen('base', frame.width, frame.height);
  frame.base(layer.ctx, frame.t);
  return layer.canvas;
}

function drawScaled(
  ctx: SKRSContext2D,
  image: Canvas,
  width: number,
  height: number,
  scale: number,
  alpha = 1,
  rotation = 0,
  dx = 0,
) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(width / 2 + dx, height / 2);
  ctx.rotate(rotation);
  ctx.scale(scale, scale);
  ctx.drawImage(image, -width / 2, -height / 2, width, height);
  ctx.restore();
}

/** A cheap blur: draw small, then back up (the scaling filters smooth it). */
function softened(image: Canvas, width: number, height: number): Canvas {
  const small = offscreen('small', Math.max(8, Math.round(width / 8)), Math.max(8, Math.round(height / 8)));
  small.ctx.drawImage(image, 0, 0, small.canvas.width, small.canvas.height);
  return small.canvas;
}

function streaks(ctx: SKRSContext2D, frame: EffectFrame, kind: 'rain' | 'snow') {
  const random = rng(frame.seed ^ 0x5eed);
  const n = Math.round((kind === 'rain' ? 180 : 130) * (frame.width / 640));
  ctx.save();
  if (kind === 'rain') {
    ctx.strokeStyle = 'rgba(210,225,255,0.5)';
    ctx.lineWidth = Math.max(1, frame.width / 640);
    ctx.beginPath();
  } else ctx.fillStyle = 'rgba(255,255,255,0.9)';
  for (let i = 0; i < n; i += 1) {
    const x0 = random.next() * frame.width;
    const y0 = random.next() * frame.height;
    const speed = (kind === 'rain' ? random.range(500, 800) : random.range(20, 60)) * (frame.width / 640);
    const length = random.range(8, 18) * (frame.width / 640);
    const y = (((y0 + frame.t * speed) % frame.height) + frame.height) % frame.height;
    if (kind === 'rain') {
      ctx.moveTo(x0 - y * 0.1, y);
      ctx.lineTo(x0 - y * 0.1 - length * 0.15, y + length);
    } else {
      const x = (x0 + Math.sin(frame.t + i) * 12 + frame.width) % frame.width;
      ctx.beginPath();
      ctx.arc(x, y, random.range(1, 3) * (frame.width / 640), 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (kind === 'rain') ctx.stroke();
  ctx.restore();
}

export function drawEffect(id: string, ctx: SKRSContext2D, frame: EffectFrame): void {
  const { width, height, t, total } = frame;
  const p = total > 0 ? t / total : 0;
  const image = baseInto(frame);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, width, height);
  switch (id) {
    case 'zoom-burst': {
      const burst = Math.sin(Math.PI * ((t % 2.5) / 2.5)) ** 4;
      drawScaled(ctx, image, width, height, 1 + 0.25 * burst);
      for (let i = 1; i <= 3; i += 1) drawScaled(ctx, image, width, height, 1 + 0.25 * burst + i * 0.06 * burst, 0.18);
      break;
    }
    case 'glitch': {
      ctx.drawImage(image, 0, 0);
      const random = rng(frame.seed + Math.floor(t * 8));
      if (random.chance(0.55)) {
        for (let i = 0; i < 6; i += 1) {
          const y = random.next() * height;
          const h = random.range(4, height / 10);
          const shift = random.range(-width / 12, width / 12);
          ctx.drawImage(image, 0, y, width, h, shift, y, width, h);
        }
        ctx.save();
        ctx.globalCompositeOperation = 'screen';
        ctx.globalAlpha = 0.35;
        ctx.fillStyle = random.chance(0.5) ? '#ff0040' : '#00e5ff';
        ctx.fillRect(0, random.next() * height, width, random.range(2, 12));
        ctx.restore();
      }
      ctx.fillStyle = 'rgba(0,0,0,0.12)';
      for (let y = 0; y < height; y += 4) ctx.fillRect(0, y, width, 1);
      break;
    }
    case 'film-grain': {
      ctx.drawImage(image, 0, 0);
      ctx.save();
      ctx.globalCompositeOperation = 'multiply';
      ctx.fillStyle = '#e8c89a';
      ctx.fillRect(0, 0, width, height);
      ctx.restore();
      const random = rng(frame.seed + Math.floor(t * 24));
      ctx.fillStyle = 'rgba(255,255,255,0.08)';
      for (let i = 0; i < (width * height) / 900; i += 1)
        ctx.fillRect(random.next() * width, random.next() * height, 1.5, 1.5);
      const vignette = ctx.createRadialGradient(
        width / 2,
        height / 2,
        Math.min(width, height) * 0.3,
        width / 2,
        height / 2,
        Math.max(width, height) * 0.7,
      );
      vignette.addColorStop(0, 'rgba(0,0,0,0)');
      vignette.addColorStop(1, `rgba(0,0,0,${0.55 + 0.1 * random.next()})`);
      ctx.fillStyle = vignette;
      ctx.fillRect(0, 0, width, height);
      break;
    }
    case 'glow': {
      ctx.drawImage(image, 0, 0);
      ctx.save();
      ctx.globalCompositeOperation = 'lighter';
      ctx.globalAlpha = 0.35 + 0.15 * Math.sin(t * 2);
      ctx.drawImage(softened(image, width, height), 0, 0, width, height);
      ctx.restore();
      break;
    }
    case 'spin':
      drawScaled(ctx, image, width, height, 1.5 - 0.3 * p, 1, p * Math.PI * 0.5);
      break;
    case 'parallax':
      drawScaled(ctx, softened(image, width, height), width, height, 1.25, 1, 0, -width * 0.08 * (p - 0.5));
      drawScaled(ctx, image, width, height, 1.12, 0.92, 0, width * 0.06 * (p - 0.5));
      break;
    case 'pulse': {
      const beat = Math.max(0, Math.sin(t * Math.PI * 2)) ** 8;
      drawScaled(ctx, image, width, height, 1.04 + 0.06 * beat);
      ctx.fillStyle = `rgba(255,255,255,${0.12 * beat})`;
      ctx.fillRect(0, 0, width, height);
      break;
    }
    case 'rain-overlay':
      ctx.drawImage(image, 0, 0);
      ctx.fillStyle = 'rgba(20,30,60,0.25)';
      ctx.fillRect(0, 0, width, height);
      streaks(ctx, frame, 'rain');
      break;
    case 'snow-overlay':
      ctx.drawImage(image, 0, 0);
      ctx.fillStyle = 'rgba(200,220,255,0.12)';
      ctx.fillRect(0, 0, width, height);
      streaks(ctx, frame, 'snow');
      break;
    case 'vhs': {
      const random = rng(frame.seed + Math.floor(t * 12));
      const bands = 8;
      for (let i = 0; i < bands; i += 1) {
        const y = (i * height) / bands;
        const shift = Math.sin(t * 3 + i) * 3 + (random.chance(0.08) ? random.range(-15, 15) : 0);
        ctx.drawImage(image, 0, y, width, height / bands + 1, shift, y, width, height / bands + 1);
      }
      ctx.fillStyle = 'rgba(255,255,255,0.06)';
      ctx.fillRect(0, ((t * 120) % (height + 40)) - 20, width, 14);
      const size = Math.max(12, Math.round(height * 0.05));
      ctx.font = `${size}px monospace`;
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.textBaseline = 'top';
      ctx.fillText('PLAY ▶', size, size);
      ctx.fillText(`0${Math.floor(t / 60)}:${String(Math.floor(t) % 60).padStart(2, '0')}`, size, size * 2.2);
      break;
    }
    default:
      ctx.drawImage(image, 0, 0);
  }
}
