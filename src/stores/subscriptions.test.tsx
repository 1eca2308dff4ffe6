/** @vitest-environment jsdom */
/**
 * A store change re-renders only the components that show what changed: each component picks
 * its slices with a selector. The studio's and the account's store readers are mounted here, each
 * in a Profiler of its own, and a test counts which of them React renders again after one change;
 * a scan of src/ keeps new code to the habit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { i18nFor, renderWithI18n } from '../../tests/support/i18n-render';
import { defaultParams } from '@/lib/studio';
import { AccountArea, AccountMenuItems } from '@/components/shell/AccountArea';
import { AccountPage } from '@/features/account/AccountPage';
import { CatalogueDialogs } from '@/features/auth/CatalogueDialogs';
import { useLoginDescription } from '@/features/auth/useLoginDescription';
import { AutoAudioFields } from '@/features/studio/AutoAudioFields';
import { History } from '@/features/studio/History';
import { HistoryToolbar } from '@/features/studio/HistoryToolbar';
import { ImagesField } from '@/features/studio/ImagesField';
import { PromptField } from '@/features/studio/PromptField';
import { RecordingField } from '@/features/studio/RecordingField';
import { ShapeFields } from '@/features/studio/ShapeFields';
import { SourceField } from '@/features/studio/SourceField';
import { SpeakerField } from '@/features/studio/SpeakerField';
import { StudioForm } from '@/features/studio/StudioForm';
import { useStudioStore } from './studio-store';
import { useUserStore } from './user-store';
import { FIXTURE_NOW, fixtureRecord, fixtureUser } from '../../tests/support/client-fixtures';

vi.mock('@/features/studio/studio-actions', () => ({
  createVideo: vi.fn(),
  deleteRecords: vi.fn(async () => 0),
  loadHistory: vi.fn(async () => undefined),
  loadModels: vi.fn(async () => undefined),
  loadRecord: vi.fn(),
  pollPending: vi.fn(async () => []),
  shareRecord: vi.fn(),
  streamRecordEvents: vi.fn(() => new Promise(() => undefined)),
  uploadFile: vi.fn(),
}));
vi.mock('@/features/auth/account-runtime', () => ({ ensureAccount: async () => undefined }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/user/billing', locale: 'en' }) }));

const i18n = await i18nFor(['app', 'common', 'pricing', 'userSetting']);
const NOW = FIXTURE_NOW;

const record = fixtureRecord;

const user = fixtureUser('free');

/** Commits in which something under each Profiler rendered, by its id. */
const renders = new Map<string, number>();

function Counted({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {children}
    </Profiler>
  );
}

/** What renders again from now on: the ids whose count grows. */
function rendersFrom() {
  const before = new Map(renders);
  return () => [...renders].filter(([id, count]) => count > (before.get(id) ?? 0)).map(([id]) => id);
}

function LoginDescription() {
  return <p>{useLoginDescription('signIn', false)}</p>;
}

const pending = record('p', { state: 'processing', createTimestamp: NOW - 30_000, videoUrl: null });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  renders.clear();
  useStudioStore.setState({
    mode: 'generate',
    params: { ...defaultParams(), autoSpeechFlag: true },
    generating: false,
    records: [pending, record('a')],
    page: 1,
    pages: 1,
    durationFilter: null,
    models: [],
  });
  useUserStore.setState({ status: 'ready', user, anonymousCredits: null, country: 'US', dialog: null });
});
afterEach(() => vi.useRealTimers());

describe('the studio store', () => {
  async function renderStudio() {
    renderWithI18n(
      i18n,
      <>
        <Counted id="StudioForm">
          <StudioForm panelId="panel" mode="generate" />
        </Counted>
        <Counted id="PromptField">
          <PromptField mode="generate" />
        </Counted>
        <Counted id="ImagesField">
          <ImagesField />
        </Counted>
        <Counted id="ShapeFields">
          <ShapeFields takesImages />
        </Counted>
        <Counted id="AutoAudioFields">
          <AutoAudioFields />
        </Counted>
        <Counted id="SpeakerField">
          <SpeakerField />
        </Counted>
        <Counted id="RecordingField">
          <RecordingField />
        </Counted>
        <Counted id="SourceField">
          <SourceField mode="extend" />
        </Counted>
        <Counted id="HistoryToolbar">
          <HistoryToolbar hasRecords selecting={false} onSelecting={() => undefined} />
        </Counted>
        <Counted id="History">
          <History />
        </Counted>
      </>,
    );
    // The history's first load answers.
    await act(async () => undefined);
  }

  it('re-renders only the history on a poll that moves a pending video on', async () => {
    await renderStudio();
    const rendered = rendersFrom();
    act(() => useStudioStore.getState().upsertRecords([{ ...pending, startedAt: NOW - 10_000, etaSeconds: 40 }]));
    expect(rendered()).toEqual(['History']);
  });

  it('re-renders the source list when a poll finishes a video', async () => {
    await renderStudio();
    const rendered = rendersFrom();
    act(() => useStudioStore.getState().upsertRecords([{ ...pending, state: 'success', videoUrl: '/media/p.mp4' }]));
    expect(rendered().sort()).toEqual(['History', 'SourceField']);
    expect(screen.getAllByRole('option', { name: /video p/ })).toHaveLength(1);
  });

  it('re-renders only the form and the prompt while the prompt is typed', async () => {
    await renderStudio();
    const rendered = rendersFrom();
    act(() => useStudioStore.getState().setParams({ prompt: 'a red kite' }));
    expect(rendered().sort()).toEqual(['PromptField', 'StudioForm']);
  });
});

describe('the user store', () => {
  it('re-renders no account view when something none of them shows changes', () => {
    useUserStore.getState().openDialog('pricing', { hideBasic: true });
    renderWithI18n(
      i18n,
      <>
        <Counted id="AccountArea">
          <AccountArea />
        </Counted>
        <Counted id="AccountMenuItems">
          <AccountMenuItems />
        </Counted>
        <Counted id="AccountPage">
          <AccountPage section="billing">
            <p>billing</p>
          </AccountPage>
        </Counted>
        <Counted id="CatalogueDialogs">
          <CatalogueDialogs dialog="pricing" />
        </Counted>
        <Counted id="LoginDescription">
          <LoginDescription />
        </Counted>
      </>,
    );
    const rendered = rendersFrom();
    // The country arrives from the geo lookup after the session.
    act(() => useUserStore.getState().setCountry('DE'));
    expect(rendered()).toEqual([]);
  });
});

describe('store hooks in src/', () => {
  it('are always called with a selector that picks a part of the state', () => {
    // No selector, or one that returns the whole state: the caller re-renders on every change.
    const wholeStore = /\buse[A-Z]\w*Store\(\s*(\)|\(?\s*(\w+)\s*\)?\s*=>\s*\2\s*\))/g;
    const offenders = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        readFileSync(`src/${file}`, 'utf8')
          .split('\n')
          .flatMap((line, index) => (line.match(wholeStore) ?? []).map((call) => `src/${file}:${index + 1} ${call}`)),
      );
    expect(offenders).toEqual([]);
  });
});
