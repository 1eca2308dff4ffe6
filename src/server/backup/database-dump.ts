/**
 * A logical dump of the database and its load: every table of the `public` schema as JSON lines
 * (`to_jsonb` of each row), the sequences' positions and the migrations applied. Both engines
 * speak the same SQL, so a dump of PGlite loads into PostgreSQL and back. The dump reads inside
 * one REPEATABLE READ READ ONLY transaction: every table is seen at the same instant while the
 * app keeps writing. The load runs in one transaction too, with the foreign keys lifted while
 * rows arrive in any order and checked again at the end.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';

type MigrationState = { hash: string; createdAt: number }[];
export type SequenceState = { name: string; value: number | null };
type DumpedTable = { name: string; file: string; rows: number };
export type DatabaseDump = { tables: DumpedTable[]; sequences: SequenceState[]; migrations: MigrationState };

/** Rows fetched per round trip from a table's cursor. */
const FETCH_ROWS = 1000;
/** Rows inserted per statement on load, and the most characters of JSON one statement carries. */
const INSERT_ROWS = 500;
const INSERT_CHARS = 4 << 20;

type Rows<T> = { rows: T[] };

async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows ?? [];
}

async function tableNames(db: Executor): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** The migrations the database has applied, oldest first (drizzle's own table). */
async function migrationState(db: Executor): Promise<MigrationState> {
  const exists = await query<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return [];
  const rows = await query<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Writes each table to `<dir>/<table>.jsonl` from one consistent snapshot. */
export async function dumpDatabase(db: Database, dir: string): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      const tables: DumpedTable[] = [];
      for (const name of await tableNames(tx)) {
        const file = path.join(dir, `${name}.jsonl`);
        tables.push({ name, file, rows: await dumpTable(tx, name, file) });
      }
      const sequences = await query<{ name: string; value: string | number | null }>(
        tx,
        sql`select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by 1`,
      );
      return {
        tables,
        sequences: sequences.map((row) => ({ name: row.name, value: row.value === null ? null : Number(row.value) })),
        migrations: await migrationState(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Executor, name: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  const table = sql.identifier(name);
  let rows = 0;
  try {
    await tx.execute(sql`declare vidloom_dump no scroll cursor for select to_jsonb(t)::text as j from ${table} t`);
    for (;;) {
      const batch = await query<{ j: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from vidloom_dump`));
      if (batch.length === 0) break;
      rows += batch.length;
      if (!out.write(`${batch.map((row) => row.j).join('\n')}\n`)) await once(out, 'drain');
    }
    await tx.execute(sql`close vidloom_dump`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

/** True when the database holds none of our tables (nor drizzle's). */
export async function databaseIsEmpty(db: Executor): Promise<boolean> {
  const rows = await query<{ n: string | number }>(
    db,
    sql`select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Drops our tables and the migration record: `restore --force` on a database that has data. */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const name of await tableNames(tx))
      await tx.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
    await tx.execute(sql`drop schema if exists drizzle cascade`);
  });
}

/** Splits a body of chunks into its lines. */
async function* lines(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    rest += decoder.decode(chunk, { stream: true });
    let newline = rest.indexOf('\n');
    while (newline >= 0) {
      const line = rest.slice(0, newline);
      if (line) yield line;
      rest = rest.slice(newline + 1);
      newline = rest.indexOf('\n');
    }
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

export type TableLoader = {
  /** Inserts one table's JSON lines; returns the rows inserted. */
  load: (name: string, body: AsyncIterable<Buffer>) => Promise<number>;
};

/**
 * Runs `fill` in one transaction whose foreign keys are lifted until it ends, then restores the
 * sequences. The schema must already be at the dump's migration.
 */
export async function loadDatabase(
  db: Database,
  sequences: SequenceState[],
  fill: (loader: TableLoader) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const known = new Set(await tableNames(tx));
    const keys = await query<{ tbl: string; name: string; def: string }>(
      tx,
      sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
          from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    for (const key of keys)
      await tx.execute(sql`alter table ${sql.raw(key.tbl)} drop constraint ${sql.identifier(key.name)}`);
    await fill({
      load: async (name, body) => {
        if (!known.has(name)) throw new Error(`the archive holds a table this version does not have: ${name}`);
        const table = sql.identifier(name);
        let batch: string[] = [];
        let chars = 0;
        let rows = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          await tx.execute(
            sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${`[${batch.join(',')}]`}::jsonb)`,
          );
          rows += batch.length;
          batch = [];
          chars = 0;
        };
        for await (const line of lines(body)) {
          batch.push(line);
          chars += line.length;
          if (batch.length >= INSERT_ROWS || chars >= INSERT_CHARS) await flush();
        }
        await flush();
        return rows;
      },
    });
    for (const key of keys)
      await tx.execute(
        sql`alter table ${sql.raw(key.tbl)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.def)}`,
      );
    for (const sequence of sequences) {
      const name = `public."${sequence.name.replaceAll('"', '""')}"`;
      await tx.execute(
        sequence.value === null
          ? sql`select setval(${name}::regclass, 1, false)`
          : sql`select setval(${name}::regclass, ${sequence.value}, true)`,
      );
    }
  });
}
