/**
 * Migrations on PostgreSQL (issue 13, item 23): four instances started together on an empty
 * database apply each migration exactly once (an advisory lock serialises the migrators) and
 * all of them come up healthy. Runs in the PostgreSQL pass only.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type RunningServer, startServer } from '../support/server';

const databaseUrl = process.env.DATABASE_URL!;
const name = `vidloom_migrate_${Date.now()}_${process.pid}`;
const freshUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();

async function admin<T>(query: (client: pg.Client) => Promise<T>, url = databaseUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

const servers: RunningServer[] = [];

beforeAll(async () => {
  await admin((client) => client.query(`create database ${name}`));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

describe('migrations on an empty PostgreSQL database', () => {
  it('are applied once when four instances start together, and all four answer', async () => {
    const started = await Promise.allSettled(
      [0, 1, 2, 3].map(() => startServer({ DATABASE_URL: freshUrl, WORKER_IN_PROCESS: '0' })),
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
      freshUrl,
    );
    // Each migration is recorded by its journal timestamp: every one present, none twice.
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
  }, 180_000);
});
