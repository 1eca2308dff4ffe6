import { describe, expect, it } from 'vitest';
import { understand } from '@/engine/animatic/understand';
import { LOCALES } from '@/lib/i18n/locales';
import { planStory } from './plan';

/**
 * For every language: a red animal walking in a forest at night, then a shot that refers to it
 * by a pronoun with a motion of its own (no place, no time), and the same with a new place (the sea).
 */
const STORIES: Record<string, { first: string; pronoun: string; newPlace: string; motion: string; emoji: string }> = {
  en: {
    first: 'A red fox walks in the forest at night.',
    pronoun: 'He runs fast.',
    newPlace: 'She runs to the sea.',
    motion: 'run',
    emoji: '🦊',
  },
  es: {
    first: 'Un zorro rojo camina por el bosque de noche.',
    pronoun: 'Él corre.',
    newPlace: 'Ella corre hacia el mar.',
    motion: 'run',
    emoji: '🦊',
  },
  fr: {
    first: 'Un renard rouge marche dans la forêt la nuit.',
    pronoun: "Il s'envole.",
    newPlace: 'Il court vers la mer.',
    motion: 'fly',
    emoji: '🦊',
  },
  de: {
    first: 'Eine rote Katze läuft nachts durch den Wald.',
    pronoun: 'Sie tanzt.',
    newPlace: 'Sie rennt zum Meer.',
    motion: 'dance',
    emoji: '🐈',
  },
  ru: {
    first: 'Красная лиса идёт по лесу ночью.',
    pronoun: 'Она бежит.',
    newPlace: 'Она бежит к морю.',
    motion: 'run',
    emoji: '🦊',
  },
  ja: {
    first: '赤い猫が夜の森を歩く。',
    pronoun: '彼女は走る。',
    newPlace: '彼女は海へ走る。',
    motion: 'run',
    emoji: '🐈',
  },
  'zh-CN': {
    first: '一只红色的猫在夜晚的森林里走。',
    pronoun: '它在跑。',
    newPlace: '它跑向大海。',
    motion: 'run',
    emoji: '🐈',
  },
  ar: {
    first: 'قطة حمراء تمشي في الغابة ليلا.',
    pronoun: 'وهي تطير.',
    newPlace: 'هي تركض إلى البحر.',
    motion: 'fly',
    emoji: '🐈',
  },
  pt: {
    first: 'Uma raposa vermelha anda na floresta à noite.',
    pronoun: 'Ela corre.',
    newPlace: 'Ela corre para o mar.',
    motion: 'run',
    emoji: '🦊',
  },
  it: {
    first: 'Una volpe rossa cammina nel bosco di notte.',
    pronoun: 'Lei corre.',
    newPlace: 'Lei corre verso il mare.',
    motion: 'run',
    emoji: '🦊',
  },
  id: {
    first: 'Seekor rubah merah berjalan di hutan pada malam hari.',
    pronoun: 'Dia berlari.',
    newPlace: 'Dia berlari ke laut.',
    motion: 'run',
    emoji: '🦊',
  },
  nl: {
    first: 'Een rode vos loopt door het bos in de nacht.',
    pronoun: 'Hij rent.',
    newPlace: 'Hij rent naar de zee.',
    motion: 'run',
    emoji: '🦊',
  },
  vi: {
    first: 'Một con cáo đỏ đi trong rừng vào ban đêm.',
    pronoun: 'Anh ấy chạy.',
    newPlace: 'Nó chạy ra biển.',
    motion: 'run',
    emoji: '🦊',
  },
  tr: {
    first: 'Kırmızı bir tilki gece ormanda yürüyor.',
    pronoun: 'O koşuyor.',
    newPlace: 'O denize koşuyor.',
    motion: 'run',
    emoji: '🦊',
  },
  ko: {
    first: '빨간 고양이가 밤에 숲을 걷는다.',
    pronoun: '그녀는 달린다.',
    newPlace: '그녀는 바다로 달린다.',
    motion: 'run',
    emoji: '🐈',
  },
  fa: {
    first: 'یک روباه قرمز شب در جنگل راه می‌رود.',
    pronoun: 'او می‌دود.',
    newPlace: 'او به سوی دریا می‌دود.',
    motion: 'run',
    emoji: '🦊',
  },
  hi: {
    first: 'एक लाल बिल्ली रात में जंगल में चलती है।',
    pronoun: 'वह उड़ती है।',
    newPlace: 'वह समुद्र की ओर दौड़ती है।',
    motion: 'fly',
    emoji: '🐈',
  },
};

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
