import { typographyProblems } from './typography';

const kinds = (locale: string, value: string) => typographyProblems(locale, value).map((p) => p.kind);

describe('typography rules', () => {
  it('wants the ellipsis character in every locale, English included', () => {
    expect(kinds('en', 'Loading...')).toEqual(['ellipsis']);
    expect(kinds('ja', '読み込み中...')).toEqual(['ellipsis']);
    expect(kinds('en', 'Loading…')).toEqual([]);
    // A placeholder or a web address is not prose.
    expect(kinds('en', 'Uploading… {{percent, number}}%')).toEqual([]);
    expect(kinds('en', 'See https://example.com/a...b for more')).toEqual([]);
  });

  it('finds an arrow joining two left-to-right values in a right-to-left locale', () => {
    // The strings Arabic and Persian had: the values are placeholders filled with 720p and 1080p.
    expect(kinds('ar', 'الجودة: {{from}} ← {{to}}')).toEqual(['bidi-arrow']);
    expect(kinds('fa', 'کیفیت: {{from}} ← {{to}}')).toEqual(['bidi-arrow']);
    expect(kinds('ar', 'الجودة: 720p → 1080p')).toEqual(['bidi-arrow']);
    expect(kinds('fa', '۷۲۰ -> ۱۰۸۰')).toEqual(['bidi-arrow']);
    // A left-to-right mark does not change the direction of the run.
    expect(kinds('ar', '720p \u200E← 1080p')).toEqual(['bidi-arrow']);
    const detail = typographyProblems('ar', 'الجودة: {{from}} ← {{to}}')[0]?.detail;
    expect(detail).toContain('{{from}} ← {{to}}');
  });

  it('accepts the arrow with a right-to-left mark, words instead of it, and arrows beside words', () => {
    expect(kinds('ar', 'الجودة: {{from}} \u200F←\u200F {{to}}')).toEqual([]);
    expect(kinds('ar', 'الجودة: {{from}} ←\u200F {{to}}')).toEqual([]);
    expect(kinds('ar', 'الجودة: {{from}} \u061C← {{to}}')).toEqual([]);
    expect(kinds('ar', 'الجودة: من {{from}} إلى {{to}}')).toEqual([]);
    expect(kinds('fa', 'کیفیت: از {{from}} به {{to}}')).toEqual([]);
    expect(kinds('ar', 'التالي ← {{count}}')).toEqual([]);
    // Left-to-right locales are not concerned, nor tags that look like arrows once the tag is gone.
    expect(kinds('en', 'Quality: {{from}} → {{to}}')).toEqual([]);
    expect(kinds('ar', 'اقرأ <terms>الشروط</terms> و<privacy>السياسة</privacy>')).toEqual([]);
  });

  it('wants one apostrophe in French, the typographic one', () => {
    expect(kinds('fr', 'Centre d’aide')).toEqual([]);
    expect(kinds('fr', "Centre d'aide")).toEqual(['apostrophe']);
    // Only French has the rule; Italian writes the straight apostrophe.
    expect(kinds('it', "L'informativa")).toEqual([]);
  });

  it('wants a no-break space before French high punctuation and inside guillemets', () => {
    expect(kinds('fr', 'Mot de passe oublié\u202F?')).toEqual([]);
    expect(kinds('fr', 'Qualité\u00A0: {{from}} → {{to}}')).toEqual([]);
    expect(kinds('fr', 'Essayez «\u202Fremboursement\u202F»')).toEqual([]);
    expect(kinds('fr', 'Vraiment\u202F?!')).toEqual([]);
    expect(kinds('fr', 'Mot de passe oublié ?')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Mot de passe oublié?')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Qualité : bonne')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Qualité: bonne')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Indépendant de Runway ; n’utilise pas Gen-3.')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Bienvenue sur Vidloom!')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Essayez « remboursement »')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Essayez «remboursement\u202F»')).toEqual(['french-spacing']);
    expect(kinds('fr', 'Essayez «\u202Fremboursement»')).toEqual(['french-spacing']);
    expect(typographyProblems('fr', 'Prête !')[0]?.detail).toContain('"!"');
  });

  it('leaves ratios, times, web addresses, placeholders and tags alone in French', () => {
    expect(kinds('fr', 'Format 16:9 ou 9:16')).toEqual([]);
    expect(kinds('fr', 'À {{hours}}:{{minutes}}')).toEqual([]);
    expect(kinds('fr', 'Voir https://vidloom.example/aide?q=1#x;y')).toEqual([]);
    expect(kinds('fr', '{{field}} doit être l’une de ces valeurs\u00A0: {{values}}')).toEqual([]);
    expect(kinds('fr', 'J’accepte les <terms>conditions</terms>\u202F?')).toEqual([]);
    // A placeholder right before the mark is a value the space must still separate.
    expect(kinds('fr', 'Supprimer {{title}}?')).toEqual(['french-spacing']);
  });
});
