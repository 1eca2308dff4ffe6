/**
 * The history routes as services (API.md "Video routes"): list, pending, detail, share and
 * delete. Visibility: a record that is not the caller's and not shared does not exist for
 * them (404, never 403). A shared record read by anyone but its owner names no media but its
 * own video and cover: the sources the owner uploaded or picked stay the owner's.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { storyTimeline } from '@/engine/story/timeline';
import { CODES } from '@/lib/api/codes';
import { readFailReason } from '@/lib/failures';
import { isLocale } from '@/lib/i18n/locales';
import { shareLink } from '@/lib/share-link';
import type { StoryShot, VideoRecord } from '@/lib/video-record';
import type { Mode } from '@/lib/modes';
import type { Actor } from '@/server/auth/actor';
import type { Database, Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { deleteRequestedMedia, requestMediaDeletion } from '@/server/storage/media-deletions';
import { getStorage } from '@/server/storage/storage';
import { recordEstimator } from './queue-wait';
import { cancelRemote } from '@/server/providers/registry';
import { signalJobsWithdrawn } from './job-signals';
import { refundRecord } from './refund-record';
import { storedJobSpec } from './job-spec';

const PAGE_SIZE = 12;

type Video = typeof videos.$inferSelect;

/** Where a story's captions are stored, beside its video. */
export function captionsKey(video: Pick<Video, 'mediaKey'>): string {
  return `videos/${video.mediaKey}/captions.vtt`;
}

/** The shots of the stories among `rows`, by story, in order. */
async function shotsOf(db: Executor, rows: Video[]): Promise<Map<string, Video[]>> {
  const stories = rows.filter((row) => row.operationType === 'story').map((row) => row.id);
  const byStory = new Map<string, Video[]>();
  if (stories.length === 0) return byStory;
  const shots = await db
    .select()
    .from(videos)
    .where(inArray(videos.parentId, stories))
    .orderBy(asc(videos.parentId), asc(videos.shotIndex));
  for (const shot of shots) byStory.set(shot.parentId!, [...(byStory.get(shot.parentId!) ?? []), shot]);
  return byStory;
}

/** A story's chapters: each shot's words, model, state and where it starts in the story. */
function storyShots(story: Video, shots: Video[]): StoryShot[] {
  const asked = story.generateParam.shots ?? [];
  const timeline = storyTimeline(asked.map((shot) => ({ duration: shot.duration, transition: shot.transition })));
  return shots.map((shot) => {
    const index = shot.shotIndex ?? 0;
    const slot = timeline[index];
    return {
      index,
      text: shot.prompt,
      start: Math.round((slot?.start ?? 0) * 1000) / 1000,
      duration: slot?.duration ?? shot.generateParam.duration ?? 0,
      model: shot.model,
      state: shot.state,
      ...(shot.scene ? { scene: shot.scene } : {}),
    };
  });
}

/** A story's own fields of its record: its chapters, and its captions once it is made. */
function storyFields(story: Video, shots: Video[]): { shots: StoryShot[]; captionsUrl: string | null } {
  return {
    shots: storyShots(story, shots),
    captionsUrl: story.state === 'success' ? getStorage().url(captionsKey(story)) : null,
  };
}

/** A finished story's chapters and captions, for the share page (a record read by anyone). */
export async function storyExtras(
  db: Executor,
  story: Video,
): Promise<{ shots: StoryShot[]; captionsUrl: string | null; language: string | null }> {
  const shots = (await shotsOf(db, [story])).get(story.id) ?? [];
  return { ...storyFields(story, shots), language: story.generateParam.language ?? null };
}

/**
 * A story waits in the queue while its shots render: it shows as processing once any shot has
 * been taken up, since from the user's side the story is being made.
 */
function storyState(story: Video, shots: Video[] | undefined): Video['state'] {
  if (story.state !== 'queued' || !shots) return story.state;
  return shots.some((shot) => shot.state !== 'queued') ? 'processing' : 'queued';
}

/** A record as its owner sees it; `estimate` gives a pending one the time it still needs, queue included. */
function recordView(video: Video, estimate?: (video: Video) => number, shots?: Video[]): VideoRecord {
  const storage = getStorage();
  const success = video.state === 'success';
  const state = storyState(video, shots);
  const pending = state === 'queued' || state === 'processing';
  const firstStart = shots
    ?.map((shot) => shot.startedAt?.getTime())
    .filter((at): at is number => at !== undefined)
    .sort((a, b) => a - b)[0];
  const story = video.operationType === 'story' ? storyFields(video, shots ?? []) : {};
  return {
    id: video.id,
    state,
    operationType: video.operationType as Mode,
    createTimestamp: video.createdAt.getTime(),
    finishTimestamp: video.finishedAt?.getTime() ?? null,
    startedAt: state === 'processing' ? (video.startedAt?.getTime() ?? firstStart ?? null) : null,
    etaSeconds: pending && estimate ? estimate(video) : null,
    generateParam: video.generateParam,
    prompt: video.prompt,
    model: video.model,
    videoUrl: success && video.videoKey ? storage.url(video.videoKey) : null,
    coverUrl: success && video.coverKey ? storage.url(video.coverKey) : null,
    width: video.width,
    height: video.height,
    duration: video.duration,
    cost: video.cost,
    // A retry's message is not a failure yet: only a failed record says why.
    failMsg: video.state === 'fail' ? video.failMsg : null,
    failReason: video.state === 'fail' ? readFailReason(video.failReason) : null,
    shareFlag: video.shareFlag,
    privateFlag: video.privateFlag,
    scene: video.scene ?? null,
    ...story,
  };
}

