/** @vitest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { i18nFor, messages, renderWithI18n } from '../../tests/support/i18n-render';
import { fixtureRecord } from '../../tests/support/client-fixtures';
import type { StoryShot, VideoRecord } from '@/lib/video-record';
import { SharePage, type SharedVideo } from '@/features/share/SharePage';
import { HistoryCard } from '@/features/studio/HistoryCard';
import { RecordDetail } from '@/features/studio/RecordDetail';
import { chapterAt, formatClock } from './StoryPlayer';

const SHOTS: StoryShot[] = [
  {
    index: 0,
    text: 'Ein Fuchs läuft durch den verschneiten Wald.',
    start: 0,
    duration: 4,
    model: 'base',
    state: 'success',
  },
  { index: 1, text: 'Er bleibt am Fluss stehen.', start: 3.5, duration: 5, model: 'base', state: 'fail' },
  {
    index: 2,
    text: 'Die Sonne geht hinter den Bergen unter.',
    start: 8.5,
    duration: 6,
    model: 'base',
    state: 'success',
  },
  { index: 3, text: 'Der Fuchs rollt sich zum Schlafen ein.', start: 64, duration: 4, model: 'base', state: 'success' },
];

function story(change: Partial<VideoRecord> = {}): VideoRecord {
  return fixtureRecord('rec_story', {
    generateParam: { quality: '360p', language: 'de' },
    prompt: SHOTS.map((shot) => shot.text).join(' '),
    shots: SHOTS,
    captionsUrl: '/media/videos/rec_story/captions.vtt',
    videoUrl: '/media/videos/rec_story/video.mp4',
    ...change,
  });
}

const en = await i18nFor(['app', 'common'], 'en');

async function renderDetail(record: VideoRecord, locale = 'en') {
  const i18n = locale === 'en' ? en : await i18nFor(['app', 'common'], locale);
  const view = renderWithI18n(i18n, <RecordDetail record={record} onClose={() => {}} actions={null} />);
  // The dialog renders in a portal: the video is looked up in the whole document.
  const video = document.querySelector('video');
  if (!video) throw new Error('no video');
  return { ...view, video };
}

/** Sets where the video is and fires `timeupdate`, as a playing video does a few times a second. */
function playTo(video: HTMLVideoElement, seconds: number) {
  act(() => {
    video.currentTime = seconds;
    fireEvent.timeUpdate(video);
  });
}

function chapterButtons() {
  return within(screen.getByTestId('story-chapters')).queryAllByRole('button');
}

beforeEach(() => {
  // jsdom has no media pipeline: play() is the browser's, stood in for so a test can see it was asked.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a story’s captions track', () => {
  it('is the default captions track of the video, in the story’s language, labelled in the page’s', async () => {
    const { video } = await renderDetail(story());
    const tracks = video.querySelectorAll('track');
    expect(tracks).toHaveLength(1);
    const track = tracks[0]!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/videos/rec_story/captions.vtt');
    expect(track).toHaveAttribute('srclang', 'de');
    expect(track).toHaveAttribute('label', 'Captions');
    expect(track).toHaveAttribute('default');
    // Our own media route serves the file: no CORS mode that would also apply to the video.
    expect(video).not.toHaveAttribute('crossorigin');
  });

  it('falls back to the page’s language and labels the track in it', async () => {
    const { video } = await renderDetail(story({ generateParam: { quality: '360p' } }), 'ar');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('srclang', 'ar');
    expect(track).toHaveAttribute('label', messages('ar', 'app').player.captions);
  });

  it('is not there for a video without captions', async () => {
    const { video } = await renderDetail(fixtureRecord('rec_plain'));
    expect(video.querySelector('track')).toBeNull();
    expect(screen.queryByTestId('story-chapters')).toBeNull();
  });
});

