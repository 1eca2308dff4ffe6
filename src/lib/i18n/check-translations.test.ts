import { checkNamespace, checkTypography, fillFromEnglish, hasWords, requiredKeys } from './check-translations';

const english = {
  title: 'Plans',
  year: '© {{year}} Vidloom',
  concurrent_one: '{{count}} video at a time',
  concurrent_other: '{{count}} videos at a time',
};

describe('i18n check rules', () => {
  it('passes a complete translation with the locale’s plural forms', () => {
    const ru = {
      title: 'Тарифы',
      year: '© {{year}} Vidloom',
      concurrent_one: '{{count}} видео',
      concurrent_few: '{{count}} видео',
      concurrent_many: '{{count}} видео',
      concurrent_other: '{{count}} видео',
    };
    expect(checkNamespace('ru', 'pricing', english, ru)).toEqual([]);
  });

  it('reports a key English has and the locale lacks', () => {
    const problems = checkNamespace('es', 'pricing', english, {
      title: 'Planes',
      year: '© {{year}} Vidloom',
      concurrent_one: 'x {{count}}',
      concurrent_many: 'x {{count}}',
      concurrent_other: 'x {{count}}',
    });
    expect(problems).toEqual([]);
    const missing = checkNamespace('es', 'pricing', english, {
      title: 'Planes',
      concurrent_one: 'x',
      concurrent_many: 'x {{count}}',
      concurrent_other: 'x {{count}}',
    });
    expect(missing).toContainEqual({ locale: 'es', namespace: 'pricing', key: 'year', kind: 'missing' });
  });

  it('asks Japanese for the other form only and Arabic for all six', () => {
    const en = new Map(Object.entries(english));
    expect([...requiredKeys(en, 'ja').keys()].filter((k) => k.startsWith('concurrent'))).toEqual(['concurrent_other']);
    expect([...requiredKeys(en, 'ar').keys()].filter((k) => k.startsWith('concurrent'))).toHaveLength(6);
  });

  it('reports extra keys, broken placeholders, empty values and a missing file', () => {
    const ja = { title: 'プラン', year: '© {{yr}} Vidloom', concurrent_other: '', stray: 'x' };
    const kinds = checkNamespace('ja', 'pricing', english, ja).map((p) => `${p.kind}:${p.key}`);
    expect(kinds).toEqual(expect.arrayContaining(['placeholders:year', 'empty:concurrent_other', 'extra:stray']));
    expect(checkNamespace('ja', 'pricing', english, undefined)).toEqual([
      { locale: 'ja', namespace: 'pricing', key: '', kind: 'missing-file' },
    ]);
  });

  it('reports a rich text whose tags were renamed, dropped or translated', () => {
    const en = { agree: 'I accept the <terms>terms</terms> and <privacy>policy</privacy>.' };
    expect(
      checkNamespace('fr', 'common', en, {
        agree: 'J’accepte les <terms>conditions</terms> et la <privacy>politique</privacy>.',
      }),
    ).toEqual([]);
    expect(
      checkNamespace('fr', 'common', en, {
        agree: 'J’accepte les <conditions>conditions</conditions> et la <privacy>politique</privacy>.',
      })[0]?.kind,
    ).toBe('placeholders');
    expect(
      checkNamespace('fr', 'common', en, { agree: 'J’accepte les conditions et la <privacy>politique</privacy>.' })[0]
        ?.kind,
    ).toBe('placeholders');
  });

  it('requires English-only namespaces to be exact copies', () => {
    expect(checkNamespace('de', 'termsUse', { a: 'Terms' }, { a: 'Terms' }, { englishOnly: true })).toEqual([]);
    expect(checkNamespace('de', 'termsUse', { a: 'Terms' }, { a: 'Bedingungen' }, { englishOnly: true })[0]?.kind).toBe(
      'not-english-copy',
    );
  });

  it('fills stand-ins from English, keeping what is translated', () => {
    const filled = fillFromEnglish({ a: 'A', nested: { b: 'B' } }, { a: 'Ah' }, 'fr', false);
    expect(filled).toEqual({ a: 'Ah', nested: { b: 'B' } });
  });

  it('reports a value left as the English text, but not brand names, neutral values or a shared word', () => {
    const en = {
      title: 'Plans',
      brand: 'Vidloom',
      plan: 'Pro',
      seconds: '{{count}} s',
      video: 'Video',
      year: '© {{year}} Vidloom',
    };
    const lazy = {
      title: 'Plans',
      brand: 'Vidloom',
      plan: 'Pro',
      seconds: '{{count}} s',
      video: 'Video',
      year: '© {{year}} Vidloom',
    };
    expect(checkNamespace('fr', 'pricing', en, lazy).map((p) => `${p.kind}:${p.key}`)).toEqual([
      'untranslated:title',
      'untranslated:video',
    ]);
    // German writes "Video" as English does; "Plans" is still a stand-in there.
    expect(checkNamespace('de', 'pricing', en, lazy).map((p) => `${p.kind}:${p.key}`)).toEqual(['untranslated:title']);
    expect(checkNamespace('de', 'pricing', en, { ...lazy, title: 'Tarife' })).toEqual([]);
  });

  it('tells words from placeholders, numbers and units', () => {
    expect(hasWords('{{count}} / {{max}}')).toBe(false);
    expect(hasWords('{{count}} s')).toBe(false);
    expect(hasWords('{{prompt}} ({{seconds}} s)')).toBe(false);
    expect(hasWords('© {{year}} Vidloom')).toBe(false);
    expect(hasWords('720p')).toBe(false);
    expect(hasWords('Image {{n}}')).toBe(true);
    expect(hasWords('Обзор')).toBe(true);
  });
});

describe('typography in the i18n check', () => {
  it('reports typography by key with what is wrong, in the translation and in English', () => {
    const en = { loading: 'Loading…', quality: 'Quality: {{from}} → {{to}}', q: 'Forgot your password?' };
    const ar = { loading: 'جارٍ التحميل...', quality: 'الجودة: {{from}} ← {{to}}', q: 'نسيت كلمة المرور؟' };
    expect(checkNamespace('ar', 'app', en, ar).map((p) => `${p.kind}:${p.key}`)).toEqual([
      'ellipsis:loading',
      'bidi-arrow:quality',
    ]);
    const fr = {
      loading: 'Chargement…',
      quality: 'Qualité : {{from}} → {{to}}',
      q: "Mot de passe oublié\u202F? C'est simple",
    };
    const problems = checkNamespace('fr', 'app', en, fr);
    expect(problems.map((p) => `${p.kind}:${p.key}`)).toEqual(['french-spacing:quality', 'apostrophe:q']);
    expect(problems[0]?.detail).toContain('":"');
    expect(checkTypography('en', 'app', { loading: 'Loading...' })).toEqual([
      { locale: 'en', namespace: 'app', key: 'loading', kind: 'ellipsis', detail: 'write "…", not "..."' },
    ]);
  });

  it('leaves the English-only namespaces to the check of English', () => {
    expect(
      checkNamespace('fr', 'termsUse', { a: "Terms ... don't" }, { a: "Terms ... don't" }, { englishOnly: true }),
    ).toEqual([]);
  });
});
