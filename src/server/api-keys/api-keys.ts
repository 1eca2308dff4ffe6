/**
 * API keys (API.md "API keys and webhooks"): a signed-in user makes named keys in the settings,
 * sees them by name and prefix, and revokes them; a program sends one as its bearer token and
 * acts as that user, with the user's plan, on the video, upload, models, plans and story routes.
 *
 * Every request looks its key up in the database, so a revoke holds at once on every instance:
 * there is no cache a revoked key could live on in. `last_used_at` is written only when it is
 * a minute old, so a busy key costs a read per request, not a write.
 */
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CODES } from '@/lib/api/codes';
import { API_KEY_NAME_MAX, API_KEYS_PER_USER, type ApiKeyView, type CreatedApiKey } from '@/lib/api-keys';
import { MINUTE } from '@/lib/time';
import type { SessionUser } from '@/server/auth/sessions';
import { randomId } from '@/server/crypto/random';
import type { Database, Executor } from '@/server/db/client';
import { apiKeys, users } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { says } from '@/server/http/validation';
import { isDisabled } from '@/server/auth/disabled';
import { apiKeyHash, newApiKey } from './api-key-token';

const LAST_USED_STEP_MS = MINUTE;

export const createApiKeyInput = z.object({
  name: z
    .string(says('apiKeyName', { max: API_KEY_NAME_MAX }))
    .trim()
    .min(1, says('apiKeyName', { max: API_KEY_NAME_MAX }))
    .max(API_KEY_NAME_MAX, says('apiKeyName', { max: API_KEY_NAME_MAX })),
});

const viewColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function toView(row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKeyView {
  return { ...row, createdAt: row.createdAt.getTime(), lastUsedAt: row.lastUsedAt?.getTime() ?? null };
}

/** GET /api/v1/user/api-keys: the user's live keys, oldest first. */
export async function listApiKeys(db: Executor, userId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select(viewColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(toView);
}

/**
 * POST /api/v1/user/api-keys {name} → the key, this once. The user's row is locked while the
 * live keys are counted, so parallel creates cannot pass the cap together.
 */
export async function createApiKey(
  db: Database,
  userId: string,
  input: z.infer<typeof createApiKeyInput>,
): Promise<CreatedApiKey> {
  const { key, prefix, keyHash } = newApiKey();
  const id = randomId('key');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= API_KEYS_PER_USER)
      throw new AppError(CODES.BAD_REQUEST, { key: 'apiKeyLimit', vars: { max: API_KEYS_PER_USER } });
    await tx.insert(apiKeys).values({ id, userId, name: input.name, prefix, keyHash });
  });
  return { id, name: input.name, prefix, key };
}

/** DELETE /api/v1/user/api-keys/{id}: the key answers 401 from the next request on; another user's key is 404. */
export async function revokeApiKey(db: Executor, userId: string, id: string): Promise<null> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError(CODES.NOT_FOUND, 'notFound');
  return null;
}

/**
 * The user of a live key and the key's id, or null for a key that is unknown or revoked, or whose
 * account an operator disabled (src/server/auth/disabled.ts): the key works again if it is enabled.
 */
export async function userForApiKey(db: Executor, key: string): Promise<{ user: SessionUser; keyId: string } | null> {
  const [row] = await db
    .select({ user: users, keyId: apiKeys.id, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, apiKeyHash(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || isDisabled(row.user)) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    // The condition again in the write: of parallel requests that all read a stale time, one writes.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(apiKeys.id, row.keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_STEP_MS))),
        ),
      );
  }
  return { user: row.user, keyId: row.keyId };
}
