/** The help page: every topic the issue names, and a search that filters as you type. */
import { HELP_TOPICS } from '../../src/features/help/HelpPage';
import { expect, message, test } from './fixtures';

test('the help answers by topic and the search narrows them, in the page language and without accents', async ({ page }) => {
  await page.goto('/help');
  for (const topic of Object.keys(HELP_TOPICS)) await expect(page.locator(`[data-topic="${topic}"]`)).toBeVisible();
  const all = Object.values(HELP_TOPICS).flat().length;
  await expect(page.locator('[data-question]')).toHaveCount(all);
  const search = page.getByRole('searchbox', { name: message('en', 'help', 'search.label') });
  await search.fill('refund');
  await expect(page.locator('[data-question="refunds"]')).toBeVisible();
  await expect(page.locator('[data-question="refunds"]')).toHaveAttribute('open', '');
  await expect(page.locator('[data-question="signin"]')).toHaveCount(0);
  await search.fill('zzzz nothing');
  await expect(page.locator('[data-question]')).toHaveCount(0);
  await expect(page.getByText(message('en', 'help', 'search.empty').replace('{{query}}', 'zzzz nothing'))).toBeVisible();

  await page.goto('/fr/help');
  const recherche = page.getByRole('searchbox', { name: message('fr', 'help', 'search.label') });
  // "echoue" without accents finds "échoue".
  await recherche.fill('echoue');
  await expect(page.locator('[data-question="refunds"]')).toBeVisible();
  await expect(page.locator('[data-question="sharing"]')).toHaveCount(0);
});
