/**
 * A worker survives its own troubles: an error anywhere in a job's handling (the job folder
 * cannot be made, settling the failure fails too) is logged, the job is handed back or failed
 * once with one refund, and the loop goes on. Before, such an error escaped as an unhandled
 * rejection, which ends a standalone worker (vitest fails a file on one, too).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { MAX_ATTEMPTS } from '@/server/queue/queue';
import { startWorker } from '@/worker/worker';
import { testDatabase } from '../support/db';
import { ledgerOf, seedQueuedVideo, seedUser } from '../support/factories';
import { waitFor } from '../support/server';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => close());

const queued = (userId: string, values: Partial<typeof videos.$inferInsert> = {}) =>
  seedQueuedVideo(db, userId, values);

const stateOf = async (id: string) => (await db.select().from(videos).where(eq(videos.id, id)))[0]!;
const refunds = async (userId: string) => (await ledgerOf(db, { userId })).filter((line) => line.reason === 'refund');

describe('a worker whose job handling breaks', () => {
  it('hands a job back when its folder cannot be made, fails it after the last attempt with one refund, and goes on', async () => {
    const user = await seedUser(db);
    const first = await queued(user.id);
    let rendered = 0;
    const worker = startWorker({
      db,
      storage: {} as Storage,
      // A folder that does not exist: as a full or unwritable temporary folder, mkdtemp fails.
      tempDir: '/nonexistent/vidloom-worker-test',
      leaseMs: 3000,
      pollMs: 20,
      backoffBaseMs: 10,
      render: async () => {
        rendered += 1;
        throw new Error('never reached');
      },
    });
    try {
      await waitFor(async () => (await stateOf(first.id)).state === 'fail', {
        what: 'the first job to fail',
        timeoutMs: 20_000,
      });
      // The loop is still claiming: a job queued afterwards is handled the same way.
      const second = await queued(user.id);
      await waitFor(async () => (await stateOf(second.id)).state === 'fail', {
        what: 'the second job to fail',
        timeoutMs: 20_000,
      });
      expect(await stateOf(first.id)).toMatchObject({ attempts: MAX_ATTEMPTS, leaseToken: null });
      // Our own fault, whose message stays in the logs: the record says the render failed, and how often.
      expect(await stateOf(first.id)).toMatchObject({
        failMsg: `Rendering failed after ${MAX_ATTEMPTS} attempts`,
        failReason: { key: 'renderFailed', vars: { attempts: MAX_ATTEMPTS } },
      });
      expect(rendered).toBe(0);
      expect((await refunds(user.id)).map((line) => line.recordId).sort()).toEqual([first.id, second.id].sort());
    } finally {
      await worker.stop(0);
    }
  });

  it('logs a failure to settle a failed job, keeps running, and settles it once when the database recovers', async () => {
    const user = await seedUser(db);
    // Its last attempt: the render's failure fails the job for good, which needs a transaction.
    const job = await queued(user.id, { attempts: MAX_ATTEMPTS - 1 });
    let broken = true;
    // The same database, except that transactions fail while `broken` (a full disk, a lost connection).
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction' && broken) return () => Promise.reject(new Error('could not write: disk full'));
        return Reflect.get(target, property, receiver);
      },
    });
    const worker = startWorker({
      db: flaky,
      storage: {} as Storage,
      leaseMs: 1000,
      pollMs: 20,
      backoffBaseMs: 10,
      render: async () => {
        throw new Error('the renderer crashed');
      },
    });
    try {
      await waitFor(async () => (await stateOf(job.id)).attempts === MAX_ATTEMPTS, {
        what: 'the job to be claimed',
        timeoutMs: 10_000,
      });
      // Settling failed: the row is left to its lease, and nothing was refunded.
      await waitFor(async () => worker.idle(), { what: 'the job handling to end', timeoutMs: 10_000 });
      expect((await stateOf(job.id)).state).toBe('processing');
      expect(await refunds(user.id)).toHaveLength(0);
      broken = false;
      // Once its lease has run out, the abandoned-row sweep fails it and refunds it, once.
      await waitFor(async () => (await stateOf(job.id)).state === 'fail', {
        what: 'the job to be settled',
        timeoutMs: 20_000,
      });
      expect((await refunds(user.id)).map((line) => line.recordId)).toEqual([job.id]);
    } finally {
      await worker.stop(0);
    }
  });
});
