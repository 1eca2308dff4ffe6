import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { safeErrorForLog } from './log-error';

/** A unique violation as node-postgres reports it, wrapped by Drizzle as the app sees it. */
function failedInsert() {
  const cause = Object.assign(
    new pg.DatabaseError('duplicate key value violates unique constraint "users_email_key"', 120, 'error'),
    {
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(ann@example.test) already exists.',
      schema: 'public',
      table: 'users',
      constraint: 'users_email_key',
      routine: '_bt_check_unique',
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("id", "email", "password_hash") values ($1, $2, $3)',
    ['usr_1', 'ann@example.test', '$argon2id$v=19$secret-hash'],
    cause,
  );
}

describe('errors in the log', () => {
  it('keep class, SQLSTATE, table and constraint of a failed query, and none of its values', () => {
    const error = failedInsert();
    expect(error.message).toContain('ann@example.test'); // what Drizzle puts in its message
    const logged = safeErrorForLog(error) as { type: string; database: Record<string, unknown>[]; stack: string };
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ann@example.test');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('params');
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(logged.database).toContainEqual(
      expect.objectContaining({ type: 'DatabaseError', code: '23505', constraint: 'users_email_key', table: 'users' }),
    );
    expect(logged.database[0]).toMatchObject({
      query: 'insert into "users" ("id", "email", "password_hash") values ($1, $2, $3)',
    });
  });

  it('withhold values from a driver error logged without Drizzle’s wrapper too', () => {
    const text = JSON.stringify(safeErrorForLog(failedInsert().cause));
    expect(text).toContain('23505');
    expect(text).not.toContain('ann@example.test');
  });

  it('leave other errors in pino’s standard shape', () => {
    const logged = safeErrorForLog(new TypeError('boom')) as { type: string; message: string; stack: string };
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(logged.stack).toContain('boom');
    expect(safeErrorForLog('text')).toBe('text');
  });
});
