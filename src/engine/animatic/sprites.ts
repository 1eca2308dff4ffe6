/**
 * Subject sprites of the animatic: Fluent Emoji flat (© Microsoft, MIT licence, through
 * `@iconify-json/fluent-emoji-flat`), rasterised once per emoji, colour, tint and pixel size and
 * kept in a bounded cache, so a frame only copies bitmaps. A colour from the prompt
 * ("a red balloon") recolours the sprite's dominant hue, keeping its shading; an emoji the set
 * does not have gets a neutral sprite, never an error.
 */
import zlib from 'node:zlib';
import { type Canvas, createCanvas, Image } from '@napi-rs/canvas';
import chars from '@iconify-json/fluent-emoji-flat/chars.json';
import icons from '@iconify-json/fluent-emoji-flat/icons.json';
import { pngFile } from '../png';

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
};
const set = icons as unknown as IconSet;
const byCodepoints = chars as Record<string, string>;

/** The icon name of an emoji: its code points in hex, tried with and without variation selectors. */
export function iconName(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  const candidates = [
    points.join('-'),
    points.filter((p) => p !== 'fe0f').join('-'),
    points.filter((p) => p !== 'fe0f' && p !== '200d').join('-'),
  ];
  if (points.length === 1) candidates.push(`${points[0]}-fe0f`);
  for (const key of candidates) {
    const name = byCodepoints[key];
    if (name && (set.icons[name] || set.aliases?.[name])) return name;
  }
  return null;
}

function svgOf(name: string, size: number): string | null {
  const resolved = set.icons[name] ? name : set.aliases?.[name]?.parent;
  const icon = resolved ? set.icons[resolved] : undefined;
  if (!icon) return null;
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/** A neutral sprite for an emoji the set lacks: a soft, lit sphere. */
function fallback(size: number): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const r = size * 0.42;
  const glow = ctx.createRadialGradient(size * 0.4, size * 0.38, r * 0.1, size / 2, size / 2, r);
  glow.addColorStop(0, '#ffffff');
  glow.addColorStop(0.6, '#c9ced8');
  glow.addColorStop(1, '#8a92a3');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, r, 0, Math.PI * 2);
  ctx.fill();
  return canvas;
}

function hexRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const hueDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * Glass: the bright cyan-blues the emoji set paints windows, windscreens and portholes with. They
 * are never the body, unless the sprite is almost nothing else (a drop, a wave).
 */
const isGlass = (h: number, l: number) => h >= 185 && h <= 210 && l >= 0.5;

/** Body colours: coloured, neither near-black (tyres, outlines, eyes) nor near-white (highlights). */
const isBodyTone = (s: number, l: number) => s >= 0.25 && l >= 0.22 && l <= 0.86;

/**
 * Recolours the sprite's body (the hue that covers most of its coloured pixels, glass, outlines
 * and highlights aside) to `color`, keeping each pixel's shade relative to it: a blue balloon
 * becomes a red one with the same highlights. Only pixels of the body's hue and about its
 * lightness change, so windows, eyes, tyres, a door or a roof of another shade keep theirs.
 */
