/**
 * Yearly plans earn their credits month by month (API.md): the worker's sweep grants each new
 * month once, at the plan's amount, only for a period that was paid, and never twice.
 */
import { eq } from 'drizzle-orm';
import { PRICES } from '../support/fake-stripe';
import { testDatabase } from '../support/db';

Object.assign(process.env, PRICES);

const { grantDueMonths, stateOf, syncSubscription } = await import('@/server/billing/subscriptions');
const { creditLedger, users } = await import('@/server/db/schema');

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function subscription(id: string, price: string, status = 'active') {
  return {
    id,
    customer: `cus_${id}`,
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    metadata: {},
    items: {
      data: [
        {
          price: { id: price },
          current_period_start: seconds('2026-01-31T12:00:00Z'),
          current_period_end: seconds('2027-01-31T12:00:00Z'),
        },
      ],
    },
  } as never;
}

describe('monthly grants of yearly plans', () => {
  it('grants each month once after the period was paid, and nothing for an unpaid one', async () => {
    const { db, close } = await testDatabase();
    try {
      await db.insert(users).values([
        { id: 'u_paid', email: 'paid@example.test' },
        { id: 'u_unpaid', email: 'unpaid@example.test' },
      ]);
      const paid = stateOf(subscription('sub_paid', PRICES.STRIPE_PRICE_PRO_YEARLY));
      const unpaid = stateOf(subscription('sub_unpaid', PRICES.STRIPE_PRICE_PRO_YEARLY));
      const january = new Date('2026-02-10T00:00:00Z');
      expect(await db.transaction((tx) => syncSubscription(tx, 'u_paid', paid, { paid: true, now: january }))).toBe(
        1500,
      );
      expect(await db.transaction((tx) => syncSubscription(tx, 'u_unpaid', unpaid, { now: january }))).toBe(0);
      const [user] = await db.select().from(users).where(eq(users.id, 'u_paid'));
      expect(user).toMatchObject({ vipLevel: 4, credits: 1500 });

      // Still in the first month: nothing new.
      expect(await grantDueMonths(db, new Date('2026-02-27T00:00:00Z'))).toBe(0);
      // Jan 31 + 1 month is Feb 28: the second month starts then.
      expect(await grantDueMonths(db, new Date('2026-02-28T12:00:00Z'))).toBe(1500);
      expect(await grantDueMonths(db, new Date('2026-03-01T00:00:00Z'))).toBe(0);
      // A sweep that did not run for a while catches up: March 31 and April 30 both started.
      expect(await grantDueMonths(db, new Date('2026-05-01T00:00:00Z'))).toBe(3000);
      // Two workers sweeping at the same moment: one grant.
      const both = await Promise.all([
        grantDueMonths(db, new Date('2026-06-01T00:00:00Z')),
        grantDueMonths(db, new Date('2026-06-01T00:00:00Z')),
      ]);
      expect(both.reduce((a, b) => a + b, 0)).toBe(1500);

      const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, 'u_paid'));
      expect(rows.map((row) => row.delta)).toEqual([1500, 1500, 1500, 1500, 1500]);
      expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(5);
      const [after] = await db.select().from(users).where(eq(users.id, 'u_paid'));
      expect(after!.credits).toBe(7500);
      expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, 'u_unpaid'))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a deleted account in the ledger', () => {
  it('keeps its rows and totals under a tombstoned id that is not the account id', async () => {
    const { db, close } = await testDatabase();
    const { deleteAccount, tombstoneId } = await import('@/server/account/account');
    const { applyCreditChange } = await import('@/server/credits/apply-credit-change');
    const { seedUser, ledgerOf } = await import('../support/factories');
    try {
      const user = await seedUser(db);
      await applyCreditChange(db, {
        owner: { userId: user.id },
        delta: 30,
        reason: 'signup',
        idempotencyKey: `signup:${user.id}`,
      });
      await applyCreditChange(db, {
        owner: { userId: user.id },
        delta: -2,
        reason: 'generation',
        idempotencyKey: `gen:${user.id}`,
      });
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      await deleteAccount(db, fresh!, { email: fresh!.email! });
      expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect(await ledgerOf(db, { userId: user.id })).toEqual([]);
      const kept = await ledgerOf(db, { userId: tombstoneId(user.id) });
      expect(kept.map((row) => row.delta)).toEqual([30, -2]);
      expect(tombstoneId(user.id)).not.toContain(user.id);
    } finally {
      await close();
    }
  });
});
