/** Journey: the studio on a phone. */
import { expect, message, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the prompt and Generate are visible without scrolling, in English and German', async ({ page }) => {
    for (const locale of ['en', 'de']) {
      await page.goto(locale === 'en' ? '/app' : `/${locale}/app`);
      const prompt = page.getByRole('textbox', { name: message(locale, 'app', 'prompt.labels.generate') });
      const button = page.getByRole('button', { name: message(locale, 'app', 'generate'), exact: true });
      for (const element of [prompt, button]) {
        const box = await element.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(812);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
