/**
 * `npm run backup -- FILE [--with-objects]` and `npm run restore -- FILE [--force]` (README
 * "Backups"). A backup of PostgreSQL is taken here; of the embedded database, by the server when
 * one holds it (src/server/backup/backup-socket.ts), else here. FILE ending in .gz or .tgz is
 * compressed. The archive is written beside FILE under a temporary name, checked, then renamed:
 * FILE is never a half-written archive.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { loadEnvConfig } from '@next/env';
import { EnvError, serverEnv } from '@/env';
import { BACKUP_ENDPOINT_FILE, type BackupEndpoint, firstLine } from '@/server/backup/backup-socket';
import { databaseIsEmpty, emptyDatabase } from '@/server/backup/database-dump';
import { MEDIA_INDEX_ENTRY, type Manifest } from '@/server/backup/manifest';
import { openArchive, RestoreError, restoreArchive, verifyArchive } from '@/server/backup/restore-backup';
import { readTar } from '@/server/backup/tar';
import { writeBackup } from '@/server/backup/write-backup';
import { MIGRATIONS_FOLDER, openDatabase } from '@/server/db/client';
import { DatabaseLockedError, lockDataDir } from '@/server/db/lock';
import { getStorage } from '@/server/storage/storage';

const USAGE = 'Usage:\n  npm run backup -- FILE [--with-objects]\n  npm run restore -- FILE [--force]';

class CommandError extends Error {}

function summary(manifest: Manifest, file: string): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const size = fs.statSync(file).size;
  return (
    `${Object.keys(manifest.tables).length} tables (${rows} rows), ${manifest.media.count} media files ` +
    `(${manifest.objectsIncluded ? 'in the archive' : 'listed only, in the bucket'}), ${(size / 1e6).toFixed(1)} MB`
  );
}

/** Asks the server holding the embedded database for the archive; its bytes go to `out`. */
async function backupFromServer(dataDir: string, withObjects: boolean, out: Writable): Promise<void> {
  let endpoint: BackupEndpoint;
  try {
    endpoint = JSON.parse(fs.readFileSync(path.join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as BackupEndpoint;
  } catch {
    throw new CommandError(
      `The server holding ${dataDir} offers no backups (no ${BACKUP_ENDPOINT_FILE}): restart it with this version, or stop it and run the backup again.`,
    );
  }
  const socket = net.connect(endpoint.socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', (error) =>
      reject(new CommandError(`Cannot reach the server's backup socket: ${error.message}`)),
    );
  });
  socket.write(`${JSON.stringify({ token: endpoint.token, withObjects })}\n`);
  const { line, rest } = await firstLine(socket).catch(() => {
    throw new CommandError('The server closed the connection without an answer.');
  });
  const answer = JSON.parse(line) as { ok: boolean; error?: string };
  if (!answer.ok) throw new CommandError(`The server refused the backup: ${answer.error ?? 'no reason given'}`);
  const body = new PassThrough();
  body.write(rest);
  socket.resume();
  await pipeline(socket, body, out);
}