/** A record as its owner's history shows it, read in `db` (a webhook's `data`, written with the job's final state). */
export async function ownerRecord(db: Executor, video: Video): Promise<VideoRecord> {
  return recordView(video, undefined, (await shotsOf(db, [video])).get(video.id));
}

/** What `generateParam` keeps from a stranger: the owner's photos, voice, uploaded video and source record. */
const OWNER_ONLY_PARAMS = ['imgUrls', 'audioUrl', 'userUploadVideoUrl', 'originalRecordId'] as const;

/** A record as someone other than its owner may see it (a shared record, its share page). */
function publicRecordView(video: Video, estimate?: (video: Video) => number, shots?: Video[]): VideoRecord {
  const view = recordView(video, estimate, shots);
  const generateParam = { ...view.generateParam };
  for (const key of OWNER_ONLY_PARAMS) delete generateParam[key];
  return { ...view, generateParam };
}

function isOwner(video: Video, actor: Actor | null): boolean {
  if (!actor) return false;
  return actor.kind === 'user'
    ? video.userId === actor.userId
    : video.deviceId === actor.deviceId && video.userId === null;
}

function ownerOnly(actor: Actor) {
  return actor.kind === 'user'
    ? eq(videos.userId, actor.userId)
    : and(eq(videos.deviceId, actor.deviceId), isNull(videos.userId));
}

/** The caller's records: a story's shots are jobs of the story, not records of the history. */
function owned(actor: Actor) {
  return and(ownerOnly(actor), isNull(videos.parentId));
}

export async function listRecords(db: Executor, actor: Actor, pageNum: number, duration?: number) {
  const where = duration
    ? and(owned(actor), sql`(${videos.generateParam} ->> 'duration')::numeric = ${duration}`)
    : owned(actor);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(videos).where(where);
  const rows = await db
    .select()
    .from(videos)
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(PAGE_SIZE)
    .offset((pageNum - 1) * PAGE_SIZE);
  const [estimate, shots] = await Promise.all([recordEstimator(db, rows), shotsOf(db, rows)]);
  return {
    records: rows.map((row) => recordView(row, estimate, shots.get(row.id))),
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    current: pageNum,
    total,
  };
}

export async function pendingRecords(db: Executor, actor: Actor, ids: string[]): Promise<VideoRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(videos)
    .where(and(owned(actor), inArray(videos.id, ids)));
  const [estimate, shots] = await Promise.all([recordEstimator(db, rows), shotsOf(db, rows)]);
  return rows.map((row) => recordView(row, estimate, shots.get(row.id)));
}

/** GET detail/{id}: the caller's record in full, or a shared one as a stranger sees it; 404 otherwise. */
export async function recordDetail(db: Executor, actor: Actor | null, id: string): Promise<VideoRecord> {
  const [video] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), isNull(videos.parentId)));
  if (!video) throw new AppError(CODES.NOT_FOUND, 'videoNotFound');
  const shots = (await shotsOf(db, [video])).get(video.id);
  if (isOwner(video, actor)) return recordView(video, await recordEstimator(db, [video]), shots);
  if (!(video.shareFlag && !video.privateFlag)) throw new AppError(CODES.NOT_FOUND, 'videoNotFound');
  return publicRecordView(video, await recordEstimator(db, [video]), shots);
}

export async function shareRecord(
  db: Executor,
  actor: Actor,
  id: string,
  origin: string,
  locale: string,
): Promise<{ shareUrl: string }> {
  const [video] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), owned(actor)));
  if (!video) throw new AppError(CODES.NOT_FOUND, 'videoNotFound');
  if (video.privateFlag) throw new AppError(CODES.FORBIDDEN, 'privateNotShareable');
  await db.update(videos).set({ shareFlag: true }).where(eq(videos.id, id));
  return { shareUrl: shareLink(origin, id, isLocale(locale) ? locale : 'en') };
}

/**
 * Deletes the caller's records among `ids` (others' are ignored), refunds those still queued
 * or processing (their job is cancelled: the worker's lease check finds the row gone, and a
 * hosted provider is asked to stop the request) and removes their files.
 */
export async function deleteRecords(db: Database, actor: Actor, ids: string[]): Promise<{ deleted: number }> {
  if (ids.length === 0) return { deleted: 0 };
  const { removed, shots, folders } = await db.transaction(async (tx) => {
    // A story's shots go with it (the foreign key); its refund is the story's own, whose cost
    // already lacks what failed shots gave back. Shots are read first: the delete takes them.
    const parts = await tx
      .select()
      .from(videos)
      .where(and(ownerOnly(actor), inArray(videos.parentId, ids)));
    const rows = await tx
      .delete(videos)
      .where(and(owned(actor), inArray(videos.id, ids)))
      .returning();
    for (const video of rows)
      if (video.state === 'queued' || video.state === 'processing') await refundRecord(tx, video);
    const folders = [...rows, ...parts].map((video) => `videos/${video.mediaKey}`);
    await requestMediaDeletion(tx, folders);
    return { removed: rows, shots: parts, folders };
  });
  // A remote model's request still running at the provider is asked to stop, and a worker
  // rendering one of them stops now rather than at its next lease renewal.
  const unfinished = [...removed, ...shots].filter((video) => video.state === 'queued' || video.state === 'processing');
  for (const video of unfinished) cancelRemote(video.model, storedJobSpec(video)?.remote);
  await signalJobsWithdrawn(
    db,
    unfinished.map((video) => video.id),
  );
  // Files still named by a row stay: a story's shot may share its files with a shot of another
  // story of the same owner (a shot created again unchanged). What the storage refuses now,
  // housekeeping deletes later.
  await deleteRequestedMedia(db, getStorage(), folders).catch((error: unknown) =>
    log.warn({ err: error }, 'deleted files left for housekeeping'),
  );
  return { deleted: removed.length };
}
