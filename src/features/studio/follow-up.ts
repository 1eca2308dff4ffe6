import type { Mode } from '@/lib/modes';
import type { VideoRecord } from '@/lib/video-record';
import { useStudioStore } from '@/stores/studio-store';

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
