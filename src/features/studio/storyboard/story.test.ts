import { moveShot, newShot, SHOT_SECONDS, shotSeconds, storyBlock, storyBody, storyTotals, withModel } from './story';

const options = { narration: false, captions: 'track' as const, music: true };
const shots = () => ['A fox wakes up.', 'It runs to the lake.', 'Stars come out.'].map((text) => newShot(text));

describe('moveShot', () => {
  it('takes a shot out and puts it back at its new place', () => {
    expect(moveShot(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveShot(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is for a place out of range', () => {
    expect(moveShot(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveShot(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});

describe('storyTotals', () => {
  it('counts a crossfade as an overlap and prices shots, music and narration', () => {
    const story = shots();
    // Three 5 s base shots at 360p (2 each) and 15 s of music (3).
    expect(storyTotals(story, options, '360p')).toEqual({ seconds: 15, cost: 9 });
    story[1] = { ...story[1]!, duration: 8, transition: 'crossfade' };
    // 17.5 s: the crossfade overlaps half a second; an 8 s shot costs what an 8 s video does.
    expect(storyTotals(story, options, '360p')).toEqual({ seconds: 17.5, cost: 12 });
    // The narration is one speech of the 50 characters of text (6).
    expect(storyTotals(story, { ...options, narration: true }, '360p').cost).toBe(18);
    expect(storyTotals(story, { ...options, music: false }, '360p').cost).toBe(8);
  });

  it('ignores the first shot’s transition', () => {
    const story = shots();
    story[0] = { ...story[0]!, transition: 'crossfade' };
    expect(storyTotals(story, options, '360p').seconds).toBe(15);
  });
});

describe('storyBlock', () => {
  const limits = { storyShots: 3, storySeconds: 20 };

  it('names the first reason a story cannot be sent', () => {
    expect(storyBlock([], 0, limits)).toEqual({ key: 'noShots' });
    const story = shots();
    story[1] = { ...story[1]!, text: '  ' };
    expect(storyBlock(story, 15, limits)).toEqual({ key: 'emptyShot', number: 2 });
    expect(storyBlock([...shots(), newShot('more')], 20, limits)).toEqual({ key: 'tooManyShots', max: 3 });
    expect(storyBlock(shots(), 20.5, limits)).toEqual({ key: 'tooLong', max: 20 });
    expect(storyBlock(shots(), 20, limits)).toBeNull();
  });
});

describe('storyBody', () => {
  it('sends the shots in order, no transition into the first, the voice only with narration', () => {
    const story = shots();
    story[1] = { ...story[1]!, transition: 'crossfade', model: 'veo-3-fast' };
    const shape = { aspectRatio: '9:16' as const, quality: '720p' as const, speakerId: 'anna' };
    const body = storyBody(story, options, shape, 'de');
    expect(body).toEqual({
      operationType: 'story',
      shots: [
        { text: 'A fox wakes up.', duration: 5, model: 'base' },
        { text: 'It runs to the lake.', duration: 5, model: 'veo-3-fast', transition: 'crossfade' },
        { text: 'Stars come out.', duration: 5, model: 'base', transition: 'cut' },
      ],
      language: 'de',
      narration: false,
      captions: 'track',
      music: true,
      aspectRatio: '9:16',
      quality: '720p',
    });
    expect(storyBody(story, { ...options, narration: true }, shape, 'de')).toMatchObject({
      narration: true,
      speakerId: 'anna',
    });
  });
});

describe('shot lengths by model', () => {
  it('offers every length on base and only the lengths a remote model makes', () => {
    expect(shotSeconds('base')).toEqual(SHOT_SECONDS);
    expect(shotSeconds('gemini-omni-flash')).toEqual([5, 8]);
    expect(shotSeconds('veo-3-fast')).toEqual([8]);
  });

  it('keeps a card’s length on another model when it makes it, else the nearest longer one, else its longest', () => {
    const card = (duration: number) => ({ ...newShot('a fox'), duration });
    expect(withModel(card(5), 'gemini-omni-flash')).toMatchObject({ model: 'gemini-omni-flash', duration: 5 });
    expect(withModel(card(6), 'gemini-omni-flash').duration).toBe(8);
    expect(withModel(card(10), 'gemini-omni-flash').duration).toBe(8);
    expect(withModel(card(3), 'veo-3-fast').duration).toBe(8);
    // Back on base, any length stays.
    expect(withModel({ ...card(8), model: 'veo-3-fast' }, 'base')).toMatchObject({ model: 'base', duration: 8 });
  });
});
