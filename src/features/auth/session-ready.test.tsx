/** @vitest-environment jsdom */
/**
 * Issue 13 item 16: every action that needs the session waits for it. Each test clicks while the
 * session is still loading (user-info under way, so the store says "no user"), then lets it load
 * as a signed-in paid user, and checks the action did what that user asked, not the sign-in
 * dialog or the pricing modal.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { defaultParams } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { type UserInfo, useUserStore } from '@/stores/user-store';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { fixtureUser } from '../../../tests/support/client-fixtures';

const session = vi.hoisted(() => {
  let release: () => void = () => undefined;
  return {
    gate: Promise.resolve(),
    hold() {
      this.gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
});
const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('./account-runtime', () => ({
  ensureAccount: () => session.gate,
  apiClient: () => api,
  refreshCredits: async () => undefined,
  carryOut: vi.fn(),
}));

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const i18n = await i18nFor(['common', 'app', 'pricing']);
const app = messages('en', 'app');
const pricing = messages('en', 'pricing');

const proUser = fixtureUser('pro', { credits: 500 });
const basicUser: UserInfo = { ...proUser, vipLevel: 1, vipFlag: false, plan: 'basic' };

function wrap(node: ReactElement) {
  return renderWithI18n(i18n, node);
}

/** The session is loading: no user in the store yet. */
function loading() {
  session.hold();
  useUserStore.setState({
    status: 'loading',
    user: null,
    anonymousCredits: null,
    dialog: null,
    dialogOptions: {},
    country: 'US',
  });
}

/** user-info answers: the store holds the user, then the boot resolves. */
async function loaded(user: UserInfo) {
  await act(async () => {
    useUserStore.setState({ user, status: 'ready' });
    session.release();
  });
}

beforeEach(() => {
  api.post.mockReset();
  api.get.mockReset();
});

describe('actions wait for the session', () => {
  it('a plan on /pricing opens the subscribe popup for a signed-in user, not the sign-in dialog', async () => {
    loading();
    const { PlanGrid } = await import('@/features/pricing/PlanGrid');
    wrap(<PlanGrid />);
    fireEvent.click(screen.getByRole('button', { name: pricing.choose.replace('{{plan}}', pricing.plans.ultra) }));
    await loaded(proUser);
    expect(await screen.findByTestId('subscribe-popup')).toBeInTheDocument();
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it('subscribe goes to checkout once the session is there', async () => {
    loading();
    api.post.mockResolvedValue({ url: 'https://checkout.example/session' });
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
    const { SubscribeDialog } = await import('@/features/pricing/SubscribeDialog');
    wrap(<SubscribeDialog plan="pro" interval="monthly" onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: pricing.subscribe.continue }));
    await act(async () => undefined);
    expect(api.post).not.toHaveBeenCalled();
    await loaded(basicUser);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/api/v1/billing/checkout', {
        plan: 'pro',
        interval: 'monthly',
        locale: 'en',
      }),
    );
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it('the billing portal is asked for only with the session', async () => {
    loading();
    api.post.mockResolvedValue({ url: 'https://portal.example/session' });
    const { openPortal } = await import('@/features/account/account-actions');
    const opening = openPortal('en');
    await act(async () => undefined);
    expect(api.post).not.toHaveBeenCalled();
    await loaded(proUser);
    await opening;
    expect(api.post).toHaveBeenCalledWith('/api/v1/billing/portal', { locale: 'en' });
  });

  it('share is asked for only with the session', async () => {
    loading();
    api.get.mockResolvedValue({ shareUrl: 'http://localhost/app/rec_1' });
    const { shareRecord } = await import('@/features/studio/studio-actions');
    const sharing = shareRecord('rec_1', 'en');
    await act(async () => undefined);
    expect(api.get).not.toHaveBeenCalled();
    await loaded(proUser);
    await expect(sharing).resolves.toBe(`${window.location.origin}/app/rec_1`);
  });

  it("extend's paid check lets a Pro user through instead of opening the plans", async () => {
    loading();
    api.post.mockResolvedValue({ recordId: 'rec_new' });
    api.get.mockResolvedValue({ id: 'rec_new', state: 'queued', createTimestamp: Date.now(), generateParam: {} });
    useStudioStore.setState({
      mode: 'extend',
      params: {
        ...defaultParams(),
        prompt: 'and then it rains',
        source: { recordId: 'rec_1', url: '/media/v.mp4', duration: 5, quality: '360p' },
      },
      generating: false,
      records: [],
    });
    const { StudioForm } = await import('@/features/studio/StudioForm');
    wrap(<StudioForm panelId="panel" mode="extend" />);
    fireEvent.click(screen.getByRole('button', { name: app.generate }));
    await loaded(proUser);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/v1/video/create',
        expect.objectContaining({ operationType: 'extend' }),
        expect.anything(),
      ),
    );
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it("the model picker's Pro check lets a paid user pick the Pro model", async () => {
    loading();
    useStudioStore.setState({ models: null });
    api.get.mockResolvedValue([]);
    const { ModelPicker } = await import('@/features/studio/ModelPicker');
    const onPick = vi.fn();
    wrap(<ModelPicker model="base" onPick={onPick} />);
    fireEvent.click(screen.getByTestId('model-picker'));
    fireEvent.click(screen.getByRole('option', { name: new RegExp(app.models['veo-3-quality'].name) }));
    await loaded(proUser);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('veo-3-quality'));
    expect(useUserStore.getState().dialog).toBeNull();
  });
});
