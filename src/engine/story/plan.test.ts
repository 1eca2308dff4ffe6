import { describe, expect, it } from 'vitest';
import { understand } from '@/engine/animatic/understand';
import { LOCALES } from '@/lib/i18n/locales';
import { CONTINUITY_STORIES as STORIES } from '../../../tests/support/story-continuity';
import { planStory } from './plan';

describe('planStory: continuity in every language', () => {
  it('has a story for each of the 17 locales', () => {
    expect(Object.keys(STORIES).sort()).toEqual(LOCALES.map((l) => l.code).sort());
  });

  for (const [locale, story] of Object.entries(STORIES)) {
    it(`${locale}: a pronoun brings the earlier subject back, with its look, place and time`, () => {
      const [first, second] = planStory([story.first, story.pronoun], locale);
      expect(first?.subjects[0]?.emoji).toBe(story.emoji);
      expect(first?.subjects[0]?.color).toBe('#d93025');
      expect(first?.setting).toBe('forest');
      expect(first?.timeOfDay).toBe('night');
      // Read alone, the second shot has nobody in it, and no forest at night.
      const alone = understand(story.pronoun, { locale });
      expect(alone.subjects.some((s) => s.emoji === story.emoji)).toBe(false);
      expect(second?.subjects[0]).toMatchObject({ emoji: story.emoji, color: '#d93025', motion: story.motion });
      expect(second?.setting).toBe('forest');
      expect(second?.timeOfDay).toBe('night');
    });

    it(`${locale}: a shot naming a new place moves there, keeping the subject and the time`, () => {
      const [, second] = planStory([story.first, story.newPlace], locale);
      expect(second?.subjects[0]).toMatchObject({ emoji: story.emoji, color: '#d93025', motion: 'run' });
      expect(second?.setting).toBe('sea');
      expect(second?.timeOfDay).toBe('night');
    });
  }
});

describe('planStory: what carries over and what does not', () => {
  it('a plural pronoun brings back every earlier subject', () => {
    const [, second] = planStory(['A cat and a dog play in the park.', 'They run to the beach.'], 'en');
    expect(second?.subjects.map((s) => [s.emoji, s.motion])).toEqual([
      ['🐈', 'run'],
      ['🐕', 'run'],
    ]);
    expect(second?.setting).toBe('beach');
  });

  it('a subject named again keeps its colour; the weather and time go on until a shot names its own', () => {
    const plans = planStory(
      ['A blue car drives in the city at sunset.', 'The car turns at the corner.', 'It starts to rain.'],
      'en',
    );
    expect(plans[1]?.subjects[0]).toMatchObject({ emoji: '🚗', color: '#2f6fdb' });
    expect(plans[1]?.timeOfDay).toBe('sunset');
    expect(plans[2]?.subjects[0]).toMatchObject({ emoji: '🚗', color: '#2f6fdb' });
    expect(plans[2]?.weather).toBe('rain');
    expect(plans[2]?.setting).toBe('city');
  });

  it('a determiner spelt like a pronoun is no reference: "o kedi" is that cat', () => {
    const [, second] = planStory(['Kırmızı bir tilki gece ormanda yürüyor.', 'O kedi koşuyor.'], 'tr');
    expect(second?.subjects.map((s) => s.emoji)).toEqual(['🐈']);
  });

  it('a pro-drop language carries the subject when a shot names only a motion', () => {
    const [, es] = planStory(['Un zorro rojo camina por el bosque de noche.', 'Corre hacia el mar.'], 'es');
    expect(es?.subjects[0]).toMatchObject({ emoji: '🦊', color: '#d93025', motion: 'run' });
    expect(es?.setting).toBe('sea');
    // English drops no subject: a shot with a motion and nobody is nobody.
    const [, en] = planStory(['A red fox walks in the forest.', 'Runs to the sea.'], 'en');
    expect(en?.subjects.some((s) => s.emoji === '🦊')).toBe(false);
  });

  it('a person keeps the figure it had and takes the new motion; what it holds goes along', () => {
    const [, girl] = planStory(['A girl walks in the park.', 'She dances.'], 'en');
    const [first] = planStory(['A girl walks in the park.'], 'en');
    expect(girl?.subjects).toHaveLength(1);
    expect(girl?.subjects[0]).toMatchObject({ emoji: first?.subjects[0]?.emoji, motion: 'dance' });
    const [, boy] = planStory(['A boy flies a kite on the beach.', 'He runs.'], 'en');
    expect(boy?.subjects.map((s) => [s.emoji, s.motion, s.heldBy])).toEqual([
      ['🧍‍♂️', 'run', undefined],
      ['🪁', 'fly', 0],
    ]);
  });

  it('without context, understand is what it was; with context it is deterministic', () => {
    const texts = ['A red fox walks in the snowy forest at night.', 'He runs to the lake.', 'Es regnet.'];
    expect(planStory(texts.slice(0, 1), 'en')[0]).toEqual(understand(texts[0] ?? '', { locale: 'en' }));
    expect(understand(texts[1] ?? '', { locale: 'en', context: [] })).toEqual(understand(texts[1] ?? ''));
    expect(planStory(texts, 'en')).toEqual(planStory(texts, 'en'));
  });

  it('an empty shot goes on in the earlier place and time', () => {
    const [, empty] = planStory(['A red fox walks in the forest at night.', '   '], 'en');
    expect(empty).toMatchObject({ subjects: [], setting: 'forest', timeOfDay: 'night' });
  });
});
