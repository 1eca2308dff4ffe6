/**
 * The one registry of remote providers on this server: for a catalogue model, the provider that
 * serves it (built from the environment: google-config.ts, hosted-config.ts) and whether it can
 * run now, with the reason when it cannot (not configured, a ComfyUI workflow missing, or Google's
 * last answer about its id: google-monitor.ts). GET /api/v1/models, create, the worker and
 * delete all ask here, so they can never disagree.
 */
import type { GoogleProvider } from '@/engine/providers/google-http';
import type { RemoteProvider } from '@/engine/providers/types';
import { serverEnv, type ServerEnv } from '@/env';
import type { FailureDraft } from '@/lib/failures';
import { findModel, type HostedProvider, isHostedProvider, type ModelEntry, type ModelReason } from '@/lib/models';
import { log } from '@/server/log';
import { googleProvider } from './google-config';
import { googleUnavailable } from './google-monitor';
import { hostedProviderOf, missingWorkflows } from './hosted-config';

export type Unavailable = {
  reason: ModelReason;
  reasonText?: string;
  retiredOn?: string;
  /** The provider's own words in `reasonText`, quoted by the jobs it fails (not shown by GET /api/v1/models). */
  said?: string;
};

/** A provider that can run the model, one that cannot now (and why), or none at all. */
export type RemoteState =
  | { provider: RemoteProvider; unavailable: Unavailable | null }
  | { provider: null; unavailable: Unavailable };

const REASON_OF_CODE: Record<string, ModelReason> = {
  retired: 'retired',
  not_found: 'not-found',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
};

function hostedState(model: ModelEntry, name: HostedProvider, env: ServerEnv): RemoteState {
  let provider: RemoteProvider | null;
  let missing: string[] = [];
  try {
    provider = hostedProviderOf(env, name);
    if (provider?.name === 'comfyui') missing = missingWorkflows(env, model);
  } catch (error) {
    // A workflow file that cannot be read: the model is off, the reason names the file.
    return {
      provider: null,
      unavailable: { reason: 'not-found', reasonText: error instanceof Error ? error.message : String(error) },
    };
  }
  if (!provider) return { provider: null, unavailable: { reason: 'not-configured' } };
  if (missing.length)
    return {
      provider,
      unavailable: { reason: 'not-found', reasonText: `ComfyUI workflow ${missing.join(', ')} not found` },
    };
  return { provider, unavailable: null };
}

function googleState(model: ModelEntry, env: ServerEnv): RemoteState {
  let provider: GoogleProvider | null;
  try {
    provider = googleProvider(env, model.id);
  } catch (error) {
    // A service-account file that cannot be read: the model is off, the reason says why.
    return {
      provider: null,
      unavailable: { reason: 'unauthorized', reasonText: error instanceof Error ? error.message : String(error) },
    };
  }
  if (!provider) return { provider: null, unavailable: { reason: 'not-configured' } };
  const remoteId = provider.remoteModel(model);
  const gone = remoteId ? googleUnavailable(provider.name, remoteId) : null;
  if (!gone) return { provider, unavailable: null };
  return {
    provider,
    unavailable: {
      reason: REASON_OF_CODE[gone.code] ?? 'not-found',
      reasonText: gone.reason,
      ...(gone.retiredOn ? { retiredOn: gone.retiredOn } : {}),
      ...(gone.said ? { said: gone.said } : {}),
    },
  };
}

/** What serves a remote model here and whether it can run now; `local` models are not asked. */
export function remoteState(model: ModelEntry, env: ServerEnv = serverEnv()): RemoteState {
  return isHostedProvider(model.provider) ? hostedState(model, model.provider, env) : googleState(model, env);
}

/**
 * Asks the provider to stop a deleted job's request (best effort: the job is already refunded
 * and its row gone; a provider that cannot cancel finishes a video nobody collects).
 */
export function cancelRemote(modelId: string, remote: { provider?: string; id: string } | undefined): void {
  const model = findModel(modelId);
  if (!model || !remote || model.provider === 'local') return;
  const { provider } = remoteState(model);
  // A request of another provider (the model moved meanwhile) is not this one's to cancel.
  if (!provider || (remote.provider && provider.name !== remote.provider)) return;
  provider
    .cancel(remote.id)
    .catch((error: unknown) => log.warn({ err: error, model: model.id }, 'cancelling a remote request failed'));
}

/**
 * Why a job for a model that cannot run fails: not offered here, gone at Google (with Google's
 * words), this server's Google key or account refused, or a hosted model whose set-up is
 * incomplete (a ComfyUI workflow missing: our words, so no detail).
 */
export function unavailableFailure(model: ModelEntry, unavailable: Unavailable | null | undefined): FailureDraft {
  if (!unavailable || unavailable.reason === 'not-configured') return { key: 'modelUnavailable' };
  if (isHostedProvider(model.provider)) return { key: 'modelSetup' };
  if (unavailable.reason === 'retired' || unavailable.reason === 'not-found')
    return { key: 'modelRetired', detail: unavailable.said };
  return { key: 'providerKey', detail: unavailable.said };
}
