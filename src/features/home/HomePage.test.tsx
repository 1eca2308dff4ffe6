/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { HomePage } from './HomePage';

vi.mock('@/components/PageHead', () => ({ PageHead: () => null }));

describe('HomePage models', () => {
  it.each([1, 4, 17])('counts the %i models this server offers, not a fixed three', async (count) => {
    const i18n = await i18nFor(['home', 'common']);
    renderWithI18n(
      i18n,
      <HomePage offeredModels={Array.from({ length: count }, (_, n) => (n === 0 ? 'base' : `model-${n}`))} />,
    );
    const home = messages('en', 'home');
    const title = (count === 1 ? home.models.title_one : home.models.title_other).replace(
      '{{count, number}}',
      String(count),
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByText(/three models/i)).toBeNull();
  });

  it('says the count in the plural form of the language', async () => {
    const i18n = await i18nFor(['home', 'common'], 'ar');
    renderWithI18n(i18n, <HomePage offeredModels={['base', 'veo-3-fast']} />);
    expect(screen.getByRole('heading', { name: messages('ar', 'home').models.title_two })).toBeInTheDocument();
  });

  it("describes every model of SPEC's and Google's catalogue the server offers, Gemini Omni Flash included", async () => {
    const i18n = await i18nFor(['home', 'common']);
    const all = ['base', 'veo-3-fast', 'veo-3-quality', 'gemini-omni-flash'];
    renderWithI18n(i18n, <HomePage offeredModels={all} />);
    const home = messages('en', 'home');
    for (const card of ['base', 'fast', 'quality', 'omni'])
      expect(screen.getByRole('heading', { name: home.models[card].title })).toBeInTheDocument();
  });

  it('shows no card of a model this server cannot run', async () => {
    const i18n = await i18nFor(['home', 'common']);
    renderWithI18n(i18n, <HomePage offeredModels={['base']} />);
    const home = messages('en', 'home');
    expect(screen.getByRole('heading', { name: home.models.base.title })).toBeInTheDocument();
    for (const card of ['fast', 'quality', 'omni'])
      expect(screen.queryByRole('heading', { name: home.models[card].title })).toBeNull();
  });
});
