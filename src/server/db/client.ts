/**
 * The database: PostgreSQL through DATABASE_URL, or PGlite (Postgres in WASM) in
 * $DATA_DIR/db by default. Both speak Postgres, so the same Drizzle schema, migrations and
 * queries serve both. One connection set per process (processSingleton: Next bundles each route
 * separately).
 */
import path from 'node:path';
import { type ExecProtocolOptions, PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverEnv } from '@/env';
import { processSingleton } from '@/lib/process-singleton';
import { lockDataDir } from './lock';
import * as schema from './schema';
import { failStorage, isStorageError, watchPostgresStderr } from './storage-failure';

type Schema = typeof schema;
/** What both drivers have in common: the query builder and transactions of Drizzle's Postgres core. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle that services take so a use case can group its writes in one transaction. */
export type Executor = Database | Transaction;

type Handle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ready: Promise<void>;
  close: () => Promise<void>;
  /** Applies the migrations of `folder` (default: ours) that the database lacks. */
  migrate: (folder?: string) => Promise<void>;
};

/** The process's open database, if any: a box, so closing it can empty it for a later open. */
const opened = () => processSingleton('database', (): { handle?: Handle } => ({}));

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

/**
 * `migrate: false` opens the database as it is (a backup reads it unchanged; a restore migrates
 * in its own steps).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string; migrate?: boolean } = {}): Handle {
  const env = serverEnv();
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  const migrateNow = options.migrate ?? true;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: env.DATABASE_POOL_SIZE });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const ready = migrateNow ? migrateLocked(pool) : Promise.resolve();
    return { db, kind: 'postgres', ready, close: () => pool.end(), migrate: (folder) => migrateLocked(pool, folder) };
  }
  const dir = path.resolve(options.dataDir ?? env.DATA_DIR, 'db');
  const release = lockDataDir(dir);
  const client = new WatchedPGlite(dir, {
    onStderr: watchPostgresStderr(),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${env.PGLITE_SHARED_BUFFERS}`],
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  const migrate = (folder = MIGRATIONS_FOLDER) => migratePglite(pgliteDb, { migrationsFolder: folder });
  const ready = client.waitReady.then(() => (migrateNow ? migrate() : undefined));
  return {
    db,
    kind: 'pglite',
    ready,
    migrate,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * PGlite whose statements that fail on its files stop the process (storage-failure.ts). Every
 * query, transaction and migration goes through these two methods.
 */
class WatchedPGlite extends PGlite {
  override async execProtocol(message: Uint8Array, options?: ExecProtocolOptions) {
    return watched(super.execProtocol(message, options));
  }

  override async execProtocolStream(message: Uint8Array, options?: ExecProtocolOptions) {
    return watched(super.execProtocolStream(message, options));
  }
}

async function watched<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (isStorageError(error)) failStorage(error instanceof Error ? error.message : String(error), 'soon');
    throw error;
  }
}

/**
 * Key of the PostgreSQL advisory lock held while migrating: instances started together on an
 * empty database would otherwise all create the migrations table and apply the same
 * migrations at once (issue 13, item 23). The first applies them; the others wait, then
 * find nothing left to do.
 */
const MIGRATION_LOCK_KEY = 7_316_214_857_201;

async function migrateLocked(pool: pg.Pool, folder = MIGRATIONS_FOLDER): Promise<void> {
  // One connection for the lock and the migration alike: an advisory lock belongs to a session.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The process's database, opened (and migrated) on first use. */
export async function getDb(): Promise<Database> {
  const box = opened();
  box.handle ??= openDatabase();
  const handle = box.handle;
  await handle.ready;
  return handle.db;
}

export function databaseKind(): 'pglite' | 'postgres' | undefined {
  return opened().handle?.kind;
}

export async function closeDb(): Promise<void> {
  const box = opened();
  const handle = box.handle;
  box.handle = undefined;
  await handle?.close();
}
