import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { registerUser } from '../support/accounts';
import { expect, message, test } from './fixtures';

const en = (key: string) => message('en', 'app', key);

async function signedIn(context: BrowserContext, baseURL: string, options: { credits?: number; plan?: string } = {}) {
  const { email, token } = await registerUser(baseURL, process.env.E2E_DATA_DIR!);
  const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' };
  if (options.plan) await context.request.post('/api/admin/users/plan', { headers: admin, data: { email, plan: options.plan } });
  if (options.credits !== undefined) await context.request.post('/api/admin/users/credits', { headers: admin, data: { email, credits: options.credits } });
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax' }]);
  return { email, token };
}

async function generate(page: Page, prompt: string, quality = '360p', locale = 'en') {
  await page.getByRole('textbox', { name: message(locale, 'app', 'prompt.labels.generate') }).fill(prompt);
  await page.getByRole('radio', { name: quality }).check({ force: true });
  await page.getByRole('button', { name: message(locale, 'app', 'generate'), exact: true }).click();
}

test('share copies the link in the page language, and the share page plays for a signed-out visitor', async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(context, baseURL!);
  await page.goto('/es/app');
  await generate(page, 'a lighthouse at dusk with waves', '360p', 'es');
  const card = page.getByTestId('history').locator('li').first();
  await expect(card).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
  const id = await card.getAttribute('data-record');
  await card.getByRole('button', { name: message('es', 'app', 'history.share') }).click();
  await expect(page.getByRole('status').filter({ hasText: message('es', 'app', 'history.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/es/app/${id}`);

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  const response = await shared.goto(`${baseURL}/es/app/${id}`);
  expect(response?.status()).toBe(200);
  const video = shared.getByTestId('shared-video');
  await expect(video).toBeVisible();
  await expect(shared.locator('meta[property="og:video"]')).toHaveAttribute('content', /\/media\/videos\/.+\/video\.mp4$/);
  await expect(shared.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
  const src = await video.getAttribute('src');
  expect((await shared.request.get(`${baseURL}${src}`, { headers: { range: 'bytes=0-9' } })).status()).toBe(206);
  await expect(shared.getByRole('link', { name: message('es', 'app', 'share.cta') })).toBeVisible();
  // An unshared record is not there for anyone else.
  expect((await shared.goto(`${baseURL}/app/rec_doesnotexist0000`))?.status()).toBe(404);
  await visitor.close();
});

test('a video opens in its detail view and is deleted after a confirmation', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signedIn(context, baseURL!);
  await page.goto('/app');
  await generate(page, 'snow over a quiet forest');
  const card = page.getByTestId('history').locator('li').first();
  await expect(card).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
  const id = await card.getAttribute('data-record');
  await card.getByRole('button', { name: en('history.open') }).click();
  const detail = page.getByTestId('video-detail');
  await expect(detail.locator('video')).toHaveAttribute('src', /video\.mp4$/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // The owner's own link opens the studio with the video.
  await page.goto(`/app/${id}`);
  await expect(page.getByTestId('video-detail')).toBeVisible();
  await page.getByTestId('video-detail').getByRole('button', { name: en('history.delete') }).click();
  const confirm = page.getByTestId('delete-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: en('history.confirm.delete') }).click();
  await expect(page.locator(`[data-record="${id}"]`)).toHaveCount(0);
  // Gone for good: its page is a 404 now, and the history is empty.
  expect((await page.goto(`/app/${id}`))?.status()).toBe(404);
  await page.goto('/app');
  await expect(page.getByText(en('history.empty'))).toBeVisible();
});

test('the concurrent jobs dialog (460) and the pricing modal (430) appear when the server answers so', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signedIn(context, baseURL!, { credits: 9 });
  await page.goto('/app');
  await generate(page, 'a long one', '1080p');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(1);
  await page.getByRole('button', { name: en('generate'), exact: true }).click();
  const concurrent = page.getByTestId('concurrent-jobs');
  await expect(concurrent).toBeVisible();
  await concurrent.getByRole('button', { name: message('en', 'common', 'dialogs.concurrent.ok') }).click();
  await expect(page.getByTestId('history').locator('li').first()).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
  // 1 credit left: a 1080p video costs 8.
  await page.getByRole('button', { name: en('generate'), exact: true }).click();
  await expect(page.getByTestId('pricing-modal')).toBeVisible();
});

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
