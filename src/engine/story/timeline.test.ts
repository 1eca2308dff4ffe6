import { CROSSFADE_SECONDS, storyLength, storyTimeline } from './timeline';

describe('the story timeline', () => {
  it('starts each shot where the one before ends when they are joined by cuts', () => {
    const shots = [
      { duration: 4, transition: 'cut' as const },
      { duration: 5.5, transition: 'cut' as const },
      { duration: 3, transition: 'cut' as const },
    ];
    expect(storyTimeline(shots)).toEqual([
      { start: 0, duration: 4 },
      { start: 4, duration: 5.5 },
      { start: 9.5, duration: 3 },
    ]);
    expect(storyLength(shots)).toBe(12.5);
  });

  it('starts a shot half a second early when it crossfades in, and ignores the first shot’s transition', () => {
    const shots = [
      { duration: 4, transition: 'crossfade' as const },
      { duration: 5, transition: 'crossfade' as const },
      { duration: 3, transition: 'cut' as const },
      { duration: 6, transition: 'crossfade' as const },
    ];
    expect(CROSSFADE_SECONDS).toBe(0.5);
    expect(storyTimeline(shots)).toEqual([
      { start: 0, duration: 4 },
      { start: 3.5, duration: 5 },
      { start: 8.5, duration: 3 },
      { start: 11, duration: 6 },
    ]);
    // Two crossfades: a second shorter than the 18 s of shots.
    expect(storyLength(shots)).toBe(17);
  });

  it('has no length without shots and the shot’s own with one', () => {
    expect(storyTimeline([])).toEqual([]);
    expect(storyLength([])).toBe(0);
    expect(storyLength([{ duration: 7, transition: 'crossfade' }])).toBe(7);
  });
});
