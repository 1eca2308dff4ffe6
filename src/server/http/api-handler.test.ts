import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { CODES } from '../../lib/api/codes';
import { log } from '../log';
import { defaultHandler } from './api-handler';
import { AppError } from './app-error';

function fakeResponse() {
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    headersSent: false,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    json(body: unknown) {
      res.body = body;
      res.headersSent = true;
      return res;
    },
  };
  return res;
}

async function call(handler: ReturnType<typeof defaultHandler>, method = 'GET') {
  const res = fakeResponse();
  await handler({ method, url: '/api/x?secret=1' } as NextApiRequest, res as unknown as NextApiResponse);
  return res;
}

describe('defaultHandler', () => {
  it('wraps a returned value in the success envelope', async () => {
    const res = await call(defaultHandler({ GET: () => ({ a: 1 }) }));
    expect([res.statusCode, res.body]).toEqual([200, { code: 200, msg: 'success', data: { a: 1 } }]);
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await call(defaultHandler({ GET: () => null, POST: () => null }), 'DELETE');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
  });

  it.each([
    [CODES.NOT_ENOUGH_CREDITS, 402],
    [CODES.SLOW_DOWN, 429],
    [CODES.CAPTCHA_REQUIRED, 403],
    [CODES.TOO_MANY_JOBS, 409],
  ])('maps AppError %i to HTTP %i and keeps its message', async (code, status) => {
    const res = await call(
      defaultHandler({
        GET: () => {
          throw new AppError(code, 'why');
        },
      }),
    );
    expect(res.statusCode).toBe(status);
    expect(res.body).toEqual({ code, msg: 'why', data: null });
  });

  it('answers 400 with the field and message of a zod error', async () => {
    const res = await call(defaultHandler({ GET: () => z.object({ email: z.email() }).parse({ email: 'nope' }) }));
    expect(res.statusCode).toBe(400);
    expect((res.body as { msg: string }).msg).toMatch(/^email: /);
  });

  it('hides the details of an unexpected error and logs them', async () => {
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined as never);
    const res = await call(
      defaultHandler({
        GET: () => {
          throw new Error('connection string postgres://user:pw@host');
        },
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: 'Server exception, please contact the administrator!', data: null });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(spy.mock.calls[0]?.[0])).not.toContain('secret=1');
    spy.mockRestore();
  });
});
