/**
 * "Download my data": a signed-in user asks for an archive of what we hold about them (profile,
 * sign-in methods, sessions, devices, ledger, subscription, records and uploads with their
 * files). The request only queues a row; a worker makes the archive (never the request thread),
 * stores it and offers it for a day through a signed link; housekeeping deletes it after that.
 * Every query here is keyed by the requesting user's id, so nobody else's rows can get in.
 */
import { z } from 'zod';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import type { DataExportStatus } from '@/lib/api/schemas/data-export';
import { DAY, MINUTE } from '@/lib/time';
import { TarWriter } from '@/server/backup/tar';
import { sign, unsign } from '@/server/crypto/app-secret';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Executor } from '@/server/db/client';
import {
  creditLedger,
  dataExports,
  devices,
  identities,
  sessions,
  subscriptions,
  uploads,
  users,
  videos,
} from '@/server/db/schema';
import type { DataExportState } from '@/server/db/schema/data-exports';
import { AppError } from '@/server/http/app-error';
import { hitRateLimit } from '@/server/rate-limit/hit-rate-limit';
import type { Storage } from '@/server/storage/storage';

/** How long a made archive is offered. */
const DATA_EXPORT_TTL_MS = DAY;
/** Requests per user per day: an archive costs a worker real work. */
const REQUESTS_PER_DAY = 3;
const LEASE_MS = 5 * MINUTE;
const MAX_ATTEMPTS = 3;
const SIGNING_PURPOSE = 'data-export';

type DataExport = typeof dataExports.$inferSelect;

/** The download route's query: the signed token of a status's `downloadUrl`. */
export const dataExportDownloadQuery = z.object({ token: z.string().min(1).max(200) });

/** What the settings page shows: `preparing` covers queued and being made. */

function statusOf(row: DataExport): DataExportStatus {
  const state: Record<DataExportState, DataExportStatus['state']> = {
    queued: 'preparing',
    processing: 'preparing',
    ready: 'ready',
    failed: 'failed',
  };
  const ready = row.state === 'ready' && row.expiresAt !== null;
  return {
    id: row.id,
    state: state[row.state],
    createdAt: row.createdAt.getTime(),
    expiresAt: ready ? row.expiresAt!.getTime() : null,
    bytes: ready ? row.bytes : null,
    downloadUrl: ready
      ? `/api/v1/user/data-export/download?token=${encodeURIComponent(sign(SIGNING_PURPOSE, row.id))}`
      : null,
  };
}

/** The user's latest request that still counts (an expired archive is gone), or null. */
export async function latestDataExport(db: Executor, userId: string): Promise<DataExportStatus | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
  return statusOf(row);
}

/** Queues an archive, or answers the one already being made; rate limited per user. */
export async function requestDataExport(db: Executor, userId: string): Promise<DataExportStatus> {
  const [pending] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.state, ['queued', 'processing'])))
    .limit(1);
  if (pending) return statusOf(pending);
  await hitRateLimit(db, `data-export:${userId}`, REQUESTS_PER_DAY, DAY);
  const [row] = await db
    .insert(dataExports)
    .values({ id: randomId('exp'), userId })
    .returning();
  return statusOf(row!);
}

