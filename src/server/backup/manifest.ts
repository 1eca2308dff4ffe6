/**
 * The manifest, the last entry of every backup: what the archive holds (each entry's size and
 * SHA-256), what it was taken from, and the database's migration state, so a restore can check
 * the archive before changing anything and bring the schema to the archive's version before
 * loading rows into it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'vidloom-backup';
export const BACKUP_VERSION = 1;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  /** For S3: whether the objects are in the archive or only their listing. */
  objectsIncluded: z.boolean(),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  sequences: z.array(z.object({ name: z.string(), value: z.number().nullable() })),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  media: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  entries: z.array(z.object({ name: z.string(), size: z.number().int().nonnegative(), sha256: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const mediaEntry = (key: string) => `media/${key}`;
export const MEDIA_INDEX_ENTRY = 'media-index.jsonl';
export const APP_SECRET_ENTRY = 'app-secret';

type JournalEntry = { idx: number; when: number; tag: string; breakpoints: boolean };
type Journal = { version: string; dialect: string; entries: JournalEntry[] };

function readJournal(folder: string): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** Our migrations' hashes, oldest first, computed as drizzle records them (SHA-256 of the file). */
export function localMigrationHashes(folder: string): string[] {
  return readJournal(folder).entries.map((entry) =>
    createHash('sha256')
      .update(fs.readFileSync(path.join(folder, `${entry.tag}.sql`)).toString())
      .digest('hex'),
  );
}

/**
 * Why this code cannot restore an archive of these migrations, or null when it can: they must
 * be the first of ours (an archive from a newer version, or from another branch of the schema,
 * is refused).
 */
export function migrationMismatch(archived: readonly { hash: string }[], local: readonly string[]): string | null {
  if (archived.length > local.length)
    return `the archive was made by a newer version of Vidloom (${archived.length} migrations, this one has ${local.length}): restore it with that version or a later one`;
  const differs = archived.findIndex((migration, index) => migration.hash !== local[index]);
  if (differs >= 0) return `the archive's migration ${differs + 1} is not this version's: it comes from another schema`;
  return null;
}

/** A folder holding only the first `count` of our migrations, for migrating to an archive's version. */
export function migrationsUpTo(folder: string, count: number): string {
  const journal = readJournal(folder);
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-migrations-'));
  fs.mkdirSync(path.join(target, 'meta'));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries)
    fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return target;
}

/**
 * Compares what the archive holds with what its manifest lists: null when every entry is there
 * with its size and checksum and nothing else is, else why not.
 */
export function entriesMismatch(manifest: Manifest, read: readonly { name: string; size: number; sha256: string }[]) {
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  const seen = new Set<string>();
  for (const entry of read) {
    if (entry.name === MANIFEST_ENTRY) continue;
    const expected = listed.get(entry.name);
    if (!expected) return `${entry.name} is not in the manifest`;
    if (expected.size !== entry.size || expected.sha256 !== entry.sha256)
      return `${entry.name} does not match its checksum (the archive is damaged)`;
    seen.add(entry.name);
  }
  const missing = manifest.entries.find((entry) => !seen.has(entry.name));
  return missing ? `${missing.name} is missing from the archive` : null;
}
