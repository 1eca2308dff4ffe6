import { describe, expect, it } from 'vitest';
import { findPronouns } from './words/pronouns';

const found = (text: string, lang: string) =>
  findPronouns(text, lang).map((hit) => [text.slice(hit.start, hit.end), hit.many]);

describe('findPronouns', () => {
  it('finds singular and plural pronouns, longest first', () => {
    expect(found('Then they run, and she flies.', 'en')).toEqual([
      ['they', true],
      ['she', false],
    ]);
    expect(found('Both of them swim.', 'en')).toEqual([['Both of them', true]]);
    expect(found('Anh ấy chạy, họ bay.', 'vi')).toEqual([
      ['Anh ấy', false],
      ['họ', true],
    ]);
  });

  it('reads a pronoun through the particles and prefixes glued to it', () => {
    expect(found('그녀는 달린다', 'ko')).toEqual([['그녀는', false]]);
    expect(found('그들이 춤춘다', 'ko')).toEqual([['그들이', true]]);
    expect(found('وهي تطير', 'ar')).toEqual([['وهي', false]]);
    expect(found('آن‌ها می‌دوند', 'fa')).toEqual([['آن‌ها', true]]);
  });

  it('finds Chinese and Japanese pronouns inside the text, not inside other words', () => {
    expect(found('他们跑向大海', 'zh-CN')).toEqual([['他们', true]]);
    expect(found('其他的猫弹吉他', 'zh-CN')).toEqual([]);
    expect(found('彼女たちは走る。彼は飛ぶ', 'ja')).toEqual([
      ['彼女たち', true],
      ['彼', false],
    ]);
  });

  it('keeps accents apart: Spanish "el" is the article, "él" the pronoun', () => {
    expect(found('El zorro corre.', 'es')).toEqual([]);
    expect(found('Él corre.', 'es')).toEqual([['Él', false]]);
    expect(found('He runs.', 'xx')).toEqual([]);
  });
});
