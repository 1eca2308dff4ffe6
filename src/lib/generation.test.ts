import { catalogue } from './models';
import {
  creditCost,
  frameSize,
  modelDefaults,
  nearestAspectRatio,
  normalizeShape,
  qualityAbove,
  qualityOfFrame,
  shotCost,
  storyCost,
  trimmedSeconds,
} from './generation';

describe('credit cost (SPEC §9, API.md)', () => {
  it.each([
    ['360p', 5, 2],
    ['540p', 5, 3],
    ['720p', 5, 4],
    ['1080p', 5, 8],
    ['360p', 8, 4],
    ['540p', 8, 6],
    ['720p', 8, 8],
  ] as const)('generate at %s for %i s costs %i', (quality, duration, cost) => {
    expect(creditCost({ mode: 'generate', model: 'base', quality, duration })).toBe(cost);
    expect(creditCost({ mode: 'effect', quality, duration })).toBe(cost);
    expect(creditCost({ mode: 'extend', quality, duration })).toBe(cost);
  });

  it('adds auto sound (2 or 4) and auto speech (6 or 8)', () => {
    expect(creditCost({ mode: 'generate', model: 'base', quality: '360p', duration: 5, autoSound: true })).toBe(4);
    expect(creditCost({ mode: 'generate', model: 'base', quality: '360p', duration: 8, autoSound: true })).toBe(8);
    expect(creditCost({ mode: 'generate', model: 'base', quality: '360p', duration: 5, autoSpeech: true })).toBe(8);
    expect(
      creditCost({ mode: 'generate', model: 'base', quality: '720p', duration: 8, autoSound: true, autoSpeech: true }),
    ).toBe(8 + 4 + 8);
  });

  it('charges the premium models a flat price that replaces the formula', () => {
    expect(
      creditCost({ mode: 'generate', model: 'veo-3-quality', quality: '1080p', duration: 8, autoSound: true }),
    ).toBe(100);
    expect(creditCost({ mode: 'generate', model: 'veo-3-fast', quality: '720p', duration: 8, autoSpeech: true })).toBe(
      20,
    );
  });

  it('charges a per-second model its catalogue rate for the quality times the seconds asked for', () => {
    const omni = catalogue().find((model) => model.id === 'gemini-omni-flash')!;
    expect(omni.pricing.kind).toBe('per-second');
    const rates =
      omni.pricing.kind === 'per-second' && typeof omni.pricing.credits === 'object' ? omni.pricing.credits : {};
    const rate = (quality: '360p' | '720p' | '1080p') => rates[quality] ?? Number.NaN;
    expect(creditCost({ mode: 'generate', model: 'gemini-omni-flash', quality: '720p', duration: 5 })).toBe(
      rate('720p') * 5,
    );
    expect(
      creditCost({ mode: 'generate', model: 'gemini-omni-flash', quality: '1080p', duration: 8, autoSound: true }),
    ).toBe(rate('1080p') * 8);
    expect(creditCost({ mode: 'generate', model: 'gemini-omni-flash', quality: '360p', duration: 5 })).toBe(
      rate('360p') * 5,
    );
    // Google's cost grows with the resolution, and so does the price.
    expect(rate('360p')).toBeLessThan(rate('720p'));
    expect(rate('720p')).toBeLessThan(rate('1080p'));
    // The formula is not used for it: 8 s at 720p would cost 8 there.
    expect(rate('720p') * 8).not.toBe(creditCost({ mode: 'generate', model: 'base', quality: '720p', duration: 8 }));
  });

  it.each([
    [0.5, 1],
    [5, 1],
    [5.1, 2],
    [8, 2],
    [16, 4],
  ])('sound for a %s s source costs %i', (sourceSeconds, cost) => {
    expect(creditCost({ mode: 'sound', sourceSeconds })).toBe(cost);
  });

  it.each([
    [0, 6],
    [50, 6],
    [51, 9],
    [100, 9],
    [101, 12],
    [150, 12],
    [151, 15],
    [2000, 15],
  ])('speech for a %i-character prompt costs %i', (promptLength, cost) => {
    expect(creditCost({ mode: 'speech', promptLength })).toBe(cost);
  });

  it('upscale costs 8 up to 5 s and 16 above', () => {
    expect(creditCost({ mode: 'upscale', sourceSeconds: 5 })).toBe(8);
    expect(creditCost({ mode: 'upscale', sourceSeconds: 5.04 })).toBe(16);
  });
});

