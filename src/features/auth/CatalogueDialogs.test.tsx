/** @vitest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useUserStore } from '../../stores/user-store';
import { CatalogueDialogs } from './CatalogueDialogs';

const load = (ns: string) => JSON.parse(readFileSync(`public/locales/en/${ns}.json`, 'utf8'));

async function instance(namespaces: string[]) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    resources: { en: Object.fromEntries(namespaces.map((ns) => [ns, load(ns)])) },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('CatalogueDialogs', () => {
  it('shows the limit notice and closes it', async () => {
    const i18n = await instance(['common']);
    useUserStore.getState().openDialog('limit');
    render(
      <I18nextProvider i18n={i18n}>
        <CatalogueDialogs dialog="limit" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(load('common').dialogs.limit.title);
    fireEvent.click(screen.getByRole('button', { name: load('common').dialogs.limit.ok }));
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it('shows the paid plans in the pricing modal, without Basic when asked', async () => {
    const i18n = await instance(['common', 'pricing']);
    useUserStore.getState().openDialog('pricing', { hideBasic: true });
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <CatalogueDialogs dialog="pricing" />
      </I18nextProvider>,
    );
    const plans = () => within(screen.getByTestId('pricing-modal')).getAllByRole('listitem').filter((item) => item.dataset.plan).map((item) => item.dataset.plan);
    expect(plans()).toEqual(['pro', 'ultra']);
    unmount();
    useUserStore.getState().openDialog('pricing');
    render(
      <I18nextProvider i18n={i18n}>
        <CatalogueDialogs dialog="pricing" />
      </I18nextProvider>,
    );
    expect(plans()).toEqual(['basic', 'pro', 'ultra']);
  });

  it('links to the pricing page instead of showing cards when the page has no pricing texts', async () => {
    const i18n = await instance(['common']);
    useUserStore.getState().openDialog('pricing');
    render(
      <I18nextProvider i18n={i18n}>
        <CatalogueDialogs dialog="pricing" />
      </I18nextProvider>,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: load('common').dialogs.pricing.allPlans })).toHaveAttribute('href', '/pricing');
  });

  it('says what the video needs and what is left when a 430 opened the pricing modal (issue 13)', async () => {
    const i18n = await instance(['common']);
    useUserStore.getState().openDialog('pricing', { shortfall: { needed: 8, balance: 3 } });
    render(
      <I18nextProvider i18n={i18n}>
        <CatalogueDialogs dialog="pricing" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('pricing-modal')).toHaveTextContent(i18n.t('common:studio.shortfall.line', { needed: 8, balance: 3 }));
  });
});
