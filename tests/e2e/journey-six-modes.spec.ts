/**
 * The whole studio from the UI: a visitor signs up in the login popup, gets the Pro plan, and
 * makes one video in each of the six modes: generate from a prompt, effect over an uploaded
 * image with a template picked in its dialog, then sound, speech, extend and upscale from that
 * first video (from the card's buttons and from the source list). Every job renders for real.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { newEmail } from '../support/api';
import { latestCode } from '../support/outbox';
import { expect, filled, message, test } from './fixtures';

const app = (key: string) => message('en', 'app', key);
const common = (key: string) => message('en', 'common', key);

async function signUp(page: Page, email: string) {
  await page.getByTestId('sign-in').click();
  const popup = page.getByTestId('login-popup');
  await popup.getByRole('button', { name: common('auth.createAccount') }).click();
  await popup.getByLabel(common('auth.email')).fill(email);
  await popup.getByRole('button', { name: common('auth.sendCode') }).click();
  const { code } = await latestCode(path.join(process.env.E2E_DATA_DIR!, 'outbox'), email);
  await popup.getByLabel(common('auth.code')).fill(code);
  await popup.getByLabel(common('auth.password'), { exact: true }).fill('six modes in one go');
  await popup.getByRole('button', { name: common('auth.submit.register') }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('account-area')).toContainText(email);
}

const cards = (page: Page) => page.getByTestId('history').locator('li[data-record]');

async function chooseMode(page: Page, mode: string) {
  await page.getByRole('tab', { name: common(`modes.${mode}`) }).click();
  await expect(page.getByRole('tab', { name: common(`modes.${mode}`) })).toHaveAttribute('aria-selected', 'true');
}

/** Generate, and the new video's card joins the history. */
async function generate(page: Page) {
  const before = await cards(page).count();
  await page.getByRole('button', { name: app('generate'), exact: true }).click();
  await expect(cards(page)).toHaveCount(before + 1);
}

/** What the browser's own decoder reads from a video: its picture size and length. */
async function metadata(page: Page, src: string | null) {
  expect(src).toBeTruthy();
  return page.evaluate(
    (url) =>
      new Promise<{ width: number; height: number; duration: number }>((resolve, reject) => {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'metadata';
        video.onloadedmetadata = () =>
          resolve({ width: video.videoWidth, height: video.videoHeight, duration: video.duration });
        video.onerror = () => reject(new Error(`cannot read ${url}`));
        video.src = url;
      }),
    src!,
  );
}

const cardOf = (page: Page, mode: string): Locator => page.getByTestId('history').locator(`li[data-mode="${mode}"]`);

test('sign up, then one video in each of the six modes from the UI', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const email = newEmail();
  await page.goto('/app');
  await signUp(page, email);
  const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' };
  expect(
    (await page.request.post('/api/admin/users/plan', { headers: admin, data: { email, plan: 'pro' } })).status(),
  ).toBe(200);
  expect(
    (await page.request.post('/api/admin/users/credits', { headers: admin, data: { email, credits: 500 } })).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByTestId('credits')).toHaveText(/500/);

  // 1. Generate from a prompt.
  await page.getByRole('textbox', { name: app('prompt.labels.generate') }).fill('a red kite over green hills');
  await page.getByRole('radio', { name: '360p' }).check({ force: true });
  await generate(page);
  const first = cards(page).first();
  await expect(first).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
  const firstId = await first.getAttribute('data-record');

  // 2. Effect: an uploaded image and a template chosen in its dialog.
  await chooseMode(page, 'effect');
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.getByLabel(app('images.add')).setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: image });
  await expect(
    page.getByRole('img', { name: filled('en', message('en', 'app', 'images.preview'), { n: 1 }) }),
  ).toBeVisible();
  await page.getByTestId('template-button').click();
  const dialog = page.getByTestId('template-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveCount(10);
  await dialog.getByRole('button', { name: app('templates.items.glitch.name') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('template-button')).toContainText(app('templates.items.glitch.name'));
  // Picking a template fills an empty prompt with its own.
  await expect(page.getByRole('textbox', { name: app('prompt.labels.effect') })).toHaveValue(
    app('templates.items.glitch.prompt'),
  );
  await generate(page);

  // 3. Sound, started from the first video's card.
  const source = page.locator(`[data-record="${firstId}"]`);
  await source.getByRole('button', { name: common('modes.sound') }).click();
  await expect(page.getByRole('tab', { name: common('modes.sound') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(app('source.label'), { exact: true })).toHaveValue(firstId!);
  await generate(page);

  // 4. Speech, with the source picked from the list.
  await chooseMode(page, 'speech');
  await page.getByLabel(app('source.label'), { exact: true }).selectOption(firstId!);
  await page.getByRole('textbox', { name: app('prompt.labels.speech') }).fill('Hello from the hills.');
  await generate(page);

  // 5. Extend (a Pro feature) with a prompt for the continuation.
  await chooseMode(page, 'extend');
  await page.getByLabel(app('source.label'), { exact: true }).selectOption(firstId!);
  await page.getByRole('textbox', { name: app('prompt.labels.extend') }).fill('the kite climbs into the clouds');
  await generate(page);

  for (const mode of ['effect', 'sound', 'speech', 'extend']) {
    await expect(cardOf(page, mode)).toHaveAttribute('data-state', 'success', { timeout: 120_000 });
  }

  // 6. Upscale, from the card again: 360p goes one step up.
  await source.getByRole('button', { name: common('modes.upscale') }).click();
  await expect(page.getByTestId('upscale-target')).toHaveText(
    app('studio.upscaleFromTo').replace('{{from}}', '360p').replace('{{to}}', '540p'),
  );
  await generate(page);
  await expect(cardOf(page, 'upscale')).toHaveAttribute('data-state', 'success', { timeout: 60_000 });

  await expect(cards(page)).toHaveCount(6);
  const videos = await page
    .getByTestId('history')
    .locator('video')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLVideoElement).getAttribute('src')));
  expect(videos.filter(Boolean)).toHaveLength(6);
  const original = await metadata(page, await source.locator('video').getAttribute('src'));
  const upscaled = await metadata(page, await cardOf(page, 'upscale').locator('video').getAttribute('src'));
  expect(original.height).toBe(360);
  expect(upscaled.height).toBe(540);
  const extended = await metadata(page, await cardOf(page, 'extend').locator('video').getAttribute('src'));
  expect(extended.duration).toBeGreaterThan(original.duration + 1);
  expect(consoleErrors).toEqual([]);
});

test('the template dialog is keyboard friendly: focus stays inside, Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/video-effects');
  const button = page.getByTestId('template-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('template-dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="template-dialog"]')))).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toContainText(app('templates.choose'));
});
