import AxeBuilder from '@axe-core/playwright';
import { expect, filled, message, test } from './fixtures';

for (const path of ['/app', '/ar/app']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('credits')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('the login popup and the model panel pass axe too', async ({ page }) => {
  await page.goto('/app');
  await page.getByTestId('model-picker').click();
  let results = await new AxeBuilder({ page }).include('[data-testid="model-panel"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
  await page.keyboard.press('Escape');
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  results = await new AxeBuilder({ page }).include('[data-testid="login-popup"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});

test('the template dialog passes axe', async ({ page }) => {
  await page.goto('/video-effects');
  await page.getByTestId('template-button').click();
  await expect(page.getByTestId('template-dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[data-testid="template-dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});

test('the keyboard alone reaches every control of the studio, in order', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByTestId('credits')).toBeVisible();
  await page.getByRole('tab', { name: message('en', 'common', 'modes.generate') }).focus();
  const seen: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    seen.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const label =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          '';
        return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}:${(element as HTMLInputElement).type ?? ''}:${label.trim()}`;
      }),
    );
    await page.keyboard.press('Tab');
  }
  const app = (key: string) => message('en', 'app', key);
  const expected = [
    `tab:button:${message('en', 'common', 'modes.generate')}`,
    `button:button:${app('models.base.name')}`,
    `textarea:textarea:${app('prompt.labels.generate')}`,
    `input:file:${app('images.add')}`,
    'input:radio:16:9',
    `input:radio:${filled('en', app('duration.seconds_other'), { count: 5 })}`,
    'input:radio:360p',
    `switch:checkbox:${app('autoSound.label')}`,
    `switch:checkbox:${app('autoSpeech.label')}`,
    `button:submit:${app('generate')}`,
  ];
  const positions = expected.map((entry) => seen.indexOf(entry));
  expect(
    positions.filter((position) => position < 0).length,
    `not reached: ${expected.filter((_, i) => positions[i]! < 0).join(', ')}\nseen: ${seen.join(' | ')}`,
  ).toBe(0);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});