/** Claims the oldest waiting request (or one whose maker died), as workers claim videos. */
export async function claimDataExport(db: Executor): Promise<DataExport | null> {
  const rows = await db.execute(sql`
    update ${dataExports} set state = 'processing', attempts = ${dataExports.attempts} + 1,
      locked_until = now() + (${LEASE_MS} * interval '1 millisecond')
    where ${dataExports.id} = (
      select id from ${dataExports}
      where state = 'queued' or (state = 'processing' and locked_until < now())
      order by created_at limit 1 for update skip locked
    )
    returning id`);
  const id = (rows as unknown as { rows: { id: string }[] }).rows?.[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Writes the user's archive to `file`; only rows keyed by `userId` are read. */
async function writeUserArchive(db: Executor, storage: Storage, userId: string, file: string): Promise<void> {
  const out = createWriteStream(file);
  const tar = new TarWriter(out);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('the account is gone');
  const { passwordHash, ...profile } = user;
  await tar.addBuffer('profile.json', json({ ...profile, hasPassword: passwordHash !== null }));
  await tar.addBuffer(
    'sign-in-methods.json',
    json(
      await db
        .select({ provider: identities.provider, email: identities.email, createdAt: identities.createdAt })
        .from(identities)
        .where(eq(identities.userId, userId)),
    ),
  );
  await tar.addBuffer(
    'sessions.json',
    json(
      await db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ),
  );
  await tar.addBuffer(
    'devices.json',
    json(
      await db
        .select({
          id: devices.id,
          ip: devices.ip,
          credits: devices.credits,
          mergedAt: devices.mergedAt,
          createdAt: devices.createdAt,
        })
        .from(devices)
        .where(eq(devices.userId, userId)),
    ),
  );
  await tar.addBuffer(
    'ledger.json',
    json(await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id)),
  );
  await tar.addBuffer(
    'subscription.json',
    json(await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))),
  );
  const records = await db.select().from(videos).where(eq(videos.userId, userId)).orderBy(videos.createdAt);
  // The queue's own bookkeeping says nothing about the user.
  await tar.addBuffer(
    'videos.json',
    json(records.map(({ leaseToken, workerId, lockedUntil, queueKey, runAfter, ...record }) => record)),
  );
  const files = await db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(uploads.createdAt);
  await tar.addBuffer('uploads.json', json(files));
  const keys = [
    ...records.flatMap((record) => [record.videoKey, record.coverKey]),
    ...files.map((upload) => upload.storageKey),
  ].filter((key): key is string => Boolean(key));
  for (const key of new Set(keys)) {
    const opened = await storage.open(key);
    if (opened) await tar.add(`media/${key}`, opened.size, opened.body);
  }
  await tar.finish();
}

/** Makes one claimed archive: stored and offered, or, after the last attempt, failed. */
export async function makeDataExport(db: Executor, storage: Storage, row: DataExport): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-export-'));
  try {
    const file = path.join(dir, 'data.tar');
    await writeUserArchive(db, storage, row.userId, file);
    const key = `exports/${randomToken(18)}/vidloom-data.tar`;
    await storage.putFile(key, file);
    const { size } = await fs.stat(file);
    const done = await db
      .update(dataExports)
      .set({
        state: 'ready',
        storageKey: key,
        bytes: size,
        readyAt: new Date(),
        expiresAt: new Date(Date.now() + DATA_EXPORT_TTL_MS),
        lockedUntil: null,
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'processing')))
      .returning({ id: dataExports.id });
    // The request went (its account was deleted) while we worked: so does the file.
    if (done.length === 0) await storage.deletePrefix(key.split('/').slice(0, 2).join('/'));
  } catch (error) {
    const last = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(dataExports)
      .set(
        last
          ? { state: 'failed', lockedUntil: null, expiresAt: new Date(Date.now() + DATA_EXPORT_TTL_MS) }
          : { state: 'queued', lockedUntil: null },
      )
      .where(eq(dataExports.id, row.id));
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The archive a download link points at, or a 404: a forged, expired or unknown link. */
export async function openDataExportDownload(db: Executor, storage: Storage, token: string) {
  const id = unsign(SIGNING_PURPOSE, token);
  const [row] = id ? await db.select().from(dataExports).where(eq(dataExports.id, id)) : [];
  if (row?.state !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now())
    throw new AppError(CODES.NOT_FOUND, 'notFound');
  const opened = await storage.open(row.storageKey);
  if (!opened) throw new AppError(CODES.NOT_FOUND, 'notFound');
  return { ...opened, fileName: `vidloom-data-${row.createdAt.toISOString().slice(0, 10)}.tar` };
}

/** Housekeeping: archives and failed requests past their day go, files first. */
export async function sweepDataExports(db: Executor, storage: Storage, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(lt(dataExports.expiresAt, now))
    .limit(200);
  for (const row of expired) {
    if (row.storageKey) await storage.deletePrefix(row.storageKey.split('/').slice(0, 2).join('/'));
    await db.delete(dataExports).where(eq(dataExports.id, row.id));
  }
  return expired.length;
}
