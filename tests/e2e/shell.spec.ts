import { expect, message, test } from './fixtures';

test('the progress bar shows while a route loads', async ({ page, consoleErrors }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the next page's data until the bar has been seen. The hold is in place before the page
  // loads: Next prefetches the data of the links in view as soon as it has hydrated, and a
  // navigation to data already fetched is over before the bar's last half second has been seen.
  await page.route('**/_next/data/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page
    .locator('header')
    .getByRole('link', { name: message('en', 'common', 'nav.pricing') })
    .first()
    .click();
  await expect(page.locator('#route-progress')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'pricing', 'title'));
  await expect(page.locator('#route-progress')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a toast shows at the top centre and closes after 2 seconds', async ({ page }) => {
  // The page's timers run on Playwright's clock: the toast's 2 s are counted by the page and
  // advanced by the test, so a slow machine can neither shorten nor stretch them.
  await page.clock.install();
  await page.goto('/app');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.clock.pauseAt(Date.now() + 60_000);
  const text = message('en', 'app', 'validation.prompt');
  await page.getByRole('button', { name: message('en', 'app', 'generate'), exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // The bar around the message (icon + text) is what sits at the centre.
  const box = await toast.locator('..').boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.y).toBeLessThan(100);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  }
  // Still there just before its 2 s; then the clock is stepped until it has gone (its exit
  // takes about a second more), and how much page time that took is checked.
  await page.clock.runFor(1900);
  await expect(toast).toBeVisible();
  let elapsed = 1900;
  while ((await toast.count()) > 0 && elapsed < 6000) {
    await page.clock.runFor(100);
    elapsed += 100;
  }
  await expect(toast).toHaveCount(0);
  expect(elapsed).toBeGreaterThan(2000);
  expect(elapsed).toBeLessThanOrEqual(4000);
});

test('the language switcher keeps the current path', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('link', { name: /Español/ }).click();
  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('es', 'pricing', 'title'));
  await page.getByTestId('language-switcher').click();
  await page.getByRole('link', { name: /العربية/ }).click();
  await expect(page).toHaveURL(/\/ar\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('link', { name: /^English/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the language menu closes on Escape and on a click outside', async ({ page }) => {
  await page.goto('/help');
  const switcher = page.getByTestId('language-switcher');
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
  await switcher.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
});

test('the feature slug preselects its mode and the tabs switch', async ({ page }) => {
  await page.goto('/add-sound');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(message('en', 'common', 'modes.sound'));
  await page.getByRole('tab', { name: message('en', 'common', 'modes.upscale') }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(message('en', 'common', 'modes.upscale'));
  // After the six modes comes the storyboard's tab, then the first mode again.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(message('en', 'common', 'modes.story'));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(message('en', 'common', 'modes.generate'));
});

test('no third-party request and no chat script without configuration', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await page.goto('/');
  await page.mouse.click(10, 300);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[data-chat-widget]').count()).toBe(0);
  expect(foreign.filter((url) => !url.startsWith('data:'))).toEqual([]);
});

test('privacy policy in Spanish: English text marked lang="en", note in Spanish', async ({ page }) => {
  await page.goto('/es/privacy-policy');
  await expect(page.locator('article[lang="en"]')).toContainText('What we collect');
  await expect(page.getByText(message('es', 'common', 'englishOnly'))).toBeVisible();
});
