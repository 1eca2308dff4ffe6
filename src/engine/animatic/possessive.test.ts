import { understand } from './understand';

const subjects = (prompt: string, locale: string) => understand(prompt, { locale }).subjects.map((s) => s.emoji);

describe('nouns with a possessive ending (Arabic, Persian)', () => {
  it.each([
    ['ar', 'قطتي تلعب في الحديقة', '🐈'],
    ['ar', 'ذهب أخي مع كلبه إلى البحر', '🐕'],
    ['ar', 'سيارته الحمراء في المدينة', '🚗'],
    ['ar', 'طائرتنا تطير فوق الجبال', '✈️'],
    ['fa', 'گربه‌ام در باغ می‌خوابد', '🐈'],
    ['fa', 'ماشینش در خیابان است', '🚗'],
    ['fa', 'سگمان در پارک می‌دود', '🐕'],
    ['fa', 'اسبشان در بیابان می‌دود', '🐎'],
    ['fa', 'قایقم روی دریاچه است', '⛵'],
  ])('%s "%s" draws %s', (locale, prompt, emoji) => {
    expect(subjects(prompt, locale)).toContain(emoji);
  });

  it('cuts an ending only when the bare word is one it knows', () => {
    // فیلم is "film", not "my elephant" (فیل + م).
    expect(subjects('فیلم هوایی با پهپاد از آبشار', 'fa')).toEqual([]);
    // A word that is known as written keeps its own meaning: كرسي is a chair.
    expect(subjects('كرسي في الغرفة', 'ar')).not.toContain('🐈');
  });
});
