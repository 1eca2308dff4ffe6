/**
 * The console's API routes: the operator is checked before anything else, the method included,
 * so a caller without the role gets the 404 of an unknown path for every method and never
 * learns from a 405 or a 400 that the route exists.
 */
import type { NextApiHandler, NextApiRequest } from 'next';
import { CODES } from '@/lib/api/codes';
import type { SessionUser } from '@/server/auth/sessions';
import { type Database, getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/http/app-error';
import { requireConsoleAdmin } from './require-console-admin';

type ConsoleHandler = (req: NextApiRequest, admin: SessionUser, db: Database) => Promise<unknown>;
type Method = 'GET' | 'POST';
/** Every method a caller may try, so none of them answers 405 before the operator is checked. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function consoleRoute(handlers: Partial<Record<Method, ConsoleHandler>>): NextApiHandler {
  const guarded = async (req: NextApiRequest) => {
    const db = await getDb();
    const admin = await requireConsoleAdmin(db, req);
    const handler = handlers[req.method as Method];
    if (!handler)
      throw new AppError(CODES.METHOD_NOT_ALLOWED, { key: 'methodNotAllowed', vars: { method: String(req.method) } });
    return handler(req, admin, db);
  };
  // defaultHandler looks a method up by name; HEAD and OPTIONS are outside its type, not its lookup.
  return defaultHandler(
    Object.fromEntries(METHODS.map((method) => [method, guarded])) as Parameters<typeof defaultHandler>[0],
  );
}

/** A path segment of a dynamic route (`[id]`, `[action]`), as one string. */
export function segment(req: NextApiRequest, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
}
