import fs from 'node:fs';
import {
  checkGlossary,
  checkGlossaryFile,
  type EnglishGlossary,
  foreignDigits,
  type LocaleGlossary,
  TERMS,
  termsIn,
} from './glossary';

const english = JSON.parse(fs.readFileSync('public/locales/en/glossary.json', 'utf8')) as EnglishGlossary;

function turkish(overrides: Partial<LocaleGlossary> = {}): LocaleGlossary {
  const terms = Object.fromEntries(
    TERMS.map((term) => [term, { word: term, forms: [term] }]),
  ) as LocaleGlossary['terms'];
  terms.prompt = { word: 'istem', forms: ['istem'] };
  terms.credit = { word: 'kredi', forms: ['kredi'] };
  return {
    register: { choice: 'formal', reason: 'test', forbidden: ['\\b[Ss]en(i|in)?\\b', '\\bVideon\\b'] },
    terms,
    ...overrides,
  };
}

describe('the glossary', () => {
  it('defines every term in English with a pattern that finds it', () => {
    expect(Object.keys(english.terms).sort()).toEqual([...TERMS].sort());
    expect(termsIn('Write a prompt to generate 2 videos', english)).toEqual(['prompt', 'video', 'generate']);
    expect(termsIn('Add speech, or a voice-over', english)).toEqual(['addSpeech']);
    // The voice that reads a voice-over is a term of its own; "voice-over" is not it.
    expect(termsIn('Voice', english)).toEqual(['speaker']);
    expect(termsIn('Use the selected voice', english)).toEqual(['speaker']);
    expect(termsIn('Turn a line of text into a voice-over', english)).toEqual(['addSpeech']);
    // A placeholder named like a term is not the term.
    expect(termsIn('{{prompt}} ({{seconds, number}} s)', english)).toEqual([]);
    // A name or a verb that only looks like a term: the Free plan's name, Vidu Studio, "you paid for".
    expect(termsIn('Free', english)).toEqual([]);
    expect(termsIn('A Vidu Studio alternative', english)).toEqual([]);
    expect(termsIn('until the end of the period you paid for', english)).toEqual([]);
    expect(termsIn('2 months free on paid plans', english)).toEqual(['plan', 'free', 'paid']);
  });

  it('asks each string for the locale word of every term its English names, in any inflection', () => {
    const en = { a: 'Enter a prompt', b: '{{count, number}} credits left', c: 'Enter a prompt' };
    const tr = { a: 'Bir istem yazın', b: '{{count, number}} kredi kaldı', c: 'Bir açıklama yazın' };
    const problems = checkGlossary('tr', 'app', en, tr, english, turkish());
    expect(problems.map((p) => [p.key, p.kind])).toEqual([['c', 'glossary']]);
    expect(problems[0]!.detail).toContain('istem');
  });

  it('reads a plural form against its English family and matches case-insensitively', () => {
    const en = { n_one: '{{count, number}} credit', n_other: '{{count, number}} credits' };
    const tr = { n_one: 'KREDİ {{count, number}}', n_other: '{{count, number}} kredi' };
    expect(checkGlossary('tr', 'app', en, tr, english, turkish())).toEqual([]);
  });

  it('flags the register the locale did not choose, and spares a listed exception', () => {
    const en = { ready: 'Your video is ready!', quote: 'Your video is ready!' };
    const tr = { ready: 'Videon hazır!', quote: 'Videon hazır!' };
    const glossary = turkish({
      terms: { ...turkish().terms, video: { word: 'video', forms: ['video'] } },
      exceptions: { 'app:quote': { skip: ['register'], reason: 'a quoted user' } },
    });
    const problems = checkGlossary('tr', 'app', en, tr, english, glossary);
    expect(problems.map((p) => [p.key, p.kind])).toEqual([['ready', 'register']]);
  });

  it("wants numbers in the locale's own digits: Persian ones in fa, Latin ones in ar and hi", () => {
    expect(foreignDigits('fa').test('5')).toBe(true);
    expect(foreignDigits('fa').test('۵')).toBe(false);
    expect(foreignDigits('ar').test('٥')).toBe(true);
    expect(foreignDigits('ar').test('5')).toBe(false);
    expect(foreignDigits('hi').test('५')).toBe(true);
    const en = { a: 'From 2 credits', b: 'Veo 3 Fast' };
    const fa = { a: 'از 2 اعتبار', b: 'Veo 3 Fast' };
    const glossary = turkish({
      digitsAllowed: ['Veo 3'],
      terms: { ...turkish().terms, credit: { word: 'اعتبار', forms: ['اعتبار'] } },
    });
    expect(checkGlossary('fa', 'home', en, fa, english, glossary).map((p) => [p.key, p.kind])).toEqual([
      ['a', 'digits'],
    ]);
  });

  it('rejects a glossary file without a register, a term or with a broken pattern', () => {
    expect(checkGlossaryFile('tr', undefined)[0]!.detail).toBe('no glossary.json');
    expect(checkGlossaryFile('tr', turkish())).toEqual([]);
    const broken = turkish({ register: { choice: 'formal', reason: 'x', forbidden: ['('] } });
    delete (broken.terms as Partial<LocaleGlossary['terms']>).studio;
    expect(checkGlossaryFile('tr', broken).map((p) => p.detail)).toEqual([
      'bad pattern (',
      'term studio needs a word and its forms',
    ]);
  });

  it('keeps the voice apart from the sound where one word could name both', () => {
    const en = { sound: "Keep the video's own sound", voice: 'Voice', remove: 'Use the selected voice' };
    const tr = { sound: 'Videonun kendi sesini koru', voice: 'Ses', remove: 'Seçili sesi kullan' };
    const glossary = turkish({
      terms: {
        ...turkish().terms,
        addSound: { word: 'ses ekleme', forms: ['ses'] },
        speaker: { word: 'seslendiren', forms: ['seslendiren'] },
      },
    });
    expect(checkGlossaryFile('tr', glossary, english)).toEqual([]);
    // The voice picker that says "Ses" like the sound switch beside it is reported.
    expect(checkGlossary('tr', 'app', en, tr, english, glossary).map((p) => [p.key, p.kind])).toEqual([
      ['voice', 'glossary'],
      ['remove', 'glossary'],
    ]);
    const fixed = { ...tr, voice: 'Seslendiren', remove: 'Seçili seslendireni kullan' };
    expect(checkGlossary('tr', 'app', en, fixed, english, glossary)).toEqual([]);
    // A glossary that gives the speaker the sound's word cannot keep them apart.
    const same = turkish({
      terms: { ...glossary.terms, speaker: { word: 'ses', forms: ['ses'] } },
    });
    expect(checkGlossaryFile('tr', same, english).map((p) => p.detail)).toEqual([
      'term speaker must differ from addSound, which "ses" also names',
    ]);
  });

  it('finds a word the locale chose against anywhere, and spares a listed exception', () => {
    const en = { whole: 'Whole video ({{seconds, number}} s)', need: 'Credits this video needs', other: 'Whole video' };
    const ko = { whole: '전체 영상 ({{seconds, number}}초)', need: '이 동영상에 필요한 크레딧', other: '전체 영상' };
    const glossary = turkish({
      terms: {
        ...turkish().terms,
        credit: { word: '크레딧', forms: ['크레딧'] },
        video: { word: '동영상', forms: ['동영상'], avoid: ['(?<!동)영상'] },
      },
      exceptions: { 'app:other': { skip: ['video'], reason: 'a quoted title' } },
    });
    const problems = checkGlossary('ko', 'app', en, ko, english, glossary);
    expect(problems.map((p) => [p.key, p.kind])).toEqual([
      ['whole', 'glossary'],
      ['whole', 'glossary'],
    ]);
    expect(problems[1]!.detail).toBe('"영상" is not this locale\'s word for "video": "동영상"');
    expect(
      checkGlossaryFile(
        'ko',
        turkish({ terms: { ...glossary.terms, video: { word: 'x', forms: ['x'], avoid: ['('] } } }),
      ).map((p) => p.detail),
    ).toEqual(['bad pattern (']);
  });

  it('gives the speaker a word of its own beside the sound in Arabic, Indonesian and Turkish', () => {
    for (const locale of ['ar', 'id', 'tr']) {
      const glossary = JSON.parse(fs.readFileSync(`public/locales/${locale}/glossary.json`, 'utf8')) as LocaleGlossary;
      expect(checkGlossaryFile(locale, glossary, english)).toEqual([]);
      expect(glossary.terms.speaker.word).not.toBe(glossary.terms.addSound.word);
    }
  });
});
