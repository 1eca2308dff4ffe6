/**
 * A deleted record's or account's files leave the storage (issue "Run it as a business", users'
 * data): at once after the delete, or, when the bucket does not answer at that moment, on the
 * next housekeeping round. Runs in this process against s3rver (an S3 server from npm, stopped
 * and started again on the same port and folder) and the file's own database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import type { Database } from '@/server/db/client';
import { mediaDeletions, uploads, videos } from '@/server/db/schema';
import { testDatabase } from '../support/db';
import { seedQueuedVideo, seedUser } from '../support/factories';
import { freePort } from '../support/server';

const BUCKET = 'vidloom-deletions';
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-s3-deletions-'));
let port: number;
let s3: S3rver | undefined;
let db: Database;
let close: () => Promise<void>;

async function startS3() {
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    directory: bucketDir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
}
async function stopS3() {
  await s3?.close();
  s3 = undefined;
}

// Read by the storage and the database on their first use: set before the modules below load.
port = await freePort();
Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-deletions-')),
});

beforeAll(async () => {
  await startS3();
  ({ db, close } = await testDatabase());
});
afterAll(async () => {
  await close?.();
  await stopS3();
});

const { getStorage } = await import('@/server/storage/storage');
const { deleteRecords } = await import('@/server/videos/records');
const { deleteAccount } = await import('@/server/account/account');
const { sweep } = await import('@/server/housekeeping/sweep');

/** The objects of the bucket under `prefix`, as s3rver keeps them on disk. */
function stored(prefix: string): string[] {
  const root = path.join(bucketDir, BUCKET, prefix);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('._S3rver_object'));
}

async function videoWithFiles(userId: string, values: Partial<typeof videos.$inferInsert> = {}) {
  const video = await seedQueuedVideo(db, userId, { state: 'success', ...values });
  await getStorage().putBuffer(`videos/${video.mediaKey}/video.mp4`, Buffer.from('mp4 bytes'));
  await getStorage().putBuffer(`videos/${video.mediaKey}/cover.jpg`, Buffer.from('jpeg bytes'));
  return video;
}

const actorOf = (user: Awaited<ReturnType<typeof seedUser>>) => ({
  kind: 'user' as const,
  userId: user.id,
  user,
  plan: 'pro' as const,
});
const housekeeping = () => sweep(db, { deadWorkerMs: 60_000, storage: getStorage() });

describe('a deleted record’s files', () => {
  it('leave the bucket with the record', async () => {
    const user = await seedUser(db);
    const video = await videoWithFiles(user.id);
    expect(stored(`videos/${video.mediaKey}`)).toHaveLength(2);
    expect(await deleteRecords(db, actorOf(user), [video.id])).toEqual({ deleted: 1 });
    expect(stored(`videos/${video.mediaKey}`)).toEqual([]);
    expect(await db.select().from(mediaDeletions)).toEqual([]);
  });

  it('stay listed while the bucket does not answer, and housekeeping deletes them once it does', async () => {
    const user = await seedUser(db);
    const video = await videoWithFiles(user.id);
    await stopS3();
    try {
      // The record is gone at once; the delete does not wait for the bucket.
      expect(await deleteRecords(db, actorOf(user), [video.id])).toEqual({ deleted: 1 });
      expect(await db.select().from(videos).where(eq(videos.id, video.id))).toEqual([]);
      const [listed] = await db.select().from(mediaDeletions);
      expect(listed).toMatchObject({ prefix: `videos/${video.mediaKey}`, attempts: 1 });
      expect(listed!.lastError).toBeTruthy();
      expect((await housekeeping()).media).toBe(0);
    } finally {
      await startS3();
    }
    expect(stored(`videos/${video.mediaKey}`)).toHaveLength(2);
    expect((await housekeeping()).media).toBe(1);
    expect(stored(`videos/${video.mediaKey}`)).toEqual([]);
    expect(await db.select().from(mediaDeletions)).toEqual([]);
  });

  it('stay while another record names them (a story’s shot made again unchanged)', async () => {
    const user = await seedUser(db);
    const first = await videoWithFiles(user.id);
    const again = await seedQueuedVideo(db, user.id, { state: 'success', mediaKey: first.mediaKey });
    await deleteRecords(db, actorOf(user), [first.id]);
    expect(stored(`videos/${first.mediaKey}`)).toHaveLength(2);
    expect(await db.select().from(mediaDeletions)).toEqual([]);
    await deleteRecords(db, actorOf(user), [again.id]);
    expect(stored(`videos/${first.mediaKey}`)).toEqual([]);
  });
});

describe('a deleted account’s files', () => {
  it('leave the bucket, videos and uploads, on the next round when the bucket was down', async () => {
    const user = await seedUser(db);
    const video = await videoWithFiles(user.id);
    await getStorage().putBuffer('uploads/AbCdEfGhIjKlMnOp1234/file.png', Buffer.from('png bytes'));
    await db.insert(uploads).values({
      id: 'upl_deletions_test',
      userId: user.id,
      kind: 'image',
      storageKey: 'uploads/AbCdEfGhIjKlMnOp1234/file.png',
      contentType: 'image/png',
      bytes: 9,
    });
    await stopS3();
    try {
      await deleteAccount(db, user, { email: user.email! });
      expect((await db.select().from(mediaDeletions)).map((row) => row.prefix).sort()).toEqual([
        'uploads/AbCdEfGhIjKlMnOp1234',
        `videos/${video.mediaKey}`,
      ]);
    } finally {
      await startS3();
    }
    expect(stored('uploads/AbCdEfGhIjKlMnOp1234')).toHaveLength(1);
    expect((await housekeeping()).media).toBe(2);
    expect(stored('uploads/AbCdEfGhIjKlMnOp1234')).toEqual([]);
    expect(stored(`videos/${video.mediaKey}`)).toEqual([]);
  });
});
