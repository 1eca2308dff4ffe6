import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { framePixels, quietPlan } from '../../tests/support/plans';
import { encodeRgbPng } from './png';

describe('encodeRgbPng', () => {
  it('is a PNG a decoder reads back to the same pixels', async () => {
    const pixels = framePixels(
      quietPlan({
        setting: 'sea',
        timeOfDay: 'sunset',
        subjects: [{ emoji: '⛵', label: 'sailboat', motion: 'sail' }],
      }),
    );
    const png = await encodeRgbPng(pixels, 640, 360);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([640, 360]);
    const canvas = createCanvas(640, 360);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const back = canvas.getContext('2d').getImageData(0, 0, 640, 360).data;
    let differing = 0;
    for (let k = 0; k < back.length; k += 4)
      if (
        back[k] !== pixels[k] ||
        back[k + 1] !== pixels[k + 1] ||
        back[k + 2] !== pixels[k + 2] ||
        back[k + 3] !== 255
      )
        differing++;
    expect(differing).toBe(0);
    // Smaller than the raw pixels by far: it is sent as a data URL.
    expect(png.length).toBeLessThan((640 * 360 * 3) / 3);
  });

  it('keeps a hard edge and wraps channel differences', async () => {
    const rgba = new Uint8ClampedArray([255, 0, 10, 255, 0, 255, 250, 255, 7, 8, 9, 255, 200, 100, 50, 255]);
    const image = await loadImage(await encodeRgbPng(rgba, 2, 2));
    const canvas = createCanvas(2, 2);
    canvas.getContext('2d').drawImage(image, 0, 0);
    expect([...canvas.getContext('2d').getImageData(0, 0, 2, 2).data]).toEqual([...rgba]);
  });
});
