/**
 * A database for tests that call services directly: the PostgreSQL server of the run when
 * DATABASE_URL is set, else a fresh PGlite folder. Migrations are applied as at start-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../src/server/db/client';

export async function testDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const handle = openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-testdb-')) });
  await handle.ready;
  return { db: handle.db, close: handle.close };
}
