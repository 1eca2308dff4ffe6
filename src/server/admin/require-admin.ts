import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/env';
import { CODES } from '@/lib/api/codes';
import { safeEqual } from '@/server/crypto/random';
import { AppError } from '@/server/http/app-error';
import { bearerToken } from '@/server/http/request-context';

/** Admin routes exist only with ADMIN_TOKEN set (404 otherwise) and need it as the bearer token. */
export function requireAdmin(req: IncomingMessage): void {
  const expected = serverEnv().ADMIN_TOKEN;
  if (!expected) throw new AppError(CODES.NOT_FOUND, 'notFound');
  const token = bearerToken(req);
  if (!token || !safeEqual(token, expected)) throw new AppError(CODES.UNAUTHORIZED, 'adminTokenRequired');
}
