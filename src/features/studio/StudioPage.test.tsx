/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { StudioPage } from './StudioPage';

const router = { isReady: true, query: {} as Record<string, string>, asPath: '/app', locale: 'en' };
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('@/features/auth/account-runtime', () => ({ ensureAccount: async () => undefined }));
vi.mock('./studio-actions', () => ({
  createVideo: vi.fn(),
  createWithBody: vi.fn(),
  loadHistory: vi.fn(async () => undefined),
  loadModels: vi.fn(async () => undefined),
  loadRecord: vi.fn(),
  pollPending: vi.fn(async () => []),
  streamRecordEvents: vi.fn(() => new Promise(() => undefined)),
  uploadFile: vi.fn(),
}));
vi.mock('./storyboard/story-actions', () => ({ splitStory: vi.fn(), previewShot: vi.fn() }));

const app = messages('en', 'app');
const common = messages('en', 'common');
const i18n = await i18nFor(['app', 'common']);

beforeEach(() => {
  useStudioStore.setState({ mode: 'generate', story: false, records: [] });
  useUserStore.setState({ user: null, anonymousCredits: 10, country: 'US' });
});

describe('the studio’s story tab', () => {
  it('opens the storyboard from ?mode=story', async () => {
    router.query = { mode: 'story' };
    renderWithI18n(i18n, <StudioPage />);
    expect(await screen.findByRole('textbox', { name: app.story.text.label })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: common.modes.story })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(common.modes.story);
  });

  it('is the seventh tab: the arrow keys reach it and leave it for a mode', async () => {
    router.query = {};
    renderWithI18n(i18n, <StudioPage />);
    const upscale = screen.getByRole('tab', { name: common.modes.upscale });
    fireEvent.click(upscale);
    fireEvent.keyDown(upscale, { key: 'ArrowRight' });
    const story = screen.getByRole('tab', { name: common.modes.story });
    expect(story).toHaveAttribute('aria-selected', 'true');
    expect(story).toHaveFocus();
    expect(await screen.findByRole('textbox', { name: app.story.text.label })).toBeInTheDocument();
    fireEvent.keyDown(story, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: common.modes.generate })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: app.story.text.label })).toBeNull();
    expect(useStudioStore.getState()).toMatchObject({ mode: 'generate', story: false });
  });
});
