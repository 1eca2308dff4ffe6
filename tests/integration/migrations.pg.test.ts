/**
 * Migrations on PostgreSQL (issue 13, item 23): four instances started together on an empty
 * database apply each migration exactly once (an advisory lock serialises the migrators) and
 * all of them come up healthy. Runs in the PostgreSQL pass only, on the empty database the pass
 * gives each file (own-database.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type RunningServer, startServer } from '../support/server';

// The file's own database, made empty for it by own-database.ts (the setup file of this pass).
const databaseUrl = process.env.DATABASE_URL!;

async function admin<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

const servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe('migrations on an empty PostgreSQL database', () => {
  it('are applied once when four instances start together, and all four answer', async () => {
    const before = await admin(
      async (client) => (await client.query("select 1 from pg_namespace where nspname = 'drizzle'")).rowCount,
    );
    expect(before, 'no migration has run on this database yet').toBe(0);
    const started = await Promise.allSettled(
      [0, 1, 2, 3].map(() => startServer({ DATABASE_URL: databaseUrl, WORKER_IN_PROCESS: '0' })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started
      .filter((result) => result.status === 'rejected')
      .map((result) => String((result as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const journal = JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const applied = await admin(
      async (client) =>
        (
          await client.query<{ created_at: string }>(
            'select created_at from drizzle.__drizzle_migrations order by created_at',
          )
        ).rows,
    );
    // Each migration is recorded by its journal timestamp: every one present, none twice.
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));

    // The tables then have every column of the newest snapshot, of its type (a migration written
    // by hand that missed one, such as videos.fail_reason, would show here).
    const latest = journal.entries.length - 1;
    const snapshot = JSON.parse(
      fs.readFileSync(path.resolve(`drizzle/meta/${String(latest).padStart(4, '0')}_snapshot.json`), 'utf8'),
    ) as { tables: Record<string, { name: string; columns: Record<string, { name: string; type: string }> }> };
    const columns = await admin(
      async (client) =>
        (
          await client.query<{ table_name: string; column_name: string; data_type: string }>(
            "select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'",
          )
        ).rows,
    );
    const found = new Map(columns.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]));
    // information_schema names every array type ARRAY, and a bigserial the bigint it is.
    const pgType = (type: string) => (type.endsWith('[]') ? 'ARRAY' : type === 'bigserial' ? 'bigint' : type);
    for (const table of Object.values(snapshot.tables))
      for (const column of Object.values(table.columns))
        expect(found.get(`${table.name}.${column.name}`), `${table.name}.${column.name}`).toBe(pgType(column.type));
    expect(found.get('videos.fail_reason')).toBe('jsonb');
  }, 180_000);
});
