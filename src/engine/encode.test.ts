import { createCanvas } from '@napi-rs/canvas';
import { drawWatermark, watermarkSprite } from './encode';

describe('the watermark sprite', () => {
  it.each([
    [640, 360],
    [1280, 720],
    [1920, 1080],
    [1080, 1920],
    [720, 720],
  ])('gives the frame drawing the text would, at %ix%i', (width, height) => {
    const frame = () => {
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      const sky = ctx.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, '#1d3557');
      sky.addColorStop(1, '#f4a261');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      return canvas;
    };
    const drawn = frame();
    drawWatermark(drawn.getContext('2d'), width, height);
    const copied = frame();
    const mark = watermarkSprite(width, height);
    copied.getContext('2d').drawImage(mark.canvas, mark.x, mark.y);
    const a = drawn.data();
    const b = copied.data();
    let worst = 0;
    let marked = 0;
    const plain = frame().data();
    for (let i = 0; i < a.length; i += 1) {
      worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
      if (a[i] !== plain[i]) marked += 1;
    }
    // The mark is there (it changes pixels) and the copy matches it within rounding (the sprite holds premultiplied 8-bit pixels, a step more of rounding on the soft shadow: at most 3 of 255).
    expect(marked).toBeGreaterThan(100);
    expect(worst).toBeLessThanOrEqual(3);
    // The sprite is a corner, not a frame-sized layer.
    expect(mark.canvas.width * mark.canvas.height).toBeLessThan((width * height) / 8);
  });
});
