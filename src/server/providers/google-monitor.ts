/**
 * The one Google model monitor of this process (issue 14, item 4), shared by the HTTP server's
 * API routes, the in-process worker and the standalone worker. It is a processSingleton because
 * Next.js bundles the API routes apart from the server entry (src/main/web.ts): a module-level
 * variable would give each bundle its own monitor. The process entry points start it early with an
 * `onChange` that fails the jobs queued for a model Google retired; anything asking before
 * that (or in a process that never started it) gets a passive one, started on first use.
 *
 * Until a model's first check answers it counts as available: start-up never waits on Google,
 * and an unreachable Google ("unknown") neither hides a model nor invents a reason.
 */
import { serverEnv } from '@/env';
import { processSingleton } from '@/lib/process-singleton';
import type { GoogleProvider } from '@/engine/providers/google-http';
import type { ModelAvailability } from '@/engine/providers/google-models';
import { type GoogleModelMonitor, type GoogleModelStatus, startGoogleModelMonitor } from './google-model-monitor';
import { googleModelChecks } from './google-config';
import { log } from '@/server/log';

export type MonitorOnChange = (
  status: GoogleModelStatus,
  previous: GoogleModelStatus | undefined,
) => void | Promise<void>;

export function googleModelMonitor(onChange?: MonitorOnChange): GoogleModelMonitor {
  return processSingleton('googleModelMonitor', () => startMonitor(onChange));
}

function startMonitor(onChange: MonitorOnChange | undefined): GoogleModelMonitor {
  const env = serverEnv();
  return startGoogleModelMonitor(googleModelChecks(env), {
    intervalMs: env.GOOGLE_MODEL_CHECK_MS,
    onChange: async (status, previous) => {
      log.info(
        { provider: status.provider, model: status.remoteId, availability: status.availability },
        'google model availability changed',
      );
      await onChange?.(status, previous);
    },
    onError: (error) => log.warn({ err: error }, 'google model check failed'),
  });
}

/** The latest answer about a provider's model, or null while it counts as available. */
export function googleUnavailable(
  provider: GoogleProvider['name'],
  remoteId: string,
): Extract<ModelAvailability, { available: false }> | null {
  const status = googleModelMonitor().get(provider, remoteId);
  if (!status || status.availability.available || status.availability.code === 'unknown') return null;
  return status.availability;
}
