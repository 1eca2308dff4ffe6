/** What the studio's browser journeys share: a signed-in account and one Generate. */
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { registerUser } from '../support/accounts';
import { message } from './fixtures';

export const en = (key: string) => message('en', 'app', key);

export async function signedIn(
  context: BrowserContext,
  baseURL: string,
  options: { credits?: number; plan?: string; role?: 'admin' } = {},
) {
  const { email, token } = await registerUser(baseURL, process.env.E2E_DATA_DIR!);
  const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' };
  if (options.plan)
    await context.request.post('/api/admin/users/plan', { headers: admin, data: { email, plan: options.plan } });
  if (options.credits !== undefined)
    await context.request.post('/api/admin/users/credits', {
      headers: admin,
      data: { email, credits: options.credits },
    });
  if (options.role)
    await context.request.post('/api/admin/users/role', { headers: admin, data: { email, role: options.role } });
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax' }]);
  return { email, token };
}

export async function generate(page: Page, prompt: string, quality = '360p', locale = 'en') {
  await page.getByRole('textbox', { name: message(locale, 'app', 'prompt.labels.generate') }).fill(prompt);
  await page.getByRole('radio', { name: quality }).check({ force: true });
  await page.getByRole('button', { name: message(locale, 'app', 'generate'), exact: true }).click();
}
