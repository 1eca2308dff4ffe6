/** What the client's unit tests put in the stores: a signed-in user, and a record of the history. */
import type { VideoRecord } from '@/lib/video-record';
import type { UserInfo } from '@/stores/user-store';

/** The tests' clock: records are made a minute before it and finished at it. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** A free user with 27 credits, or a Pro one (vipLevel 2) with what `change` says. */
export function fixtureUser(plan: 'free' | 'pro', change: Partial<UserInfo> = {}): UserInfo {
  const paid = plan === 'pro';
  return {
    id: 'u',
    email: paid ? 'p@example.test' : 'f@example.test',
    name: null,
    vipLevel: paid ? 2 : 0,
    vipFlag: paid,
    plan,
    credits: 27,
    runwayExpireTimestamp: null,
    createTimestamp: 0,
    ...change,
  };
}

/** A finished 5 s 360p `base` video. */
export function fixtureRecord(id: string, change: Partial<VideoRecord> = {}): VideoRecord {
  return {
    id,
    state: 'success',
    operationType: 'generate',
    createTimestamp: FIXTURE_NOW - 60_000,
    finishTimestamp: FIXTURE_NOW,
    startedAt: null,
    etaSeconds: null,
    generateParam: { quality: '360p' },
    prompt: `video ${id}`,
    model: 'base',
    videoUrl: `/media/videos/${id}/video.mp4`,
    coverUrl: null,
    width: 640,
    height: 360,
    duration: 5,
    cost: 2,
    failMsg: null,
    failReason: null,
    shareFlag: false,
    privateFlag: false,
    scene: null,
    ...change,
  };
}
