/**
 * Issue 13 item 21: after Generate, the new card (with its progress) is brought into view, on
 * a desktop (where the button sits below the fold and the history's top is scrolled past) and
 * on a 375 px phone (where the history is far below the button). Each case first checks that
 * where the page stood at the click, the card would have been out of view: the test means
 * something only then.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, signedIn } from './studio-helpers';

async function generateAndWatch(page: Page) {
  await page.goto('/app');
  await page.getByRole('textbox', { name: en('prompt.labels.generate') }).fill('a paper boat on a pond');
  await page.getByRole('radio', { name: '360p' }).check({ force: true });
  // Where the page stands when Generate is clicked (a click scrolls the button into view).
  const button = page.getByRole('button', { name: en('generate'), exact: true });
  await button.scrollIntoViewIfNeeded();
  const scrolledAtClick = await page.evaluate(() => ({ top: window.scrollY, height: window.innerHeight }));
  await button.click();
  const card = page.locator('[data-record]').first();
  await expect(card).toBeAttached();
  const cardTop = await card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const cardBottom = await card.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  const wouldHaveBeenVisible =
    cardBottom > scrolledAtClick.top && cardTop < scrolledAtClick.top + scrolledAtClick.height;
  expect(wouldHaveBeenVisible, 'the card was already in view where the page stood: nothing to test').toBe(false);
  await expect(card).toBeInViewport({ ratio: 0.5 });
}

test.describe('the new card comes into view', () => {
  test('on a desktop', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signedIn(context, baseURL!, { credits: 50 });
    await generateAndWatch(page);
  });

  test('on a 375 px phone', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedIn(context, baseURL!, { credits: 50 });
    await generateAndWatch(page);
  });
});
