/**
 * Numbers in the reader's format (issue 17): counts, limits and prices in every locale come out
 * of i18next's `number` formatter (Intl), in the locale's one digit system and grouping.
 */
import { i18nFor } from '../../../tests/support/i18n-render';
import { LOCALE_CODES } from './locales';

const lookLike = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

describe.each(LOCALE_CODES)('numbers in %s', (locale) => {
  it('formats counts and limits with Intl, in the plural form the count asks for', async () => {
    const i18n = await i18nFor(['pricing', 'app', 'common', 'home'], locale);
    const t = i18n.getFixedT(locale);
    for (const count of [1, 2, 5, 30, 1500, 5000]) {
      const monthly = t('pricing:creditsMonthly', { count });
      // "One credit", Arabic's "رصيد واحد" and "رصيدان" may say the number in words.
      if (count > 2) expect(monthly, `${count}`).toContain(lookLike(locale, count));
      expect(monthly).not.toMatch(/\{\{/);
    }
    // Arabic counts by its own six forms: 30 credits is رصيدًا (many), 100 is رصيد (other).
    if (locale === 'ar') {
      expect(t('pricing:creditsMonthly', { count: 30 })).toContain('رصيدًا');
      expect(t('pricing:creditsMonthly', { count: 5 })).toContain('أرصدة');
      expect(t('pricing:creditsMonthly', { count: 2 })).toContain('رصيدان');
    }
    expect(t('app:studio.promptShortened', { count: 2000 })).toContain(lookLike(locale, 2000));
    expect(t('common:serverMessages.promptLength', { max: 2000 })).toContain(lookLike(locale, 2000));
    const body = t('home:plans.body', { count: 30, visitors: 10, price: '$9.90' });
    expect(body).toContain(lookLike(locale, 30));
    expect(body).toContain(lookLike(locale, 10));
  });

  it('writes a year without grouping', async () => {
    const i18n = await i18nFor(['common'], locale);
    const year = new Intl.NumberFormat(locale, { useGrouping: false }).format(2026);
    expect(i18n.getFixedT(locale)('common:footer.copyright', { year: 2026 })).toContain(year);
  });
});

it('gives Persian its own digits throughout, and Arabic and Hindi Latin ones', async () => {
  const fa = (await i18nFor(['pricing'], 'fa')).getFixedT('fa');
  expect(fa('pricing:creditsMonthly', { count: 5000 })).toContain('۵٬۰۰۰');
  expect(fa('pricing:creditsMonthly', { count: 5000 })).not.toMatch(/[0-9]/);
  const ar = (await i18nFor(['pricing'], 'ar')).getFixedT('ar');
  expect(ar('pricing:creditsMonthly', { count: 5000 })).toContain('5,000');
});
