import { expect, message, test } from './fixtures';

test.describe('a visitor from a restricted country', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '100.100.1.1', 'cf-ipcountry': 'CN' } });

  test('is told the service is not offered there and cannot start a generation', async ({ page, consoleErrors }) => {
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/video/create')) creates.push(request.url());
    });
    await page.goto('/zh-CN/app');
    await expect(page.getByTestId('restricted-notice')).toHaveText(message('zh-CN', 'common', 'restricted.notice'));
    await page.getByRole('textbox', { name: message('zh-CN', 'app', 'prompt.labels.generate') }).fill('海边的灯塔');
    await page.getByRole('button', { name: message('zh-CN', 'app', 'generate'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: message('zh-CN', 'common', 'restricted.notice') }),
    ).toBeVisible();
    expect(creates).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test('a visitor from elsewhere sees no notice', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByTestId('credits')).toBeVisible();
  await expect(page.getByTestId('restricted-notice')).toHaveCount(0);
});
