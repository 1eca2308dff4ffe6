/** @vitest-environment jsdom */
import type { VideoRecord } from '@/lib/video-record';
import { useStudioStore } from '@/stores/studio-store';
import { editStory } from './follow-up';
import { storyBody } from './storyboard/story';
import { useStoryStore } from './storyboard/story-store';

function storyRecord(overrides: Partial<VideoRecord> = {}): VideoRecord {
  return {
    id: 'rec_story_0123456789',
    state: 'fail',
    operationType: 'story',
    createTimestamp: 0,
    finishTimestamp: 0,
    startedAt: null,
    etaSeconds: null,
    generateParam: {
      operationType: 'story',
      quality: '540p',
      aspectRatio: '9:16',
      speakerId: 'auto',
      narration: true,
      captions: 'burned',
      music: false,
      seed: 4242,
      shots: [
        { text: 'A fox wakes up.', duration: 4, model: 'base', transition: 'cut', imgUrl: '/media/uploads/k/fox.png' },
        { text: 'It runs to the lake.', duration: 8, model: 'veo-3-fast', transition: 'crossfade' },
      ],
    },
    prompt: 'A fox wakes up.\nIt runs to the lake.',
    model: 'base',
    videoUrl: null,
    coverUrl: null,
    width: null,
    height: null,
    duration: null,
    cost: 0,
    failMsg: 'Shot 2 of the story could not be made',
    failReason: { key: 'storyShotFailed', vars: { shot: 2 } },
    shareFlag: false,
    privateFlag: false,
    scene: null,
    ...overrides,
  };
}

describe('editStory', () => {
  beforeEach(() => {
    useStoryStore.getState().reset();
    useStudioStore.getState().setMode('generate');
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });

  it('opens a failed story in the storyboard with its shots, options, shape and seed', () => {
    editStory(storyRecord());
    const story = useStoryStore.getState();
    expect(story.shots.map(({ id: _id, ...shot }) => shot)).toEqual([
      { text: 'A fox wakes up.', duration: 4, model: 'base', transition: 'cut' },
      { text: 'It runs to the lake.', duration: 8, model: 'veo-3-fast', transition: 'crossfade' },
    ]);
    expect(story.options).toEqual({ narration: true, captions: 'burned', music: false });
    expect(story.seed).toBe(4242);
    const studio = useStudioStore.getState();
    expect(studio.story).toBe(true);
    expect([studio.params.quality, studio.params.aspectRatio]).toEqual(['540p', '9:16']);
    // The picture the first shot started from comes back with it.
    expect(studio.params.imgUrls).toEqual(['/media/uploads/k/fox.png']);
  });

  it('sends the story again with its seed, so the shots left as they were are reused', () => {
    editStory(storyRecord());
    const story = useStoryStore.getState();
    story.updateShot(story.shots[1]!.id, { model: 'base' });
    const { shots, options, seed } = useStoryStore.getState();
    const { params } = useStudioStore.getState();
    const shape = {
      aspectRatio: '9:16' as const,
      quality: '540p' as const,
      speakerId: 'auto',
      imgUrl: params.imgUrls[0],
    };
    const body = storyBody(shots, options, shape, 'en', seed) as { shots: Record<string, unknown>[] };
    expect(body).toMatchObject({ seed: 4242, shots: [{ model: 'base' }, { model: 'base', transition: 'crossfade' }] });
    // Only the first shot starts from the picture.
    expect(body.shots.map((shot) => shot.imgUrl)).toEqual(['/media/uploads/k/fox.png', undefined]);
  });

  it('gives a new board a seed of its own, kept from one Generate to the next', () => {
    const first = useStoryStore.getState().seed;
    expect(Number.isInteger(first)).toBe(true);
    useStoryStore.getState().setShotTexts(['A cat.']);
    expect(useStoryStore.getState().seed).toBe(first);
    useStoryStore.getState().reset();
    expect(useStoryStore.getState().seed).not.toBe(first);
  });
});
