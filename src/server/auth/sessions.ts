/**
 * Sessions: an opaque 256-bit token goes to the client once; the database keeps its SHA-256.
 * A session lasts 7 days and ends early by logout, or for all of a user's sessions by a
 * password reset or by an operator disabling the account.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { randomToken, sha256Hex } from '@/server/crypto/random';
import { DAY } from '@/lib/time';
import { assertMaySignIn } from './disabled';

const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * DAY;

export async function createSession(db: Executor, userId: string): Promise<string> {
  await assertMaySignIn(db, userId);
  const token = randomToken(32);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256Hex(token), userId, expiresAt: new Date(Date.now() + SESSION_MS) });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/** The user of a live session token, or null (also for a disabled account: see disabled.ts). */
export async function userForToken(db: Executor, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but `exceptToken` (password change keeps the current one). */
export async function revokeUserSessions(db: Executor, userId: string, exceptToken?: string): Promise<void> {
  const keep = exceptToken ? ne(sessions.tokenHash, sha256Hex(exceptToken)) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}
