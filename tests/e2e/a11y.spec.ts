/**
 * Accessibility: axe finds no serious or critical violation on the studio, the public pages, the
 * account pages, the admin console, the 404 page and the studio's dialogs, in the light theme and in the dark one
 * (issue 13, item 19; theme.spec.ts checks the theme itself), and the keyboard alone reaches
 * every control of the studio in order. A page is loaded once and checked in both themes: on the
 * `system` theme it follows the OS scheme live, so switching the emulated scheme turns the same
 * page dark. Further pages are client-side moves, which render the same components as a load.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, filled, message, moveTo, test } from './fixtures';
import { signedIn } from './studio-helpers';

type Scheme = 'light' | 'dark';

// The template dialog plays a loop of every template; axe reads the video elements, not their
// frames, so the clips' bytes are skipped and the browser decodes nothing while axe runs.
test.beforeEach(async ({ page }) => {
  await page.route(/\.(mp4|webm)(\?|$)/, (route) => route.abort());
});

/** The serious and critical violations axe finds on the page, or in `include` alone; all rules unless `rules`. */
async function seriousViolations(page: Page, include?: string, rules?: string[]) {
  // Only violations are read: axe then details one node of each passing rule, not every one.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Switches the OS scheme and waits until the page (on the `system` theme) has followed it. */
async function scheme(page: Page, value: Scheme) {
  await page.emulateMedia({ colorScheme: value });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${value}\\b`));
}

/** axe's default rules that read colours (contrast, links told apart by colour). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe on the page (or `include`) in the light theme with every rule, then in the dark one; it
 * ends light. The dark theme is a class on <html> that swaps colour variables, nothing else: the
 * page's markup stays the same (checked here), so every rule but the colour rules would read in
 * dark exactly what it read in light, and the dark pass runs the colour rules.
 */
async function inBothThemes(page: Page, include?: string) {
  const label = include ?? 'the page';
  await scheme(page, 'light');
  expect(await seriousViolations(page, include), `${label} in light`).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { lightMarkup: string }).lightMarkup = document.body.outerHTML;
  });
  await scheme(page, 'dark');
  expect(
    await page.evaluate(() => (window as unknown as { lightMarkup: string }).lightMarkup === document.body.outerHTML),
    `${label}: the same markup in dark`,
  ).toBe(true);
  expect(await seriousViolations(page, include, COLOUR_RULES), `${label} in dark`).toEqual([]);
  await scheme(page, 'light');
}

test('axe in light and dark on the studio, its model panel and its login popup', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app');
  await expect(page.getByTestId('credits')).toBeVisible();
  await test.step('/app', () => inBothThemes(page));
  await test.step('the model panel', async () => {
    await page.getByTestId('model-picker').click();
    await expect(page.getByTestId('model-panel')).toBeVisible();
    await inBothThemes(page, '[data-testid="model-panel"]');
    await page.keyboard.press('Escape');
  });
  await test.step('the login popup', async () => {
    await page.getByTestId('sign-in').click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await inBothThemes(page, '[data-testid="login-popup"]');
  });
});

test('axe in light and dark on the studio in Arabic and on the template dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/ar/app');
  await expect(page.getByTestId('credits')).toBeVisible();
  await test.step('/ar/app', () => inBothThemes(page));
  await test.step('the template dialog', async () => {
    await moveTo(page, '/video-effects', 'en');
    await page.getByTestId('template-button').click();
    await expect(page.getByTestId('template-dialog')).toBeVisible();
    await inBothThemes(page, '[data-testid="template-dialog"]');
  });
});

test('axe in dark on the home, pricing, help and developers pages and the 404 page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  for (const path of ['/', '/pricing', '/help', '/developers']) {
    await test.step(path, async () => {
      if (path !== '/') await moveTo(page, path, 'en');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByTestId('credits').or(page.getByTestId('sign-in')).first()).toBeVisible();
      // A route's details (its tables and code) are checked open: closed, axe would skip them.
      if (path === '/developers') await page.locator('details[data-route] summary').first().click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
  await test.step('the 404 page', async () => {
    await page.goto('/de/this-page-does-not-exist');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('axe in dark on the signed-in account pages and the admin console', async ({ page, context, baseURL }) => {
  // An operator's account: the same account pages, and the console's overview and accounts list.
  await signedIn(context, baseURL!, { role: 'admin' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/user/settings');
  const loaded: Record<string, string> = { '/admin': 'stat-jobs', '/admin/users': 'admin-users' };
  for (const path of ['/user/settings', '/user/billing', '/admin', '/admin/users']) {
    await test.step(path, async () => {
      if (path !== '/user/settings') await moveTo(page, path, 'en');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByTestId('account-area')).toBeVisible();
      if (loaded[path]) await expect(page.getByTestId(loaded[path])).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
test('the keyboard alone reaches every control of the studio, in order', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByTestId('credits')).toBeVisible();
  await page.getByRole('tab', { name: message('en', 'common', 'modes.generate') }).focus();
  const seen: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    seen.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const label =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          '';
        return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}:${(element as HTMLInputElement).type ?? ''}:${label.trim()}`;
      }),
    );
    await page.keyboard.press('Tab');
  }
  const app = (key: string) => message('en', 'app', key);
  const expected = [
    `tab:button:${message('en', 'common', 'modes.generate')}`,
    `button:button:${app('models.base.name')}`,
    `textarea:textarea:${app('prompt.labels.generate')}`,
    `input:file:${app('images.add')}`,
    'input:radio:16:9',
    `input:radio:${filled('en', app('duration.seconds_other'), { count: 5 })}`,
    'input:radio:360p',
    `switch:checkbox:${app('autoSound.label')}`,
    `switch:checkbox:${app('autoSpeech.label')}`,
    `button:submit:${app('generate')}`,
  ];
  const positions = expected.map((entry) => seen.indexOf(entry));
  expect(
    positions.filter((position) => position < 0).length,
    `not reached: ${expected.filter((_, i) => positions[i]! < 0).join(', ')}\nseen: ${seen.join(' | ')}`,
  ).toBe(0);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});
