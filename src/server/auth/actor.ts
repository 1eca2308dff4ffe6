/**
 * Who is calling a video route: a signed-in user (bearer token), a program with an API key
 * (a bearer token shaped `vl_…`, acting as the key's user), or an anonymous device (signed
 * `uniqueId` header). A token that no longer works is 401 even when a device id is also sent,
 * so an expired session or a revoked key is noticed rather than silently becoming anonymous.
 */
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { ANONYMOUS_RIGHTS, planForVipLevel, type PlanId, type PlanRights, PLANS } from '@/lib/plans';
import type { Executor } from '@/server/db/client';
import { devices } from '@/server/db/schema';
import { deviceIdFrom } from '@/server/devices/devices';
import { AppError } from '@/server/http/app-error';
import { bearerToken, headerValue } from '@/server/http/request-context';
import { checkApiKeyRate } from '@/server/api-keys/api-key-limits';
import { isApiKeyToken } from '@/server/api-keys/api-key-token';
import { userForApiKey } from '@/server/api-keys/api-keys';
import { type SessionUser, userForToken } from './sessions';

/** `apiKeyId`: the user called with this key, whose own limits then apply too. */
export type UserActor = { kind: 'user'; userId: string; user: SessionUser; plan: PlanId; apiKeyId?: string };

export type Actor = UserActor | { kind: 'device'; deviceId: string };

function userActor(user: SessionUser): UserActor {
  return { kind: 'user', userId: user.id, user, plan: planForVipLevel(user.vipLevel) };
}

/** The key's user, its request counted against the key's rate; 401 for a key that is unknown or revoked. */
async function apiKeyActor(db: Executor, key: string): Promise<UserActor> {
  const found = await userForApiKey(db, key);
  if (!found) throw new AppError(CODES.UNAUTHORIZED, 'apiKeyInvalid');
  await checkApiKeyRate(db, found.keyId);
  return { ...userActor(found.user), apiKeyId: found.keyId };
}

export async function resolveActor(db: Executor, req: IncomingMessage): Promise<Actor> {
  const token = bearerToken(req);
  if (token) {
    if (isApiKeyToken(token)) return apiKeyActor(db, token);
    const user = await userForToken(db, token);
    if (!user) throw new AppError(CODES.UNAUTHORIZED, 'loginExpired');
    return userActor(user);
  }
  const deviceId = deviceIdFrom(headerValue(req, 'uniqueId'));
  if (!deviceId) throw new AppError(CODES.BAD_REQUEST, 'invalidDevice');
  const [row] = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId));
  if (!row) throw new AppError(CODES.BAD_REQUEST, 'invalidDevice');
  return { kind: 'device', deviceId };
}

/**
 * The caller of a route anyone may read (models, plans). A key is checked and counted as on
 * every key route, so a revoked one is 401 here too; a session gives its user, and a session
 * that ended gives nobody, as the route answered before keys (the page keeps working while
 * its sign-in is renewed).
 */
export async function optionalUserActor(db: Executor, req: IncomingMessage): Promise<UserActor | null> {
  const token = bearerToken(req);
  if (!token) return null;
  if (isApiKeyToken(token)) return apiKeyActor(db, token);
  const user = await userForToken(db, token);
  return user ? userActor(user) : null;
}

/** What the caller's plan allows (API.md plan table); an anonymous device is below Free. */
export function actorRights(actor: Actor): PlanRights {
  return actor.kind === 'device' ? ANONYMOUS_RIGHTS : PLANS[actor.plan];
}

export function ownerOf(actor: Actor): { userId: string; deviceId?: never } | { deviceId: string; userId?: never } {
  return actor.kind === 'user' ? { userId: actor.userId } : { deviceId: actor.deviceId };
}
