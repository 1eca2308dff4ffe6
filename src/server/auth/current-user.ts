import type { IncomingMessage } from 'node:http';
import { CODES } from '@/lib/api/codes';
import { isApiKeyToken } from '@/server/api-keys/api-key-token';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { bearerToken } from '@/server/http/request-context';
import { type SessionUser, userForToken } from './sessions';

/** The signed-in user of a request, or null (no token, or an expired or revoked one). */
async function currentUser(req: IncomingMessage): Promise<SessionUser | null> {
  const token = bearerToken(req);
  return token ? userForToken(await getDb(), token) : null;
}

/**
 * The account routes (user, billing, user-info) take a signed-in session only: an API key is
 * refused here, by its shape, so a leaked key can never change a password, delete the account,
 * buy a plan or make more keys.
 */
export async function requireUser(req: IncomingMessage): Promise<SessionUser> {
  refuseApiKey(req);
  const user = await currentUser(req);
  if (!user) throw new AppError(CODES.UNAUTHORIZED, 'loginExpired');
  return user;
}

/** 401 for a request that brings an API key where only a session will do. */
export function refuseApiKey(req: IncomingMessage): void {
  const token = bearerToken(req);
  if (token && isApiKeyToken(token)) throw new AppError(CODES.UNAUTHORIZED, 'apiKeyNotAllowed');
}
