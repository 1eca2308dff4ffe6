/** Writing and reading the operators' audit log (schema/admin.ts). */
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '@/server/db/client';
import { adminAudit } from '@/server/db/schema';

/** Who acted: a signed-in operator, or the command line (no account). */
export type AdminActor = { id: string | null; email: string | null };

export type AuditEntry = {
  action: string;
  targetType: 'user' | 'job';
  targetId: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function writeAudit(tx: Executor, actor: AdminActor, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const PAGE_SIZE = 50;

export const auditQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

function auditRow(row: typeof adminAudit.$inferSelect) {
  return { ...row, createdAt: row.createdAt.getTime() };
}

/** The log, newest first, a page at a time. */
export async function listAudit(db: Database, query: z.infer<typeof auditQuery>) {
  const [total] = await db.select({ n: count() }).from(adminAudit);
  const rows = await db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const n = total?.n ?? 0;
  return { records: rows.map(auditRow), total: n, current: query.page, pages: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

/** The entries about one account or one job, newest first. */
export async function auditOf(db: Executor, targetType: AuditEntry['targetType'], targetId: string) {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, targetId)))
    .orderBy(desc(adminAudit.id))
    .limit(PAGE_SIZE);
  return rows.map(auditRow);
}
