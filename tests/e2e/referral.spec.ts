import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { newEmail } from '../support/api';
import { latestCode } from '../support/outbox';
import { expect, message, test } from './fixtures';

const en = (key: string) => message('en', 'common', key);

/** Signs up from the header's button with the e-mailed code. */
async function signUp(page: Page, email: string) {
  await page.getByTestId('sign-in').click();
  const popup = page.getByTestId('login-popup');
  await popup.getByRole('button', { name: en('auth.createAccount') }).click();
  await popup.getByLabel(en('auth.email')).fill(email);
  await popup.getByRole('button', { name: en('auth.sendCode') }).click();
  const { code } = await latestCode(path.join(process.env.E2E_DATA_DIR!, 'outbox'), email);
  await popup.getByLabel(en('auth.code')).fill(code);
  await popup.getByLabel(en('auth.password'), { exact: true }).fill('a long enough passphrase');
  await popup.getByRole('button', { name: en('auth.submit.register') }).click();
  await expect(popup).toBeHidden();
}

/** The account as the operator reads it, with the referral its sign-up carried. */
async function storedAccount(page: Page, email: string) {
  const answer = await page.request.get(`/api/admin/users?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as { email: string; referDomain: string | null; utmSource: string | null };
}

test('a visitor from another site who signs up two pages later is stored with that site and campaign', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = newEmail('referred');
  // Lands on the pricing page from a partner's article, with a campaign tag.
  await page.goto('/pricing?utm_source=spring-newsletter', { referer: 'https://partner.example/article' });
  expect(await page.evaluate(() => document.referrer)).toBe('https://partner.example/article');

  // Page two, through the header's link (the app's own navigation)…
  await page.locator('header a[href="/help"]').first().click();
  await expect(page).toHaveURL(/\/help$/);
  // …and page three, a full load from this site, as a typed address or a link in a new tab.
  await page.goto('/', { referer: `${baseURL}/help` });
  expect(await page.evaluate(() => document.referrer)).toBe(`${baseURL}/help`);

  await signUp(page, email);
  await expect(page.getByTestId('account-area')).toContainText(email);

  expect(await storedAccount(page, email)).toMatchObject({
    email,
    referDomain: 'partner.example',
    utmSource: 'spring-newsletter',
  });
  expect(consoleErrors).toEqual([]);
});

test('a visit that began on this site without a referrer signs up as direct, whatever came later', async ({ page }) => {
  const email = newEmail('direct');
  await page.goto('/');
  // A later arrival from elsewhere in the same browser session is not the visit's source.
  await page.goto('/help?utm_source=later', { referer: 'https://later.example/' });
  await signUp(page, email);

  expect(await storedAccount(page, email)).toMatchObject({ email, referDomain: 'direct', utmSource: null });
});
