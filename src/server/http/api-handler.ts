/**
 * The one wrapper every API route uses (in the spirit of cal.com's defaultHandler +
 * defaultResponder): it maps methods to handlers, answers 405 for others, turns a returned
 * value into `{code: 200, msg: 'success', data}`, an AppError into its catalogue code and
 * status, a zod error into 400 with a human message, and anything else into a 500 whose
 * details stay in the log. An error's envelope also carries `msgKey` and `msgVars`, the key of
 * its message in `src/lib/api/messages.ts`, for clients that translate.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';
import { CODES, type Envelope, httpStatusFor } from '@/lib/api/codes';
import { englishMessage, type MessageKey, type VarValue } from '@/lib/api/messages';
import { log } from '@/server/log';
import { AppError, RetryLaterError } from './app-error';
import { readBody } from './read-body';
import { assertStorableInput } from './storable-text';
import { issueAnswer } from './validation';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown> | unknown;

function send<T>(res: NextApiResponse, code: number, msg: string, data: T | null = null): void {
  const body: Envelope<T> = { code, msg, data };
  res.status(httpStatusFor(code)).setHeader('Cache-Control', 'no-store').json(body);
}

/** An error's envelope: `{code, msg, msgKey, msgVars, data}`. */
function sendError(
  res: NextApiResponse,
  code: number,
  answer: { msg: string; msgKey: MessageKey; msgVars: Record<string, VarValue> },
  data: unknown = null,
): void {
  const body: Envelope<unknown> = { code, msg: answer.msg, msgKey: answer.msgKey, msgVars: answer.msgVars, data };
  res.status(httpStatusFor(code)).setHeader('Cache-Control', 'no-store').json(body);
}

/** `rawBody`: the route reads the request stream itself (uploads); the wrapper leaves it alone. */
export function defaultHandler(
  handlers: Partial<Record<Method, Handler>>,
  options: { rawBody?: boolean } = {},
): NextApiHandler {
  const allowed = Object.keys(handlers).join(', ');
  return async (req, res) => {
    const handler = handlers[(req.method ?? 'GET') as Method];
    if (!handler) {
      res.setHeader('Allow', allowed);
      const msgVars = { method: String(req.method) };
      sendError(res, CODES.METHOD_NOT_ALLOWED, {
        msg: englishMessage({ key: 'methodNotAllowed', vars: msgVars }),
        msgKey: 'methodNotAllowed',
        msgVars,
      });
      return;
    }
    try {
      // Routes turn Next's body parser off (`export const config = { api: { bodyParser: false } }`): the body is read here, within limits.
      if (!options.rawBody && req.body === undefined && req.readable) req.body = await readBody(req);
      // Text the database cannot store is refused here, once for every route (storable-text.ts).
      assertStorableInput(req.query, options.rawBody ? undefined : req.body);
      const data = await handler(req, res);
      if (!res.headersSent) send(res, CODES.OK, 'success', data ?? null);
    } catch (error) {
      if (res.headersSent) {
        log.error({ err: error, path: req.url?.split('?')[0] }, 'handler failed after answering');
        return;
      }
      if (error instanceof RetryLaterError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof AppError)
        sendError(res, error.code, { msg: error.message, msgKey: error.msgKey, msgVars: error.msgVars }, error.data);
      else if (error instanceof ZodError) sendError(res, CODES.BAD_REQUEST, issueAnswer(error));
      else {
        log.error({ err: error, path: req.url?.split('?')[0] }, 'handler failed');
        sendError(res, CODES.SERVER_ERROR, { msg: englishMessage('serverError'), msgKey: 'serverError', msgVars: {} });
      }
    }
  };
}
