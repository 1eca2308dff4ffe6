/**
 * The console's accounts: find one by e-mail or id, read its plan, balance, ledger, devices and
 * videos, and act on it. Every action writes its audit row in the transaction of the change;
 * an action that changes nothing (the plan it already has) writes none.
 */
import { desc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { PLAN_IDS, PLANS, planForVipLevel } from '@/lib/plans';
import { deleteAccount } from '@/server/account/account';
import { isDisabled } from '@/server/auth/disabled';
import { revokeUserSessions, type SessionUser } from '@/server/auth/sessions';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import type { Database, Executor } from '@/server/db/client';
import { creditLedger, devices, identities, users, videos } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { type AdminActor, auditOf, writeAudit } from './audit';

const LIST_SIZE = 50;
const REASON_MAX = 500;

const reason = z
  .string(says('required'))
  .trim()
  .min(1, says('required'))
  .max(REASON_MAX, says('lengthBetween', { min: 1, max: REASON_MAX }));

export const userSearchQuery = z.object({ q: z.string().trim().max(320).default('') });
export const creditsInput = z.object({
  delta: z
    .number(says('wholeNumber'))
    .int(says('wholeNumber'))
    .min(-100_000_000, says('wholeNumber'))
    .max(100_000_000, says('wholeNumber'))
    .refine((value) => value !== 0, says('wholeNumber')),
  reason,
  /**
   * Made by the form once per intended change: a double click, or a request sent again after a
   * lost answer, carries the same key and lands on the ledger's unique key instead of a second row.
   */
  key: z.string(says('required')).regex(/^[\w-]{8,64}$/, says('invalidField')),
});
export const planInput = z.object({
  plan: z.enum(PLAN_IDS, says('oneOf', { values: PLAN_IDS.join(', ') })),
  reason: reason.optional(),
});
export const reasonInput = z.object({ reason });
export const optionalReasonInput = z.object({ reason: reason.optional() });

function summary(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    plan: planForVipLevel(user.vipLevel),
    vipLevel: user.vipLevel,
    credits: user.credits,
    role: user.role,
    disabled: isDisabled(user),
    disabledAt: user.disabledAt?.getTime() ?? null,
    createdAt: user.createdAt.getTime(),
  };
}

