import { createCanvas } from '@napi-rs/canvas';
import { photoPng as picture } from '../../../tests/support/media';
import { describe, expect, it } from 'vitest';
import { imageSequence, MIN_VISIBLE_SIDE, prepareImage, viewAt, visibleShare, visibleSides } from './images';

function frameOf(draw: ReturnType<typeof imageSequence>, width: number, height: number, t: number) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  draw(ctx, t);
  return ctx.getImageData(0, 0, width, height).data;
}

/** Centroid of the strongly red pixels (the detail), in frame pixels. */
function redCentroid(data: Uint8ClampedArray, width: number): { x: number; y: number; count: number } {
  let sx = 0;
  let sy = 0;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! > 200 && data[i + 1]! < 90 && data[i + 2]! < 60) {
      const p = i / 4;
      sx += p % width;
      sy += Math.floor(p / width);
      count += 1;
    }
  }
  return { x: sx / count, y: sy / count, count };
}

describe('images to video: never cropped by more than a quarter', () => {
  const images = {
    'very wide': [3000, 500],
    'very tall': [500, 3000],
    '4:3': [1600, 1200],
    square: [1000, 1000],
  } as const;
  const frames = { '16:9': [640, 360], '9:16': [360, 640] } as const;
  for (const [imageName, [iw, ih]] of Object.entries(images)) {
    for (const [frameName, [fw, fh]] of Object.entries(frames)) {
      for (const inward of [true, false]) {
        it(`${imageName} image in a ${frameName} frame (${inward ? 'push-in' : 'pull-out'}) shows ≥ 75 % of it at the first, middle and last frame`, () => {
          const focus = { x: 0.9, y: 0.1 };
          const views = [0, 0.5, 1].map((progress) => viewAt(iw, ih, focus, fw, fh, progress, inward));
          for (const view of views) {
            expect(visibleShare(view, fw, fh)).toBeGreaterThanOrEqual(0.75);
            const sides = visibleSides(view, fw, fh);
            expect(Math.min(sides.x, sides.y)).toBeGreaterThanOrEqual(MIN_VISIBLE_SIDE);
          }
          // And it does move: the zoom changes over the image's share.
          expect(Math.abs(views[2]!.scale - views[0]!.scale)).toBeGreaterThan(0.02 * views[0]!.scale);
        });
      }
    }
  }
});

describe('images to video: aimed at what sharp finds interesting', () => {
  it('finds the bright detail off-centre and moves the frame toward it', async () => {
    const width = 640;
    const height = 360;
    const prepared = await prepareImage(picture(1280, 720, 0.8, 0.3), width, height);
    // sharp's attention strategy lands on the detail we drew.
    expect(Math.abs(prepared.focus.x - 0.8)).toBeLessThan(0.12);
    expect(Math.abs(prepared.focus.y - 0.3)).toBeLessThan(0.12);
    const draw = imageSequence([prepared], width, height, 4, 0);
    const first = redCentroid(frameOf(draw, width, height, 0), width);
    const last = redCentroid(frameOf(draw, width, height, 4), width);
    expect(first.count).toBeGreaterThan(0);
    expect(last.count).toBeGreaterThan(first.count); // zoomed in on it
    const fromCentre = (p: { x: number; y: number }) => Math.hypot(p.x - width / 2, p.y - height / 2) / width;
    // The detail is drawn larger, so with a pure zoom about the centre it would move away; it
    // moves toward the centre only because the view pans toward it.
    const pureZoom = (last.count / first.count) ** 0.5;
    expect(fromCentre(last)).toBeLessThan(fromCentre(first) * pureZoom * 0.9);
  });
});

describe('images to video: the rest of the frame is a blurred, darker copy', () => {
  it('fills the sides of a tall image in a wide frame with low-detail, darker pixels that are not black', async () => {
    const width = 640;
    const height = 360;
    const prepared = await prepareImage(picture(450, 800), width, height);
    const draw = imageSequence([prepared], width, height, 4, 0);
    const data = frameOf(draw, width, height, 0);
    const luma = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    };
    // At the first frame the image is whole: 450×800 fits in 202.5×360, centred.
    const stats = (x0: number, x1: number) => {
      let sum = 0;
      let detail = 0;
      let n = 0;
      for (let y = 20; y < height - 20; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          sum += luma(x, y);
          detail += Math.abs(luma(x, y) - luma(x - 1, y));
          n += 1;
        }
      }
      return { mean: sum / n, detail: detail / n };
    };
    const border = stats(20, 180);
    const image = stats(width / 2 - 80, width / 2 + 80);
    expect(border.mean).toBeGreaterThan(10); // a copy of the image, not black bars
    expect(border.mean).toBeLessThan(image.mean * 0.8);
    expect(border.detail).toBeLessThan(image.detail * 0.2);
  });
});
