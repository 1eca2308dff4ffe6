/**
 * Journey: the model picker on a server without GEMINI_API_KEY (the test server). The remote
 * models (Veo, Gemini Omni Flash) are listed, greyed with their reason (GET /api/v1/models, issue 13 item 15), and can
 * neither be picked nor sell a plan for a model this server cannot run; base stays. SPEC's Pro
 * check (pricing modal without Basic) for runnable models is covered by ModelPicker.test.tsx and
 * session-ready.test.tsx.
 */
import { CORE_MODELS } from '@/lib/models';
import { expect, message, test } from './fixtures';

const en = (key: string) => message('en', 'app', key);

test('models this server cannot run are greyed with the reason and never picked', async ({ page }) => {
  const creates: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/video/create')) creates.push(request.postDataJSON());
  });
  await page.goto('/app');
  await page.getByTestId('model-picker').click();
  const panel = page.getByTestId('model-panel');
  // SPEC's and Google's models; no hosted provider (fal, Replicate, ComfyUI) is configured, so none is shown.
  await expect(panel.getByRole('option')).toHaveCount(CORE_MODELS.length);
  for (const provider of ['fal', 'replicate', 'comfyui'])
    await expect(panel.getByTestId(`model-group-${provider}`)).toHaveCount(0);
  await expect(panel).toContainText(en('models.badges.pro'));
  for (const { id } of CORE_MODELS.filter((model) => model.provider !== 'local')) {
    await expect(panel.locator(`[data-model="${id}"]`)).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByTestId(`model-reason-${id}`)).toHaveText(en('studio.modelReasons.not-configured'));
    // Nothing serves it here, so no "runs on" line.
    await expect(panel.getByTestId(`model-served-by-${id}`)).toHaveCount(0);
  }
  await expect(panel.locator('[data-model="base"]')).not.toHaveAttribute('aria-disabled', 'true');
  // aria-disabled: Playwright would wait for it to become enabled; a user can still click it.
  await panel.locator('[data-model="veo-3-quality"]').click({ force: true });
  await panel.locator('[data-model="veo-3-fast"]').click({ force: true });
  await expect(page.getByTestId('pricing-modal')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('model-picker')).toHaveText(en('models.base.name'));
  await expect(page.getByTestId('cost')).toContainText('Costs 2 credits');
  expect(creates).toEqual([]);
});
