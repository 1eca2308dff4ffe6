/** @vitest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import type { VideoRecord } from '@/lib/video-record';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { History } from './History';
import { deleteRecords } from './studio-actions';
import { FIXTURE_NOW, fixtureRecord } from '../../../tests/support/client-fixtures';

vi.mock('./studio-actions', () => ({
  deleteRecords: vi.fn(async () => 0),
  loadHistory: vi.fn(async () => undefined),
  loadRecord: vi.fn(),
  pollPending: vi.fn(async () => []),
  shareRecord: vi.fn(),
}));

const resources = { en: { app: messages('en', 'app'), common: messages('en', 'common') } };
const i18n = await i18nFor(['app', 'common']);

const NOW = FIXTURE_NOW;

const record = fixtureRecord;

function renderHistory(records: VideoRecord[]) {
  useStudioStore.setState({ records, page: 1, pages: 1, durationFilter: null });
  useUserStore.setState({ status: 'idle', user: null, anonymousCredits: 10 });
  renderWithI18n(i18n, <History />);
}

describe('History', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(deleteRecords).mockClear();
  });

  it('shows progress as elapsed / 90 s, the time left, and keeps counting each second', () => {
    renderHistory([record('a', { state: 'processing', createTimestamp: NOW - 45_000, videoUrl: null })]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('50%');
    expect(status).toHaveTextContent('About 45 seconds left');
    expect(within(status).getByRole('progressbar')).toHaveAttribute('value', '50');
    act(() => vi.advanceTimersByTime(9_000));
    expect(status).toHaveTextContent('60%');
    expect(status).toHaveTextContent('About 36 seconds left');
  });

  it('caps the progress at 99 % for a job that runs longer than expected', () => {
    renderHistory([record('a', { state: 'queued', createTimestamp: NOW - 300_000, videoUrl: null })]);
    expect(screen.getByRole('status')).toHaveTextContent('99%');
  });

  it("follows the server's estimate from the render's start, and says it is almost done past it", () => {
    renderHistory([
      record('a', {
        state: 'processing',
        createTimestamp: NOW - 5000,
        startedAt: NOW - 1000,
        etaSeconds: 4,
        videoUrl: null,
      }),
    ]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('25%');
    expect(status).toHaveTextContent('About 3 seconds left');
    act(() => vi.advanceTimersByTime(4_000));
    expect(status).toHaveTextContent('99%');
    expect(status).toHaveTextContent('Almost done…');
  });

  it('says why a video failed and that its credits came back', () => {
    renderHistory([record('a', { state: 'fail', failMsg: 'The renderer stopped.', cost: 4, videoUrl: null })]);
    expect(screen.getByText(/The renderer stopped\./)).toHaveTextContent('4 credits');
  });

  it('deletes several videos at once after one confirmation', async () => {
    renderHistory([record('a'), record('b'), record('c')]);
    fireEvent.click(screen.getByRole('button', { name: resources.en.app.history.select }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “video a”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “video c”' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: resources.en.app.history.deleteSelected }));
    const dialog = screen.getByTestId('delete-confirm');
    expect(dialog).toHaveTextContent('Delete 2 videos?');
    fireEvent.click(within(dialog).getByRole('button', { name: resources.en.app.history.confirm.delete }));
    expect(deleteRecords).toHaveBeenCalledTimes(1);
    expect(deleteRecords).toHaveBeenCalledWith(['a', 'c']);
    // The selection mode ends with the deletion.
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('selects every video of the page with one box, and nothing is deleted on cancel', () => {
    renderHistory([record('a'), record('b')]);
    fireEvent.click(screen.getByRole('button', { name: resources.en.app.history.select }));
    const deleteSelected = screen.getByRole('button', { name: resources.en.app.history.deleteSelected });
    expect(deleteSelected).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: resources.en.app.history.selectAll }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(deleteSelected);
    fireEvent.click(
      within(screen.getByTestId('delete-confirm')).getByRole('button', {
        name: resources.en.app.history.confirm.cancel,
      }),
    );
    expect(deleteRecords).not.toHaveBeenCalled();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });
});
