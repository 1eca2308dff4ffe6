/**
 * Plans and the account pages in the browser: the billing page's plan and credit history, the
 * pricing page with the visitor's plan marked and the subscribe popup on a server without
 * payments, and the pricing modal without Basic for a Basic user.
 */
import { expect, message, moveTo, test } from './fixtures';
import { generate, signedIn } from './studio-helpers';

const us = (key: string) => message('en', 'userSetting', key);
const pricing = (key: string) => message('en', 'pricing', key);

test('the billing page shows the plan and a credit history with grants, a video, its refund and an adjustment', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { token } = await signedIn(context, baseURL!, { credits: 40 });
  await page.goto('/app');
  await generate(page, 'a windmill in a storm');
  const card = page.getByTestId('history').locator('li[data-record]').first();
  await expect(card).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
  const madeId = await card.getAttribute('data-record');
  // A second video, deleted while it is still in the queue, is refunded.
  const headers = { authorization: `Bearer ${token}` };
  const created = await (
    await page.request.post('/api/v1/video/create', {
      headers,
      data: {
        operationType: 'generate',
        prompt: 'a long one',
        model: 'base',
        quality: '1080p',
        duration: 5,
        aspectRatio: '16:9',
      },
    })
  ).json();
  expect(created.code).toBe(200);
  expect(
    (
      await (
        await page.request.post('/api/v1/video/batchDelete', { headers, data: { recordIds: [created.data.recordId] } })
      ).json()
    ).data.deleted,
  ).toBe(1);

  await page.goto('/user/billing');
  const summary = page.getByTestId('plan-summary');
  await expect(summary).toContainText(us('billing.plans.free'));
  await expect(page.getByTestId('billing-credits')).toHaveText('38 credits');
  const ledger = page.getByTestId('ledger');
  await expect(ledger.locator('tbody tr')).toHaveCount(5);
  const reasons = await ledger
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reason')));
  expect(reasons).toEqual(['refund', 'generation', 'generation', 'adjustment', 'signup']);
  await expect(ledger).toContainText(us('billing.reasons.refund'));
  await expect(ledger).toContainText(us('billing.reasons.adjustment'));
  await expect(ledger).toContainText(us('billing.reasons.signup'));
  await expect(ledger.locator('tbody tr').first()).toContainText('+8');
  await expect(ledger.locator('tbody tr').first()).toContainText(us('billing.deletedVideo'));
  // The video that still exists is linked.
  await expect(ledger.locator(`a[href="/app/${madeId}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: us('billing.subscribe') })).toHaveAttribute('href', '/pricing');
  // No Stripe on this server: nothing to manage.
  await expect(page.getByRole('button', { name: us('billing.manage') })).toHaveCount(0);
});

test('pricing marks the visitor’s plan, switches to yearly, and the subscribe popup says payments are off here', async ({
  page,
  context,
  baseURL,
}) => {
  await signedIn(context, baseURL!, { plan: 'pro' });
  await page.goto('/pricing');
  await expect(page.getByTestId('account-area')).toBeVisible();
  await expect(page.locator('[data-plan="pro"]')).toHaveAttribute('data-current', 'true');
  await expect(page.locator('[data-plan="pro"]')).toContainText(pricing('current'));
  await expect(page.locator('[data-plan="ultra"]')).toContainText('$79.90');
  await page.getByRole('radio', { name: new RegExp(pricing('interval.yearly')) }).click();
  await expect(page.locator('[data-plan="ultra"]')).toContainText('$66.58');
  await expect(page.locator('[data-plan="ultra"]')).toContainText('$799.00');
  await page.locator('[data-plan="ultra"]').getByRole('button').click();
  const popup = page.getByTestId('subscribe-popup');
  await expect(popup).toContainText(pricing('subscribe.title').replace('{{plan}}', 'Ultra'));
  await expect(popup).toContainText('$799.00');
  await popup.getByRole('button', { name: pricing('subscribe.continue') }).click();
  await expect(popup.getByRole('alert')).toHaveText(message('en', 'common', 'serverMessages.paymentsNotConfigured'));
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('a visitor who is not signed in is asked to sign in on the billing page and before subscribing', async ({
  page,
}) => {
  await page.goto('/user/billing');
  await expect(page.getByText(us('signInRequired'))).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: us('signIn') })
    .click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/pricing');
  await page.locator('[data-plan="basic"]').getByRole('button').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});

test('a Basic user out of credits sees the pricing modal without Basic', async ({ page, context, baseURL }) => {
  await signedIn(context, baseURL!, { plan: 'basic', credits: 1 });
  await page.goto('/app');
  await generate(page, 'a quick one');
  const modal = page.getByTestId('pricing-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('[data-plan="basic"]')).toHaveCount(0);
  await expect(modal.locator('[data-plan]')).toHaveCount(2);
});

test('a Generate clicked before the session has loaded is answered for the signed-in user, not as a visitor', async ({
  page,
  context,
  baseURL,
}) => {
  await signedIn(context, baseURL!, { plan: 'basic', credits: 1 });
  // user-info is held until Generate has been clicked: the click surely comes while the page
  // does not yet know who is signed in.
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/user-info', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/app');
  await generate(page, 'a quick one');
  release();
  await expect(page.getByTestId('pricing-modal')).toBeVisible();
  await expect(page.getByTestId('login-popup')).toBeHidden();
});

test('the free-trial landing pages lead to the pricing page', async ({ page }) => {
  // One full load; the other landing pages are client-side moves, which render the same page.
  await page.goto('/gen3-free');
  for (const path of ['/gen3-free', '/gen3-future', '/vidu-studio', '/use-kling-ai', '/use-luma-ai']) {
    if (path !== '/gen3-free') await moveTo(page, path, 'en');
    const link = page.getByRole('main').getByRole('link', { name: message('en', 'common', 'seePlans') });
    await expect(link, path).toHaveAttribute('href', '/pricing');
  }
  await page
    .getByRole('main')
    .getByRole('link', { name: message('en', 'common', 'seePlans') })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('[data-plan]')).toHaveCount(4);
});
