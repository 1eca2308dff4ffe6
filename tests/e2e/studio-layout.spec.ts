/**
 * The studio at 375 px in the languages that stress a layout: German and Russian (long words)
 * and Arabic and Persian (right to left). Every mode, the model panel and the template dialog
 * must fit without anything spilling over, and RTL must mirror the order of things.
 */
import type { Page } from '@playwright/test';
import { expect, message, test } from './fixtures';

// SPEC's six modes, in the order of its list (not read from src/lib/modes.ts).
const MODES = ['generate', 'effect', 'sound', 'speech', 'extend', 'upscale'];

/**
 * Elements that stick out of the viewport (outside a scrolling box, where they could be
 * reached), and elements whose content is cut off (clipped without an ellipsis).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, dialog[open] *')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      let scroller = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) scroller = true;
      }
      if (!scroller && (box.left < -1 || box.right > width + 1))
        out.push(`${name} outside the viewport (${Math.round(box.left)}..${Math.round(box.right)})`);
      const clipped =
        /(hidden|clip)/.test(style.overflowX) && style.textOverflow !== 'ellipsis' && style.webkitLineClamp === 'none';
      if (
        clipped &&
        element.scrollWidth > element.clientWidth + 1 &&
        !['VIDEO', 'IMG', 'svg'].includes(element.tagName)
      ) {
        out.push(`${name} cut off (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return out;
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const locale of ['de', 'ru', 'ar', 'fa']) {
    test(`nothing overflows in ${locale}: every mode, the model panel and the template dialog`, async ({ page }) => {
      await page.goto(`/${locale}/app`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr');
      for (const mode of MODES) {
        await page.getByRole('tab', { name: message(locale, 'common', `modes.${mode}`) }).click();
        await expect(page.locator(`form[data-mode="${mode}"]`)).toBeVisible();
        expect(await overflowing(page), mode).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await page.getByRole('tab', { name: message(locale, 'common', 'modes.generate') }).click();
      await page.getByTestId('model-picker').click();
      await expect(page.getByTestId('model-panel')).toBeVisible();
      expect(await overflowing(page), 'model panel').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('model-picker')).toBeFocused();

      await page.getByRole('tab', { name: message(locale, 'common', 'modes.effect') }).click();
      await page.getByTestId('template-button').click();
      await expect(page.getByTestId('template-dialog')).toBeVisible();
      expect(await overflowing(page), 'template dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('template-dialog')).toBeHidden();
    });
  }
});

for (const locale of ['ar', 'fa']) {
  test(`the studio is mirrored in ${locale}: tabs run right to left, arrows follow them, dialogs close from the left`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/app`);
    const tab = (mode: string) => page.getByRole('tab', { name: message(locale, 'common', `modes.${mode}`) });
    const first = (await tab('generate').boundingBox())!;
    const second = (await tab('effect').boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);

    // The arrow that points to the next tab on screen (left, in RTL) moves to it.
    await tab('generate').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('effect')).toBeFocused();
    await expect(tab('effect')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('generate')).toBeFocused();

    // A label's text starts on the right, above the right edge of its field.
    const prompt = page.getByRole('textbox', { name: message(locale, 'app', 'prompt.labels.generate') });
    const text = await page
      .locator('label', { hasText: message(locale, 'app', 'prompt.labels.generate') })
      .evaluate((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      });
    const field = (await prompt.boundingBox())!;
    expect(Math.abs(text.right - (field.x + field.width))).toBeLessThan(4);
    expect(text.left - field.x).toBeGreaterThan(field.width / 3);

    await tab('effect').click();
    await page.getByTestId('template-button').click();
    const dialog = page.getByTestId('template-dialog');
    const close = (await dialog
      .getByRole('button', { name: message(locale, 'common', 'dialog.close') })
      .boundingBox())!;
    const box = (await dialog.boundingBox())!;
    expect(close.x - box.x).toBeLessThan(box.width / 4);
  });
}
