/**
 * A key's own limits, on top of its account's plan (src/lib/api-keys.ts): requests a minute,
 * counted in the shared database limiter so every instance sees the same count, and videos in
 * flight that the key created. Either answers 439 (HTTP 429) with a Retry-After.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import {
  API_KEY_CONCURRENT_JOBS,
  API_KEY_JOBS_RETRY_AFTER_SECONDS,
  API_KEY_RATE_WINDOW_MS,
  API_KEY_REQUESTS_PER_MINUTE,
} from '@/lib/api-keys';
import { SECOND } from '@/lib/time';
import type { Executor } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { RetryLaterError } from '@/server/http/app-error';
import { hitLimit } from '@/server/rate-limit/hit-rate-limit';

export async function checkApiKeyRate(db: Executor, keyId: string): Promise<void> {
  const hit = await hitLimit(db, `api-key:${keyId}`, API_KEY_REQUESTS_PER_MINUTE, API_KEY_RATE_WINDOW_MS);
  if (hit.over)
    throw new RetryLaterError(
      CODES.SLOW_DOWN,
      { key: 'apiKeyRateLimit', vars: { max: API_KEY_REQUESTS_PER_MINUTE } },
      Math.max(1, Math.ceil(hit.retryAfterMs / SECOND)),
    );
}

/** In the create's transaction, behind the lock on the key's owner, so parallel creates count each other. */
export async function checkApiKeyJobs(tx: Executor, keyId: string): Promise<void> {
  const [running] = await tx
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.apiKeyId, keyId), inArray(videos.state, ['queued', 'processing']), isNull(videos.parentId)));
  if ((running?.n ?? 0) >= API_KEY_CONCURRENT_JOBS)
    throw new RetryLaterError(
      CODES.SLOW_DOWN,
      { key: 'apiKeyJobs', vars: { max: API_KEY_CONCURRENT_JOBS } },
      API_KEY_JOBS_RETRY_AFTER_SECONDS,
    );
}
