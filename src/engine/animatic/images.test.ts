import { createCanvas } from '@napi-rs/canvas';
import { attentionFocus, imageSequence, MIN_VISIBLE, placement, prepareImage, visibleShare } from './images';

/** A dull picture with one bright, detailed thing at (fx, fy). */
function picture(width: number, height: number, fx: number, fy: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#445566');
  sky.addColorStop(1, '#334455');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const r = Math.min(width, height) * 0.08;
  ctx.fillStyle = '#ffee33';
  ctx.beginPath();
  ctx.arc(fx * width, fy * height, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ee2222';
  ctx.fillRect(fx * width - r / 2, fy * height + r * 1.2, r, r);
  return canvas.toBuffer('image/png');
}

const FRAMES = [
  [640, 360],
  [360, 640],
] as const;
const PICTURES = [
  [3000, 1000],
  [1000, 3000],
  [1920, 1080],
  [1600, 1200],
  [1000, 1000],
] as const;

describe('images to video: never cropped by more than a quarter', () => {
  for (const [fw, fh] of FRAMES) {
    for (const [iw, ih] of PICTURES) {
      it(`keeps ≥ 75 % of a ${iw}×${ih} picture in a ${fw}×${fh} frame at every moment, and moves`, () => {
        for (const inward of [true, false]) {
          const places = [0, 0.25, 0.5, 0.75, 1].map((p) => placement(iw, ih, fw, fh, { x: 0.8, y: 0.3 }, p, inward));
          for (const place of places) expect(visibleShare(place, fw, fh)).toBeGreaterThanOrEqual(MIN_VISIBLE - 1e-9);
          // It zooms: the picture's size changes by several percent over its share of the clip.
          expect(Math.abs(places[4]!.width / places[0]!.width - 1)).toBeGreaterThan(0.05);
        }
      });
    }
  }

  it('uses the room it has: a picture far from the frame’s shape is cut by exactly a quarter at its closest', () => {
    const place = placement(3000, 1000, 360, 640, { x: 0.5, y: 0.5 }, 1, true);
    expect(visibleShare(place, 360, 640)).toBeCloseTo(MIN_VISIBLE, 5);
  });
});

describe('images to video: aimed at what is interesting', () => {
  it('finds a bright detail off-centre with sharp’s attention strategy', async () => {
    for (const [w, h, fx, fy] of [
      [800, 450, 0.8, 0.3],
      [450, 800, 0.2, 0.75],
      [1200, 400, 0.1, 0.5],
    ] as const) {
      const focus = await attentionFocus(picture(w, h, fx, fy));
      expect(Math.abs(focus.x - fx), `${w}×${h} x`).toBeLessThan(0.08);
      expect(Math.abs(focus.y - fy), `${w}×${h} y`).toBeLessThan(0.08);
    }
  });

  it('drifts toward the focus as far as the picture allows: the frame’s centre ends nearer to it', () => {
    const focus = { x: 0.85, y: 0.25 };
    const centreOf = (iw: number, ih: number, fw: number, fh: number, p: number) => {
      const place = placement(iw, ih, fw, fh, focus, p, true);
      return { x: (fw / 2 - place.x) / place.width, y: (fh / 2 - place.y) / place.height };
    };
    const distance = (c: { x: number; y: number }) => Math.hypot(c.x - focus.x, c.y - focus.y);
    // A wide picture in a tall frame has room across: the view ends well to the right.
    expect(centreOf(3000, 1000, 360, 640, 1).x).toBeGreaterThan(0.6);
    expect(centreOf(3000, 1000, 360, 640, 0).x).toBeLessThan(centreOf(3000, 1000, 360, 640, 1).x);
    // A picture close to the frame's shape has little room, but still moves toward it.
    expect(distance(centreOf(1920, 1280, 640, 360, 1))).toBeLessThan(distance(centreOf(1920, 1280, 640, 360, 0)));
  });
});

describe('images to video: the frame around the picture', () => {
  it('is a blurred, darkened copy of the picture, not black bars', async () => {
    const data = picture(600, 1200, 0.5, 0.5);
    const prepared = await prepareImage(data, 640, 360);
    const draw = imageSequence([prepared], 640, 360, 5, 1);
    const canvas = createCanvas(640, 360);
    const ctx = canvas.getContext('2d');
    draw(ctx, 2.5);
    const band = ctx.getImageData(0, 0, 60, 360).data;
    const middle = ctx.getImageData(290, 0, 60, 360).data;
    const stats = (pixels: Uint8ClampedArray) => {
      let sum = 0;
      let sumSq = 0;
      const n = pixels.length / 4;
      for (let i = 0; i < pixels.length; i += 4) {
        const luma = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
        sum += luma;
        sumSq += luma * luma;
      }
      return { mean: sum / n, variance: sumSq / n - (sum / n) ** 2 };
    };
    const side = stats(band);
    const centre = stats(middle);
    expect(side.mean).toBeGreaterThan(8);
    expect(side.mean).toBeLessThan(centre.mean);
    expect(side.variance).toBeLessThan(centre.variance);
  });
});