function recolour(pixels: Uint8ClampedArray | Uint8Array, color: string): void {
  const [tr, tg, tb] = hexRgb(color);
  const [th, ts, tl] = rgbToHsl(tr, tg, tb);
  // Two histograms of hue: without glass, and of glass alone.
  const bins = new Float64Array(24);
  const lightness = new Float64Array(24);
  const glassBins = new Float64Array(24);
  const glassLightness = new Float64Array(24);
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3]! < 128) continue;
    const [h, s, l] = rgbToHsl(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
    if (!isBodyTone(s, l)) continue;
    const bin = Math.floor(h / 15) % 24;
    const glass = isGlass(h, l);
    (glass ? glassBins : bins)[bin]! += 1;
    (glass ? glassLightness : lightness)[bin]! += l;
  }
  const around = (b: Float64Array, i: number) => b[i]! + b[(i + 23) % 24]! + b[(i + 1) % 24]!;
  const widest = (b: Float64Array) => {
    let best = 0;
    for (let i = 1; i < 24; i += 1) if (around(b, i) > around(b, best)) best = i;
    return best;
  };
  let best = widest(bins);
  let count = around(bins, best);
  const glassBest = widest(glassBins);
  const glassCount = around(glassBins, glassBest);
  // A sprite that is mostly glass-blue (a drop of water) has that blue for a body.
  const glassBody = glassCount > count * 2;
  if (glassBody) {
    best = glassBest;
    count = glassCount;
  }
  // The body's hue is the fullest bin of that window: a roof or a door of a near hue is not body.
  const body = glassBody ? glassBins : bins;
  const bodyLightness = glassBody ? glassLightness : lightness;
  let peak = best;
  for (const i of [(best + 23) % 24, (best + 1) % 24]) if (body[i]! > body[peak]!) peak = i;
  // Nothing coloured to recolour (a grey or black emoji): tint every opaque pixel instead.
  const greyscale = count === 0;
  const domHue = peak * 15 + 7.5;
  const domL = greyscale ? 0.5 : bodyLightness[peak]! / body[peak]!;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] === 0) continue;
    const [h, s, l] = rgbToHsl(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
    if (!greyscale) {
      if (s < 0.2 || l < 0.15 || l > 0.9 || hueDistance(h, domHue) > 28 || Math.abs(l - domL) > 0.22) continue;
      if (!glassBody && isGlass(h, l)) continue;
    }
    const nl = Math.max(0, Math.min(1, tl + (l - domL) * 0.8));
    const [r, g, b] = hslToRgb(th, ts, nl);
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  }
}

/**
 * Multiplies what `canvas` holds by a light colour (time of day), keeping the alpha of `shape`
 * (multiply also paints the transparent surroundings: only the shape's own pixels are kept).
 * Sprites and painted layers are lit the same way.
 */
export function multiplyLight(canvas: Canvas, tint: string, shape: Canvas): void {
  const ctx = canvas.getContext('2d');
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = tint;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.globalCompositeOperation = 'destination-in';
  ctx.drawImage(shape, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
}

/** A lit copy of a sprite. */
function tinted(plain: Canvas, tint: string): Canvas {
  const canvas = createCanvas(plain.width, plain.height);
  canvas.getContext('2d').drawImage(plain, 0, 0);
  multiplyLight(canvas, tint, plain);
  return canvas;
}

/**
 * Sprites by emoji, colour, size and tint, least recently used first. A render process lives for
 * many clips, each drawing its subjects at sizes and tints of its own, so an unbounded cache
 * grows with every clip; this one keeps the pixels of the recent ones up to a budget. A sprite
 * dropped while a clip still draws it stays alive through the clip's own reference.
 */
const cache = new Map<string, Canvas>();
const CACHE_BYTES = 160 * 1024 * 1024;
let cachedBytes = 0;
const bytesOf = (canvas: Canvas) => canvas.width * canvas.height * 4;

function cached(key: string): Canvas | undefined {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

function keep(key: string, canvas: Canvas): void {
  cache.set(key, canvas);
  cachedBytes += bytesOf(canvas);
  for (const [oldest, old] of cache) {
    if (cachedBytes <= CACHE_BYTES || oldest === key) break;
    cache.delete(oldest);
    cachedBytes -= bytesOf(old);
  }
}

/** The cache's size, for tests: entries and the bytes of their pixels. */
export function spriteCacheSize(): { entries: number; bytes: number } {
  return { entries: cache.size, bytes: cachedBytes };
}

/**
 * The sprite of an emoji at `size` pixels (square), recoloured and tinted; cached.
 * Sprites face the way the emoji set draws them (most face left).
 */
export function sprite(emoji: string, color: string | undefined, size: number, tint = '#ffffff'): Canvas {
  const px = Math.max(4, Math.round(size));
  const key = `${emoji}|${color ?? ''}|${px}|${tint}`;
  const hit = cached(key);
  if (hit) return hit;
  let canvas: Canvas;
  if (tint.toLowerCase() !== '#ffffff') {
    canvas = tinted(sprite(emoji, color, px), tint);
  } else {
    const name = iconName(emoji);
    const svg = name ? svgOf(name, px) : null;
    if (svg) {
      const image = new Image();
      image.src = Buffer.from(svg);
      canvas = createCanvas(px, px);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0, px, px);
      if (color) {
        const data = ctx.getImageData(0, 0, px, px);
        recolour(data.data, color);
        ctx.putImageData(data, 0, 0);
      }
    } else {
      canvas = fallback(px);
    }
  }
  keep(key, canvas);
  return canvas;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * A part of a canvas as a PNG the decoder only has to copy: 8-bit RGBA, no row filter, zlib's
 * stored blocks (no compression). It never leaves the process, so size does not matter, and it
 * costs about half of `toBuffer('image/png')`'s deflate (a 700 × 260 cloud: 3.5 ms against
 * 7 ms); the pixels are the same (sprites.test.ts).
 */
function storedPng(pixels: Uint8ClampedArray, canvasWidth: number, box: Box): Buffer {
  const stride = box.width * 4;
  const rows = Buffer.alloc((stride + 1) * box.height); // each row: filter type 0, then its pixels
  for (let y = 0; y < box.height; y += 1) {
    const from = ((box.y + y) * canvasWidth + box.x) * 4;
    rows.set(pixels.subarray(from, from + stride), y * (stride + 1) + 1);
  }
  return pngFile(box.width, box.height, 'rgba', zlib.deflateSync(rows, { level: 0 }));
}

/** The smallest box that holds every painted pixel, grown by `margin` and kept inside the canvas. */
function paintedBox(pixels: Uint8ClampedArray, width: number, height: number, margin: number): Box | null {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1)
      if (pixels[row + x * 4 + 3]! > 0) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return { x, y, width: Math.min(width, right + 1 + margin) - x, height: Math.min(height, bottom + 1 + margin) - y };
}

