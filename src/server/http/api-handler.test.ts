import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { log } from '@/server/log';
import { defaultHandler } from './api-handler';
import { AppError } from './app-error';
import { says } from './validation';

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
  ])('maps AppError %i to HTTP %i with its message, key and variables', async (code, status) => {
    const res = await call(
      defaultHandler({
        GET: () => {
          throw new AppError(code, { key: 'imageTooLarge', vars: { maxMb: 10 } }, { extra: 1 });
        },
      }),
    );
    expect(res.statusCode).toBe(status);
    expect(res.body).toEqual({
      code,
      msg: 'The file is too large. An image can be at most 10 MB.',
      msgKey: 'imageTooLarge',
      msgVars: { maxMb: 10 },
      data: { extra: 1 },
    });
    expect(Object.keys(res.body as object)).toEqual(['code', 'msg', 'msgKey', 'msgVars', 'data']);
  });

  it('puts the field of an AppError before its English message and among its variables', async () => {
    const res = await call(
      defaultHandler({
        GET: () => {
          throw new AppError(CODES.BAD_REQUEST, 'unstorableText', null, 'imgUrls.0');
        },
      }),
    );
    expect(res.body).toEqual({
      code: 400,
      msg: 'imgUrls.0: This text contains a character that cannot be saved',
      msgKey: 'unstorableText',
      msgVars: { field: 'imgUrls.0' },
      data: null,
    });
  });

  it("answers a zod check without a key of its own as invalidField, with zod's detail in msg", async () => {
    const res = await call(defaultHandler({ GET: () => z.object({ email: z.email() }).parse({ email: 'nope' }) }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msgKey: 'invalidField', msgVars: { field: 'email' }, data: null });
    expect((res.body as { msg: string }).msg).toMatch(/^email: ./);
  });

  it('answers a zod check that says its key with that key, its variables and the field', async () => {
    const schema = z.object({
      plan: z.object({ id: z.enum(['pro', 'ultra'], says('oneOf', { values: 'pro, ultra' })) }),
    });
    const res = await call(defaultHandler({ GET: () => schema.parse({ plan: { id: 'gold' } }) }));
    expect(res.body).toEqual({
      code: 400,
      msg: 'plan.id: plan.id must be one of pro, ultra',
      msgKey: 'oneOf',
      msgVars: { field: 'plan.id', values: 'pro, ultra' },
      data: null,
    });
  });

  it('answers a zod refinement on the whole body without a field', async () => {
    const schema = z
      .object({ a: z.string().optional() })
      .refine((value) => value.a !== undefined, says('nothingToUpdate'));
    const res = await call(defaultHandler({ GET: () => schema.parse({}) }));
    expect(res.body).toEqual({
      code: 400,
      msg: 'Nothing to update',
      msgKey: 'nothingToUpdate',
      msgVars: {},
      data: null,
    });
  });

  it('answers another method with methodNotAllowed and the method', async () => {
    const res = await call(defaultHandler({ GET: () => null }), 'PUT');
    expect(res.body).toEqual({
      code: 405,
      msg: 'Method PUT is not allowed',
      msgKey: 'methodNotAllowed',
      msgVars: { method: 'PUT' },
      data: null,
    });
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
    expect(res.body).toEqual({
      code: 500,
      msg: 'Server exception, please contact the administrator!',
      msgKey: 'serverError',
      msgVars: {},
      data: null,
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(spy.mock.calls[0]?.[0])).not.toContain('secret=1');
    spy.mockRestore();
  });
});