describe('generation parameters', () => {
  it('defaults by model (SPEC §4)', () => {
    expect(modelDefaults('base')).toEqual({ quality: '360p', duration: 5 });
    expect(modelDefaults('veo-3-fast')).toEqual({ quality: '720p', duration: 8 });
    expect(modelDefaults('veo-3-quality')).toEqual({ quality: '720p', duration: 8 });
  });

  it('forces 720p for 8 s at 1080p', () => {
    expect(normalizeShape('base', { quality: '1080p', duration: 8, aspectRatio: '1:1' })).toEqual({
      quality: '720p',
      duration: 8,
      aspectRatio: '1:1',
    });
    expect(normalizeShape('base', { quality: '1080p', duration: 5, aspectRatio: '9:16' }).quality).toBe('1080p');
  });

  it('keeps Gemini Omni Flash to its catalogue row: 5 or 8 s, 360p/720p/1080p, 16:9 or 9:16', () => {
    expect(normalizeShape('gemini-omni-flash', { quality: '540p', duration: 5, aspectRatio: '1:1' })).toEqual({
      quality: '720p',
      duration: 5,
      aspectRatio: '16:9',
    });
    expect(normalizeShape('gemini-omni-flash', { quality: '1080p', duration: 8, aspectRatio: '9:16' })).toEqual({
      quality: '1080p',
      duration: 8,
      aspectRatio: '9:16',
    });
    expect(normalizeShape('gemini-omni-flash', { quality: '360p', duration: 5, aspectRatio: '9:16' })).toEqual({
      quality: '360p',
      duration: 5,
      aspectRatio: '9:16',
    });
    expect(modelDefaults('gemini-omni-flash')).toEqual({ quality: '720p', duration: 8 });
  });

  it("applies Veo's own limits", () => {
    expect(normalizeShape('veo-3-fast', { quality: '360p', duration: 5, aspectRatio: '1:1' })).toEqual({
      quality: '720p',
      duration: 8,
      aspectRatio: '16:9',
    });
    expect(normalizeShape('veo-3-quality', { quality: '1080p', duration: 8, aspectRatio: '16:9' })).toEqual({
      quality: '1080p',
      duration: 8,
      aspectRatio: '16:9',
    });
    expect(normalizeShape('veo-3-quality', { quality: '1080p', duration: 8, aspectRatio: '9:16' })).toEqual({
      quality: '720p',
      duration: 8,
      aspectRatio: '9:16',
    });
  });

  it('sizes frames from quality and aspect ratio', () => {
    expect(frameSize('360p', '16:9')).toEqual({ width: 640, height: 360 });
    expect(frameSize('360p', '9:16')).toEqual({ width: 360, height: 640 });
    expect(frameSize('360p', '1:1')).toEqual({ width: 360, height: 360 });
    expect(frameSize('540p', '16:9')).toEqual({ width: 960, height: 540 });
    expect(frameSize('720p', '16:9')).toEqual({ width: 1280, height: 720 });
    expect(frameSize('1080p', '9:16')).toEqual({ width: 1080, height: 1920 });
  });

  it('goes one quality up, at most 1080p', () => {
    expect(['360p', '540p', '720p', '1080p'].map((q) => qualityAbove(q as '360p'))).toEqual([
      '540p',
      '720p',
      '1080p',
      '1080p',
    ]);
  });

  it('picks the nearest aspect ratio for an image', () => {
    expect(nearestAspectRatio(1920, 1080)).toBe('16:9');
    expect(nearestAspectRatio(1080, 1920)).toBe('9:16');
    expect(nearestAspectRatio(1000, 1100)).toBe('1:1');
    expect(nearestAspectRatio(1600, 1000)).toBe('16:9');
    expect(nearestAspectRatio(1000, 1600)).toBe('9:16');
    expect(nearestAspectRatio(3000, 3300)).toBe('1:1');
  });

  it('measures by logarithmic ratio, and a 4:3 or 3:4 tie goes to the wide or tall shape (issue 15)', () => {
    // 1.35 is nearer to 1 than to 16/9 by difference, nearer to 16/9 by log ratio.
    expect(nearestAspectRatio(1350, 1000)).toBe('16:9');
    expect(nearestAspectRatio(1000, 1350)).toBe('9:16');
    expect(nearestAspectRatio(640, 480)).toBe('16:9');
    expect(nearestAspectRatio(4000, 3000)).toBe('16:9');
    expect(nearestAspectRatio(480, 640)).toBe('9:16');
    expect(nearestAspectRatio(3000, 4000)).toBe('9:16');
  });
});

