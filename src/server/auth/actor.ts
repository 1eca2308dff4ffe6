/**
 * Who is calling a video route: a signed-in user (bearer token) or an anonymous device
 * (signed `uniqueId` header). A token that no longer works is 401 even when a device id is
 * also sent, so an expired session is noticed rather than silently becoming anonymous.
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
import { type SessionUser, userForToken } from './sessions';

export type Actor =
  | { kind: 'user'; userId: string; user: SessionUser; plan: PlanId }
  | { kind: 'device'; deviceId: string };

export async function resolveActor(db: Executor, req: IncomingMessage): Promise<Actor> {
  const token = bearerToken(req);
  if (token) {
    const user = await userForToken(db, token);
    if (!user) throw new AppError(CODES.UNAUTHORIZED, 'loginExpired');
    return { kind: 'user', userId: user.id, user, plan: planForVipLevel(user.vipLevel) };
  }
  const deviceId = deviceIdFrom(headerValue(req, 'uniqueId'));
  if (!deviceId) throw new AppError(CODES.BAD_REQUEST, 'invalidDevice');
  const [row] = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId));
  if (!row) throw new AppError(CODES.BAD_REQUEST, 'invalidDevice');
  return { kind: 'device', deviceId };
}

/** What the caller's plan allows (API.md plan table); an anonymous device is below Free. */
export function actorRights(actor: Actor): PlanRights {
  return actor.kind === 'device' ? ANONYMOUS_RIGHTS : PLANS[actor.plan];
}

export function ownerOf(actor: Actor): { userId: string; deviceId?: never } | { deviceId: string; userId?: never } {
  return actor.kind === 'user' ? { userId: actor.userId } : { deviceId: actor.deviceId };
}
