import { sql } from 'drizzle-orm';
import { CODES } from '../../lib/api/codes';
import { databaseKind, getDb } from '../db/client';
import { AppError } from '../http/app-error';

/** Database reachability; the queue figures join when the video pipeline lands. */
export async function getHealth() {
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
  } catch {
    throw new AppError(CODES.NOT_AVAILABLE, 'Database is not reachable', { database: 'down' });
  }
  return { database: 'ok', databaseKind: databaseKind(), latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}
