/**
 * Each test file gets a folder of its own inside the run's (scratch-run.ts) as TMPDIR, for
 * itself and every server, worker and ffmpeg it starts, and the folder goes when the file ends:
 * the integration pass peaks at 0.24 GB this way, where keeping every file's folder to the end
 * takes 1.8 GB. KEEP_TEST_FILES=1 keeps them, to read a server's log after a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';

const root = process.env.VIDLOOM_TEST_TMP;
if (root) {
  const dir = fs.mkdtempSync(path.join(root, 'file-'));
  process.env.TMPDIR = dir;
  // Registered before the file's own hooks, so it runs after them: its servers are stopped by then.
  afterAll(() => {
    process.env.TMPDIR = root;
    // In this process: starting rm from a test process of a few hundred megabytes cost more
    // system time than removing a database cluster's thousand files from memory (npm test keeps
    // the run's folder in a tmpfs, scripts/tmp-parent.sh).
    if (!process.env.KEEP_TEST_FILES) fs.rmSync(dir, { recursive: true, force: true });
  });
}
