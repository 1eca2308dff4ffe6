import type { IncomingMessage } from 'node:http';
import { CODES } from '@/lib/api/codes';
import { userForToken, type SessionUser } from '@/server/auth/sessions';
import { readCookie } from '@/lib/cookies';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { bearerToken } from '@/server/http/request-context';

/**
 * The console is for signed-in accounts with the admin role (granted by `npm run admin --
 * grant-admin`). Everyone else, the ADMIN_TOKEN included, is told the route does not exist:
 * a 404, as for any unknown path, so the console is not even confirmed to be there.
 */
export async function consoleAdmin(db: Executor, token: string | null): Promise<SessionUser | null> {
  const user = token ? await userForToken(db, token) : null;
  return user?.role === 'admin' ? user : null;
}

/** The operator behind a console API call (the bearer session token), or 404. */
export async function requireConsoleAdmin(db: Executor, req: IncomingMessage): Promise<SessionUser> {
  const admin = await consoleAdmin(db, bearerToken(req));
  if (!admin) throw new AppError(CODES.NOT_FOUND, 'notFound');
  return admin;
}

/** The operator of a console page request: the page reads the same `token` cookie the app stores. */
export function pageToken(req: IncomingMessage): string | null {
  return readCookie(req.headers.cookie, 'token');
}
