import type { IncomingMessage } from 'node:http';
import { CODES } from '@/lib/api/codes';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { bearerToken } from '@/server/http/request-context';
import { type SessionUser, userForToken } from './sessions';

/** The signed-in user of a request, or null (no token, or an expired or revoked one). */
async function currentUser(req: IncomingMessage): Promise<SessionUser | null> {
  const token = bearerToken(req);
  return token ? userForToken(await getDb(), token) : null;
}

export async function requireUser(req: IncomingMessage): Promise<SessionUser> {
  const user = await currentUser(req);
  if (!user) throw new AppError(CODES.UNAUTHORIZED, 'loginExpired');
  return user;
}
