import { inject } from 'vitest';

const baseURL = inject('baseURL');

describe('GET /api/health', () => {
  it('reports the database it runs on', async () => {
    const res = await fetch(`${baseURL}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      code: 200,
      msg: 'success',
      data: { database: 'ok', databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('answers 405 in the envelope for another method', async () => {
    const res = await fetch(`${baseURL}/api/health`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toEqual({
      code: 405,
      msg: 'Method POST is not allowed',
      msgKey: 'methodNotAllowed',
      msgVars: { method: 'POST' },
      data: null,
    });
  });
});
