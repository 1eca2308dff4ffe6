import { describe, expect, it } from 'vitest';
import { quietPlan } from '../../../tests/support/plans';
import { iconName } from './sprites';
import { spriteFacing } from './facing';
import { isFigure } from './people';
import { relativeSizes } from './sizes';
import { stage, subjectAt } from './stage';
import { understand } from './understand';

const FACES = /^(👩|👨|🧑|👧|👦|🧒|👵|👴|🧓)$/u;

/** A person with an activity is one figure doing it, in several languages (not the eval corpus). */
const ACTS: Array<[locale: string, prompt: string, emojis: string[], motion: string]> = [
  ['en', 'a woman riding a bicycle along the road', ['🚴‍♀️'], 'ride'],
  ['es', 'un hombre montando a caballo', ['🏇'], 'ride'],
  ['fr', 'une femme fait du vélo', ['🚴‍♀️'], 'ride'],
  ['de', 'ein Mann klettert', ['🧗‍♂️'], 'climb'],
  ['en', 'a climber on a cliff', ['🧗'], 'climb'],
  ['en', 'a surfer at sunset', ['🏄'], 'ride'],
  ['ru', 'девочка плавает в море', ['🏊‍♀️'], 'swim'],
  ['it', 'un uomo che scia', ['⛷️'], 'ride'],
  ['pt', 'um menino andando de skate', ['⛷️'], 'ride'],
  ['ja', '自転車に乗る男性', ['🚴‍♂️'], 'ride'],
  ['zh-CN', '一个女人在骑马', ['🏇'], 'ride'],
  ['ko', '춤추는 커플', ['💃', '🕺'], 'dance'],
  ['tr', 'futbol oynayan çocuklar', ['⛹️‍♀️', '⛹️‍♂️'], 'play'],
  ['nl', 'een vrouw fietst door het park', ['🚴‍♀️'], 'ride'],
  ['ar', 'امرأة على دراجة في المدينة', ['🚴‍♀️'], 'ride'],
  ['fa', 'مردی که روی صخره کوهنوردی می‌کند', ['🧗‍♂️'], 'climb'],
  ['hi', 'घोड़े पर सवार एक आदमी', ['🏇'], 'ride'],
  ['id', 'seorang nenek berenang di danau', ['🏊‍♀️'], 'swim'],
  ['vi', 'hai đứa trẻ em đá bóng trong công viên', ['⛹️‍♀️', '⛹️‍♂️'], 'play'],
  ['ja', '波に乗るサーファー', ['🏄'], 'ride'],
  ['de', 'eine Skifahrerin im Schnee', ['⛷️'], 'ride'],
  ['fr', 'une nageuse dans le lac', ['🏊‍♀️'], 'swim'],
  ['en', 'skiing down a snowy slope', ['⛷️'], 'ride'],
  // Gear past "with" is still the person's ("mit dem Fahrrad": by bike).
  ['de', 'eine Frau fährt mit dem Fahrrad zur Arbeit', ['🚴‍♀️'], 'ride'],
  ['nl', 'een meisje gaat met de fiets door het park', ['🚴‍♀️'], 'ride'],
];

