/**
 * Backups and "download my data" against the real server: `npm run backup` of a running server
 * (on PGlite through the server's backup socket; on PostgreSQL from its own snapshot) while
 * requests keep coming, `npm run restore` into an empty DATA_DIR (and, on the PostgreSQL pass, a
 * fresh database), and a server on the restored data answering the same records, balances,
 * ledgers, sessions and media bytes. A non-empty target and a damaged archive are refused.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { readTar } from '@/server/backup/tar';
import { balanceOf, books, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { ADMIN_TOKEN, type RunningServer, startServer, TEST_NODE_FLAGS, waitFor } from '../support/server';

const BACKUP_ENTRY = 'dist/backup.cjs';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-backups-'));
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Runs the command without blocking this process: requests to the server go on meanwhile. */
function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, BACKUP_ENTRY, ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** A fresh, empty PostgreSQL database on the run's server (as own-database.ts makes the file's own). */
async function freshDatabase(): Promise<string> {
  const base = process.env.VIDLOOM_BASE_DATABASE_URL!;
  const name = `vidloom_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
  );
  await client.end();
  return rows[0].n as number;
}

/** A restore target: an empty DATA_DIR, and on the PostgreSQL pass an empty database. */
async function emptyTarget(name: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: path.join(scratch, name), DATABASE_URL: '' };
  if (onPostgres) env.DATABASE_URL = await freshDatabase();
  return env;
}

type Account = Awaited<ReturnType<typeof seedAccount>>;

/** What an account sees: balance, ledger, its records and the bytes of each record's files. */
async function snapshot(url: string, account: Account) {
  const list = await api(url)<{
    records: {
      id: string;
      state: string;
      prompt: string;
      videoUrl: string | null;
      coverUrl: string | null;
      shareFlag?: boolean;
    }[];
  }>('GET', '/api/v1/video/pageRecordList?pageSize=50', {
    token: account.token,
    headers: { 'x-forwarded-for': account.ip },
  });
  expect(list.code).toBe(200);
  const records = list.data.records.map(({ id, state, prompt, videoUrl, coverUrl }) => ({
    id,
    state,
    prompt,
    videoUrl,
    coverUrl,
  }));
  const media: Record<string, string> = {};
  for (const record of records)
    for (const file of [record.videoUrl, record.coverUrl]) {
      if (!file) continue;
      const res = await fetch(`${url}${file}`);
      expect(res.status).toBe(200);
      media[file] = Buffer.from(await res.arrayBuffer()).toString('base64');
    }
  return { balance: await balanceOf(url, account.token), books: await books(url, account.token), records, media };
}

let server: RunningServer;
let alice: Account;
let bob: Account;
let archive: string;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN });
  [alice, bob] = await Promise.all([
    seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 300 }),
    seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 200 }),
  ]);
  for (const [account, prompt] of [
    [alice, 'a lantern on a pier'],
    [bob, 'a fox in the snow'],
  ] as const) {
    const record = await account.videos.make({ operationType: 'generate', prompt, quality: '360p', duration: 5 });
    expect(record.state).toBe('success');
  }
  const [first] = (await alice.videos.list()).data.records;
  expect((await alice.videos.share(first!.id)).code).toBe(200);
  archive = path.join(scratch, 'vidloom.tar.gz');
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up a serving server and restore into an empty target that serves the same data', async () => {
    const before = { alice: await snapshot(server.url, alice), bob: await snapshot(server.url, bob) };

    // Requests keep coming while the backup runs; every one is answered.
    let stop = false;
    let answered = 0;
    const failures: string[] = [];
    const load = (async () => {
      while (!stop) {
        const answer = await api(server.url)('GET', '/api/auth/user-info', { token: alice.token });
        if (answer.code === 200) answered += 1;
        else failures.push(`${answer.code} ${answer.msg}`);
      }
    })();
    const backup = await cli(['backup', archive], { DATA_DIR: server.dataDir });
    await waitFor(async () => answered > 0, { what: 'requests answered during the backup' });
    stop = true;
    await load;
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backup written to .*vidloom\.tar\.gz: \d+ tables/);
    expect(failures).toEqual([]);

    const target = await emptyTarget('restored');
    const restored = await cli(['restore', archive], target);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* media files/);

    const again = await startServer({ TRUST_PROXY: '1', ...target });
    try {
      // The same sessions sign the same people in; the same rows, balances and bytes.
      expect(await snapshot(again.url, alice)).toEqual(before.alice);
      expect(await snapshot(again.url, bob)).toEqual(before.bob);
      expect(before.alice.records).toHaveLength(1);
      expect(Object.keys(before.alice.media)).toHaveLength(2);
      // The restored server takes new work.
      const created = await api(again.url)('POST', '/api/v1/video/create', {
        token: alice.token,
        body: { operationType: 'generate', prompt: 'a kite', quality: '360p' },
      });
      expect(created.code).toBe(200);
    } finally {
      await again.stop();
    }
  }, 240_000);

  it('refuses a target that is not empty unless --force', async () => {
    const target = await emptyTarget('full');
    expect((await cli(['restore', archive], target)).status).toBe(0);
    const refused = await cli(['restore', archive], target);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/The target is not empty .* add --force/);
    const forced = await cli(['restore', archive, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
  }, 120_000);

  it('refuses a damaged archive with a clear message and changes nothing', async () => {
    // A plain (uncompressed) archive, so the damage lands in an entry's bytes.
    const plain = path.join(scratch, 'plain.tar');
    expect((await cli(['backup', plain], { DATA_DIR: server.dataDir })).status).toBe(0);
    const bytes = fs.readFileSync(plain);
    const at = bytes.indexOf(Buffer.from('"email"'));
    expect(at).toBeGreaterThan(0);
    bytes[at + 2] = 'X'.charCodeAt(0);
    const damaged = path.join(scratch, 'damaged.tar');
    fs.writeFileSync(damaged, bytes);
    const truncated = path.join(scratch, 'truncated.tar');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));

    for (const [file, message] of [
      [damaged, /is damaged: db\/\w+\.jsonl does not match its checksum/],
      [truncated, /is damaged: the archive ends|is damaged: .*cut off/],
    ] as const) {
      const target = await emptyTarget(path.basename(file, '.tar'));
      const refused = await cli(['restore', file], target);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(message);
      expect(fs.existsSync(target.DATA_DIR!)).toBe(false);
      if (onPostgres) expect(await tableCount(target.DATABASE_URL!)).toBe(0);
    }
  }, 120_000);
});

describe('download my data', () => {
  it('makes an archive of the account as a job, with its files and nobody else’s data', async () => {
    const call = api(server.url);
    expect((await call('POST', '/api/v1/user/data-export')).code).toBe(401);
    expect((await call('GET', '/api/v1/user/data-export', { token: alice.token })).data).toBeNull();

    const asked = await call<{ state: string }>('POST', '/api/v1/user/data-export', { token: alice.token });
    expect(asked.code).toBe(200);
    expect(asked.data.state).toBe('preparing');

    let status: { state: string; downloadUrl: string | null; expiresAt: number | null } | null = null;
    await waitFor(
      async () => {
        status = (await call<typeof status>('GET', '/api/v1/user/data-export', { token: alice.token })).data;
        return status?.state === 'ready';
      },
      { what: 'the archive to be made', intervalMs: 250 },
    );
    const ready = status!;
    expect(ready.expiresAt! - Date.now()).toBeGreaterThan(23 * 3600_000);
    // Bob sees no archive of Alice's.
    expect((await call('GET', '/api/v1/user/data-export', { token: bob.token })).data).toBeNull();

    // The link works without a header (a browser follows it); a forged one does not.
    const res = await fetch(`${server.url}${ready.downloadUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="vidloom-data-/);
    const forged = await fetch(`${server.url}${ready.downloadUrl!.replace(/.(?=&|$)/, 'A')}`);
    expect(forged.status).toBe(404);

    const files: Record<string, Buffer> = {};
    await readTar(Readable.from([Buffer.from(await res.arrayBuffer())]), async (entry, body) => {
      const parts: Buffer[] = [];
      for await (const part of body) parts.push(part);
      files[entry.name] = Buffer.concat(parts);
    });
    const profile = JSON.parse(files['profile.json']!.toString());
    expect(profile.email).toBe(alice.email);
    expect(profile).not.toHaveProperty('passwordHash');
    const mine = await snapshot(server.url, alice);
    const records = JSON.parse(files['videos.json']!.toString()) as { id: string }[];
    expect(records.map((record) => record.id).sort()).toEqual(mine.records.map((record) => record.id).sort());
    const ledger = JSON.parse(files['ledger.json']!.toString()) as { delta: number }[];
    expect(ledger.map((line) => line.delta).sort()).toEqual(mine.books!.lines.map((line) => line.delta).sort());
    for (const [url, bytes] of Object.entries(mine.media))
      expect(files[`media/${url.replace('/media/', '')}`]?.toString('base64')).toBe(bytes);

    const theirs = await snapshot(server.url, bob);
    const everything = Buffer.concat(Object.values(files)).toString('latin1');
    expect(everything).not.toContain(bob.email);
    for (const record of theirs.records) expect(everything).not.toContain(record.id);
    expect(Object.keys(files).some((name) => name.includes(theirs.records[0]!.videoUrl!.split('/')[3]!))).toBe(false);
  }, 120_000);
});
