/** Journey: a Pro model as a free visitor opens the pricing modal (without Basic) and keeps the model. */
import { expect, message, test } from './fixtures';

const en = (key: string) => message('en', 'app', key);

test('a Pro model without a paid plan opens the pricing modal without Basic and keeps the model', async ({ page }) => {
  await page.goto('/app');
  await page.getByTestId('model-picker').click();
  const panel = page.getByTestId('model-panel');
  await expect(panel.getByRole('option')).toHaveCount(3);
  await expect(panel).toContainText(en('models.badges.pro'));
  await panel.locator('[data-model="veo-3-quality"]').click();
  const modal = page.getByTestId('pricing-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('[data-plan]')).toHaveCount(2);
  await expect(modal.locator('[data-plan="basic"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('model-picker')).toHaveText(en('models.base.name'));
  // An allowed model is taken, with its defaults (720p, 8 s), and the panel closes.
  await page.getByTestId('model-picker').click();
  await page.getByTestId('model-panel').locator('[data-model="veo-3-fast"]').click();
  await expect(page.getByTestId('model-panel')).toHaveCount(0);
  await expect(page.getByTestId('model-picker')).toHaveText(en('models.veo-3-fast.name'));
  await expect(page.getByRole('radio', { name: '720p' })).toBeChecked();
  await expect(page.getByTestId('cost')).toContainText('Costs 20 credits');
});
