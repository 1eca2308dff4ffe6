/**
 * The admin console in the browser: an operator (an account given the admin role) walks the
 * overview, finds an account, adjusts its credits (a double click counts once), changes its plan,
 * disables and re-enables it, filters the jobs, reads the providers and finds every action in the
 * audit log; on a phone's width the tables scroll in their own boxes, never the page.
 */
import { registerUser } from '../support/accounts';
import { expect, message, test } from './fixtures';
import { signedIn } from './studio-helpers';

const t = (key: string) => message('en', 'admin', key);

test('an operator walks the console and acts on an account', async ({ page, context, baseURL, consoleErrors }) => {
  test.setTimeout(60_000);
  await signedIn(context, baseURL!, { role: 'admin' });
  const customer = await registerUser(baseURL!, process.env.E2E_DATA_DIR!);

  await page.goto('/admin');
  await expect(page.getByTestId('stat-jobs')).toBeVisible();
  await expect(page.getByTestId('stat-workers')).not.toContainText('0');

  await test.step('find the account', async () => {
    await page.getByRole('link', { name: t('nav.users') }).click();
    await page.getByLabel(t('users.search')).fill(customer.email);
    await page.getByRole('button', { name: t('users.find') }).click();
    await page.getByTestId('admin-users').getByRole('link', { name: customer.email }).click();
    await expect(page.getByTestId('admin-user')).toBeVisible();
  });

  const credits = page.getByTestId('user-credits');
  await test.step('adjust its credits, once for a double click', async () => {
    const before = Number(((await credits.locator('dd').textContent()) ?? '').replace(/\D/g, ''));
    await page.getByTestId('credit-delta').fill('50');
    await page.getByLabel(t('reason'), { exact: true }).first().fill('goodwill');
    await page.getByRole('button', { name: t('user.apply') }).dblclick();
    await expect(credits.locator('dd')).toHaveText(String(before + 50));
    await expect(page.getByTestId('user-ledger').locator('tbody tr')).toHaveCount(2);
  });

  await test.step('change its plan, disable and re-enable it', async () => {
    await page.getByLabel(t('user.plan'), { exact: true }).selectOption('pro');
    await page.getByRole('button', { name: t('user.savePlan') }).click();
    await expect(page.getByTestId('user-plan').locator('dd')).toHaveText('Pro');
    await page.getByLabel(t('reason'), { exact: true }).last().fill('chargeback');
    await page.getByRole('button', { name: t('user.disable') }).click();
    await expect(page.getByTestId('user-status').locator('dd')).toHaveText(t('user.disabled'));
    await page.getByRole('button', { name: t('user.enable') }).click();
    await expect(page.getByTestId('user-status').locator('dd')).toHaveText(t('user.active'));
  });

  await test.step('jobs, providers and the audit log', async () => {
    await page.getByRole('link', { name: t('nav.jobs') }).click();
    await page.getByLabel(t('jobs.user')).fill(customer.email);
    await page.getByRole('button', { name: t('jobs.apply') }).click();
    await expect(page).toHaveURL(/user=/);
    await expect(page.getByText(t('jobs.none'))).toBeVisible();
    await page.getByRole('link', { name: t('nav.providers') }).click();
    await expect(page.locator('[data-provider="local"]')).toHaveText(t('providers.configured'));
    await page.getByRole('link', { name: t('nav.audit') }).click();
    const audit = page.getByTestId('admin-audit');
    for (const action of ['credits', 'plan', 'disable', 'enable'])
      await expect(audit.locator(`tr[data-action="${action}"]`).first()).toBeVisible();
  });

  await test.step('on a phone, only the tables scroll sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('admin-audit')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
  expect(consoleErrors).toEqual([]);
});
