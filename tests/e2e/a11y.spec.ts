import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

for (const path of ['/app', '/ar/app']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('credits')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the login popup and the model panel pass axe too', async ({ page }) => {
  await page.goto('/app');
  await page.getByTestId('model-picker').click();
  let results = await new AxeBuilder({ page }).include('[data-testid="model-panel"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  results = await new AxeBuilder({ page }).include('[data-testid="login-popup"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