describe('a story’s chapters', () => {
  it('lists each shot as number · start · text, the whole text in a tooltip', async () => {
    await renderDetail(story());
    expect(screen.getByRole('navigation', { name: 'Chapters' })).toBe(screen.getByTestId('story-chapters'));
    const items = within(screen.getByTestId('story-chapters')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `1 · 0:00 ·${SHOTS[0]!.text}`,
      `2 · 0:03 ·${SHOTS[1]!.text}Failed`,
      `3 · 0:08 ·${SHOTS[2]!.text}`,
      `4 · 1:04 ·${SHOTS[3]!.text}`,
    ]);
    expect(items[2]!.firstElementChild).toHaveAttribute('title', SHOTS[2]!.text);
    // The text keeps the story's language (and its direction) inside a page in another.
    expect(items[2]!.querySelector('bdi')).toHaveAttribute('lang', 'de');
  });

  it('seeks the video to a chapter’s start and plays it', async () => {
    const { video } = await renderDetail(story());
    const [, third] = chapterButtons();
    fireEvent.click(third!);
    expect(video.currentTime).toBe(8.5);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(third).toHaveAttribute('aria-current', 'true');
  });

  it('marks the chapter playing as the video’s time moves, and only that one', async () => {
    const { video } = await renderDetail(story());
    const current = () => chapterButtons().filter((button) => button.getAttribute('aria-current') === 'true');
    expect(current()).toEqual([]);
    playTo(video, 1);
    expect(current().map((button) => button.textContent)).toEqual([`1 · 0:00 ·${SHOTS[0]!.text}`]);
    // The failed shot's span is not in the video: its time still belongs to the chapter before.
    playTo(video, 5);
    expect(current().map((button) => button.textContent)).toEqual([`1 · 0:00 ·${SHOTS[0]!.text}`]);
    playTo(video, 9);
    expect(current().map((button) => button.textContent)).toEqual([`3 · 0:08 ·${SHOTS[2]!.text}`]);
    playTo(video, 70);
    expect(current().map((button) => button.textContent)).toEqual([`4 · 1:04 ·${SHOTS[3]!.text}`]);
  });

  it('shows a failed shot as failed, and nothing of it can be clicked or reached by keyboard', async () => {
    const { video } = await renderDetail(story());
    const failed = within(screen.getByTestId('story-chapters')).getByText(SHOTS[1]!.text).closest('li')!;
    expect(within(failed).queryByRole('button')).toBeNull();
    expect(failed.querySelector('[tabindex]')).toBeNull();
    expect(failed).toHaveTextContent('Failed');
    expect(failed.firstElementChild).toHaveClass('text-red-700');
    fireEvent.click(within(failed).getByText(SHOTS[1]!.text));
    expect(video.currentTime).toBe(0);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    // Three chapters to choose from, all real buttons.
    expect(chapterButtons()).toHaveLength(3);
    for (const button of chapterButtons()) expect(button).toHaveAttribute('type', 'button');
  });
});

