/**
 * Each test file gets a folder of its own inside the run's (scratch-run.ts) as TMPDIR, for
 * itself and every server, worker and ffmpeg it starts, and the folder goes when the file ends:
 * the integration pass peaks at 0.24 GB this way, where keeping every file's folder to the end
 * takes 1.8 GB. KEEP_TEST_FILES=1 keeps them, to read a server's log after a failure.
 */
import { spawnSync } from 'node:child_process';
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
    // Coreutils' rm: the folder holds a database cluster per server, thousands of files.
    if (!process.env.KEEP_TEST_FILES) spawnSync('rm', ['-rf', dir]);
  });
}
