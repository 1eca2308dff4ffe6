/**
 * The embedded database's lock on its data folder. Every server here runs on PGlite
 * (DATABASE_URL=''), whichever pass runs the file: the PGlite pass only (vitest.config.mts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../support/db';
import { freePort, SERVER_ENTRY, startServer, TEST_NODE_FLAGS } from '../support/server';

/** Runs the server until it exits (or 45 s), with its output. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...TEST_NODE_FLAGS, SERVER_ENTRY], {
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the embedded database lock', () => {
  it('refuses a second process on the same data folder, and frees the folder when the first stops', async () => {
    const first = await startServer({ DATABASE_URL: '' });
    try {
      // The first request opens nothing new: the server opened (and locked) the database at start-up.
      expect((await (await fetch(`${first.url}/api/health`)).json()).data.databaseKind).toBe('pglite');
      const second = await runUntilExit({ DATA_DIR: first.dataDir, PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`in use by process ${first.process.pid}`);
      expect(second.output).toContain('DATABASE_URL');
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(path.join(first.dataDir, 'db', 'vidloom.lock'))).toBe(false);
    const again = await startServer({ DATABASE_URL: '', DATA_DIR: first.dataDir });
    try {
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-stale-'));
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'db', 'vidloom.lock'), '2147483646');
    const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('the embedded database page memory', () => {
  it('is PGLITE_SHARED_BUFFERS', async () => {
    // The tests' own setting (vitest.config.mts), not Postgres' default of 128MB.
    expect(process.env.PGLITE_SHARED_BUFFERS).toBe('16MB');
    const { db, close } = await testDatabase();
    try {
      const shown = (await db.execute(sql`show shared_buffers`)) as { rows: { shared_buffers: string }[] };
      expect(shown.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await close();
    }
  });

  it('refuses a value that is not a size before it opens anything', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-buffers-'));
    const { code, output } = await runUntilExit({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      PGLITE_SHARED_BUFFERS: 'lots',
    });
    expect(code).toBe(1);
    expect(output).toContain('PGLITE_SHARED_BUFFERS');
    expect(output).toContain('must be a size such as 16MB');
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});
