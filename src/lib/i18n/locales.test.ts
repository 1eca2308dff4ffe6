import i18next from 'i18next';
import i18nConfig from '../../../next-i18next.config.js';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, localeDir, localePrefix, toLocale } from './locales';

describe('locale table', () => {
  it('lists the 17 locales of SPEC §9 in order, English first', () => {
    expect(LOCALE_CODES).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'ru',
      'ja',
      'ar',
      'pt',
      'it',
      'id',
      'nl',
      'vi',
      'tr',
      'ko',
      'fa',
      'hi',
      'zh-CN',
    ]);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('is the list next-i18next and Next routing use, with detection off', () => {
    expect(i18nConfig.i18n.locales).toEqual([...LOCALE_CODES]);
    expect(i18nConfig.i18n.defaultLocale).toBe('en');
    expect(i18nConfig.i18n.localeDetection).toBe(false);
    expect(i18nConfig.fallbackLng).toBe('en');
  });

  it.each(LOCALES.map((l) => [l.code, l.dir]))('%s is written %s, as i18next agrees', (code, dir) => {
    expect(localeDir(code)).toBe(dir);
    expect(i18next.dir(code)).toBe(dir);
  });

  it('only Arabic and Persian are right to left', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'fa']);
  });

  it('prefixes every locale but English', () => {
    expect(localePrefix('en')).toBe('');
    expect(localePrefix('es')).toBe('/es');
    expect(localePrefix('zh-CN')).toBe('/zh-CN');
    expect(localePrefix('xx')).toBe('');
  });

  it('maps unknown values to English', () => {
    expect(toLocale('fa')).toBe('fa');
    expect(toLocale('zh-cn')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale(42)).toBe('en');
  });

  it('names every language in its own script', () => {
    const names = new Set(LOCALES.map((l) => l.nativeName));
    expect(names.size).toBe(17);
  });
});
