import { FEATURE_CASES, localized, ROUTE_CASES } from '../support/routes';
import { expect, message, test } from './fixtures';

const LOCALES = ['en', 'es', 'ar', 'zh-CN'];

for (const locale of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    const paths = [...ROUTE_CASES.map((c) => c.path), ...FEATURE_CASES.map(([slug]) => `/${slug}`)];
    // One page visits them all, a step each, then an unknown path: the browser keeps the scripts
    // it has loaded, as a visitor's does, instead of a fresh context fetching them again for every
    // route. Each is a full load: the status code and hydration's console errors need one.
    test(`every route renders in ${locale}, with no console error, and an unknown path is the localized 404 page`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      // A string of this locale is on every page: the header's link to the pricing page.
      const pricing = message(locale, 'common', 'nav.pricing');
      if (locale !== 'en') expect(pricing).not.toBe(message('en', 'common', 'nav.pricing'));
      for (const path of paths) {
        await test.step(path, async () => {
          const response = await page.goto(localized(locale, path));
          expect(response?.status(), path).toBe(200);
          const html = page.locator('html');
          await expect(html).toHaveAttribute('lang', locale);
          await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          await expect(page.locator('footer')).toBeVisible();
          await expect(
            page.locator('footer').getByRole('link', { name: message(locale, 'common', 'footer.help'), exact: true }),
          ).toBeVisible();
          await expect(page.locator('header').getByText(pricing, { exact: true }).first()).toBeAttached();
          expect(consoleErrors, path).toEqual([]);
        });
      }

      await test.step('an unknown path', async () => {
        const response = await page.goto(localized(locale, '/this-page-does-not-exist'));
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'common', 'notFound.title'));
        await expect(page.getByRole('link', { name: message(locale, 'common', 'notFound.home') })).toBeVisible();
        expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      });
    });
  });
}
