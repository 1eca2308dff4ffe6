import { FEATURE_SLUGS, isMode, modeForSlug, MODES } from './modes';

describe('modes and feature slugs', () => {
  it('has the six modes of SPEC §4', () => {
    expect(MODES).toEqual(['generate', 'effect', 'sound', 'speech', 'extend', 'upscale']);
  });

  it.each([
    ['text-to-video', 'generate'],
    ['image-to-video', 'generate'],
    ['video-effects', 'effect'],
    ['add-sound', 'sound'],
    ['add-speech', 'speech'],
    ['extend-video', 'extend'],
    ['upscale-video', 'upscale'],
  ])('/%s preselects %s', (slug, mode) => {
    expect(modeForSlug(slug)).toBe(mode);
  });

  it('knows no other slug, inherited names included', () => {
    expect(Object.keys(FEATURE_SLUGS)).toHaveLength(7);
    expect(modeForSlug('nope')).toBeUndefined();
    expect(modeForSlug('constructor')).toBeUndefined();
    expect(modeForSlug('toString')).toBeUndefined();
    expect(isMode('generate')).toBe(true);
    expect(isMode('Generate')).toBe(false);
  });
});
