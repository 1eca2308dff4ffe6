/**
 * GET /api/health's worker count (issue 13, item 24): only workers seen within one lease
 * (WORKER_LEASE_MS) count as alive; a row older than that is a worker that has lost its jobs.
 * Calls the health service in this process, on a database of its own (or the run's PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { closeDb, getDb } from '@/server/db/client';
import { workers } from '@/server/db/schema';
import { getHealth } from '@/server/health/get-health';
import { copyTemplate } from '../support/pglite-template';

const LEASE_MS = 3000;

beforeAll(async () => {
  process.env.WORKER_LEASE_MS = String(LEASE_MS);
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-health-'));
  // The run's migrated cluster, as the test servers get it: initdb and every migration again
  // would be most of this file's time.
  if (!process.env.DATABASE_URL) await copyTemplate(path.join(process.env.DATA_DIR, 'db'));
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(workers).where(inArray(workers.id, ['wrk_health_fresh', 'wrk_health_stale']));
  await closeDb();
});

describe('health', () => {
  it('counts the workers seen within one lease, not those silent for longer', async () => {
    const db = await getDb();
    const before = (await getHealth()).workers.seenLastMinute;
    await db.insert(workers).values([
      { id: 'wrk_health_fresh', host: 'h', pid: 1, lastSeenAt: new Date() },
      // Silent for three leases: well within a minute, yet dead.
      { id: 'wrk_health_stale', host: 'h', pid: 2, lastSeenAt: new Date(Date.now() - 3 * LEASE_MS) },
    ]);
    expect((await getHealth()).workers.seenLastMinute - before).toBe(1);
  });
});
