import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * An embedded database cluster as PGlite's initdb leaves it, before any migration: made once
 * per test run and copied into each fresh test server's data folder. initdb is most of a
 * PGlite server's start (≈5 s of ≈7 s on the CI machine) and gives the same empty cluster every
 * time; the server (or testDatabase) still applies every migration itself, as on a new install.
 * Only folders the test support makes get the copy: a test that passes DATA_DIR starts from
 * what it put there.
 */
export async function emptyClusterTemplate(): Promise<string> {
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