/** A bitmap of a canvas, or of its painted part: `x`, `y` place it in the canvas. */
export type SpriteImage = { image: Image; x: number; y: number };

// Keyed by canvas and let go with it: the clouds of every clip are new canvases, and a render
// process lives for many clips.
const images = new WeakMap<Canvas, Image>();
const trimmedImages = new WeakMap<Canvas, SpriteImage>();

/** The canvas (or, trimmed, its painted part and one transparent pixel around it) as an Image. */
function bitmapOf(canvas: Canvas, trim: boolean): SpriteImage {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const box = (trim ? paintedBox(pixels, width, height, 1) : null) ?? { x: 0, y: 0, width, height };
  const image = new Image();
  image.src = storedPng(pixels, width, box);
  return { image, x: box.x, y: box.y };
}

/**
 * The same sprite as an immutable bitmap: Skia draws an Image scaled and rotated at about half
 * the cost of a canvas (measured at 360p: 1 ms against 2 ms a frame for three subjects), which
 * pays for the one round trip through an uncompressed PNG per sprite many times over in a clip.
 */
export function asImage(canvas: Canvas): Image {
  let image = images.get(canvas);
  if (!image) {
    image = bitmapOf(canvas, false).image;
    images.set(canvas, image);
  }
  return image;
}

/**
 * The sprite's painted part only, with a transparent pixel around it: an emoji fills 56–77 % of
 * its square, and a scaled, rotated bitmap costs per pixel it covers, transparent or not. With the
 * margin, bilinear sampling at the edge reads the same transparent neighbours as in the whole
 * square, so the frame is the same (sprites.test.ts).
 */
export function trimmedImage(canvas: Canvas): SpriteImage {
  let trimmed = trimmedImages.get(canvas);
  if (!trimmed) {
    trimmed = bitmapOf(canvas, true);
    trimmedImages.set(canvas, trimmed);
  }
  return trimmed;
}

/** Whether the emoji set has this emoji (otherwise the neutral sprite is drawn). */
export function hasSprite(emoji: string): boolean {
  return iconName(emoji) !== null;
}

/** A soft elliptic contact shadow, drawn once per size and scaled per frame. */
export function shadowSprite(size: number): Canvas {
  const px = Math.max(8, Math.round(size));
  const key = `shadow|${px}`;
  const hit = cached(key);
  if (hit) return hit;
  const canvas = createCanvas(px, Math.max(4, Math.round(px / 4)));
  const ctx = canvas.getContext('2d');
  ctx.translate(px / 2, canvas.height / 2);
  ctx.scale(1, canvas.height / px);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, px / 2);
  g.addColorStop(0, 'rgba(0,0,0,1)');
  g.addColorStop(0.5, 'rgba(0,0,0,0.6)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(0, 0, px / 2, 0, Math.PI * 2);
  ctx.fill();
  keep(key, canvas);
  return canvas;
}
