/**
 * The history routes as services (API.md "Video routes"): list, pending, detail, share and
 * delete. Visibility: a record that is not the caller's and not shared does not exist for
 * them (404, never 403). A shared record read by anyone but its owner names no media but its
 * own video and cover: the sources the owner uploaded or picked stay the owner's.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { isLocale } from '@/lib/i18n/locales';
import { shareLink } from '@/lib/share-link';
import type { VideoRecord } from '@/lib/video-record';
import type { Mode } from '@/lib/modes';
import type { Actor } from '@/server/auth/actor';
import type { Database, Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { getStorage } from '@/server/storage/storage';
import { recordEstimator } from './queue-wait';
import { cancelRemote } from '@/server/providers/registry';
import { refundRecord } from './refund-record';
import { storedJobSpec } from './job-spec';

const PAGE_SIZE = 12;

type Video = typeof videos.$inferSelect;

/** A record as its owner sees it; `estimate` gives a pending one the time it still needs, queue included. */
function recordView(video: Video, estimate?: (video: Video) => number): VideoRecord {
  const storage = getStorage();
  const success = video.state === 'success';
  const pending = video.state === 'queued' || video.state === 'processing';
  return {
    id: video.id,
    state: video.state,
    operationType: video.operationType as Mode,
    createTimestamp: video.createdAt.getTime(),
    finishTimestamp: video.finishedAt?.getTime() ?? null,
    startedAt: video.state === 'processing' ? (video.startedAt?.getTime() ?? null) : null,
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
    shareFlag: video.shareFlag,
    privateFlag: video.privateFlag,
    scene: video.scene ?? null,
  };
}

/** What `generateParam` keeps from a stranger: the owner's photos, voice, uploaded video and source record. */
const OWNER_ONLY_PARAMS = ['imgUrls', 'audioUrl', 'userUploadVideoUrl', 'originalRecordId'] as const;

/** A record as someone other than its owner may see it (a shared record, its share page). */
function publicRecordView(video: Video, estimate?: (video: Video) => number): VideoRecord {
  const view = recordView(video, estimate);
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

function owned(actor: Actor) {
  return actor.kind === 'user'
    ? eq(videos.userId, actor.userId)
    : and(eq(videos.deviceId, actor.deviceId), isNull(videos.userId));
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
  const estimate = await recordEstimator(db, rows);
  return {
    records: rows.map((row) => recordView(row, estimate)),
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
  const estimate = await recordEstimator(db, rows);
  return rows.map((row) => recordView(row, estimate));
}

/** GET detail/{id}: the caller's record in full, or a shared one as a stranger sees it; 404 otherwise. */
export async function recordDetail(db: Executor, actor: Actor | null, id: string): Promise<VideoRecord> {
  const [video] = await db.select().from(videos).where(eq(videos.id, id));
  if (video && isOwner(video, actor)) return recordView(video, await recordEstimator(db, [video]));
  if (!video || !(video.shareFlag && !video.privateFlag)) throw new AppError(CODES.NOT_FOUND, 'videoNotFound');
  return publicRecordView(video, await recordEstimator(db, [video]));
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
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(videos)
      .where(and(owned(actor), inArray(videos.id, ids)))
      .returning();
    for (const video of rows)
      if (video.state === 'queued' || video.state === 'processing') await refundRecord(tx, video);
    return rows;
  });
  // A remote model's request still running at the provider is asked to stop.
  for (const video of removed)
    if (video.state === 'queued' || video.state === 'processing')
      cancelRemote(video.model, storedJobSpec(video)?.remote);
  const storage = getStorage();
  await Promise.all(removed.map((video) => storage.deletePrefix(`videos/${video.mediaKey}`)));
  return { deleted: removed.length };
}
