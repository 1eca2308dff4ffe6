/**
 * `Idempotency-Key` on create (API.md "API keys and webhooks"): a program that retries a create
 * after a timeout gets the record of its first attempt instead of a second charge. The key is
 * its owner's (another account's same key is another key), lives a day, and names one request
 * body: the same key with another body is refused with 422.
 *
 * The key is claimed in the create's own transaction, after the owner's row is locked, so two
 * requests with one key serialize on that lock (on every instance of a shared database): the
 * second sees the first's committed key and answers its record. A create that fails rolls its
 * key back with it, so a retry after, say, buying credits is a new attempt.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, eq, lt, sql } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { DAY } from '@/lib/time';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { devices, idempotencyKeys, users } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { headerValue } from '@/server/http/request-context';

/** How long a key answers with its first record. */
export const IDEMPOTENCY_TTL_MS = DAY;

/** Printable ASCII without spaces, as Stripe's keys: UUIDs and the like. */
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyClaim = { owner: string; key: string; requestHash: string };

/** Canonical JSON (keys sorted), so that the same body sent with its fields in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The request's Idempotency-Key, or null without the header; 400 for a key of another shape. */
export function idempotencyKey(req: IncomingMessage): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = headerValue(req, 'idempotency-key') ?? '';
  if (Array.isArray(raw) || !KEY_RE.test(key)) throw new AppError(CODES.BAD_REQUEST, 'idempotencyKeyInvalid');
  return key;
}

/** A create's claim: its key for this owner, naming its JSON body. */
export function idempotencyClaim(req: IncomingMessage, owner: string, body: unknown): IdempotencyClaim | null {
  const key = idempotencyKey(req);
  return key === null ? null : { owner, key, requestHash: createHash('sha256').update(canonical(body)).digest('hex') };
}

/**
 * Claims the key for `recordId` in the create's transaction: null when it is new (or expired),
 * the first record's id when the same request came before, 422 for another body.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  claim: IdempotencyClaim,
  recordId: string,
): Promise<string | null> {
  const where = and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key));
  await tx
    .delete(idempotencyKeys)
    .where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, recordId })
    .onConflictDoNothing()
    .returning({ recordId: idempotencyKeys.recordId });
  if (inserted.length > 0) return null;
  const [first] = await tx.select().from(idempotencyKeys).where(where);
  if (!first) return null;
  if (first.requestHash !== claim.requestHash) throw new AppError(CODES.IDEMPOTENCY_MISMATCH, 'idempotencyKeyReused');
  return first.recordId;
}

/** Locks the owner's row for the rest of the transaction: one create or keyed upload of an owner at a time. */
export async function lockOwner(tx: Executor, actor: Actor): Promise<void> {
  if (actor.kind === 'user')
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${actor.userId} for update`);
  else await tx.execute(sql`select 1 from ${devices} where ${devices.id} = ${actor.deviceId} for update`);
}
