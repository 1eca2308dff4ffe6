/**
 * A failed job's reason as the record keeps and answers it, on PGlite and on PostgreSQL (the
 * `fail_reason` column and its migration): the worker writes the key with its variables and
 * the provider's cleaned words, `failMsg` is its English sentence, a retry's reason is not a
 * failure yet, and a row from before keys still says its `failMsg`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JobError, NonRetryableError } from '@/engine/errors';
import type { Actor } from '@/server/auth/actor';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { claimNext, MAX_ATTEMPTS, requeue } from '@/server/queue/queue';
import type { Storage } from '@/server/storage/storage';
import { pendingRecords } from '@/server/videos/records';
import { startWorker, type WorkerOptions } from '@/worker/worker';
import { testDatabase } from '../support/db';
import { ledgerOf, seedQueuedVideo, seedUser } from '../support/factories';
import { waitFor } from '../support/server';

let db: Database;
let close: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-failure-reasons-'));
});
afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rowOf = async (id: string) => (await db.select().from(videos).where(eq(videos.id, id)))[0]!;
const actorOf = (userId: string) => ({ kind: 'user', userId }) as Actor;
const recordOf = async (userId: string, id: string) => (await pendingRecords(db, actorOf(userId), [id]))[0]!;

/** Runs one worker until the job settles as failed. */
async function failWith(id: string, options: Partial<WorkerOptions>) {
  const worker = startWorker({ db, storage: {} as Storage, leaseMs: 3000, pollMs: 20, backoffBaseMs: 10, ...options });
  try {
    await waitFor(async () => (await rowOf(id)).state === 'fail', { what: 'the job to fail', timeoutMs: 20_000 });
  } finally {
    await worker.stop(0);
  }
}

describe('the reason a failed job keeps', () => {
  it('names the provider and the attempts of a provider that never answered, refunded once', async () => {
    const user = await seedUser(db);
    const job = await seedQueuedVideo(db, user.id, { model: 'gemini-omni-flash' });
    await failWith(job.id, {
      render: async () => {
        // As dispatch stamps it: what ran the model, by the name the model picker shows.
        const error = new JobError('Gemini Omni answered 503: overloaded', { key: 'providerUnreachable' });
        error.provider = 'Gemini Omni Flash';
        throw error;
      },
    });
    const record = await recordOf(user.id, job.id);
    expect(record.failReason).toEqual({
      key: 'providerUnreachable',
      vars: { provider: 'Gemini Omni Flash', attempts: MAX_ATTEMPTS },
    });
    expect(record.failMsg).toBe(`Gemini Omni Flash did not answer after ${MAX_ATTEMPTS} attempts`);
    const refunds = (await ledgerOf(db, { userId: user.id })).filter((line) => line.reason === 'refund');
    expect(refunds.map((line) => line.recordId)).toEqual([job.id]);
  });

  it("keeps the provider's words, cleaned of links and keys, at once and for good", async () => {
    const user = await seedUser(db);
    const job = await seedQueuedVideo(db, user.id, { model: 'gemini-omni-flash' });
    let tries = 0;
    await failWith(job.id, {
      render: async () => {
        tries += 1;
        const said =
          'Request blocked by safety filters. See https://ai.google.dev/policy?key=AIzaSyD-1234567890abcdefghijklmno';
        throw new NonRetryableError(`Gemini Omni could not make this video: ${said}`, {
          key: 'providerSafety',
          detail: said,
        });
      },
    });
    expect(tries).toBe(1);
    const record = await recordOf(user.id, job.id);
    expect(record.failReason).toEqual({
      key: 'providerSafety',
      detail: 'Request blocked by safety filters. See …',
    });
    expect(record.failMsg).toBe(
      "The video was blocked by the provider's safety filters: Request blocked by safety filters. See …",
    );
    expect(JSON.stringify(await rowOf(job.id))).not.toContain('AIza');
  });

  it('says the finished video could not be saved when storage keeps failing', async () => {
    const user = await seedUser(db);
    const job = await seedQueuedVideo(db, user.id);
    const file = path.join(dir, 'video.mp4');
    fs.writeFileSync(file, 'mp4');
    await failWith(job.id, {
      storage: {
        putFile: async () => {
          throw new Error('S3 answered 503 SlowDown');
        },
      } as unknown as Storage,
      render: async () => ({ video: file, cover: file, width: 640, height: 360, duration: 5 }),
    });
    expect((await recordOf(user.id, job.id)).failReason).toEqual({ key: 'storageFailed' });
  });

  it('keeps a retry’s reason on the row but answers none while the job waits again', async () => {
    const user = await seedUser(db);
    const job = await seedQueuedVideo(db, user.id);
    const claimed = (await claimNext(db, 'wrk_test', 30_000))!;
    expect(claimed.id).toBe(job.id);
    await requeue(db, claimed, claimed.leaseToken!, {
      at: new Date(Date.now() + 60_000),
      reason: { key: 'renderFailed', vars: { attempts: 2 } },
    });
    expect(await rowOf(job.id)).toMatchObject({
      state: 'queued',
      failMsg: 'Rendering failed after 2 attempts',
      failReason: { key: 'renderFailed', vars: { attempts: 2 } },
    });
    expect(await recordOf(user.id, job.id)).toMatchObject({ state: 'queued', failMsg: null, failReason: null });
  });

  it('answers the English failMsg alone for a row from before keys, and for a key this server does not know', async () => {
    const user = await seedUser(db);
    const old = await seedQueuedVideo(db, user.id, {
      state: 'fail',
      failMsg: 'Rendering failed: the render process stopped (exit 1)',
    });
    expect(await recordOf(user.id, old.id)).toMatchObject({
      failMsg: 'Rendering failed: the render process stopped (exit 1)',
      failReason: null,
    });
    const newer = await seedQueuedVideo(db, user.id, {
      state: 'fail',
      failMsg: 'Something a later version says',
      failReason: { key: 'fromALaterVersion' } as never,
    });
    expect(await recordOf(user.id, newer.id)).toMatchObject({
      failMsg: 'Something a later version says',
      failReason: null,
    });
  });
});
