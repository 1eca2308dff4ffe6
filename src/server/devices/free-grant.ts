/**
 * Whether an anonymous device got its free credits, and if not why (issue 13 item 13), so the
 * page can say so rather than "this device has used its free credits":
 * - `granted`: it got them;
 * - `browser`: this browser (canvas) on this network already got them, under another device id;
 * - `network`: the network (IP) had used its GRANTS_PER_IP_PER_DAY grants of that day.
 * A grant leaves a device_grants row naming the device (devices.ts rolls the row back when the
 * daily cap refuses it), so the rows alone tell the three apart.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { deviceGrants, devices } from '@/server/db/schema';

export type FreeGrant = 'granted' | 'browser' | 'network';

export async function freeGrantOf(db: Executor, deviceId: string): Promise<FreeGrant> {
  const [device] = await db
    .select({ canvasHash: devices.canvasHash, ip: devices.ip })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!device) return 'network';
  const [pair] = await db
    .select({ deviceId: deviceGrants.deviceId })
    .from(deviceGrants)
    .where(and(eq(deviceGrants.canvasHash, device.canvasHash), eq(deviceGrants.ip, device.ip)));
  if (!pair) return 'network';
  return pair.deviceId === deviceId ? 'granted' : 'browser';
}
