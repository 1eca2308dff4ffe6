/**
 * A database for tests that call services directly: the PostgreSQL server of the run when
 * DATABASE_URL is set, else a fresh PGlite folder. Migrations are applied as at start-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from '@/env';
import { type Database, openDatabase } from '@/server/db/client';
import { copyTemplate } from './pglite-template';

export async function testDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-testdb-'));
  // PGlite's initdb and migrations done once per run (pglite-template.ts); opening checks them again.
  if (!serverEnv().DATABASE_URL) await copyTemplate(path.join(dataDir, 'db'));
  const handle = openDatabase({ dataDir });
  await handle.ready;
  return { db: handle.db, close: handle.close };
}
