/**
 * The database: PostgreSQL through DATABASE_URL, or PGlite (Postgres in WASM) in
 * $DATA_DIR/db by default. Both speak Postgres, so the same Drizzle schema, migrations and
 * queries serve both. One connection set per process, shared through globalThis because Next
 * bundles each route separately.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverEnv } from '../../env';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> | PgliteDatabase<Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle that services take so a use case can group its writes in one transaction. */
export type Executor = Database | Transaction;

type Handle = { db: Database; kind: 'pglite' | 'postgres'; ready: Promise<void>; close: () => Promise<void> };

const KEY = Symbol.for('vidloom.database');
type GlobalWithDb = typeof globalThis & { [KEY]?: Handle };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

export function openDatabase(options: { databaseUrl?: string; dataDir?: string } = {}): Handle {
  const env = serverEnv();
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: env.DATABASE_POOL_SIZE });
    const db = drizzleNodePg(pool, { schema });
    const ready = migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', ready, close: () => pool.end() };
  }
  const dir = path.resolve(options.dataDir ?? env.DATA_DIR, 'db');
  const release = lockDataDir(dir);
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema });
  const ready = client.waitReady.then(() => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return {
    db,
    kind: 'pglite',
    ready,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The process's database, opened (and migrated) on first use. */
export async function getDb(): Promise<Database> {
  const store = globalThis as GlobalWithDb;
  store[KEY] ??= openDatabase();
  const handle = store[KEY];
  await handle.ready;
  return handle.db;
}

export function databaseKind(): 'pglite' | 'postgres' | undefined {
  return (globalThis as GlobalWithDb)[KEY]?.kind;
}

export async function closeDb(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const handle = store[KEY];
  delete store[KEY];
  await handle?.close();
}
