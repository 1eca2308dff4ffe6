/** Journey: share copies the right link (en and es), and the share page plays for a signed-out visitor. */
import { expect, message, test } from './fixtures';
import { generate, signedIn } from './studio-helpers';

test('share copies the link in the page language, and the share page plays for a signed-out visitor', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(context, baseURL!);
  await page.goto('/es/app');
  await generate(page, 'a lighthouse at dusk with waves', '360p', 'es');
  const card = page.getByTestId('history').locator('li[data-record]').first();
  await expect(card).toHaveAttribute('data-state', 'success', { timeout: 60_000 });
  const id = await card.getAttribute('data-record');
  await card.getByRole('button', { name: message('es', 'app', 'history.share') }).click();
  await expect(page.getByRole('status').filter({ hasText: message('es', 'app', 'history.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/es/app/${id}`);

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  const response = await shared.goto(`${baseURL}/es/app/${id}`);
  expect(response?.status()).toBe(200);
  const video = shared.getByTestId('shared-video');
  await expect(video).toBeVisible();
  await expect(shared.locator('meta[property="og:video"]')).toHaveAttribute(
    'content',
    /\/media\/videos\/.+\/video\.mp4$/,
  );
  await expect(shared.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
  const src = await video.getAttribute('src');
  expect((await shared.request.get(`${baseURL}${src}`, { headers: { range: 'bytes=0-9' } })).status()).toBe(206);
  await expect(shared.getByRole('link', { name: message('es', 'app', 'share.cta') })).toBeVisible();
  // An unshared record is not there for anyone else.
  expect((await shared.goto(`${baseURL}/app/rec_doesnotexist0000`))?.status()).toBe(404);
  await visitor.close();
});
