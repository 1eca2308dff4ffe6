import { expect, filled, message, test } from './fixtures';

const en = (key: string) => message('en', 'app', key);

test('the model panel closes on a click outside, and a mode switch resets the settings', async ({ page }) => {
  await page.goto('/app');
  await page.getByRole('radio', { name: '540p' }).check({ force: true });
  await page.getByTestId('model-picker').click();
  await expect(page.getByTestId('model-panel')).toBeVisible();
  await page.getByRole('heading', { name: en('history.title') }).click();
  await expect(page.getByTestId('model-panel')).toHaveCount(0);
  await page.getByRole('tab', { name: message('en', 'common', 'modes.effect') }).click();
  await page.getByRole('tab', { name: message('en', 'common', 'modes.generate') }).click();
  await expect(page.getByRole('radio', { name: '360p' })).toBeChecked();
});

test('missing inputs are named before any call', async ({ page }) => {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/video/create')) creates.push(request.url());
  });
  await page.goto('/es/video-effects');
  await page.getByRole('textbox', { name: message('es', 'app', 'prompt.labels.effect') }).fill('brillo');
  await page.getByRole('button', { name: message('es', 'app', 'generate'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: message('es', 'app', 'validation.image') })).toBeVisible();
  await page.goto('/add-sound');
  await page.getByRole('button', { name: en('generate'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: en('validation.video') })).toBeVisible();
  expect(creates).toEqual([]);
});

test('an upload the server refuses is explained in the page language, with the numbers it sent', async ({ page }) => {
  const de = (key: string) => message('de', 'common', key);
  // Uploads go out under the device's id: wait until the page has one.
  const deviceReady = page.waitForResponse((response) =>
    response.url().includes('/api/auth/getUniqueCreditsRemaining'),
  );
  await page.goto('/de/video-effects');
  await deviceReady;
  const pick = page.getByLabel(message('de', 'app', 'images.add'));
  // A web page named .png: the server looks at the bytes (imageType, no variables).
  await pick.setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body>not an image</body></html>'),
  });
  await expect(page.getByRole('status').filter({ hasText: de('serverMessages.imageType') })).toBeVisible();
  // Past the image limit: 413 with msgKey imageTooLarge and msgVars {maxMb: 10}.
  await pick.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 10, 1) });
  await expect(
    page.getByRole('status').filter({ hasText: filled('de', de('serverMessages.imageTooLarge'), { maxMb: 10 }) }),
  ).toBeVisible();
});
