/**
 * A story from the studio's storyboard (issue 38): a four-sentence story in German and one in
 * Arabic is cut into shots, two cards are swapped from the keyboard-operable buttons, and the
 * story is generated for real; its video plays with four chapters and a captions track. The
 * storyboard passes axe and nothing on it scrolls sideways at 320 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { registerUser } from '../support/accounts';
import { api } from '../support/api';
import { localized } from '../support/routes';
import { expect, filled, message, test } from './fixtures';

const STORIES = {
  de: [
    'Ein roter Fuchs erwacht im verschneiten Wald.',
    'Er läuft über den gefrorenen Fluss.',
    'Ein Vogel fliegt über die Hügel.',
    'Am Abend leuchten die Sterne.',
  ],
  ar: ['قطة بيضاء تجلس في المطبخ.', 'هي تقفز إلى النافذة.', 'المطر يهطل على المدينة.', 'في الليل تنام القطة.'],
} as const;

async function signedInPro(page: Page, baseURL: string) {
  const { email, token } = await registerUser(baseURL, process.env.E2E_DATA_DIR!);
  const call = api(baseURL);
  const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  expect((await call('POST', '/api/admin/users/plan', { body: { email, plan: 'pro' }, headers: admin })).code).toBe(
    200,
  );
  expect(
    (await call('POST', '/api/admin/users/credits', { body: { email, credits: 5000 }, headers: admin })).code,
  ).toBe(200);
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

for (const locale of ['de', 'ar'] as const) {
  test(`a four-shot story in ${locale}: split, reorder, generate, and it plays with chapters and captions`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const app = (key: string, vars?: Record<string, string | number>) =>
      vars ? filled(locale, message(locale, 'app', key), vars) : message(locale, 'app', key);
    await signedInPro(page, baseURL!);
    await page.goto(`${localized(locale, '/app')}?mode=story`);
    await expect(page.getByRole('tab', { name: message(locale, 'common', 'modes.story') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const sentences = STORIES[locale];
    await page.getByLabel(app('story.text.label')).fill(sentences.join(' '));
    await page.getByRole('button', { name: app('story.split') }).click();
    const cards = page.getByTestId('shot-card');
    await expect(cards).toHaveCount(4);
    const texts = () => cards.evaluateAll((all) => all.map((card) => card.querySelector('textarea')?.value.trim()));
    expect(await texts()).toEqual([...sentences]);

    // Shot 2 moves down, from the keyboard: focus the button, press Enter.
    const moveDown = page.getByRole('button', { name: app('story.shot.moveDown', { n: 2 }) });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    expect(await texts()).toEqual([sentences[0], sentences[2], sentences[1], sentences[3]]);
    await expect(page.getByTestId('story-announcement')).toHaveText(app('story.moved', { from: 2, to: 3 }));

    // Each card shows its preview frame once drawn.
    await expect(page.getByTestId('shot-preview').locator('img')).toHaveCount(4, { timeout: 30_000 });

    const board = page.getByRole('tabpanel');
    // Only violations are read: axe then details one node of each passing rule, not every one.
    const axe = await new AxeBuilder({ page })
      .include('[role="tabpanel"]')
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await expect(board).toBeVisible();

    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The smallest quality keeps the render short; then Generate.
    await page
      .getByRole('group', { name: app('quality.label') })
      .getByText('360p', { exact: true })
      .click();
    const history = page.getByTestId('history').locator('li[data-record]');
    const before = await history.count();
    await page.getByRole('button', { name: app('generate'), exact: true }).click();
    await expect(history).toHaveCount(before + 1);
    const card = history.first();
    const video = card.locator('video');
    await expect(video).toBeVisible({ timeout: 150_000 });

    // Four chapters, in the order the cards were left in.
    await card.locator('details summary').click();
    const chapters = card.getByTestId('story-chapters').getByRole('button');
    await expect(chapters).toHaveCount(4);
    await expect(chapters.nth(1)).toContainText(sentences[2]);
    // The captions track loads: one cue per shot.
    const cues = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          const track = element.textTracks[0];
          if (!track) return resolve(-1);
          track.mode = 'hidden';
          const count = () => track.cues?.length ?? 0;
          const wait = (tries: number) =>
            count() > 0 || tries === 0 ? resolve(count()) : setTimeout(() => wait(tries - 1), 100);
          wait(100);
        }),
    );
    expect(cues).toBe(4);
    // The video plays from the third chapter.
    await chapters.nth(2).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(3);

    // The board made its story: its shots are now free to make again, and the price says so.
    const reused = page.getByTestId('shot-reused');
    await expect(reused).toHaveCount(4);
    await expect(reused.first()).toHaveText(app('story.shot.reused'));
    // A new last shot: the three before it stay free.
    await cards
      .nth(3)
      .locator('textarea')
      .fill(STORIES[locale === 'de' ? 'ar' : 'de'][3]);
    await expect(reused).toHaveCount(3);
    await expect(cards.nth(3).getByTestId('shot-reused')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}
