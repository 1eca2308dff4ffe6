/**
 * One folder for every temporary file of a run of tests or benchmarks: servers' data folders
 * and logs, databases, renders. It becomes TMPDIR for this process and every process it starts,
 * and is removed when the process exits. Left behind, an integration pass's files (1.8 GB)
 * piled up to 41 GB in /tmp, and CI, which shares that disk, failed on it. KEEP_TEST_FILES=1
 * keeps the folder. A process that already has one (a test worker, a nested run) keeps it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function scratchRun(): string {
  const existing = process.env.VIDLOOM_TEST_TMP;
  if (existing) return existing;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-tests-'));
  process.env.VIDLOOM_TEST_TMP = dir;
  process.env.TMPDIR = dir;
  process.on('exit', () => {
    if (!process.env.KEEP_TEST_FILES) fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
