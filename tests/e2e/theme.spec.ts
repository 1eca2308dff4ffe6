/**
 * The dark theme (issue 13, item 19): the stored choice applies before the first paint (no
 * flash of light), `system` follows the OS live, every control stays in step, and a toast
 * follows it. That dark pages and dialogs pass axe's contrast rules is checked in a11y.spec.ts,
 * on the same loaded pages as the light theme's checks.
 */
import type { Page } from '@playwright/test';
import { expect, message, test } from './fixtures';
import { signedIn } from './studio-helpers';

const common = (key: string) => message('en', 'common', key);
const DARK_SURFACE = 'rgb(18, 17, 24)';
const WHITE = 'rgb(255, 255, 255)';

/** Records, from an init script, the theme <html> carries when the body first appears: before any paint. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const html = document.documentElement;
      const meta = document.querySelector('meta[name="theme-color"]');
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        className: html.className,
        colorScheme: html.style.colorScheme,
        themeColor: meta?.getAttribute('content'),
      };
    };
    new MutationObserver((_, observer) => {
      if (document.body) {
        record();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { firstPaint: { className: string; colorScheme: string; themeColor: string } }).firstPaint,
  );
const bodyColor = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('choosing dark applies at once, persists across a reload with no light first paint, and every control agrees', async ({
  page,
  consoleErrors,
}) => {
  await watchFirstPaint(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(await bodyColor(page)).toBe(WHITE);
  await page.getByTestId('model-picker').click();
  const picker = page.getByTestId('model-panel').getByTestId('theme-control');
  await expect(picker.getByRole('radio', { name: common('theme.system') })).toBeChecked();
  await picker.getByText(common('theme.dark'), { exact: true }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await bodyColor(page)).toBe(DARK_SURFACE);
  // The footer's control shows the same choice.
  await expect(page.locator('footer').getByRole('radio', { name: common('theme.dark') })).toBeChecked();

  // The server's HTML is light; the blocking script makes it dark before the body exists.
  const html = await (await page.request.get('/pricing')).text();
  expect(html).toMatch(/<html[^>]*class="light"/);
  await page.goto('/pricing');
  expect(await firstPaint(page)).toEqual({ className: 'dark', colorScheme: 'dark', themeColor: '#121118' });
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');
  expect(await bodyColor(page)).toBe(DARK_SURFACE);

  // Back to light from the footer.
  await page.locator('footer').getByText(common('theme.light'), { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await bodyColor(page)).toBe(WHITE);
  await page.reload();
  expect((await firstPaint(page)).className).toBe('light');
  expect(consoleErrors).toEqual([]);
});

test('system follows the OS scheme, at load and live', async ({ page, consoleErrors }) => {
  await watchFirstPaint(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect((await firstPaint(page)).className).toBe('dark');
  expect(await bodyColor(page)).toBe(DARK_SURFACE);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // A fixed choice wins over the OS.
  await page.locator('footer').getByText(common('theme.light'), { exact: true }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect((await firstPaint(page)).className).toBe('light');
  expect(consoleErrors).toEqual([]);
});

test('the settings page offers the theme too', async ({ page, context, baseURL }) => {
  await signedIn(context, baseURL!);
  await page.goto('/user/settings');
  const control = page.locator('main').getByTestId('theme-control');
  await control.getByText(common('theme.dark'), { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('footer').getByRole('radio', { name: common('theme.dark') })).toBeChecked();
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('a toast follows the dark theme', async ({ page }) => {
    await page.goto('/app');
    // Toasts close after 2 s: read the colours the moment one appears.
    const seen = page.evaluate(
      (text) =>
        new Promise<{ background: string; color: string }>((resolve) => {
          new MutationObserver((_, observer) => {
            const bar = [...document.querySelectorAll('[role="status"]')].find(
              (node) => node.textContent === text,
            )?.parentElement;
            if (!bar) return;
            observer.disconnect();
            const style = getComputedStyle(bar);
            resolve({ background: style.backgroundColor, color: style.color });
          }).observe(document.body, { childList: true, subtree: true });
        }),
      message('en', 'app', 'validation.prompt'),
    );
    await page.getByRole('button', { name: message('en', 'app', 'generate'), exact: true }).click();
    expect(await seen).toEqual({ background: DARK_SURFACE, color: 'rgb(236, 235, 245)' });
  });
});
