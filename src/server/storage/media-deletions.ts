/**
 * Deleting a record's or an account's files (ARCHITECTURE.md: storage is a local folder or a
 * bucket, the database another system): the folders to delete are written to `media_deletions`
 * in the transaction that deletes their rows, then deleted from the storage after the commit and
 * struck off. A folder the storage refused at that moment (a bucket that did not answer, a
 * process that stopped in between) stays on the list, and housekeeping deletes it on its next
 * round; so a deleted video's files never outlive it by more than a housekeeping period.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { mediaDeletions, videos } from '@/server/db/schema';
import type { Storage } from './storage';

/** Folders this many at a time per round: a long backlog is worked off over several rounds. */
const BATCH = 200;

/** Lists folders for deletion, in the caller's transaction. */
export async function requestMediaDeletion(tx: Executor, prefixes: readonly string[]): Promise<void> {
  const unique = [...new Set(prefixes)];
  if (unique.length === 0) return;
  await tx
    .insert(mediaDeletions)
    .values(unique.map((prefix) => ({ prefix })))
    .onConflictDoNothing();
}

export type DeletionCounts = { deleted: number; kept: number; failed: number };

/**
 * Deletes listed folders from the storage: `only` these (right after a delete), or the oldest
 * of the list (housekeeping). A video folder that a row still names (a story's shot shares its
 * files with a shot of another story) is kept and struck off. Several processes may run this at
 * once: deleting a folder twice is harmless, and a row goes once.
 */
export async function deleteRequestedMedia(
  db: Executor,
  storage: Storage,
  only?: readonly string[],
): Promise<DeletionCounts> {
  const counts: DeletionCounts = { deleted: 0, kept: 0, failed: 0 };
  if (only && only.length === 0) return counts;
  const rows = await db
    .select({ prefix: mediaDeletions.prefix })
    .from(mediaDeletions)
    .where(only ? inArray(mediaDeletions.prefix, [...only]) : undefined)
    .orderBy(asc(mediaDeletions.requestedAt))
    .limit(only ? only.length : BATCH);
  const videoKeys = rows.map((row) => /^videos\/([^/]+)$/.exec(row.prefix)?.[1]).filter((key) => key !== undefined);
  const named = new Set(
    videoKeys.length > 0
      ? (await db.select({ key: videos.mediaKey }).from(videos).where(inArray(videos.mediaKey, videoKeys))).map(
          (row) => `videos/${row.key}`,
        )
      : [],
  );
  for (const { prefix } of rows) {
    try {
      if (named.has(prefix)) counts.kept += 1;
      else {
        await storage.deletePrefix(prefix);
        counts.deleted += 1;
      }
      await db.delete(mediaDeletions).where(eq(mediaDeletions.prefix, prefix));
    } catch (error) {
      counts.failed += 1;
      await db
        .update(mediaDeletions)
        .set({
          attempts: sql`${mediaDeletions.attempts} + 1`,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(mediaDeletions.prefix, prefix));
    }
  }
  return counts;
}
