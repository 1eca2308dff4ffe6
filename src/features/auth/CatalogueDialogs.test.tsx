/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { ANONYMOUS_RIGHTS, PLANS } from '@/lib/plans';
import { useUserStore } from '@/stores/user-store';
import { fixtureUser } from '../../../tests/support/client-fixtures';
import { CatalogueDialogs } from './CatalogueDialogs';

const load = (ns: string) => messages('en', ns);
const instance = (namespaces: string[]) => i18nFor(namespaces);

describe('CatalogueDialogs', () => {
  it('shows the limit notice and closes it', async () => {
    const i18n = await instance(['common']);
    useUserStore.getState().openDialog('limit');
    renderWithI18n(i18n, <CatalogueDialogs dialog="limit" />);
    expect(screen.getByRole('heading')).toHaveTextContent(load('common').dialogs.limit.title);
    fireEvent.click(screen.getByRole('button', { name: load('common').dialogs.limit.ok }));
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it('shows the paid plans in the pricing modal, without Basic when asked', async () => {
    const i18n = await instance(['common', 'pricing']);
    useUserStore.getState().openDialog('pricing', { hideBasic: true });
    const { unmount } = renderWithI18n(i18n, <CatalogueDialogs dialog="pricing" />);
    const plans = () =>
      within(screen.getByTestId('pricing-modal'))
        .getAllByRole('listitem')
        .filter((item) => item.dataset.plan)
        .map((item) => item.dataset.plan);
    expect(plans()).toEqual(['pro', 'ultra']);
    unmount();
    useUserStore.getState().openDialog('pricing');
    renderWithI18n(i18n, <CatalogueDialogs dialog="pricing" />);
    expect(plans()).toEqual(['basic', 'pro', 'ultra']);
  });

  it('links to the pricing page instead of showing cards when the page has no pricing texts', async () => {
    const i18n = await instance(['common']);
    useUserStore.getState().openDialog('pricing');
    renderWithI18n(i18n, <CatalogueDialogs dialog="pricing" />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: load('common').dialogs.pricing.allPlans })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('says what the video needs and what is left when a 430 opened the pricing modal (issue 13)', async () => {
    const i18n = await instance(['common']);
    useUserStore.getState().openDialog('pricing', { shortfall: { needed: 8, balance: 3 } });
    renderWithI18n(i18n, <CatalogueDialogs dialog="pricing" />);
    expect(screen.getByTestId('pricing-modal')).toHaveTextContent(
      i18n.t('common:studio.shortfall.line', { needed: 8, balance: 3 }),
    );
  });

  it.each([
    ['a visitor', null, ANONYMOUS_RIGHTS.concurrentJobs],
    ['a Pro user', fixtureUser('pro'), PLANS.pro.concurrentJobs],
  ] as const)(
    'tells %s how many videos they can make at once, and offers a plan that makes more',
    async (_who, user, limit) => {
      const i18n = await instance(['common']);
      useUserStore.setState({ user });
      useUserStore.getState().openDialog('concurrent');
      renderWithI18n(i18n, <CatalogueDialogs dialog="concurrent" />);
      const dialog = screen.getByTestId('concurrent-jobs');
      expect(screen.getByRole('heading')).toHaveTextContent(load('common').dialogs.concurrent.title);
      expect(dialog).toHaveTextContent(i18n.t('common:dialogs.concurrent.body', { count: limit }));
      expect(dialog).toHaveTextContent(load('common').dialogs.concurrent.more);
      expect(within(dialog).getByRole('link', { name: load('common').dialogs.concurrent.plans })).toHaveAttribute(
        'href',
        '/pricing',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: load('common').dialogs.concurrent.ok }));
      expect(useUserStore.getState().dialog).toBeNull();
    },
  );

  it('offers no upgrade to an Ultra user, whose plan makes the most at once', async () => {
    const i18n = await instance(['common']);
    useUserStore.setState({ user: fixtureUser('pro', { plan: 'ultra', vipLevel: 5 }) });
    useUserStore.getState().openDialog('concurrent');
    renderWithI18n(i18n, <CatalogueDialogs dialog="concurrent" />);
    const dialog = screen.getByTestId('concurrent-jobs');
    expect(dialog).toHaveTextContent(i18n.t('common:dialogs.concurrent.body', { count: PLANS.ultra.concurrentJobs }));
    expect(dialog).not.toHaveTextContent(load('common').dialogs.concurrent.more);
    expect(within(dialog).queryByRole('link', { name: load('common').dialogs.concurrent.plans })).toBeNull();
  });
});
