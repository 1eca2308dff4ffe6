/** Journey: a video opens in its detail view and is deleted after a confirmation. */
import { expect, test } from './fixtures';
import { en, generate, signedIn } from './studio-helpers';

test('a video opens in its detail view and is deleted after a confirmation', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signedIn(context, baseURL!);
  await page.goto('/app');
  await generate(page, 'snow over a quiet forest');
  const card = page.getByTestId('history').locator('li[data-record]').first();
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
  await page
    .getByTestId('video-detail')
    .getByRole('button', { name: en('history.delete') })
    .click();
  const confirm = page.getByTestId('delete-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: en('history.confirm.delete') }).click();
  await expect(page.locator(`[data-record="${id}"]`)).toHaveCount(0);
  // Gone for good: its page is a 404 now, and the history is empty.
  expect((await page.goto(`/app/${id}`))?.status()).toBe(404);
  await page.goto('/app');
  await expect(page.getByText(en('history.empty'))).toBeVisible();
});
