import { describe, expect, it } from 'vitest';
import { MAX_SHOT_CHARS, splitStory } from './split';

describe('splitStory', () => {
  it('gives nothing for an empty or blank story', () => {
    expect(splitStory('', 'en')).toEqual([]);
    expect(splitStory('  \n \n\t', 'en')).toEqual([]);
  });

  it('makes one shot per non-empty line, trimmed, when the story has lines', () => {
    expect(splitStory('  A fox walks. It is night.\n\n  He runs to the sea.  \r\nThe end has come', 'en')).toEqual([
      'A fox walks. It is night.',
      'He runs to the sea.',
      'The end has come',
    ]);
  });

  it('cuts one paragraph into sentences in every script', () => {
    expect(splitStory('A fox walks in the forest. He runs to the sea! Does he swim?', 'en')).toEqual([
      'A fox walks in the forest.',
      'He runs to the sea!',
      'Does he swim?',
    ]);
    expect(splitStory('Eine Katze läuft durch den Wald. Sie tanzt im Regen.', 'de')).toEqual([
      'Eine Katze läuft durch den Wald.',
      'Sie tanzt im Regen.',
    ]);
    expect(splitStory('赤い猫が森を歩く。彼女は海へ走る！星が見える？', 'ja')).toEqual([
      '赤い猫が森を歩く。',
      '彼女は海へ走る！',
      '星が見える？',
    ]);
    expect(splitStory('一只猫在森林里走。它跑向大海！', 'zh-CN')).toEqual(['一只猫在森林里走。', '它跑向大海！']);
    expect(splitStory('قطة حمراء تمشي في الغابة. هل تطير إلى البحر؟ نعم تطير عاليا.', 'ar')).toEqual([
      'قطة حمراء تمشي في الغابة.',
      'هل تطير إلى البحر؟',
      'نعم تطير عاليا.',
    ]);
    expect(splitStory('یک روباه در جنگل راه می‌رود۔ او به دریا می‌دود؟ بله می‌دود.', 'fa')).toEqual([
      'یک روباه در جنگل راه می‌رود۔',
      'او به دریا می‌دود؟',
      'بله می‌دود.',
    ]);
    expect(splitStory('एक बिल्ली जंगल में चलती है। वह उड़ती है।', 'hi')).toEqual(['एक बिल्ली जंगल में चलती है।', 'वह उड़ती है।']);
    expect(splitStory('빨간 고양이가 숲을 걷는다. 그녀는 달린다.', 'ko')).toEqual([
      '빨간 고양이가 숲을 걷는다.',
      '그녀는 달린다.',
    ]);
  });

  it('joins a piece too short to be a shot to its neighbour', () => {
    expect(splitStory('A fox walks. Oh! He runs to the sea.', 'en')).toEqual([
      'A fox walks. Oh!',
      'He runs to the sea.',
    ]);
    expect(splitStory('Dr. Smith walks home. He sleeps.', 'en')).toEqual(['Dr. Smith walks home.', 'He sleeps.']);
    expect(splitStory('A boat sails.\n🙂\n!!\nThe sun sets.', 'en')).toEqual(['A boat sails. 🙂 !!', 'The sun sets.']);
    expect(splitStory('猫。犬が走る。', 'ja')).toEqual(['猫。犬が走る。']);
    expect(splitStory('Hi.', 'en')).toEqual(['Hi.']);
  });

  it('cuts a sentence longer than a shot at its last clause mark, else at a word', () => {
    const clause = `${'a fox walks '.repeat(20).trim()}, ${'and the sea is calm '.repeat(15).trim()}.`;
    const shots = splitStory(clause, 'en');
    expect(shots.length).toBeGreaterThan(1);
    expect(shots[0]?.endsWith(',')).toBe(true);
    const words = `${'the red fox runs '.repeat(40).trim()}.`;
    const cut = splitStory(words, 'en');
    expect(cut.length).toBe(2);
    for (const shot of cut) expect(shot.length).toBeLessThanOrEqual(MAX_SHOT_CHARS);
    expect(cut.join(' ')).toBe(words);
    // No word is cut in two.
    expect(cut[0]?.split(' ').every((w) => ['the', 'red', 'fox', 'runs'].includes(w))).toBe(true);
    const cjk = `${'猫が走る、'.repeat(90)}終わり。`;
    const cjkShots = splitStory(cjk, 'ja');
    for (const shot of cjkShots) expect(shot.length).toBeLessThanOrEqual(MAX_SHOT_CHARS);
    expect(cjkShots[0]?.endsWith('、')).toBe(true);
    expect(cjkShots.join('')).toBe(cjk);
    // A single "word" longer than a shot is still cut to fit.
    for (const shot of splitStory('x'.repeat(900), 'en')) expect(shot.length).toBeLessThanOrEqual(MAX_SHOT_CHARS);
  });

  it('takes any locale tag without throwing', () => {
    expect(splitStory('One fox. Two foxes.', 'not a locale!')).toEqual(['One fox.', 'Two foxes.']);
  });
});