describe('a story in the history', () => {
  function renderCard(i18n: Awaited<ReturnType<typeof i18nFor>>, record: VideoRecord) {
    return renderWithI18n(
      i18n,
      <ul>
        <HistoryCard record={record} now={Date.now()} selection={null} actions={null} />
      </ul>,
    );
  }

  it('is badged "Story · N shots" instead of its mode, with the plural of the count', async () => {
    const { container, rerender } = renderCard(en, story());
    expect(container).toHaveTextContent('Story · 4 shots');
    expect(container).not.toHaveTextContent('Generate');
    rerender(
      <ul>
        <HistoryCard record={story({ shots: SHOTS.slice(0, 1) })} now={Date.now()} selection={null} actions={null} />
      </ul>,
    );
    expect(container).toHaveTextContent('Story · 1 shot');
    expect(container).not.toHaveTextContent('1 shots');
  });

  it('follows the Arabic plural forms in the badge', async () => {
    const ar = await i18nFor(['app', 'common'], 'ar');
    const badge = (count: number) => {
      const shots = Array.from({ length: count }, (_, index) => ({ ...SHOTS[0]!, index, start: index * 4 }));
      const { container, unmount } = renderCard(ar, story({ shots }));
      const text = container.querySelector('p span')?.textContent;
      unmount();
      return text;
    };
    expect(badge(1)).toBe('قصة · مشهد واحد');
    expect(badge(2)).toBe('قصة · مشهدان');
    expect(badge(3)).toBe('قصة · 3 مشاهد');
    expect(badge(11)).toBe('قصة · 11 مشهدًا');
  });

  it('plays the captions and seeks from its folded chapters', () => {
    const { container } = renderCard(en, story());
    const video = container.querySelector('video')!;
    expect(video.querySelector('track')).toHaveAttribute('src', '/media/videos/rec_story/captions.vtt');
    expect(within(container).getByText('Chapters').tagName).toBe('SUMMARY');
    // One landmark per card would repeat "Chapters" down the whole history: a card's list is a group.
    expect(within(container).queryByRole('navigation')).toBeNull();
    expect(within(container).getByRole('group', { name: 'Chapters' })).toBe(screen.getByTestId('story-chapters'));
    fireEvent.click(within(screen.getByTestId('story-chapters')).getAllByRole('button')[2]!);
    expect(video.currentTime).toBe(64);
  });

  it('keeps the mode label for any other record', () => {
    const { container } = renderCard(en, fixtureRecord('rec_plain'));
    expect(container).toHaveTextContent(messages('en', 'common').modes.generate);
    expect(screen.queryByTestId('story-chapters')).toBeNull();
  });
});

describe('a shared story', () => {
  const shared: SharedVideo = {
    id: 'rec_story',
    prompt: 'Ein Fuchs',
    operationType: 'story',
    videoUrl: '/media/videos/rec_story/video.mp4',
    coverUrl: null,
    width: 640,
    height: 360,
    duration: 68,
    scene: null,
    shots: SHOTS,
    captionsUrl: '/media/videos/rec_story/captions.vtt',
    language: 'de',
    absoluteVideoUrl: 'https://vidloom.test/media/videos/rec_story/video.mp4',
    absoluteCoverUrl: null,
    pageUrl: 'https://vidloom.test/app/rec_story',
  };

  it('has the same captions track and chapters as in the studio', () => {
    // The page's head reads the route; the rest of the page does not.
    const router = { asPath: '/app/rec_story', locale: 'en' } as NextRouter;
    renderWithI18n(
      en,
      <RouterContext.Provider value={router}>
        <SharePage video={shared} />
      </RouterContext.Provider>,
    );
    const video = screen.getByTestId('shared-video') as HTMLVideoElement;
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('src', '/media/videos/rec_story/captions.vtt');
    expect(track).toHaveAttribute('srclang', 'de');
    expect(track).toHaveAttribute('kind', 'captions');
    fireEvent.click(chapterButtons()[1]!);
    expect(video.currentTime).toBe(8.5);
    playTo(video, 65);
    expect(chapterButtons()[2]).toHaveAttribute('aria-current', 'true');
  });
});

describe('chapter times', () => {
  it('writes a start as a player does, in the locale’s digits', () => {
    expect(formatClock('en', 0)).toBe('0:00');
    expect(formatClock('en', 9.9)).toBe('0:09');
    expect(formatClock('en', 64)).toBe('1:04');
    expect(formatClock('en', 3723)).toBe('1:02:03');
    expect(formatClock('fa', 64)).toBe('۱:۰۴');
  });

  it('counts a crossfaded chapter from its start, while the one before still fades out', () => {
    const crossfaded = [
      { ...SHOTS[0]!, start: 0, duration: 4 },
      { ...SHOTS[2]!, start: 3.5, duration: 4 },
    ];
    expect(chapterAt(crossfaded, 3.4)).toBe(0);
    expect(chapterAt(crossfaded, 3.5)).toBe(1);
    expect(chapterAt([], 3)).toBeNull();
  });
});
