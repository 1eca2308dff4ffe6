import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * An embedded database cluster as a new install leaves it: PGlite's initdb, then every migration
 * applied by drizzle's migrator from drizzle/, as the server applies them at start-up. Made once
 * per test run and copied into each fresh test server's data folder, because initdb and the
 * migrations are most of a PGlite server's start and give the same cluster every time. The
 * server still runs the migrator when it opens the copy, which then finds nothing to apply. A new
 * install's path, every migration on an empty cluster, is the one taken here once per run, and
 * again by the browser suite's server, which starts from an empty folder. Only folders the test
 * support makes get the copy: a test that passes DATA_DIR starts from what it put there.
 */
export async function clusterTemplate(): Promise<string> {
  // In the run's folder, not the file's (tests/support/scratch-file.ts): one copy serves every file.
  const template = path.join(
    process.env.VIDLOOM_TEST_TMP ?? os.tmpdir(),
    `vidloom-pglite-template-${process.env.VIDLOOM_TEST_RUN ?? process.pid}`,
  );
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  // Made aside and renamed into place, so a reader never copies a half-written cluster.
  const building = fs.mkdtempSync(`${template}.building-`);
  const client = new PGlite(path.join(building, 'db'));
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: path.resolve('drizzle') });
  await client.close();
  try {
    fs.renameSync(path.join(building, 'db'), template);
  } catch (error) {
    // Another test process finished its copy first: use that one.
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
  }
  fs.rmSync(building, { recursive: true, force: true });
  return template;
}

/**
 * Copies the template cluster to `dir` (which must not exist yet). Coreutils' cp copies its
 * thousand files at half the CPU of fs.cpSync, which walks them in JavaScript; a test run makes
 * a copy for every server it starts.
 */
export async function copyTemplate(dir: string): Promise<void> {
  execFileSync('cp', ['-R', await clusterTemplate(), dir]);
}