describe('people', () => {
  it.each(ACTS)('%s "%s" is the figure doing it, its gear not drawn apart', (locale, prompt, emojis, motion) => {
    const plan = understand(prompt, { locale });
    expect(plan.subjects.map((s) => s.emoji)).toEqual(emojis);
    for (const s of plan.subjects) expect(s.motion).toBe(motion);
  });

  it('draws people without an activity as standing or walking figures, never faces', () => {
    const prompts: Array<[string, string]> = [
      ['en', 'a boy in the forest'],
      ['en', 'an old woman on the beach'],
      ['fr', 'une famille dans un jardin'],
      ['de', 'Menschen in der Stadt'],
      ['ar', 'رجل يقف في الشارع'],
      ['hi', 'एक लड़की जंगल में'],
      // People by role: the emoji set draws them as busts, which would float as heads.
      ['en', 'a police officer in the park'],
      ['id', 'seorang petani di ladang'],
      ['es', 'la reina en el jardín'],
      ['ja', '公園にいる警察官'],
    ];
    for (const [locale, prompt] of prompts) {
      const plan = understand(prompt, { locale });
      expect(plan.subjects.length, prompt).toBeGreaterThan(0);
      for (const s of plan.subjects) {
        expect(s.emoji, prompt).not.toMatch(FACES);
        expect(isFigure(s.emoji), `${prompt}: ${s.emoji}`).toBe(true);
        expect(iconName(s.emoji), `${prompt}: ${s.emoji}`).not.toBeNull();
      }
    }
  });

  it('keeps a singular person single and makes a plural word several figures', () => {
    expect(understand('a girl in a meadow').subjects.map((s) => s.emoji)).toEqual(['🚶‍♀️']);
    expect(understand('girls in a meadow').subjects.map((s) => s.emoji)).toEqual(['🚶‍♀️', '🚶‍♀️']);
    expect(understand('una mujer en la playa', { locale: 'es' }).subjects).toHaveLength(1);
    expect(understand('an old man walking his dog').subjects.map((s) => s.emoji)).toEqual(['🚶‍♂️', '🐕']);
  });

  it('gives things that are not people the motion of the activity word', () => {
    expect(understand('a cat climbing a tree').subjects[0]?.motion).toBe('climb');
    expect(understand('a balloon climbing into the sky').subjects[0]?.motion).toBe('rise');
    expect(understand('a car riding down the road').subjects[0]?.motion).toBe('drive');
  });

  it('sizes subjects by what they are: a blossom below its tree, a dog below a person below a bus', () => {
    const subject = (emoji: string, label = 'x') => ({ emoji, label, motion: 'idle' as const });
    const [, tree] = relativeSizes([subject('🌸'), subject('🌳')]);
    expect(tree).toBeGreaterThan(1);
    const [, dog, bus] = relativeSizes([subject('🚶', 'person walking'), subject('🐕'), subject('🚌')]);
    expect(dog).toBeLessThan(1);
    expect(bus).toBeGreaterThan(1);
    const timeline = stage(quietPlan({ subjects: [subject('🚶', 'person walking'), subject('🚌')] }), 3, 640, 360, 5);
    expect(subjectAt(timeline, 1, 1).h).toBeGreaterThan(subjectAt(timeline, 0, 1).h);
    const child = stage(
      quietPlan({ subjects: [subject('🚶', 'man walking'), subject('🚶', 'boy walking')] }),
      3,
      640,
      360,
      5,
    );
    expect(child.subjects[1]!.size).toBeLessThan(child.subjects[0]!.size);
  });

  it('scales a person up in a room and down in the mountains', () => {
    const person = { emoji: '🚶', label: 'person walking', motion: 'idle' as const };
    const inRoom = stage(quietPlan({ subjects: [person], setting: 'room' }), 3, 640, 360, 5).subjects[0]!.size;
    const inMountains = stage(quietPlan({ subjects: [person], setting: 'mountains' }), 3, 640, 360, 5).subjects[0]!
      .size;
    expect(inRoom).toBeGreaterThan(inMountains);
  });

  it('faces where it goes: the sprite is mirrored when it heads away from the way it looks', () => {
    for (const emoji of ['🚴‍♀️', '🚣', '🏃']) {
      for (let seed = 1; seed < 8; seed++) {
        const timeline = stage(
          quietPlan({ subjects: [{ emoji, label: 'x', motion: emoji === '🚣' ? 'sail' : 'ride' }] }),
          seed,
          640,
          360,
          5,
        );
        const a = subjectAt(timeline, 0, 1);
        const b = subjectAt(timeline, 0, 3);
        const headingRight = b.x > a.x;
        const looksRight = (spriteFacing(emoji) === 'right') !== a.w < 0;
        expect(looksRight, `${emoji} seed ${seed}`).toBe(headingRight);
      }
    }
  });

  it('moves a climber up and a rider along the ground', () => {
    const climber = stage(quietPlan({ subjects: [{ emoji: '🧗', label: 'x', motion: 'climb' }] }), 2, 640, 360, 5);
    expect(subjectAt(climber, 0, 4.5).y).toBeLessThan(subjectAt(climber, 0, 0.5).y - 40);
    const rider = stage(quietPlan({ subjects: [{ emoji: '🚴', label: 'x', motion: 'ride' }] }), 2, 640, 360, 5);
    expect(Math.abs(subjectAt(rider, 0, 4.5).x - subjectAt(rider, 0, 0.5).x)).toBeGreaterThan(100);
  });
});

describe('people together', () => {
  it('sends a family and a walker’s dog the same way as the first figure', () => {
    for (let seed = 1; seed < 10; seed++) {
      const plan = understand('an old man walking his dog');
      const timeline = stage(plan, seed, 640, 360, 5);
      const heading = (i: number) => Math.sign(subjectAt(timeline, i, 3).x - subjectAt(timeline, i, 1).x);
      expect(heading(1), `seed ${seed}`).toBe(heading(0));
    }
  });
});
