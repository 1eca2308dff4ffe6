/**
 * The public face: landing pages in three languages lead into the studio with their mode,
 * the home page's examples play, and nothing overflows at 375 px in German or Arabic.
 */
import type { Page } from '@playwright/test';
import { expect, message, moveTo, test } from './fixtures';

const NAMESPACES: Record<string, string> = {
  'gen3-free': 'gen3Free',
  'gen3-future': 'gen3Future',
  'vidu-studio': 'vidu',
  'use-kling-ai': 'useKlingAi',
  'use-luma-ai': 'useLumaAi',
};
const MODES: Record<string, string> = {
  'gen3-free': 'generate',
  'gen3-future': 'generate',
  'vidu-studio': 'generate',
  'use-kling-ai': 'generate',
  'use-luma-ai': 'generate',
};

for (const locale of ['en', 'ja', 'ar']) {
  test(`each landing page in ${locale} shows its headline and its call to action opens the studio`, async ({
    page,
  }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    // One full load; the other landing pages are client-side moves, which render the same page.
    await page.goto(`${prefix}/${Object.keys(MODES)[0]}`);
    for (const slug of Object.keys(MODES)) {
      await test.step(slug, async () => {
        if (slug !== Object.keys(MODES)[0]) await moveTo(page, `/${slug}`, locale);
        const ns = NAMESPACES[slug]!;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, ns, 'title'));
        await expect(page.getByTestId('landing-note')).toContainText(message(locale, ns, 'note'));
        const cta = page.getByTestId('landing-cta');
        await expect(cta).toHaveText(message(locale, ns, 'cta'));
      });
    }
    // One of them all the way into the studio: the tab of its mode is selected.
    await moveTo(page, '/vidu-studio', locale);
    await page.getByTestId('landing-cta').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/image-to-video$`));
    await expect(
      page.getByRole('tab', { name: message(locale, 'common', `modes.${MODES['vidu-studio']}`) }),
    ).toHaveAttribute('aria-selected', 'true');
    await moveTo(page, '/use-kling-ai', locale);
    await page.getByTestId('landing-cta').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/text-to-video$`));
    await expect(page.getByRole('textbox', { name: message(locale, 'app', 'prompt.labels.generate') })).toBeVisible();
  });
}

test('the home page shows the six modes with examples that play, the models and the plans', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-example]')).toHaveCount(6);
  const sound = page.locator('[data-example="sound"]');
  await sound.getByRole('button').click();
  const video = sound.locator('video');
  await expect(video).toHaveAttribute('src', '/examples/sound.mp4');
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState)).toBeGreaterThan(0);
  expect(await video.evaluate((node: HTMLVideoElement) => Math.round(node.duration))).toBe(4);
  for (const key of ['models.base.body', 'plans.title'])
    await expect(page.getByText(message('en', 'home', key))).toBeVisible();
  // This server is connected to no provider: it offers Base alone, and says so.
  await expect(page.getByText(message('en', 'home', 'models.quality.body'))).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: message('en', 'home', 'models.title_one').replace('{{count, number}}', '1') }),
  ).toBeVisible();
  await page.locator('[data-example="effect"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/video-effects$/);
});

async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1))
        out.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
    }
    return out;
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const locale of ['de', 'ar']) {
    test(`nothing overflows on the public pages in ${locale}`, async ({ page }) => {
      // One full load; the other pages are client-side moves, which lay out the same page.
      await page.goto(`/${locale}`);
      for (const path of ['/', '/pricing', '/help', '/gen3-future', '/use-kling-ai', '/edit/features']) {
        if (path !== '/') await moveTo(page, path, locale);
        expect(await overflow(page), `${locale}${path}`).toEqual([]);
      }
    });
  }
});

test('the privacy policy and the terms cover accounts, devices, cookies, uploads, payments and deletion, in English everywhere', async ({
  page,
}) => {
  await page.goto('/es/privacy-policy');
  for (const key of ['accounts', 'storage', 'uploads', 'payments', 'deletion', 'retention']) {
    await expect(
      page.getByRole('heading', { level: 2, name: message('en', 'privacyPolicy', `sections.${key}.title`) }),
    ).toBeVisible();
  }
  await expect(page.getByText(message('en', 'privacyPolicy', 'sections.collect.body'))).toContainText('device id');
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
  await page.goto('/terms-of-use');
  for (const key of ['accounts', 'content', 'generated', 'payments', 'ending']) {
    await expect(
      page.getByRole('heading', { level: 2, name: message('en', 'termsUse', `sections.${key}.title`) }),
    ).toBeVisible();
  }
});
