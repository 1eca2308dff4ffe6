import { eq } from 'drizzle-orm';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Database } from '@/server/db/client';
import { devices, users } from '@/server/db/schema';
import { testDatabase } from '../support/db';
import { ledgerOf, seedDevice, seedUser } from '../support/factories';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => close());

async function balanceOf(userId: string) {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

describe('applyCreditChange', () => {
  it('changes the balance and writes one ledger row with the balance after', async () => {
    const user = await seedUser(db);
    const grant = await applyCreditChange(db, {
      owner: { userId: user.id },
      delta: 30,
      reason: 'signup',
      idempotencyKey: `signup:${user.id}`,
    });
    expect(grant).toEqual({ applied: true, balance: 30 });
    const spend = await applyCreditChange(db, {
      owner: { userId: user.id },
      delta: -4,
      reason: 'generation',
      idempotencyKey: `debit:${user.id}:r1`,
      recordId: 'r1',
    });
    expect(spend).toEqual({ applied: true, balance: 26 });
    const rows = await ledgerOf(db, { userId: user.id });
    expect(rows.map((r) => [r.delta, r.balanceAfter, r.reason, r.recordId])).toEqual([
      [30, 30, 'signup', null],
      [-4, 26, 'generation', 'r1'],
    ]);
  });

  it('treats a repeated idempotency key as already applied', async () => {
    const user = await seedUser(db);
    const change = {
      owner: { userId: user.id },
      delta: 10,
      reason: 'adjustment' as const,
      idempotencyKey: `adj:${user.id}`,
    };
    expect((await applyCreditChange(db, change)).applied).toBe(true);
    expect(await applyCreditChange(db, change)).toEqual({ applied: false, balance: 10 });
    expect(await ledgerOf(db, { userId: user.id })).toHaveLength(1);
  });

  it('refuses to go below zero with code 430 and changes nothing', async () => {
    const user = await seedUser(db, { credits: 0 });
    await applyCreditChange(db, {
      owner: { userId: user.id },
      delta: 3,
      reason: 'adjustment',
      idempotencyKey: `seed:${user.id}`,
    });
    await expect(
      applyCreditChange(db, {
        owner: { userId: user.id },
        delta: -4,
        reason: 'generation',
        idempotencyKey: `over:${user.id}`,
      }),
    ).rejects.toMatchObject({ code: 430 });
    expect(await balanceOf(user.id)).toBe(3);
    expect(await ledgerOf(db, { userId: user.id })).toHaveLength(1);
  });

  it('lets 50 parallel spends of 1 against a balance of 3 succeed exactly 3 times', async () => {
    const user = await seedUser(db);
    await applyCreditChange(db, {
      owner: { userId: user.id },
      delta: 3,
      reason: 'adjustment',
      idempotencyKey: `seed:${user.id}`,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        applyCreditChange(db, {
          owner: { userId: user.id },
          delta: -1,
          reason: 'generation',
          idempotencyKey: `spend:${user.id}:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 430),
    ).toBe(true);
    expect(await balanceOf(user.id)).toBe(0);
    const rows = await ledgerOf(db, { userId: user.id });
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(0);
  });

  it('applies the same key once under 10 parallel attempts', async () => {
    const user = await seedUser(db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        applyCreditChange(db, {
          owner: { userId: user.id },
          delta: 400,
          reason: 'subscription',
          idempotencyKey: `period:${user.id}:2026-11`,
        }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(400);
    expect(await ledgerOf(db, { userId: user.id })).toHaveLength(1);
  });

  it('keeps device balances apart from user balances', async () => {
    const device = await seedDevice(db);
    await applyCreditChange(db, {
      owner: { deviceId: device.id },
      delta: 10,
      reason: 'device-grant',
      idempotencyKey: `grant:${device.id}`,
    });
    const [row] = await db.select().from(devices).where(eq(devices.id, device.id));
    expect(row!.credits).toBe(10);
    expect((await ledgerOf(db, { deviceId: device.id }))[0]).toMatchObject({
      userId: null,
      deviceId: device.id,
      delta: 10,
    });
  });

  it('is refused by the database itself if a balance would go negative', async () => {
    const user = await seedUser(db);
    await expect(db.update(users).set({ credits: -1 }).where(eq(users.id, user.id))).rejects.toThrow();
  });
});
