import { registerUser } from '../support/accounts';
import { expect, filled, message, test } from './fixtures';

const plural = (locale: string, count: number) =>
  filled(locale, message(locale, 'common', `account.credits_${new Intl.PluralRules(locale).select(count)}`), { count });

test('an anonymous visitor gets a device and sees its 10 free credits', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByTestId('credits')).toHaveText(plural('en', 10));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('uniqueId') ?? 'null'));
  expect(stored.value).toMatch(/^dev_/);
  expect(stored.expiresAt - Date.now()).toBeGreaterThan(364 * 86_400_000);
  // The same device on the next page: no new id.
  await page.goto('/es/pricing');
  await expect(page.getByTestId('credits')).toHaveText(plural('es', 10));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('uniqueId') ?? 'null').value)).toBe(stored.value);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in user sees e-mail, plan and credits, and can log out', async ({ page, context, baseURL }) => {
  const { email, token } = await registerUser(baseURL!, process.env.E2E_DATA_DIR!);
  await context.addCookies([{ name: 'token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/pricing');
  const account = page.getByTestId('account-area');
  await expect(account).toContainText(email);
  await expect(account).toContainText(message('en', 'common', 'account.plans.free'));
  await expect(page.getByTestId('credits')).toHaveText(plural('en', 30));
  await account.getByRole('button', { name: message('en', 'common', 'account.logout') }).click();
  await expect(account).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  // The session is over on the server too.
  const res = await page.request.get('/api/auth/user-info', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('an expired token says so, is cleared, and the visitor continues anonymously', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: 'expired-or-revoked-token', url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/');
  await expect(
    page.getByRole('status').filter({ hasText: message('en', 'common', 'errors.loginExpired') }),
  ).toBeVisible();
  await expect(page.getByTestId('credits')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
