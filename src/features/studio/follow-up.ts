import type { AspectRatio, Quality } from '@/lib/generation';
import type { Mode } from '@/lib/modes';
import type { VideoRecord } from '@/lib/video-record';
import { useStudioStore } from '@/stores/studio-store';
import { newStorySeed } from './storyboard/story';
import { useStoryStore } from './storyboard/story-store';

/** Starts sound, speech, extend or upscale from a finished video: the mode picked, the video its source. */
export function startFollowUp(record: VideoRecord, mode: Mode) {
  const store = useStudioStore.getState();
  store.setMode(mode);
  store.setParams({
    source: {
      recordId: record.id,
      url: record.videoUrl!,
      duration: record.duration ?? 0,
      quality: record.generateParam.quality as never,
    },
  });
  window.scrollTo({ top: 0, behavior: 'smooth' });
  // Keyboard users land on the mode they picked rather than at the top of the page.
  window.requestAnimationFrame(() => document.getElementById(`mode-tab-${mode}`)?.focus({ preventScroll: true }));
}

type StoryParam = {
  shots?: { text: string; duration: number; model: string; transition: 'cut' | 'crossfade'; imgUrl?: string }[];
  narration?: boolean;
  captions?: 'track' | 'burned';
  music?: boolean;
  seed?: number;
  quality?: Quality;
  aspectRatio?: AspectRatio;
  speakerId?: string;
};

/**
 * Opens a story of the history again in the storyboard: its shots, options, shape and seed. A
 * Generate then renders only the shots that were changed (the server reuses the others), so a
 * failed shot can be tried again, or moved to `base`, without paying for the rest twice.
 */
export function editStory(record: VideoRecord) {
  const asked = record.generateParam as StoryParam;
  const shots = asked.shots ?? [];
  useStoryStore.getState().load({
    text: shots.map((shot) => shot.text).join('\n'),
    shots: shots.map((shot) => ({
      text: shot.text,
      duration: shot.duration,
      model: shot.model,
      transition: shot.transition,
    })),
    options: {
      narration: Boolean(asked.narration),
      captions: asked.captions ?? 'track',
      music: asked.music ?? true,
    },
    seed: asked.seed ?? newStorySeed(),
  });
  const studio = useStudioStore.getState();
  studio.openStory();
  studio.setParams({
    ...(asked.quality ? { quality: asked.quality } : {}),
    ...(asked.aspectRatio ? { aspectRatio: asked.aspectRatio } : {}),
    ...(asked.speakerId ? { speakerId: asked.speakerId } : {}),
    imgUrls: shots[0]?.imgUrl ? [shots[0].imgUrl] : [],
  });
  window.scrollTo({ top: 0, behavior: 'smooth' });
  window.requestAnimationFrame(() => document.getElementById('mode-tab-story')?.focus({ preventScroll: true }));
}
