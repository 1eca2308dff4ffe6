/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixtureUser } from '../../../../tests/support/client-fixtures';
import { i18nFor, messages, renderWithI18n } from '../../../../tests/support/i18n-render';
import type { ScenePlan } from '@/lib/scene-plan';
import { defaultParams } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { createWithBody } from '../studio-actions';
import { previewShot, priceStory, splitStory } from './story-actions';
import { useStoryStore } from './story-store';
import { Storyboard } from './Storyboard';

vi.mock('../studio-actions', () => ({
  createVideo: vi.fn(),
  createWithBody: vi.fn(async () => ({ type: 'created', recordId: 'rec_story' })),
  uploadFile: vi.fn(),
  loadModels: vi.fn(async () => undefined),
}));
vi.mock('./story-actions', () => ({ splitStory: vi.fn(), previewShot: vi.fn(), priceStory: vi.fn() }));
vi.mock('../reveal-record', () => ({ revealRecord: vi.fn() }));

const app = messages('en', 'app');
const i18n = await i18nFor(['app', 'common']);

const scene: ScenePlan = {
  subjects: [{ emoji: '🦊', label: 'fox', motion: 'idle' } as ScenePlan['subjects'][number]],
  setting: 'forest',
  timeOfDay: 'night',
  weather: 'clear',
  camera: 'static',
} as ScenePlan;

const TEXTS = ['A fox wakes up in the forest.', 'It runs to the frozen lake.', 'At night the stars come out.'];

function renderBoard() {
  useStudioStore.setState({ mode: 'generate', story: true, params: defaultParams(), generating: false, records: [] });
  return renderWithI18n(i18n, <Storyboard panelId="panel" />);
}

const cards = () => screen.getAllByTestId('shot-card');
const shotTexts = () =>
  cards().map(
    (card) => (within(card).getByRole('textbox', { name: app.story.shot.text }) as HTMLTextAreaElement).value,
  );

async function makeShots(texts = TEXTS) {
  vi.mocked(splitStory).mockResolvedValueOnce(texts);
  fireEvent.change(screen.getByRole('textbox', { name: app.story.text.label }), {
    target: { value: texts.join(' ') },
  });
  fireEvent.click(screen.getByRole('button', { name: app.story.split }));
  await waitFor(() => expect(cards()).toHaveLength(texts.length));
}

/** A keyboard press on a button as a browser carries it out: focus, the key, then its click. */
function pressEnter(button: HTMLElement) {
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.click(button);
  fireEvent.keyUp(button, { key: 'Enter' });
}

beforeEach(() => {
  useStoryStore.getState().reset();
  useUserStore.setState({ user: fixtureUser('free', { credits: 50 }), anonymousCredits: null, country: 'US' });
  vi.mocked(splitStory).mockReset();
  vi.mocked(previewShot).mockReset();
  vi.mocked(previewShot).mockImplementation(async (text) => ({
    scene,
    imageUrl: `data:image/png;base64,${btoa(text)}`,
  }));
  vi.mocked(createWithBody).mockClear();
  // No answer from the server: the board shows its own sum.
  vi.mocked(priceStory).mockReset();
  vi.mocked(priceStory).mockImplementation(() => new Promise(() => {}));
});

