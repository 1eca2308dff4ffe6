/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { SHIPPED_MODELS } from '@/lib/catalogue';
import { setCatalogue } from '@/lib/models';
import type { Mode } from '@/lib/modes';
import { defaultParams } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { StudioForm } from './StudioForm';
import { createVideo } from './studio-actions';
import toast from 'react-hot-toast';
import { fixtureUser } from '../../../tests/support/client-fixtures';

vi.mock('./studio-actions', () => ({
  createVideo: vi.fn(),
  uploadFile: vi.fn(),
  loadModels: vi.fn(async () => undefined),
}));
// The real widget needs workers; here it stands for a solved challenge.
vi.mock('@/features/auth/CaptchaWidget', () => ({
  CaptchaWidget: ({ onVerified }: { onVerified: (payload: string) => void }) => (
    <button type="button" onClick={() => onVerified('solved-payload')}>
      solve captcha
    </button>
  ),
}));

const resources = { en: { app: messages('en', 'app'), common: messages('en', 'common') } };
const i18n = await i18nFor(['app', 'common']);

function renderForm(mode: Mode) {
  useStudioStore.setState({ mode, params: defaultParams(), generating: false, records: [] });
  renderWithI18n(i18n, <StudioForm panelId="panel" mode={mode} />);
}

const cost = () => screen.getByTestId('cost');
const freeUser = fixtureUser('free');

describe('the cost beside Generate', () => {
  beforeEach(() => {
    useUserStore.setState({ user: freeUser, anonymousCredits: null, country: 'US' });
  });

  it('follows quality, duration, auto sound and auto speech live (SPEC §9)', () => {
    renderForm('generate');
    expect(cost()).toHaveTextContent('Costs 2 credits');
    expect(cost()).toHaveTextContent('You have 27 credits');
    fireEvent.click(screen.getByRole('radio', { name: '720p' }));
    expect(cost()).toHaveTextContent('Costs 4 credits');
    fireEvent.click(screen.getByRole('radio', { name: '8 s' }));
    expect(cost()).toHaveTextContent('Costs 8 credits');
    fireEvent.click(screen.getByRole('switch', { name: resources.en.app.autoSound.label }));
    expect(cost()).toHaveTextContent('Costs 12 credits');
    fireEvent.click(screen.getByRole('switch', { name: resources.en.app.autoSpeech.label }));
    expect(cost()).toHaveTextContent('Costs 20 credits');
    fireEvent.click(screen.getByRole('radio', { name: '5 s' }));
    // 720p at 5 s (4) + auto sound 5 s (2) + auto speech 5 s (6).
    expect(cost()).toHaveTextContent('Costs 12 credits');
  });

  it('prices speech by the length of its text', () => {
    renderForm('speech');
    act(() =>
      useStudioStore.getState().setParams({
        source: { recordId: 'rec_1', url: '/media/videos/rec_1/video.mp4', duration: 5, quality: '360p' },
      }),
    );
    const text = screen.getByRole('textbox', { name: resources.en.app.prompt.labels.speech });
    fireEvent.change(text, { target: { value: 'x'.repeat(50) } });
    expect(cost()).toHaveTextContent('Costs 6 credits');
    fireEvent.change(text, { target: { value: 'x'.repeat(51) } });
    expect(cost()).toHaveTextContent('Costs 9 credits');
    fireEvent.change(text, { target: { value: 'x'.repeat(151) } });
    expect(cost()).toHaveTextContent('Costs 15 credits');
  });

  it('says 1 credit in the singular and shows an anonymous balance', () => {
    useUserStore.setState({ user: null, anonymousCredits: 1 });
    renderForm('sound');
    // Sound is priced by the source's length: nothing to show before one is chosen.
    expect(cost()).toHaveTextContent(resources.en.app.cost.pending);
    act(() =>
      useStudioStore.getState().setParams({
        source: { recordId: 'rec_1', url: '/media/videos/rec_1/video.mp4', duration: 5, quality: '360p' },
      }),
    );
    expect(cost()).toHaveTextContent('Costs 1 credit');
    expect(cost()).toHaveTextContent('You have 1 credit');
    expect(cost()).not.toHaveTextContent('1 credits');
  });
});

describe('answers to Generate (issue 13, 14)', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, anonymousCredits: 10, country: 'US', status: 'ready' });
    vi.mocked(createVideo).mockReset();
  });

  it('closes the captcha dialog when the create it was for is refused', async () => {
    vi.mocked(createVideo)
      .mockResolvedValueOnce({ type: 'captcha', failed: false })
      .mockResolvedValueOnce({ type: 'error' });
    renderForm('generate');
    fireEvent.change(screen.getByRole('textbox', { name: resources.en.app.prompt.labels.generate }), {
      target: { value: 'a red kite' },
    });
    fireEvent.click(screen.getByRole('button', { name: resources.en.app.generate }));
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    await waitFor(() => expect(createVideo).toHaveBeenLastCalledWith('generate', expect.anything(), 'solved-payload'));
    await waitFor(() => expect(screen.queryByTestId('create-verify')).toBeNull());
  });

  it('says why moderation refused a prompt in the page language, not the server English', async () => {
    const spy = vi.spyOn(toast, 'error');
    vi.mocked(createVideo).mockResolvedValueOnce({
      type: 'rejected',
      message: 'The prompt was rejected by content moderation: graphic violence',
      reason: 'violence',
    });
    renderForm('generate');
    fireEvent.change(screen.getByRole('textbox', { name: resources.en.app.prompt.labels.generate }), {
      target: { value: 'gore' },
    });
    fireEvent.click(screen.getByRole('button', { name: resources.en.app.generate }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(resources.en.common.studio.moderation.violence));
  });
});

describe('a hosted model in the form (issue 19)', () => {
  beforeAll(() => setCatalogue(SHIPPED_MODELS));
  afterAll(() => setCatalogue(undefined));
  beforeEach(() => {
    useUserStore.setState({ user: freeUser, anonymousCredits: null, country: 'US' });
  });

  it('offers only what the model makes, one image, no sound switches of ours, at its own price', () => {
    renderForm('generate');
    act(() => useStudioStore.getState().setModel('fal-hailuo-02-standard'));
    const app = resources.en.app;
    // Hailuo 02 Standard: 16:9 only, 6 or 10 s, 720p, one starting image; 3 credits a second.
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    for (const name of ['16:9', '6 s', '10 s', '720p']) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByText(app.images.labelOne)).toBeInTheDocument();
    expect(screen.getByText(app.images.addOne)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: app.autoSound.label })).toBeNull();
    expect(cost()).toHaveTextContent('Costs 18 credits');
    fireEvent.click(screen.getByRole('radio', { name: '10 s' }));
    expect(cost()).toHaveTextContent('Costs 30 credits');
  });
});
