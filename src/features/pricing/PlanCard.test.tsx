/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { PLAN_IDS, PLANS } from '@/lib/plans';
import { PlanCard } from './PlanCard';
import { PricingPage } from './PricingPage';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/pricing', locales: ['en'] }) }));
vi.mock('@/components/PageHead', () => ({ PageHead: () => null }));

describe('PlanCard', () => {
  it.each(PLAN_IDS)("states the %s plan's head start in the queue, read from the plan table", async (id) => {
    const i18n = await i18nFor(['pricing', 'common']);
    renderWithI18n(i18n, <PlanCard plan={PLANS[id]} />);
    expect(screen.getByTestId(`queue-${id}`)).toHaveTextContent(
      `Queue priority: ${PLANS[id].queueHeadStartMinutes}-minute head start`,
    );
  });

  it('words the head start in the plural form of the language', async () => {
    const i18n = await i18nFor(['pricing', 'common'], 'ru');
    renderWithI18n(i18n, <PlanCard plan={PLANS.free} />);
    const ru = messages('ru', 'pricing');
    expect(screen.getByTestId('queue-free')).toHaveTextContent(ru.queue_one.replace('{{count, number}}', '1'));
  });
});

describe('PricingPage', () => {
  it('promises no faster queue, and says what the head start is', async () => {
    const i18n = await i18nFor(['pricing', 'common']);
    const { container } = renderWithI18n(i18n, <PricingPage />);
    expect(container).not.toHaveTextContent(/faster/i);
    expect(screen.getByTestId('queue-note')).toHaveTextContent(messages('en', 'pricing').queueNote);
    expect(screen.getByRole('link', { name: messages('en', 'pricing').queueMore })).toHaveAttribute(
      'href',
      '/help#priority',
    );
  });
});
