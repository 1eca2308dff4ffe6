/**
 * When each shot of a story plays. A cut starts a shot where the one before ends; a crossfade
 * starts it CROSSFADE_SECONDS earlier, the two overlapping while one dissolves into the other, so
 * a story with crossfades is shorter than the sum of its shots. The first shot's transition has
 * nothing to lead out of and is ignored.
 */
export const CROSSFADE_SECONDS = 0.5;

export type TimedShot = { duration: number; transition: 'cut' | 'crossfade' };

export function storyTimeline(shots: TimedShot[]): { start: number; duration: number }[] {
  const out: { start: number; duration: number }[] = [];
  let end = 0;
  for (const [index, shot] of shots.entries()) {
    const start = index > 0 && shot.transition === 'crossfade' ? Math.max(0, end - CROSSFADE_SECONDS) : end;
    out.push({ start, duration: shot.duration });
    end = start + shot.duration;
  }
  return out;
}

/** The story's length in seconds: where its last shot ends (0 without shots). */
export function storyLength(shots: TimedShot[]): number {
  const last = storyTimeline(shots).at(-1);
  return last ? last.start + last.duration : 0;
}
