/**
 * The server log never holds the values of a failed query. A database that refuses an insert
 * (a CHECK the test adds for one made-up domain) makes sign-up fail with a 500 whose log line
 * names the error class, SQLSTATE code, table and constraint, but not the e-mail, the password
 * hash or the query's parameters.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { TEST_PASSWORD } from '../support/accounts';
import { api } from '../support/api';
import { latestCode } from '../support/outbox';
import { copyTemplate } from '../support/pglite-template';
import { type RunningServer, startServer, waitFor } from '../support/server';

const REFUSED_DOMAIN = 'db-refuses-this.test';
const CONSTRAINT = 'test_users_refused_domain';

let server: RunningServer;

async function onDatabase(dataDir: string, statement: ReturnType<typeof sql>) {
  const handle = openDatabase({ dataDir });
  await handle.ready;
  try {
    await handle.db.execute(statement);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  // A migrated database with the CHECK added, then served (the embedded one admits one process).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-data-'));
  // On PGlite, from the run's migrated cluster rather than a fresh initdb (pglite-template.ts).
  if (!process.env.DATABASE_URL) await copyTemplate(path.join(dataDir, 'db'));
  await onDatabase(
    dataDir,
    sql.raw(
      `alter table users add constraint ${CONSTRAINT} check (email is null or email not like '%@${REFUSED_DOMAIN}')`,
    ),
  );
  server = await startServer({ TRUST_PROXY: '1', WORKER_IN_PROCESS: '0', DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
  // On a shared PostgreSQL server, leave the schema as the other tests expect it.
  if (server) await onDatabase(server.dataDir, sql.raw(`alter table users drop constraint if exists ${CONSTRAINT}`));
});

describe('the error log', () => {
  it('names the failed constraint but holds no e-mail, password hash or query parameters', async () => {
    const call = api(server.url);
    const local = `secret-person-${Date.now().toString(36)}`;
    const email = `${local}@${REFUSED_DOMAIN}`;
    expect((await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`)).code).toBe(
      200,
    );
    const { code } = await latestCode(path.join(server.dataDir, 'outbox'), email);
    const answer = await call('POST', '/api/auth/register', {
      body: { email, password: TEST_PASSWORD, code, referDomain: 'referrer.example' },
    });
    expect(answer).toMatchObject({
      status: 500,
      code: 500,
      msg: 'Server exception, please contact the administrator!',
    });

    let line: Record<string, unknown> | undefined;
    let text = '';
    await waitFor(
      async () => {
        text = fs.readFileSync(server.logFile, 'utf8');
        line = text
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((entry) => entry.msg === 'handler failed' && entry.path === '/api/auth/register');
        return Boolean(line);
      },
      { timeoutMs: 10_000, what: 'the log line of the failed sign-up' },
    );
    for (const secret of [local, TEST_PASSWORD, '$argon2', 'referrer.example']) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
    expect(text).not.toMatch(/params:/);
    const err = line!.err as { type: string; database: { code: string; table?: string; constraint?: string }[] };
    expect(err.database).toContainEqual(
      expect.objectContaining({ type: 'DatabaseError', code: '23514', table: 'users', constraint: CONSTRAINT }),
    );
  });
});
