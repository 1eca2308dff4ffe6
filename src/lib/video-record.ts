/** A video as the API answers it (API.md "Video routes", Record), shared by server, studio and tests. */
import type { FailReason } from './failures';
import type { Mode } from './modes';
import type { ScenePlan } from './scene-plan';

type VideoState = 'queued' | 'processing' | 'success' | 'fail';

/** One shot of a story record (API.md "Stories"): `start` is its chapter, in seconds from the story's beginning. */
export type StoryShot = {
  index: number;
  text: string;
  start: number;
  duration: number;
  model: string;
  state: VideoState;
  scene?: ScenePlan;
};

export type VideoRecord = {
  id: string;
  state: VideoState;
  operationType: Mode | 'story';
  createTimestamp: number;
  finishTimestamp: number | null;
  /** When a worker began rendering it (processing only), in ms. */
  startedAt: number | null;
  /** Seconds a render of its kind takes on this server (issue 18), while pending; null once settled. */
  etaSeconds: number | null;
  /** What was asked, with `model`. */
  generateParam: Record<string, unknown>;
  prompt: string;
  model: string;
  videoUrl: string | null;
  coverUrl: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  cost: number;
  /** Why it failed, in English, for programs; null unless it failed. */
  failMsg: string | null;
  /** Why it failed by key (src/lib/failures.ts), which the page translates; null unless it failed, and on records from before keys. */
  failReason: FailReason | null;
  shareFlag: boolean;
  privateFlag: boolean;
  /** What the `base` animatic understood of the prompt (issue 15); null for other models and modes. */
  scene: ScenePlan | null;
  /** A story's shots, in order (chapters); absent on other records. */
  shots?: StoryShot[];
  /** A story's WebVTT captions, one cue per shot; absent on other records. */
  captionsUrl?: string | null;
};

/** Any state but success and fail is pending, and polled (SPEC §4). */
export function isPending(record: Pick<VideoRecord, 'state'>): boolean {
  return record.state !== 'success' && record.state !== 'fail';
}
