/** The help page: every topic the issue names, and a search that filters as you type. */
import { expect, message, test } from './fixtures';

// The topics and questions the help page promises (its issue), written here rather than read
// from HelpPage.tsx, so a question dropped from the page fails the test.
const TOPICS = {
  credits: ['credits', 'creditsCost', 'creditsFree', 'creditsExpire'],
  plans: ['plans', 'priority', 'cancel', 'paymentFailed'],
  modes: ['modes', 'models', 'time'],
  privacy: ['privacy', 'deleteAccount'],
  sharing: ['sharing', 'privateOption', 'shareLink'],
  refunds: ['refunds', 'refundDelete'],
  signin: ['signin', 'forgot', 'videosMove'],
};

test('the help answers by topic and the search narrows them, in the page language and without accents', async ({
  page,
}) => {
  await page.goto('/help');
  for (const [topic, questions] of Object.entries(TOPICS)) {
    await expect(page.locator(`[data-topic="${topic}"]`)).toBeVisible();
    for (const question of questions)
      await expect(page.locator(`[data-topic="${topic}"] [data-question="${question}"]`)).toHaveCount(1);
  }
  await expect(page.locator('[data-question]')).toHaveCount(Object.values(TOPICS).flat().length);
  const search = page.getByRole('searchbox', { name: message('en', 'help', 'search.label') });
  await search.fill('returned');
  await expect(page.locator('[data-question="refunds"]')).toBeVisible();
  await expect(page.locator('[data-question="refunds"]')).toHaveAttribute('open', '');
  await expect(page.locator('[data-question="signin"]')).toHaveCount(0);
  await search.fill('zzzz nothing');
  await expect(page.locator('[data-question]')).toHaveCount(0);
  await expect(
    page.getByText(message('en', 'help', 'search.empty').replace('{{query}}', 'zzzz nothing')),
  ).toBeVisible();

  await page.goto('/fr/help');
  const recherche = page.getByRole('searchbox', { name: message('fr', 'help', 'search.label') });
  // "echoue" without accents finds "échoue".
  await recherche.fill('echoue');
  await expect(page.locator('[data-question="refunds"]')).toBeVisible();
  await expect(page.locator('[data-question="sharing"]')).toHaveCount(0);
  // French writes the typographic apostrophe; a keyboard's straight one finds it.
  expect(message('fr', 'help', 'faq.forgot.q')).toContain('J’ai');
  await recherche.fill("j'ai oublie");
  await expect(page.locator('[data-question="forgot"]')).toBeVisible();
  await expect(page.locator('[data-question="sharing"]')).toHaveCount(0);
});

test("the pricing page's queue link opens the help's answer on queue priority, with each plan's head start", async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: message('en', 'pricing', 'queueMore') }).click();
  await expect(page).toHaveURL(/\/help#priority$/);
  const answer = page.locator('[data-question="priority"]');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer).toContainText('Ultra 10 minutes');
});
