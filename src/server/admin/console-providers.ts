/**
 * The console's providers: which are configured here, each model's availability and the reason
 * (the provider registry's own answer, as GET /api/v1/models gives it), and the last errors of
 * each. Failed attempts already keep their reason on the job's row (`fail_reason`, with the
 * provider's words), so the errors are read from there rather than kept twice.
 */
import { and, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import { MODEL_PROVIDERS } from '@/lib/models';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { listModels } from '@/server/videos/models';

const ERRORS_PER_PROVIDER = 5;
/** Enough recent failures that a provider failing rarely still shows its last few next to a busy one. */
const ERRORS_READ = 200;

export async function listProviders(db: Database) {
  const models = listModels();
  const remoteModels = models.filter((model) => model.provider !== 'local').map((model) => model.id);
  const failures = remoteModels.length
    ? await db
        .select({
          id: videos.id,
          model: videos.model,
          state: videos.state,
          failMsg: videos.failMsg,
          at: sql<Date>`coalesce(${videos.finishedAt}, ${videos.startedAt}, ${videos.createdAt})`,
        })
        .from(videos)
        .where(and(isNotNull(videos.failReason), inArray(videos.model, remoteModels)))
        .orderBy(desc(sql`coalesce(${videos.finishedAt}, ${videos.startedAt}, ${videos.createdAt})`))
        .limit(ERRORS_READ)
    : [];
  return MODEL_PROVIDERS.map((provider) => {
    const own = models.filter((model) => model.provider === provider);
    const ids = new Set(own.map((model) => model.id));
    return {
      provider,
      // Configured: something here serves at least one of its models, even if Google has retired another.
      configured: provider === 'local' || own.some((model) => model.reason !== 'not-configured'),
      models: own.map((model) => ({
        id: model.id,
        name: model.name,
        available: model.available,
        reason: model.reason ?? null,
        reasonText: model.reasonText ?? null,
        servedBy: model.servedBy?.label ?? null,
      })),
      errors: failures
        .filter((failure) => ids.has(failure.model))
        .slice(0, ERRORS_PER_PROVIDER)
        .map((failure) => ({ ...failure, at: new Date(failure.at).getTime() })),
    };
  }).filter((entry) => entry.models.length > 0);
}
