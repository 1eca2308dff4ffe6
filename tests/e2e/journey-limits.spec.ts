/** Journey: the 460 dialog and the 430 pricing modal appear when the server answers so. */
import { expect, message, test } from './fixtures';
import { en, generate, signedIn } from './studio-helpers';

test('the concurrent jobs dialog (460) and the pricing modal (430) appear when the server answers so', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signedIn(context, baseURL!, { credits: 9 });
  await page.goto('/app');
  await generate(page, 'a long one', '1080p');
  await expect(page.getByTestId('history').locator('li[data-record]')).toHaveCount(1);
  await page.getByRole('button', { name: en('generate'), exact: true }).click();
  const concurrent = page.getByTestId('concurrent-jobs');
  await expect(concurrent).toBeVisible();
  await concurrent.getByRole('button', { name: message('en', 'common', 'dialogs.concurrent.ok') }).click();
  await expect(page.getByTestId('history').locator('li[data-record]').first()).toHaveAttribute(
    'data-state',
    'success',
    { timeout: 60_000 },
  );
  // 1 credit left: a 1080p video costs 8.
  await page.getByRole('button', { name: en('generate'), exact: true }).click();
  await expect(page.getByTestId('pricing-modal')).toBeVisible();
});
