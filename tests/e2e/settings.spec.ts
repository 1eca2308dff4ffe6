/** The settings page: profile and language, API keys, password change, sign-in methods, webhooks, deleting the account. */
import { TEST_PASSWORD } from '../support/accounts';
import { expect, message, test } from './fixtures';
import { signedIn } from './studio-helpers';

const us = (key: string, locale = 'en') => message(locale, 'userSetting', key);
const ak = (key: string) => message('en', 'apiKeys', key);
const withName = (text: string, name: string) => text.replace('{{name}}', name);

test('an API key is shown once, works, and is revoked; name and language are saved and switch the page', async ({
  page,
  context,
  baseURL,
}) => {
  await signedIn(context, baseURL!);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/user/settings');

  // An API key: made with a name, shown once (focused, to be copied), then listed by its prefix only.
  await page.getByLabel(ak('name')).fill('Render script');
  await page.getByRole('button', { name: ak('create') }).click();
  const shown = page.getByRole('textbox', { name: withName(ak('new.label'), 'Render script'), exact: true });
  await expect(shown).toBeFocused();
  await expect(page.getByText(ak('new.warning'))).toBeVisible();
  const key = await shown.inputValue();
  expect(key).toMatch(/^vl_[0-9A-Za-z]{43}$/);
  await page.getByRole('button', { name: ak('new.copy'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: ak('new.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const asKey = { authorization: `Bearer ${key}` };
  expect((await page.request.get('/api/v1/models', { headers: asKey })).status()).toBe(200);
  expect((await page.request.get('/api/auth/user-info', { headers: asKey })).status()).toBe(401);
  await page.getByRole('button', { name: ak('new.done') }).click();
  await page.reload();
  const row = page.getByTestId('api-key');
  await expect(row).toContainText('Render script');
  await expect(row).toContainText(key.slice(0, 10));
  await expect(page.getByText(ak('neverUsed'))).toHaveCount(0);
  await expect(page.getByTestId('api-keys')).not.toContainText(key);
  // Revoked after a confirmation: the list is empty and the key answers 401.
  await page.getByRole('button', { name: withName(ak('revokeNamed'), 'Render script') }).click();
  await page
    .getByTestId('revoke-api-key')
    .getByRole('button', { name: ak('confirm.submit') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: ak('revoked') })).toBeVisible();
  await expect(page.getByText(ak('empty'))).toBeVisible();
  expect((await page.request.get('/api/v1/models', { headers: asKey })).status()).toBe(401);

  await page.getByLabel(us('settings.name')).fill('Grace Hopper');
  await page.getByLabel(us('settings.language'), { exact: true }).selectOption('fr');
  await page.getByRole('button', { name: us('settings.save') }).click();
  await expect(page).toHaveURL(/\/fr\/user\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(us('settings.title', 'fr'));
  await expect(page.getByLabel(us('settings.name', 'fr'))).toHaveValue('Grace Hopper');
  const info = await (
    await page.request.get('/api/auth/user-info', {
      headers: { authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'token')!.value}` },
    })
  ).json();
  expect(info.data).toMatchObject({ name: 'Grace Hopper', locale: 'fr' });
});

test('the password changes (checked in the page first), other sessions end, and the sign-in methods show', async ({
  page,
  context,
  baseURL,
}) => {
  const { email } = await signedIn(context, baseURL!);
  const other = (
    await (await page.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).json()
  ).data.token as string;
  await page.goto('/user/settings');
  await expect(page.locator('[data-method="password"]')).toHaveAttribute('data-linked', 'true');
  // Google is not configured on the e2e server, so it is not listed (screens.spec.ts checks that).
  await expect(page.locator('[data-method="google"]')).toHaveCount(0);
  await page.getByLabel(us('settings.password.current')).fill(TEST_PASSWORD);
  await page.getByLabel(us('settings.password.new'), { exact: true }).fill('another long secret');
  await page.getByLabel(us('settings.password.again')).fill('another long secrat');
  await page.getByRole('button', { name: us('settings.password.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: us('settings.password.mismatch') })).toBeVisible();
  await page.getByLabel(us('settings.password.current')).fill('not the password');
  await page.getByLabel(us('settings.password.again')).fill('another long secret');
  await page.getByRole('button', { name: us('settings.password.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: message('en', 'common', 'serverMessages.wrongPassword') }),
  ).toBeVisible();
  await page.getByLabel(us('settings.password.current')).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: us('settings.password.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: us('settings.password.changed') })).toBeVisible();
  expect(
    (await page.request.get('/api/auth/user-info', { headers: { authorization: `Bearer ${other}` } })).status(),
  ).toBe(401);
  expect(
    (await (await page.request.post('/api/auth/login', { data: { email, password: 'another long secret' } })).json())
      .code,
  ).toBe(200);
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByTestId('account-area')).toContainText(email);
});

test('deleting the account needs the e-mail typed, then signs out and the account is gone', async ({
  page,
  context,
  baseURL,
}) => {
  const { email, token } = await signedIn(context, baseURL!);
  await page.goto('/user/settings');
  // A webhook endpoint: its signing secret shown once, then listed without it, then deleted.
  const wh = (key: string) => message('en', 'webhooks', key);
  await page.getByLabel(wh('add.url')).fill('https://8.8.8.8/hooks/vidloom');
  await page.getByRole('button', { name: wh('add.submit') }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret.getByRole('textbox')).toHaveValue(/^whsec_/);
  await secret.getByRole('button', { name: wh('secret.done') }).click();
  await expect(secret).toHaveCount(0);
  const endpoint = page.getByTestId('webhook-endpoint');
  await expect(endpoint).toContainText('https://8.8.8.8/hooks/vidloom');
  await endpoint.getByRole('button', { name: wh('list.delete') }).click();
  await endpoint.getByRole('button', { name: wh('list.confirmDelete') }).click();
  await expect(endpoint).toHaveCount(0);
  const submit = page.getByRole('button', { name: us('settings.delete.submit') });
  await expect(submit).toBeDisabled();
  const confirm = page.getByLabel(us('settings.delete.confirm').replace('{{email}}', email));
  await confirm.fill('wrong@example.test');
  await expect(submit).toBeDisabled();
  await confirm.fill(email);
  await submit.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('status').filter({ hasText: us('settings.delete.done') })).toBeVisible();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  expect(
    (await page.request.get('/api/auth/user-info', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  expect(
    (await (await page.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).json()).code,
  ).toBe(400);
});