async function backup(file: string, withObjects: boolean): Promise<void> {
  const env = serverEnv();
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const compress = /\.(t?gz)$/.test(target);
  const fileOut = fs.createWriteStream(partial, { mode: 0o600 });
  // The tar goes through gzip when asked; `sink` is where the tar writer or the socket writes.
  const sink: Writable = compress ? createGzip() : fileOut;
  const written = compress ? pipeline(sink as unknown as Readable, fileOut) : Promise.resolve();
  try {
    let handle: ReturnType<typeof openDatabase> | undefined;
    try {
      handle = openDatabase({ migrate: false });
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
    }
    if (handle) {
      try {
        await handle.ready;
        await writeBackup(
          {
            db: handle.db,
            engine: handle.kind,
            storage: getStorage(),
            storageKind: env.S3_BUCKET ? 's3' : 'local',
            withObjects,
            dataDir: env.DATA_DIR,
          },
          sink,
        );
      } finally {
        await handle.close();
      }
    } else await backupFromServer(env.DATA_DIR, withObjects, sink);
    await written;
    const manifest = await verifyArchive(partial, MIGRATIONS_FOLDER).catch((error: unknown) => {
      throw new CommandError(
        `The archive did not come out whole (${error instanceof Error ? error.message : String(error)}); nothing was kept.`,
      );
    });
    fs.renameSync(partial, target);
    console.log(`Backup written to ${target}: ${summary(manifest, target)}`);
  } catch (error) {
    fileOut.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

function isEmptyDir(dir: string, ignore: string[] = []): boolean {
  try {
    return fs.readdirSync(dir).every((name) => ignore.includes(name));
  } catch {
    return true;
  }
}

async function restore(file: string, force: boolean): Promise<void> {
  const env = serverEnv();
  const source = path.resolve(file);
  // The whole archive is checked before anything changes.
  const manifest = await verifyArchive(source, MIGRATIONS_FOLDER);
  const storage = getStorage();
  const dataDir = path.resolve(env.DATA_DIR);
  const localStorageDir = path.join(dataDir, 'storage');

  let release: (() => void) | undefined;
  const dbDir = path.join(dataDir, 'db');
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(dbDir);
    } catch (error) {
      if (error instanceof DatabaseLockedError)
        throw new CommandError(`${error.message}\nStop the server before restoring into its data folder.`);
      throw error;
    }
  }
  try {
    // Checked before the embedded database is opened: opening it creates a database in its folder.
    const embeddedEmpty = isEmptyDir(dbDir, ['vidloom.lock']);
    let storageEmpty = true;
    if (manifest.objectsIncluded)
      for await (const _ of storage.list('')) {
        storageEmpty = false;
        break;
      }
    let handle: ReturnType<typeof openDatabase> | undefined;
    if (env.DATABASE_URL) {
      handle = openDatabase({ migrate: false });
      await handle.ready;
    }
    const dbEmpty = handle ? await databaseIsEmpty(handle.db) : embeddedEmpty;
    if ((!dbEmpty || !storageEmpty) && !force) {
      const what = [
        !dbEmpty && (env.DATABASE_URL ? 'the database has tables' : `${dbDir} holds a database`),
        !storageEmpty && (env.S3_BUCKET ? `bucket ${env.S3_BUCKET} holds objects` : `${localStorageDir} holds files`),
      ].filter(Boolean);
      await handle?.close();
      throw new CommandError(
        `The target is not empty (${what.join('; ')}). Restore into an empty DATA_DIR or database, or add --force to replace what is there.`,
      );
    }
    // --force: what is there goes (objects of a bucket are overwritten key by key, the others stay).
    if (!dbEmpty && handle) await emptyDatabase(handle.db);
    if (!dbEmpty && !handle)
      for (const name of fs.readdirSync(dbDir))
        if (name !== 'vidloom.lock') fs.rmSync(path.join(dbDir, name), { recursive: true, force: true });
    if (!storageEmpty && !env.S3_BUCKET) fs.rmSync(localStorageDir, { recursive: true, force: true });
    handle ??= openDatabase({ migrate: false });
    await restoreInto(handle, source, manifest, { storage, dataDir, force, dbDir });
  } finally {
    release?.();
  }
}

async function restoreInto(
  handle: ReturnType<typeof openDatabase>,
  source: string,
  manifest: Manifest,
  target: { storage: ReturnType<typeof getStorage>; dataDir: string; force: boolean; dbDir: string },
): Promise<void> {
  const { storage, dataDir, force, dbDir } = target;
  try {
    await handle.ready;
    const counts = await restoreArchive(
      source,
      manifest,
      { db: handle.db, migrate: handle.migrate, storage, dataDir, force },
      MIGRATIONS_FOLDER,
    );
    const rows = Object.values(counts.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Restored ${source} (taken ${manifest.created} from ${manifest.engine}) into ${handle.kind === 'postgres' ? 'PostgreSQL' : dbDir}: ` +
        `${Object.keys(counts.tables).length} tables (${rows} rows), ${counts.media} media files.`,
    );
    if (!manifest.objectsIncluded) {
      const missing = await missingObjects(source, storage);
      if (missing > 0)
        console.warn(
          `${missing} of the ${manifest.media.count} objects the archive lists (without holding them) are not in the bucket: restore them from the bucket's own versioning or copy.`,
        );
    }
  } finally {
    await handle.close();
  }
}

/** How many keys of an archive's media listing the storage lacks. */
async function missingObjects(file: string, storage: ReturnType<typeof getStorage>): Promise<number> {
  const present = new Set<string>();
  for await (const object of storage.list('')) present.add(object.key);
  let missing = 0;
  await readTar(await openArchive(file), async (entry, body) => {
    if (entry.name !== MEDIA_INDEX_ENTRY) return;
    let text = '';
    for await (const chunk of body) text += chunk.toString('utf8');
    for (const line of text.split('\n'))
      if (line && !present.has((JSON.parse(line) as { key: string }).key)) missing += 1;
  });
  return missing;
}

async function main(): Promise<number> {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const [command, ...rest] = process.argv.slice(2);
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const files = rest.filter((arg) => !arg.startsWith('--'));
  const known = command === 'backup' ? ['--with-objects'] : ['--force'];
  const unknown = [...flags].filter((flag) => !known.includes(flag));
  if (!['backup', 'restore'].includes(command ?? '') || files.length !== 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    if (command === 'backup') await backup(files[0]!, flags.has('--with-objects'));
    else await restore(files[0]!, flags.has('--force'));
    return 0;
  } catch (error) {
    if (
      error instanceof CommandError ||
      error instanceof RestoreError ||
      error instanceof EnvError ||
      error instanceof DatabaseLockedError
    )
      console.error(error.message);
    else console.error(error);
    return 1;
  }
}

void main().then((code) => process.exit(code));
