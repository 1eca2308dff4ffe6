import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { asImage, hasSprite, iconName, shadowSprite, sprite, spriteCacheSize, trimmedImage } from './sprites';

function opaqueShare(data: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
  return n / (data.length / 4);
}

describe('sprites', () => {
  it('finds Fluent Emoji by their code points, with or without the variation selector', () => {
    expect(iconName('🎈')).toBe('balloon');
    expect(iconName('⛵')).toBe('sailboat');
    expect(iconName('🏔️')).toBe('snow-capped-mountain');
    expect(iconName('🏔')).toBe('snow-capped-mountain');
    expect(iconName('🧑‍🚀')).not.toBeNull();
  });

  it('turns a canvas into an image with the same pixels, soft edges included, once', () => {
    const canvas = sprite('🦊', 'blue', 83, '#ffb070'); // odd size, recoloured and tinted
    const ctx = canvas.getContext('2d');
    const before = ctx.getImageData(0, 0, 83, 83).data;
    const image = asImage(canvas);
    expect([image.width, image.height]).toEqual([83, 83]);
    const drawn = createCanvas(83, 83);
    drawn.getContext('2d').drawImage(image, 0, 0);
    const after = drawn.getContext('2d').getImageData(0, 0, 83, 83).data;
    let worst = 0;
    let translucent = 0;
    for (let i = 0; i < before.length; i += 1) worst = Math.max(worst, Math.abs(before[i]! - after[i]!));
    for (let i = 3; i < before.length; i += 4) if (before[i]! > 0 && before[i]! < 255) translucent += 1;
    expect(translucent).toBeGreaterThan(20); // the anti-aliased rim is part of what is compared
    expect(worst).toBe(0);
    expect(asImage(canvas)).toBe(image);
  });

  it('trims a sprite to its painted part plus a transparent pixel, and placed back it is the same picture', () => {
    const square = sprite('🎈', 'red', 120);
    const part = trimmedImage(square);
    expect(part.image.width * part.image.height).toBeLessThan(120 * 120 * 0.8);
    const whole = square.getContext('2d').getImageData(0, 0, 120, 120).data;
    const placed = createCanvas(120, 120);
    placed.getContext('2d').drawImage(part.image, part.x, part.y);
    const back = placed.getContext('2d').getImageData(0, 0, 120, 120).data;
    let worst = 0;
    for (let i = 0; i < whole.length; i += 1) worst = Math.max(worst, Math.abs(whole[i]! - back[i]!));
    expect(worst).toBe(0);
    // The margin: every edge row and column of the part is transparent unless it is the square's edge.
    const edge = createCanvas(part.image.width, part.image.height);
    edge.getContext('2d').drawImage(part.image, 0, 0);
    const pixels = edge.getContext('2d').getImageData(0, 0, part.image.width, part.image.height).data;
    const alphaAt = (x: number, y: number) => pixels[(y * part.image.width + x) * 4 + 3]!;
    if (part.x > 0) for (let y = 0; y < part.image.height; y += 1) expect(alphaAt(0, y)).toBe(0);
    if (part.y > 0) for (let x = 0; x < part.image.width; x += 1) expect(alphaAt(x, 0)).toBe(0);
    expect(trimmedImage(square)).toBe(part);
  });

  it('rasterises once per size and returns the cached bitmap after', () => {
    const a = sprite('🦊', undefined, 96);
    expect([a.width, a.height]).toEqual([96, 96]);
    expect(opaqueShare(a.getContext('2d').getImageData(0, 0, 96, 96).data)).toBeGreaterThan(0.2);
    expect(sprite('🦊', undefined, 96)).toBe(a);
    expect(sprite('🦊', undefined, 64)).not.toBe(a);
  });

  it('draws a neutral sprite for an emoji the set lacks, never failing', () => {
    for (const unknown of ['x', '🫨🫨', '\u{10ffff}']) {
      expect(hasSprite(unknown)).toBe(false);
      const fallback = sprite(unknown, '#00ff00', 48, '#808080');
      expect(opaqueShare(fallback.getContext('2d').getImageData(0, 0, 48, 48).data)).toBeGreaterThan(0.3);
    }
  });

  it('recolours the dominant colour to the asked one, keeping the other parts', () => {
    // The Fluent balloon is red with a blue string: asked for green, the body turns green.
    const count = (data: Uint8ClampedArray, test: (r: number, g: number, b: number) => boolean) => {
      let n = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3]! > 200 && test(data[i]!, data[i + 1]!, data[i + 2]!)) n += 1;
      return n;
    };
    const plain = sprite('🎈', undefined, 80).getContext('2d').getImageData(0, 0, 80, 80).data;
    const green = sprite('🎈', '#1e8e3e', 80).getContext('2d').getImageData(0, 0, 80, 80).data;
    const isRed = (r: number, g: number, b: number) => r > g + 80 && r > b + 80;
    const isGreen = (r: number, g: number, b: number) => g > r + 50 && g > b + 30;
    const isBlue = (r: number, g: number, b: number) => b > r + 80 && b > g + 60;
    expect(count(plain, isRed)).toBeGreaterThan(1000);
    expect(count(green, isRed)).toBeLessThan(count(plain, isRed) * 0.05);
    expect(count(green, isGreen)).toBeGreaterThan(count(plain, isRed) * 0.8);
    // The blue string stays blue.
    expect(count(green, isBlue)).toBeGreaterThan(count(plain, isBlue) * 0.8);
  });
});

describe('the sprite cache', () => {
  it('keeps the recent sprites within its budget, dropping the least recently used', () => {
    const first = shadowSprite(2000);
    expect(shadowSprite(2000)).toBe(first);
    // Each of these is 4 MB of pixels: sixty of them are more than the budget holds.
    for (let px = 2001; px <= 2060; px += 1) shadowSprite(px);
    const { bytes, entries } = spriteCacheSize();
    expect(bytes).toBeLessThanOrEqual(160 * 1024 * 1024);
    expect(entries).toBeGreaterThan(0);
    expect(shadowSprite(2060)).toBe(shadowSprite(2060));
    expect(shadowSprite(2000)).not.toBe(first);
  });
});
