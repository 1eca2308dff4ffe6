/**
 * Screen polish of issue 13 (items 18 and 20): the sign-up dialog's code hint and "code sent"
 * line do not overlap, signed-in users get no sign-up band, sign-in methods this server does
 * not offer are not listed, the help search placeholder fits a phone, and no mode tab wraps.
 */
import type { Locator, Page } from '@playwright/test';
import { LOCALES, localized } from '../support/routes';
import { expect, message, moveTo, test } from './fixtures';
import { signedIn } from './studio-helpers';

const en = (key: string) => message('en', 'common', key);

async function box(locator: Locator) {
  const value = await locator.boundingBox();
  if (!value) throw new Error('not rendered');
  return value;
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`sign-up: the code hint and "we sent a code" do not overlap at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByTestId('sign-in').click();
    const popup = page.getByTestId('login-popup');
    await popup.getByRole('button', { name: en('auth.createAccount') }).click();
    await popup.getByLabel(en('auth.email')).fill(`overlap-${Date.now()}@example.test`);
    await popup.getByRole('button', { name: en('auth.sendCode') }).click();
    const sent = popup.getByTestId('code-sent');
    await expect(sent).toBeVisible();
    const hint = popup.getByText(en('auth.codeHint'));
    await expect(hint).toBeVisible();
    expect(intersects(await box(hint), await box(sent))).toBe(false);
    // Nor does "sent" run into the password label below it.
    expect(intersects(await box(sent), await box(popup.getByText(en('auth.password'), { exact: true })))).toBe(false);
  });
}

test('the "sign up to keep your videos" band is for visitors only', async ({ page, context, baseURL }) => {
  const title = message('en', 'get-started', 'band.title');
  await page.goto('/user/settings');
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await signedIn(context, baseURL!);
  for (const path of ['/user/settings', '/user/billing', '/pricing']) {
    await page.goto(path);
    await expect(page.getByTestId('account-area')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }
});

test('settings list only the sign-in methods this server offers', async ({ page, context, baseURL }) => {
  // The e2e server configures neither Google nor Microsoft.
  await signedIn(context, baseURL!);
  await page.goto('/user/settings');
  await expect(page.locator('[data-method="password"]')).toHaveAttribute('data-linked', 'true');
  await expect(page.locator('[data-method]')).toHaveCount(1);
  await expect(page.getByText(message('en', 'userSetting', 'settings.methods.google'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(message('en', 'userSetting', 'settings.methods.microsoft'), { exact: true })).toHaveCount(
    0,
  );
});

/** The placeholder's rendered width against the room the input gives it. */
async function placeholderFits(page: Page) {
  return page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(text), room, fits: text <= room };
  });
}

/** Sets the viewport's width and waits until the page's layout has taken it. */
async function resize(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
}

// One full load, then a client-side move per locale: the placeholder is the same input in the
// same layout either way, and each locale is measured at both phone widths.
test('the help search placeholder fits at 320 and 375 px in every locale', async ({ page }) => {
  test.setTimeout(120_000);
  const cut: string[] = [];
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(localized(LOCALES[0]!, '/help'));
  for (const locale of LOCALES) {
    await test.step(locale, async () => {
      if (locale !== LOCALES[0]) await moveTo(page, '/help', locale);
      await expect(page.getByRole('searchbox')).toHaveAttribute(
        'placeholder',
        message(locale, 'help', 'search.placeholder'),
      );
      for (const width of [320, 375]) {
        await resize(page, width, 700);
        const result = await placeholderFits(page);
        if (!result.fits) cut.push(`${locale} at ${width}: ${result.text} > ${result.room}`);
      }
    });
  }
  expect(cut).toEqual([]);
});

test('no mode tab label wraps at 320, 375, 768 or 1280 px in any locale', async ({ page }) => {
  test.setTimeout(120_000);
  const wrapped: string[] = [];
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(localized(LOCALES[0]!, '/app'));
  // One full load; each other locale is a client-side move to the same studio.
  for (const locale of LOCALES) {
    await test.step(locale, async () => {
      if (locale !== LOCALES[0]) {
        await page.setViewportSize({ width: 375, height: 740 });
        await moveTo(page, '/app', locale);
      }
      const tabs = page.getByRole('tab');
      // The six modes and the storyboard's tab, labelled in this locale.
      await expect(tabs).toHaveCount(7);
      await expect(tabs.first()).toHaveText(message(locale, 'common', 'modes.generate'));
      // The layout follows each new width.
      for (const width of [320, 375, 768, 1280]) {
        await resize(page, width, 740);
        const lines = await tabs.evaluateAll((nodes) =>
          nodes.map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            // One rectangle per line box the label occupies.
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return { label: node.textContent ?? '', lines: tops.size, overflow: node.scrollWidth > node.clientWidth };
          }),
        );
        for (const tab of lines) if (tab.lines > 1 || tab.overflow) wrapped.push(`${locale} at ${width}: ${tab.label}`);
      }
    });
  }
  expect(wrapped).toEqual([]);
});
