/**
 * Anonymous devices. Each call of get-unique-id makes a new random device id signed by the
 * server, so two identical phones never share a device or its videos. The free credits go
 * once per (canvas fingerprint, IP) pair, and to at most 3 pairs per IP a UTC day; both rules
 * hold under parallel calls (unique pair key, atomic per-IP counter in the same transaction).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { ANONYMOUS_CREDITS } from '@/lib/plans';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import { sign, unsign } from '@/server/crypto/app-secret';
import { randomId, sha256Hex } from '@/server/crypto/random';
import type { Database, Executor } from '@/server/db/client';
import { deviceGrants, devices, uploads, videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { countHit, hitRateLimit } from '@/server/rate-limit/hit-rate-limit';
import { DAY, HOUR } from '@/lib/time';

const GRANTS_PER_IP_PER_DAY = 3;
const DEVICE_PURPOSE = 'device-id';

class OverDailyCap extends Error {}

export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function issueDevice(
  db: Database,
  input: { canvas: string; ip: string },
): Promise<{ uniqueId: string; creditsRemaining: number }> {
  await hitRateLimit(db, `device-ip:${input.ip}`, 60, HOUR);
  const id = randomId('dev');
  const canvasHash = sha256Hex(input.canvas);
  const day = utcDay();
  await db.insert(devices).values({ id, canvasHash, ip: input.ip });
  let creditsRemaining = 0;
  try {
    await db.transaction(async (tx) => {
      const pair = await tx
        .insert(deviceGrants)
        .values({ canvasHash, ip: input.ip, deviceId: id, day })
        .onConflictDoNothing()
        .returning({ deviceId: deviceGrants.deviceId });
      if (pair.length === 0) return;
      // The counter row stays locked until this transaction ends, so parallel grants queue up here.
      if ((await countHit(tx, `device-grants:${input.ip}:${day}`, DAY)) > GRANTS_PER_IP_PER_DAY)
        throw new OverDailyCap();
      const result = await applyCreditChange(tx, {
        owner: { deviceId: id },
        delta: ANONYMOUS_CREDITS,
        reason: 'device-grant',
        idempotencyKey: `device-grant:${canvasHash}:${input.ip}`,
      });
      creditsRemaining = result.balance;
    });
  } catch (error) {
    if (!(error instanceof OverDailyCap)) throw error;
  }
  return { uniqueId: sign(DEVICE_PURPOSE, id), creditsRemaining };
}

/** The device id inside a signed unique id, or null when it is not one of ours. */
export function deviceIdFrom(uniqueId: string | undefined): string | null {
  if (!uniqueId || uniqueId.length > 200) return null;
  return unsign(DEVICE_PURPOSE, uniqueId);
}

export async function deviceCredits(db: Executor, uniqueId: string | undefined): Promise<number> {
  const id = deviceIdFrom(uniqueId);
  if (!id) throw new AppError(CODES.BAD_REQUEST, 'invalidDevice');
  const [row] = await db
    .select({ credits: devices.credits, userId: devices.userId })
    .from(devices)
    .where(eq(devices.id, id));
  if (!row) throw new AppError(CODES.BAD_REQUEST, 'invalidDevice');
  // A device that joined an account has no anonymous balance to spend (attachDevice).
  return row.userId ? 0 : row.credits;
}

/**
 * A device joins an account at every register or login (password, Google, Microsoft) that
 * carries its id. The rule:
 * - each join moves the device's anonymous records and uploads to that account: those made
 *   since the last join too, not only the first time;
 * - once joined, the device no longer acts as an anonymous visitor of its own: its anonymous
 *   balance is given up at the join (a ledger row; moving it to the account would let anyone
 *   farm the device grant into accounts), reads as 0, and an anonymous create with it answers
 *   430 like an empty balance (the page asks the visitor to sign in). Credits that reach it
 *   later (a refund of a job that was running at the join) are given up at the next join;
 * - `devices.userId` names the account it joined last.
 */
export async function attachDevice(db: Executor, uniqueId: string | undefined, userId: string): Promise<boolean> {
  const id = deviceIdFrom(uniqueId);
  if (!id) return false;
  return db.transaction(async (tx) => {
    // The same lock a create takes on the device, so no anonymous create slips in between.
    const [device] = await tx
      .select({ credits: devices.credits })
      .from(devices)
      .where(eq(devices.id, id))
      .for('update');
    if (!device) return false;
    const joinedAt = new Date();
    await tx.update(devices).set({ userId, mergedAt: joinedAt }).where(eq(devices.id, id));
    if (device.credits > 0) {
      await applyCreditChange(tx, {
        owner: { deviceId: id },
        delta: -device.credits,
        reason: 'adjustment',
        idempotencyKey: `device-joined:${id}:${joinedAt.getTime()}`,
      });
    }
    await tx
      .update(videos)
      .set({ userId, deviceId: null })
      .where(and(eq(videos.deviceId, id), isNull(videos.userId)));
    await tx
      .update(uploads)
      .set({ userId, deviceId: null })
      .where(and(eq(uploads.deviceId, id), isNull(uploads.userId)));
    return true;
  });
}

/** Whether the device has joined an account, so it may not spend as an anonymous visitor (see attachDevice). */
export async function deviceHasJoined(db: Executor, deviceId: string): Promise<boolean> {
  const [row] = await db.select({ userId: devices.userId }).from(devices).where(eq(devices.id, deviceId));
  return Boolean(row?.userId);
}
