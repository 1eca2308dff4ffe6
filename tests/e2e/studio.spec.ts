import { expect, message, test } from './fixtures';

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