describe('customizeDuration and the frame of an uploaded source (issue 13)', () => {
  it.each([
    [12, null, 12],
    [12, 4, 4],
    [12, 0.4, 1],
    [12, 60, 12],
    [5.04, 5, 5],
  ] as const)('a %s s source with customizeDuration %s covers %s s', (source, asked, expected) => {
    expect(trimmedSeconds(source, asked)).toBe(expected);
  });

  it.each([
    [640, 360, '360p'],
    [960, 540, '540p'],
    [1280, 720, '720p'],
    [720, 1280, '720p'],
    [1920, 1080, '1080p'],
  ] as const)('a %s×%s frame counts as %s', (width, height, quality) => {
    expect(qualityOfFrame(width, height)).toBe(quality);
  });
});

describe('the price of a story (API.md "Stories")', () => {
  it.each([
    [3, 2],
    [5, 2],
    [5.5, 4],
    [10, 4],
  ])('prices a base shot of %s s at 360p as %i', (seconds, cost) => {
    expect(shotCost('base', '360p', seconds)).toBe(cost);
    expect(shotCost(undefined, '720p', seconds)).toBe(cost * 2);
  });

  it('prices a shot of a model with its own price by that price', () => {
    expect(shotCost('veo-3-fast', '720p', 4)).toBe(20);
    const omni = catalogue().find((model) => model.id === 'gemini-omni-flash')!;
    const rate =
      omni.pricing.kind === 'per-second' && typeof omni.pricing.credits === 'object' ? omni.pricing.credits : {};
    expect(shotCost('gemini-omni-flash', '720p', 6)).toBe((rate['720p'] ?? Number.NaN) * 6);
  });

  it('adds one speech for the narration of all shots and one sound for the music bed', () => {
    const shots = [
      { seconds: 4, textLength: 30 },
      { seconds: 6, textLength: 40 },
      { seconds: 5, model: 'veo-3-fast' as const, textLength: 10 },
    ];
    const plain = storyCost({ quality: '360p', shots, storySeconds: 14, narration: false, music: false });
    expect(plain).toEqual({ shots: [2, 4, 20], narration: 0, music: 0, total: 26 });
    // 80 characters of narration price as a speech of 51–100 characters (9); 14 s of music as a 14 s sound (3).
    const full = storyCost({ quality: '360p', shots, storySeconds: 14, narration: true, music: true });
    expect(full).toEqual({ shots: [2, 4, 20], narration: 9, music: 3, total: 38 });
    expect(full.total).toBe(full.shots.reduce((a, b) => a + b, 0) + full.narration + full.music);
  });
});
