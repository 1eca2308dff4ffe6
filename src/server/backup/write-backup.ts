/**
 * One backup archive: the database's logical dump (database-dump.ts), the media, the generated
 * signing secret and, last, the manifest. The database is read first, from one snapshot; the
 * media are copied after it, so every file a snapshot row names is there unless it was deleted
 * in between (its record was deleted too, by then). Files written meanwhile may be in the archive
 * without a row: harmless, a later housekeeping of theirs does not exist, they are just files.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Database } from '@/server/db/client';
import type { Storage } from '@/server/storage/storage';
import { dumpDatabase } from './database-dump';
import {
  APP_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_ENTRY,
  MEDIA_INDEX_ENTRY,
  type Manifest,
  mediaEntry,
  tableEntry,
} from './manifest';
import { TarWriter } from './tar';

/** Folders of the storage that are not backed up: users' data exports live a day and are made again on request. */
const SKIPPED_PREFIXES = ['exports/'];

export type BackupSource = {
  db: Database;
  engine: 'pglite' | 'postgres';
  storage: Storage;
  storageKind: 'local' | 's3';
  /** Copy S3 objects into the archive, not only their listing (local files are always copied). */
  withObjects: boolean;
  /** DATA_DIR: its generated signing secret is kept with the data it signed. */
  dataDir: string;
};

export async function writeBackup(source: BackupSource, out: Writable): Promise<Manifest> {
  const tar = new TarWriter(out);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-backup-'));
  try {
    const dump = await dumpDatabase(source.db, scratch);
    for (const table of dump.tables) {
      const { size } = await fs.stat(table.file);
      await tar.add(tableEntry(table.name), size, createReadStream(table.file));
      await fs.rm(table.file);
    }

    const copyObjects = source.storageKind === 'local' || source.withObjects;
    // The listing goes to a file as it grows: a bucket may hold millions of keys.
    const indexFile = path.join(scratch, MEDIA_INDEX_ENTRY);
    const index = createWriteStream(indexFile);
    const note = async (line: object) => {
      if (!index.write(`${JSON.stringify(line)}\n`)) await once(index, 'drain');
    };
    const media = { count: 0, bytes: 0 };
    for await (const object of source.storage.list('')) {
      if (SKIPPED_PREFIXES.some((prefix) => object.key.startsWith(prefix))) continue;
      if (copyObjects) {
        const opened = await source.storage.open(object.key);
        // Deleted since it was listed: its record is gone too.
        if (!opened) continue;
        await tar.add(mediaEntry(object.key), opened.size, opened.body);
        await note({ key: object.key, size: opened.size });
        media.bytes += opened.size;
      } else {
        await note(object);
        media.bytes += object.size;
      }
      media.count += 1;
    }
    index.end();
    await once(index, 'close');
    await tar.add(MEDIA_INDEX_ENTRY, (await fs.stat(indexFile)).size, createReadStream(indexFile));

    const secret = await fs.readFile(path.join(source.dataDir, 'app-secret')).catch(() => null);
    if (secret) await tar.addBuffer(APP_SECRET_ENTRY, secret);

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created: new Date().toISOString(),
      engine: source.engine,
      storage: source.storageKind,
      objectsIncluded: copyObjects,
      migrations: dump.migrations,
      sequences: dump.sequences,
      tables: Object.fromEntries(dump.tables.map((table) => [table.name, table.rows])),
      media,
      entries: [...tar.entries],
    };
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    return manifest;
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
