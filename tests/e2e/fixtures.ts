import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';

/** A page that fails the test on any console error or uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
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

type Json = { [key: string]: string | Json };

/** A string from a locale file, as the test expects the page to show it. */
export function message(locale: string, namespace: string, key: string): string {
  const data = JSON.parse(fs.readFileSync(path.join('public/locales', locale, `${namespace}.json`), 'utf8')) as Json;
  const value = key.split('.').reduce<string | Json | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), data);
  if (typeof value !== 'string') throw new Error(`${locale}/${namespace}:${key} is not a string`);
  return value;
}
