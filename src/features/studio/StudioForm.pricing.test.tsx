/** @vitest-environment jsdom */
/**
 * Issue 13 item 10/11/12: the real StudioForm, driven through each mode and switch of the
 * shared table (tests/support/pricing-cases.ts), shows the price SPEC §9 gives and sends a body
 * that carries every switch it priced. The server side of the same table (the credits charged
 * for that body) is tests/integration/studio-pricing.test.ts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { PRICING_CASES, SOURCE_HEIGHT, SOURCE_SECONDS, SOURCE_WIDTH } from '../../../tests/support/pricing-cases';
import type { Mode } from '@/lib/modes';
import { defaultParams } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { StudioForm } from './StudioForm';
import { fixtureUser } from '../../../tests/support/client-fixtures';

const posted: { path: string; body: Record<string, unknown> }[] = [];
const apiClient = {
  post: vi.fn(async (path: string, body: Record<string, unknown>) => {
    posted.push({ path, body });
    return { recordId: 'rec_new' };
  }),
  get: vi.fn(async (path: string) =>
    path === '/api/v1/models' ? [] : { id: 'rec_new', state: 'queued', createTimestamp: Date.now(), generateParam: {} },
  ),
  upload: vi.fn(async (_path: string, form: FormData) =>
    form.get('kind') === 'video'
      ? {
          url: '/media/uploads/clip/file.mp4',
          duration: SOURCE_SECONDS + 0.04,
          width: SOURCE_WIDTH,
          height: SOURCE_HEIGHT,
        }
      : { url: '/media/uploads/img/file.png', duration: null, width: 640, height: 360 },
  ),
};
const carryOut = vi.fn();
vi.mock('@/features/auth/account-runtime', () => ({
  apiClient: () => apiClient,
  ensureAccount: async () => undefined,
  refreshCredits: async () => undefined,
  carryOut,
}));

const resources = { en: { app: messages('en', 'app'), common: messages('en', 'common') } };
const i18n = await i18nFor(['app', 'common']);
const app = resources.en.app;

const proUser = fixtureUser('pro', { credits: 5000 });

function renderForm(mode: Mode) {
  useStudioStore.setState({ mode, params: defaultParams(), generating: false, records: [] });
  return renderWithI18n(i18n, <StudioForm panelId="panel" mode={mode} />);
}

const cost = () => screen.getByTestId('cost');

beforeEach(() => {
  posted.length = 0;
  carryOut.mockReset();
  useUserStore.setState({ user: proUser, anonymousCredits: null, country: 'US', status: 'ready' });
});

describe('price shown, body sent (shared table with the server test)', () => {
  it.each(PRICING_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const { mode, steps } = testCase;
    renderForm(mode);
    if (['sound', 'speech', 'extend', 'upscale'].includes(mode)) {
      const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });
      fireEvent.change(screen.getByLabelText(app.source.upload), { target: { files: [file] } });
      await waitFor(() => expect(useStudioStore.getState().params.source).not.toBeNull());
    }
    if (mode === 'effect')
      act(() =>
        useStudioStore.getState().setParams({ imgUrls: ['/media/uploads/img/file.png'], effectTemplateId: 'glitch' }),
      );
    if (steps.prompt)
      fireEvent.change(screen.getByRole('textbox', { name: app.prompt.labels[mode] }), {
        target: { value: steps.prompt },
      });
    if (steps.quality) fireEvent.click(screen.getByRole('radio', { name: steps.quality }));
    if (steps.duration) fireEvent.click(screen.getByRole('radio', { name: `${steps.duration} s` }));
    if (steps.autoSound) fireEvent.click(screen.getByRole('switch', { name: app.autoSound.label }));
    if (steps.autoSpeech) fireEvent.click(screen.getByRole('switch', { name: app.autoSpeech.label }));
    if (steps.trim)
      fireEvent.change(screen.getByRole('slider', { name: app.studio.trim.label }), {
        target: { value: String(steps.trim) },
      });

    expect(cost()).toHaveTextContent(`Costs ${testCase.price} credit`);
    fireEvent.click(screen.getByRole('button', { name: app.generate }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const { path, body } = posted[0]!;
    expect(path).toBe('/api/v1/video/create');
    expect(body).toMatchObject({ operationType: mode, ...testCase.body });
    // A switch the form does not show is not sent as on.
    if (!steps.autoSound) expect(body.autoSoundFlag ?? false).toBe(false);
    if (!steps.autoSpeech) expect(body.autoSpeechFlag ?? false).toBe(false);
    if (!steps.trim && (mode === 'sound' || mode === 'speech')) expect(body).not.toHaveProperty('customizeDuration');
  });
});

describe('an uploaded source video', () => {
  it('is priced by its measured length and shows the quality an upscale makes of it', async () => {
    renderForm('upscale');
    expect(cost()).toHaveTextContent(app.cost.pending);
    fireEvent.change(screen.getByLabelText(app.source.upload), {
      target: { files: [new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' })] },
    });
    // 12 s is longer than 5 s: 16 credits (API.md), and a 720-line clip becomes 1080p.
    await waitFor(() => expect(cost()).toHaveTextContent('Costs 16 credits'));
    expect(screen.getByTestId('upscale-target')).toHaveTextContent('720p → 1080p');
  });

  it('offers sound only the seconds the video has, whole by default', async () => {
    renderForm('sound');
    fireEvent.change(screen.getByLabelText(app.source.upload), {
      target: { files: [new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' })] },
    });
    const slider = await screen.findByRole('slider', { name: app.studio.trim.label });
    expect(slider).toHaveAttribute('max', String(Math.ceil(SOURCE_SECONDS + 0.04)));
    expect(slider).toHaveAttribute('min', '1');
    expect(screen.getByTestId('trim-value')).toHaveTextContent(`${SOURCE_SECONDS} s`);
  });
});

describe('a prompt longer than 2,000 characters', () => {
  it('is cut to 2,000 and the page says so', () => {
    renderForm('generate');
    expect(screen.queryByTestId('prompt-shortened')).toBeNull();
    const field = screen.getByRole('textbox', { name: app.prompt.labels.generate });
    fireEvent.change(field, { target: { value: 'y'.repeat(2500) } });
    expect(useStudioStore.getState().params.prompt).toHaveLength(2000);
    expect(screen.getByTestId('prompt-shortened')).toHaveTextContent('Your prompt was shortened to 2,000 characters.');
    fireEvent.change(field, { target: { value: 'short again' } });
    expect(screen.queryByTestId('prompt-shortened')).toBeNull();
  });
});

describe('a balance the page knows is too low (issue 13)', () => {
  it('answers as a 430 would, with what the video needs and what is left, without a call or a captcha', async () => {
    useUserStore.setState({ user: null, anonymousCredits: 1, anonymousFreeGrant: 'network' });
    renderForm('generate');
    fireEvent.change(screen.getByRole('textbox', { name: app.prompt.labels.generate }), {
      target: { value: 'a red kite' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '720p' }));
    fireEvent.click(screen.getByRole('button', { name: app.generate }));
    await waitFor(() => expect(carryOut).toHaveBeenCalledTimes(1));
    expect(carryOut).toHaveBeenCalledWith({
      type: 'login-popup',
      shortfall: { needed: 4, balance: 1, freeGrant: 'network' },
    });
    expect(posted).toHaveLength(0);
    expect(screen.queryByTestId('create-verify')).toBeNull();
  });

  it('leaves a signed-in user to the server, which answers in API.md order (460 before 430)', async () => {
    useUserStore.setState({ user: { ...proUser, vipLevel: 0, vipFlag: false, plan: 'free', credits: 3 } });
    renderForm('generate');
    fireEvent.change(screen.getByRole('textbox', { name: app.prompt.labels.generate }), {
      target: { value: 'a red kite' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '8 s' }));
    fireEvent.click(screen.getByRole('button', { name: app.generate }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(carryOut).not.toHaveBeenCalled();
  });
});
