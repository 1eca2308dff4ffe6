/**
 * Restoring an archive of write-backup.ts. First the whole archive is read and checked against
 * its manifest (every entry's size and SHA-256, the format, a schema this version can reach), so
 * a damaged or foreign archive is refused before anything changes. Then the schema is migrated
 * to the archive's version, the rows are loaded in one transaction, the media are put back, and
 * the remaining migrations bring an older archive up to this version.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Database } from '@/server/db/client';
import { isStorageKey, type Storage } from '@/server/storage/storage';
import { loadDatabase } from './database-dump';
import {
  APP_SECRET_ENTRY,
  entriesMismatch,
  localMigrationHashes,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  migrationMismatch,
  migrationsUpTo,
} from './manifest';
import { readTar, TarError } from './tar';

/** A refusal to restore, with the reason an operator reads. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** The manifest is small; anything larger is not one of ours. */
const MANIFEST_MAX_BYTES = 64 << 20;

/** The archive's bytes, gunzipped when it was written compressed (by its first bytes, not its name). */
export async function openArchive(file: string): Promise<Readable> {
  const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreError(`cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file);
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) return raw;
  const out = new PassThrough();
  pipeline(raw, createGunzip(), out).catch((error: unknown) =>
    out.destroy(new TarError(`the archive's compression is damaged (${(error as Error).message})`)),
  );
  return out;
}

async function collect(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new RestoreError('the manifest is too large: this is not a Vidloom backup');
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** Reads the whole archive and checks it; the manifest when it can be restored by this version. */
export async function verifyArchive(file: string, migrationsFolder: string): Promise<Manifest> {
  let raw: Buffer | undefined;
  let read: Awaited<ReturnType<typeof readTar>>;
  try {
    read = await readTar(await openArchive(file), async (entry, body) => {
      if (entry.name === MANIFEST_ENTRY) raw = await collect(body, MANIFEST_MAX_BYTES);
    });
  } catch (error) {
    if (error instanceof TarError) throw new RestoreError(`${file} is damaged: ${error.message}`);
    throw error;
  }
  if (!raw) throw new RestoreError(`${file} has no manifest: it is not a complete Vidloom backup`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new RestoreError(`${file} has a manifest this version cannot read: it is damaged or not a Vidloom backup`);
  }
  const mismatch = entriesMismatch(manifest, read);
  if (mismatch) throw new RestoreError(`${file} is damaged: ${mismatch}`);
  const schema = migrationMismatch(manifest.migrations, localMigrationHashes(migrationsFolder));
  if (schema) throw new RestoreError(`${file} cannot be restored here: ${schema}`);
  return manifest;
}

export type RestoreTarget = {
  db: Database;
  /** Applies migrations of a folder (default: all of ours). */
  migrate: (folder?: string) => Promise<void>;
  storage: Storage;
  dataDir: string;
  /** Replace an existing signing secret too (--force). */
  force: boolean;
};

export type RestoreCounts = { tables: Record<string, number>; media: number };

/** Restores a verified archive into an empty (or emptied) database and storage. */
export async function restoreArchive(
  file: string,
  manifest: Manifest,
  target: RestoreTarget,
  migrationsFolder: string,
): Promise<RestoreCounts> {
  const partial = migrationsUpTo(migrationsFolder, manifest.migrations.length);
  try {
    await target.migrate(partial);
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-restore-'));
  const counts: RestoreCounts = { tables: {}, media: 0 };
  try {
    await loadDatabase(target.db, manifest.sequences, async (loader) => {
      await readTar(openArchiveSync(file), async (entry, body) => {
        const table = /^db\/(.+)\.jsonl$/.exec(entry.name)?.[1];
        if (table !== undefined) {
          counts.tables[table] = await loader.load(table, body);
          return;
        }
        if (entry.name.startsWith('media/')) {
          const key = entry.name.slice('media/'.length);
          // Keys become paths: only the shapes the server makes are written anywhere.
          if (!isStorageKey(key)) throw new RestoreError(`the archive holds a file with an unsafe name: ${entry.name}`);
          const temporary = path.join(scratch, 'object');
          await pipeline(body, createWriteStream(temporary));
          await target.storage.putFile(key, temporary);
          counts.media += 1;
          return;
        }
        if (entry.name === APP_SECRET_ENTRY) {
          const secretFile = path.join(target.dataDir, 'app-secret');
          const present = await fs.stat(secretFile).then(
            () => true,
            () => false,
          );
          if (present && !target.force) return;
          await fs.mkdir(target.dataDir, { recursive: true });
          await fs.writeFile(secretFile, await collect(body, 4096), { mode: 0o600 });
        }
      });
      // Checked before the load commits: a shortfall leaves the database as it was.
      for (const [table, rows] of Object.entries(manifest.tables))
        if ((counts.tables[table] ?? 0) !== rows)
          throw new RestoreError(`${table}: ${counts.tables[table] ?? 0} rows restored, the manifest says ${rows}`);
    });
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  // An older archive is brought up to this version, its rows with it.
  await target.migrate();
  return counts;
}

/** openArchive for a file already verified to open: the stream, without awaiting. */
function openArchiveSync(file: string): AsyncIterable<Buffer> {
  return {
    async *[Symbol.asyncIterator]() {
      yield* (await openArchive(file)) as AsyncIterable<Buffer>;
    },
  };
}
