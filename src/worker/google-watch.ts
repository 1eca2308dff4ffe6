/**
 * Starts this process's Google model monitor (src/server/providers/google-monitor.ts) with
 * the queue's side of it: when a model's answer turns to "gone" (retired, not found, forbidden,
 * refused), the jobs queued for the catalogue models it serves fail with Google's reason and
 * are refunded once (failQueuedJobs; several processes doing it is safe, the refund's ledger
 * key and the `queued` condition make the second a no-op). Called by the HTTP server and by
 * the standalone worker.
 */
import { catalogue } from '@/lib/models';
import type { Database } from '@/server/db/client';
import { googleModelMonitor } from '@/server/providers/google-monitor';
import { remoteState, unavailableFailure } from '@/server/providers/registry';
import { log } from '@/server/log';
import { completeFailure } from '@/lib/failures';
import { failQueuedJobs } from '@/server/queue/queue';

export function watchGoogleModels(db: Database) {
  return googleModelMonitor(async (status) => {
    const availability = status.availability;
    if (availability.available || availability.code === 'unknown') return;
    let failed = 0;
    const served: string[] = [];
    for (const model of catalogue()) {
      if (model.provider === 'local') continue;
      const { provider } = remoteState(model);
      if (provider?.name !== status.provider || provider.remoteModel(model) !== status.remoteId) continue;
      served.push(model.id);
      const reason = completeFailure(
        unavailableFailure(model, {
          reason: availability.code === 'retired' || availability.code === 'not_found' ? 'retired' : 'unauthorized',
          said: availability.said,
        }),
        { provider: provider.label },
      );
      failed += await failQueuedJobs(db, [model.id], reason);
    }
    if (failed > 0) log.warn({ models: served, failed }, 'queued jobs failed and refunded: the model is gone');
  });
}