/** By e-mail (part of it, any case) or exact id; the newest accounts when the search is empty. */
export async function searchUsers(db: Database, query: z.infer<typeof userSearchQuery>) {
  const q = query.q;
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select()
    .from(users)
    .where(q ? or(eq(users.id, q), ilike(users.email, `%${escaped}%`)) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(LIST_SIZE);
  return rows.map(summary);
}

async function userById(db: Executor, id: string, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw new AppError(CODES.NOT_FOUND, 'accountNotFound');
  return user;
}

export async function userDetail(db: Database, id: string) {
  const user = await userById(db, id);
  const ledger = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, id))
    .orderBy(desc(creditLedger.id))
    .limit(LIST_SIZE);
  const deviceRows = await db.select().from(devices).where(eq(devices.userId, id)).orderBy(desc(devices.createdAt));
  const signIns = await db.select().from(identities).where(eq(identities.userId, id));
  const videoRows = await db
    .select({
      id: videos.id,
      state: videos.state,
      model: videos.model,
      operationType: videos.operationType,
      cost: videos.cost,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .where(eq(videos.userId, id))
    .orderBy(desc(videos.createdAt))
    .limit(LIST_SIZE);
  return {
    user: { ...summary(user), locale: user.locale, password: Boolean(user.passwordHash) },
    signIns: signIns.map((row) => row.provider),
    ledger: ledger.map((row) => ({
      id: row.id,
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      recordId: row.recordId,
      createdAt: row.createdAt.getTime(),
    })),
    devices: deviceRows.map((row) => ({
      id: row.id,
      ip: row.ip,
      credits: row.credits,
      createdAt: row.createdAt.getTime(),
      mergedAt: row.mergedAt?.getTime() ?? null,
    })),
    videos: videoRows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    audit: await auditOf(db, 'user', id),
  };
}

/** An operator does not lock themselves out: their own role, access and account are changed by another. */
function notOnYourself(admin: SessionUser, id: string) {
  if (admin.id === id) throw new AppError(CODES.BAD_REQUEST, 'notOnYourself');
}

const actorOf = (admin: SessionUser): AdminActor => ({ id: admin.id, email: admin.email });

export async function adjustCredits(db: Database, admin: SessionUser, id: string, input: z.infer<typeof creditsInput>) {
  return db.transaction(async (tx) => {
    const before = await userById(tx, id);
    // The key is the operator's and the form's: two operators cannot collide, one cannot repeat.
    const { applied, balance } = await applyCreditChange(tx, {
      owner: { userId: id },
      delta: input.delta,
      reason: 'adjustment',
      idempotencyKey: `admin-adjust:${admin.id}:${input.key}`,
    });
    if (applied)
      await writeAudit(tx, actorOf(admin), {
        action: 'credits',
        targetType: 'user',
        targetId: id,
        reason: input.reason,
        before: { credits: before.credits },
        after: { credits: balance, delta: input.delta },
      });
    return { credits: balance, applied };
  });
}

export async function changePlan(db: Database, admin: SessionUser, id: string, input: z.infer<typeof planInput>) {
  return db.transaction(async (tx) => {
    const before = await userById(tx, id, true);
    const vipLevel = PLANS[input.plan].vipLevels.monthly;
    if (before.vipLevel === vipLevel) return summary(before);
    const [after] = await tx.update(users).set({ vipLevel }).where(eq(users.id, id)).returning();
    await writeAudit(tx, actorOf(admin), {
      action: 'plan',
      targetType: 'user',
      targetId: id,
      reason: input.reason,
      before: { plan: planForVipLevel(before.vipLevel), vipLevel: before.vipLevel },
      after: { plan: input.plan, vipLevel },
    });
    return summary(after!);
  });
}

/** Disabling ends every session at once; sign-ins are refused from then on (auth/disabled.ts). */
export async function setDisabled(
  db: Database,
  admin: SessionUser,
  id: string,
  disabled: boolean,
  reasonText: string | undefined,
) {
  notOnYourself(admin, id);
  return db.transaction(async (tx) => {
    const before = await userById(tx, id, true);
    if (isDisabled(before) === disabled) return summary(before);
    const [after] = await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, id))
      .returning();
    if (disabled) await revokeUserSessions(tx, id);
    await writeAudit(tx, actorOf(admin), {
      action: disabled ? 'disable' : 'enable',
      targetType: 'user',
      targetId: id,
      reason: reasonText,
      before: { disabled: isDisabled(before) },
      after: { disabled },
    });
    return summary(after!);
  });
}

/** The account's own deletion (subscription, files, tombstoned ledger), then its audit row. */
export async function removeUser(db: Database, admin: SessionUser, id: string, reasonText: string) {
  notOnYourself(admin, id);
  const user = await userById(db, id);
  await deleteAccount(db, user, { email: user.email ?? 'DELETE' });
  // After the deletion, not in its transaction: deleteAccount owns that (and the files after it).
  // An audit row for a deletion that failed would be a lie; a lost row is the lesser risk.
  await writeAudit(db, actorOf(admin), {
    action: 'delete',
    targetType: 'user',
    targetId: id,
    reason: reasonText,
    before: { email: user.email, plan: planForVipLevel(user.vipLevel), credits: user.credits },
    after: null,
  });
  return null;
}

/**
 * `npm run admin -- grant-admin/revoke-admin EMAIL`, and its ADMIN_TOKEN twin for a running
 * embedded server: the only ways to the role, so a console operator cannot make more operators.
 * Audited without an account, saying which of the two it was.
 */
export async function setAdminRole(db: Database, email: string, admin: boolean, via: 'command' | 'token' = 'command') {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!before) throw new AppError(CODES.NOT_FOUND, 'userNotFound');
    const role = admin ? 'admin' : 'user';
    if (before.role === role) return summary(before);
    const [after] = await tx.update(users).set({ role }).where(eq(users.id, before.id)).returning();
    await writeAudit(
      tx,
      { id: null, email: null },
      {
        action: admin ? 'grant-admin' : 'revoke-admin',
        targetType: 'user',
        targetId: before.id,
        before: { role: before.role },
        after: { role, via },
      },
    );
    return summary(after!);
  });
}