describe('the storyboard', () => {
  it('fills one card per shot from the split, in the page’s language', async () => {
    renderBoard();
    await makeShots();
    expect(splitStory).toHaveBeenCalledWith(TEXTS.join(' '), 'en');
    expect(shotTexts()).toEqual(TEXTS);
    expect(within(cards()[0]!).getByRole('heading', { name: 'Shot 1' })).toBeInTheDocument();
    // No transition into the first shot; one into each later one.
    expect(within(cards()[0]!).queryByRole('combobox', { name: app.story.shot.transition })).toBeNull();
    expect(within(cards()[1]!).getByRole('combobox', { name: app.story.shot.transition })).toBeInTheDocument();
  });

  it('previews each card with the earlier cards as context and shows what was understood', async () => {
    renderBoard();
    await makeShots();
    await waitFor(() => expect(previewShot).toHaveBeenCalledTimes(3));
    expect(previewShot).toHaveBeenCalledWith(TEXTS[2], 'en', [TEXTS[0], TEXTS[1]], expect.any(AbortSignal));
    const second = cards()[1]!;
    await waitFor(() => expect(within(second).getByRole('img', { name: 'Preview of shot 2' })).toBeInTheDocument());
    expect(within(second).getByTestId('scene-chips')).toHaveTextContent('🦊 fox');

    // A failed preview keeps the frame there was.
    // The later card asks again too: its context changed.
    const refusals: ((error: Error) => void)[] = [];
    vi.mocked(previewShot).mockImplementation(
      () =>
        new Promise((_, reject) => {
          refusals.push(reject);
        }),
    );
    const before = within(second).getByRole('img').getAttribute('src');
    fireEvent.change(within(second).getByRole('textbox', { name: app.story.shot.text }), {
      target: { value: 'It swims across the lake.' },
    });
    await waitFor(() => expect(within(second).getByTestId('shot-preview')).toHaveAttribute('aria-busy', 'true'));
    act(() => {
      for (const refuse of refusals) refuse(new Error('Too many requests'));
    });
    await waitFor(() => expect(within(second).getByTestId('shot-preview')).toHaveAttribute('aria-busy', 'false'));
    expect(within(second).getByRole('img')).toHaveAttribute('src', before);
  });

  it('moves a card by keyboard: the text goes with it, focus follows, the move is announced', async () => {
    renderBoard();
    await makeShots();
    pressEnter(within(cards()[0]!).getByRole('button', { name: 'Move shot 1 down' }));
    expect(shotTexts()).toEqual([TEXTS[1], TEXTS[0], TEXTS[2]]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(cards()[1]!).getByRole('button', { name: 'Move shot 2 down' })),
    );
    expect(screen.getByTestId('story-announcement')).toHaveTextContent('Shot 1 moved to position 2');

    // At the end of the list the pressed button is off: focus lands on the card's other move button.
    pressEnter(within(cards()[1]!).getByRole('button', { name: 'Move shot 2 down' }));
    expect(shotTexts()).toEqual([TEXTS[1], TEXTS[2], TEXTS[0]]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(cards()[2]!).getByRole('button', { name: 'Move shot 3 up' })),
    );

    // Alt+ArrowUp from the text field moves its card, and the field keeps the focus.
    const field = within(cards()[2]!).getByRole('textbox', { name: app.story.shot.text });
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowUp', altKey: true });
    expect(shotTexts()).toEqual([TEXTS[1], TEXTS[0], TEXTS[2]]);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByTestId('story-announcement')).toHaveTextContent('Shot 3 moved to position 2');
  });

  it('updates the length and the price with durations, transitions and narration', async () => {
    renderBoard();
    await makeShots();
    const length = screen.getByTestId('story-length');
    const cost = screen.getByTestId('cost');
    expect(length).toHaveTextContent('15 s of 30 s');
    expect(cost).toHaveTextContent('Costs 9 credits');
    fireEvent.change(within(cards()[1]!).getByRole('combobox', { name: app.duration.label }), {
      target: { value: '8' },
    });
    expect(length).toHaveTextContent('18 s of 30 s');
    expect(cost).toHaveTextContent('Costs 12 credits');
    fireEvent.change(within(cards()[1]!).getByRole('combobox', { name: app.story.shot.transition }), {
      target: { value: 'crossfade' },
    });
    expect(length).toHaveTextContent('17.5 s of 30 s');
    fireEvent.click(screen.getByRole('switch', { name: new RegExp(app.story.narration.label) }));
    // The narration reads the shots' 84 characters: a speech of 51–100 characters costs 9.
    expect(cost).toHaveTextContent('Costs 21 credits');
    expect(screen.getByLabelText(app.speaker.label)).toBeInTheDocument();
  });

  it('holds Generate back with the reason while the story is over the plan’s limits', async () => {
    renderBoard();
    await makeShots();
    const generate = screen.getByRole('button', { name: app.generate });
    expect(generate).toBeEnabled();
    expect(screen.getByTestId('story-shot-count')).toHaveTextContent('3 of 4');
    fireEvent.click(screen.getByRole('button', { name: app.story.add }));
    expect(screen.getByTestId('generate-blocked')).toHaveTextContent('Shot 4 has no text yet.');
    expect(generate).toBeDisabled();
    fireEvent.change(within(cards()[3]!).getByRole('textbox', { name: app.story.shot.text }), {
      target: { value: 'The end.' },
    });
    expect(generate).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: app.story.add }));
    fireEvent.change(within(cards()[4]!).getByRole('textbox', { name: app.story.shot.text }), {
      target: { value: 'More.' },
    });
    expect(screen.getByTestId('generate-blocked')).toHaveTextContent('Too many shots for your plan (at most 4).');
    expect(generate).toHaveAccessibleDescription('Too many shots for your plan (at most 4).');
    expect(generate).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove shot 5' }));
    for (const card of cards())
      fireEvent.change(within(card).getByRole('combobox', { name: app.duration.label }), { target: { value: '10' } });
    expect(screen.getByTestId('generate-blocked')).toHaveTextContent('Too long for your plan (at most 30 s).');
    expect(generate).toBeDisabled();
  });

  it('sends the story through the studio’s create with the shots in their new order', async () => {
    renderBoard();
    await makeShots();
    pressEnter(within(cards()[2]!).getByRole('button', { name: 'Move shot 3 up' }));
    fireEvent.change(within(cards()[2]!).getByRole('combobox', { name: app.story.shot.transition }), {
      target: { value: 'crossfade' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '720p' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: app.generate }));
    });
    await waitFor(() => expect(createWithBody).toHaveBeenCalledTimes(1));
    const [body, cost] = vi.mocked(createWithBody).mock.calls[0]!;
    expect(body).toMatchObject({
      operationType: 'story',
      language: 'en',
      quality: '720p',
      aspectRatio: '16:9',
      narration: false,
      captions: 'track',
      music: true,
      shots: [
        { text: TEXTS[0], duration: 5, model: 'base' },
        { text: TEXTS[2], duration: 5, model: 'base', transition: 'cut' },
        { text: TEXTS[1], duration: 5, model: 'base', transition: 'crossfade' },
      ],
    });
    expect(cost).toBe(Number(screen.getByTestId('cost').textContent?.match(/Costs (\d+)/)?.[1]));
  });

  it('shows the server’s price once it answers: a shot already made is marked free, and Generate charges that', async () => {
    renderBoard();
    await makeShots();
    const own = Number(screen.getByTestId('cost').textContent?.match(/Costs (\d+)/)?.[1]);
    expect(screen.queryByTestId('shot-reused')).toBeNull();
    vi.mocked(priceStory).mockResolvedValue({
      cost: 3,
      shots: [
        { index: 0, cost: 0, reused: true },
        { index: 1, cost: 3, reused: false },
        { index: 2, cost: 0, reused: true },
      ],
    });
    // Any edit asks again, once the board has rested.
    fireEvent.change(within(cards()[1]!).getByRole('textbox', { name: app.story.shot.text }), {
      target: { value: 'It runs to the lake.' },
    });
    await waitFor(() => expect(screen.getAllByTestId('shot-reused')).toHaveLength(2), { timeout: 3000 });
    expect(within(cards()[0]!).getByTestId('shot-reused').textContent).toBe(app.story.shot.reused);
    expect(within(cards()[1]!).queryByTestId('shot-reused')).toBeNull();
    expect(screen.getByTestId('cost').textContent).toMatch(/Costs 3\b/);
    expect(own).not.toBe(3);
    // The body it priced is the one Generate sends, with the board's seed.
    const [priced] = vi.mocked(priceStory).mock.calls.at(-1)!;
    expect(priced).toMatchObject({ operationType: 'story', seed: useStoryStore.getState().seed });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: app.generate }));
    });
    await waitFor(() => expect(createWithBody).toHaveBeenCalledTimes(1));
    const [body, cost] = vi.mocked(createWithBody).mock.calls[0]!;
    expect(body).toEqual(priced);
    expect(cost).toBe(3);
  });
});
