import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { localized } from '../support/routes';

/** A page that fails the test on any console error or uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test browses from its own address (the e2e server believes X-Forwarded-For), so per-IP
  // limits such as device grants stay inside one test.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it must be there, empty
  extraHTTPHeaders: async ({}, use) => {
    const byte = () => Math.floor(Math.random() * 254) + 1;
    await use({ 'x-forwarded-for': `100.${64 + Math.floor(Math.random() * 64)}.${byte()}.${byte()}` });
  },
  // page.goto returns once an HTML page has hydrated, so a click right after it reaches React.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

type NextWindow = Window & {
  next: { router: { push: (url: string, as: string, options: { locale: string }) => Promise<boolean> } };
};

/**
 * Moves a hydrated page to `path` in `locale` with Next's client router, as the app's own links
 * do: the same components render as on a full load for a fraction of the browser's work. A
 * check that needs a full load (a status code, hydration, the first paint) uses page.goto. When
 * the router cannot load the page's code or data in time (a busy machine), it falls back to a
 * full load of the same URL: the push answers false, or the evaluation dies with its page; then
 * this waits for that load to hydrate. Either way it returns once <html> carries the locale.
 */
export async function moveTo(page: Page, path: string, locale: string) {
  const target = localized(locale, path);
  const pushed = await page
    .evaluate(({ path, locale }) => (window as unknown as NextWindow).next.router.push(path, path, { locale }), {
      path,
      locale,
    })
    .catch((error: Error) => {
      if (/context was destroyed|navigat/i.test(error.message)) return false;
      throw error;
    });
  if (!pushed) {
    await page.waitForURL((url) => url.pathname === target, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  }
  expect(new URL(page.url()).pathname).toBe(target);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

type Json = { [key: string]: string | Json };

/** A string from a locale file, as the test expects the page to show it. */
export function message(locale: string, namespace: string, key: string): string {
  const data = JSON.parse(fs.readFileSync(path.join('public/locales', locale, `${namespace}.json`), 'utf8')) as Json;
  const value = key
    .split('.')
    .reduce<string | Json | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), data);
  if (typeof value !== 'string') throw new Error(`${locale}/${namespace}:${key} is not a string`);
  return value;
}

/**
 * A template with its placeholders filled as i18next fills them on the page: `{{n, number}}`
 * with the locale's digits and grouping, `{{name}}` as it is.
 */
export function filled(locale: string, template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in vars)) return whole;
    const value = vars[name]!;
    return format?.startsWith('number') && typeof value === 'number'
      ? new Intl.NumberFormat(locale).format(value)
      : String(value);
  });
}
