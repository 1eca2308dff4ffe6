/**
 * The hosted providers (issue 19) as this server is configured: fal with FAL_KEY, Replicate with
 * REPLICATE_API_TOKEN, ComfyUI with COMFYUI_URL (and its workflows: the shipped ones in
 * workflows/comfyui, then COMFYUI_WORKFLOWS_DIR's, which win on a name). Each is off until its
 * variable is set. The worker renders through `hostedState`'s route, GET /api/v1/models reports
 * its reason, and deleting a job cancels its remote request through `cancelHosted`.
 */
import path from 'node:path';
import { type ComfyUIConfig, type ComfyWorkflow, comfyuiProvider, loadWorkflows } from '@/engine/providers/comfyui';
import { type FalConfig, falProvider } from '@/engine/providers/fal';
import { type ReplicateConfig, replicateProvider } from '@/engine/providers/replicate';
import type { HostedProviderImpl } from '@/engine/providers/hosted-types';
import { type ServerEnv, serverEnv } from '@/env';
import { SHIPPED_MODELS } from '@/lib/catalogue';
import { catalogueIsSet, type HostedProvider, type ModelEntry, type ModelReason, setCatalogue } from '@/lib/models';
import { log } from '@/server/log';

// Every server module that reads the catalogue comes through here: a process whose start-up did
// not set one (a script, a unit test) works with the shipped one. Start-up's MODELS_FILE wins.
if (!catalogueIsSet()) setCatalogue(SHIPPED_MODELS);

type HostedEnv = Pick<
  ServerEnv,
  | 'FAL_KEY'
  | 'FAL_QUEUE_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_API_URL'
  | 'COMFYUI_URL'
  | 'COMFYUI_TOKEN'
  | 'COMFYUI_WORKFLOWS_DIR'
  | 'HOSTED_POLL_MS'
  | 'HOSTED_RETRY_BASE_MS'
>;

export type HostedRoute =
  | { provider: 'fal'; impl: HostedProviderImpl<FalConfig>; config: FalConfig }
  | { provider: 'replicate'; impl: HostedProviderImpl<ReplicateConfig>; config: ReplicateConfig }
  | { provider: 'comfyui'; impl: HostedProviderImpl<ComfyUIConfig>; config: ComfyUIConfig };

/** The product's own name of each provider, for `servedBy` (GET /api/v1/models). */
export const HOSTED_LABELS: Record<HostedProvider, string> = {
  fal: 'fal',
  replicate: 'Replicate',
  comfyui: 'ComfyUI',
};

/** The shipped workflows, beside the drizzle migrations: read from the working directory, as `npm start` runs there. */
const SHIPPED_WORKFLOWS_DIR = path.resolve(process.cwd(), 'workflows/comfyui');

let workflowCache: { key: string; workflows: ReadonlyMap<string, ComfyWorkflow> } | null = null;

/** The ComfyUI workflows by name, read once per directory setting (throws an Error naming a bad file). */
export function comfyWorkflows(env: Pick<HostedEnv, 'COMFYUI_WORKFLOWS_DIR'>): ReadonlyMap<string, ComfyWorkflow> {
  const dirs = [SHIPPED_WORKFLOWS_DIR, ...(env.COMFYUI_WORKFLOWS_DIR ? [path.resolve(env.COMFYUI_WORKFLOWS_DIR)] : [])];
  const key = dirs.join('\n');
  if (workflowCache?.key !== key) workflowCache = { key, workflows: loadWorkflows(dirs) };
  return workflowCache.workflows;
}

function hostedRoute(env: HostedEnv, provider: HostedProvider): HostedRoute | null {
  const retry = { pollMs: env.HOSTED_POLL_MS, retryBaseMs: env.HOSTED_RETRY_BASE_MS };
  switch (provider) {
    case 'fal':
      if (!env.FAL_KEY) return null;
      return {
        provider,
        impl: falProvider,
        config: { ...retry, key: env.FAL_KEY, queueUrl: env.FAL_QUEUE_URL.replace(/\/+$/, '') },
      };
    case 'replicate':
      if (!env.REPLICATE_API_TOKEN) return null;
      return {
        provider,
        impl: replicateProvider,
        config: { ...retry, token: env.REPLICATE_API_TOKEN, apiUrl: env.REPLICATE_API_URL.replace(/\/+$/, '') },
      };
    case 'comfyui':
      if (!env.COMFYUI_URL) return null;
      return {
        provider,
        impl: comfyuiProvider,
        config: {
          ...retry,
          url: env.COMFYUI_URL.replace(/\/+$/, ''),
          workflows: comfyWorkflows(env),
          ...(env.COMFYUI_TOKEN ? { token: env.COMFYUI_TOKEN } : {}),
        },
      };
  }
}

type Unavailable = { reason: ModelReason; reasonText?: string };

/**
 * What runs a hosted model here, or why nothing can: its provider is off, or a ComfyUI workflow
 * it names is missing. GET /api/v1/models reports the reason; the worker renders through the route.
 */
export function hostedState(
  model: ModelEntry,
  env: HostedEnv = serverEnv(),
): { route: HostedRoute; unavailable: null } | { route: null; unavailable: Unavailable } {
  const provider = model.provider as HostedProvider;
  let route: HostedRoute | null;
  try {
    route = hostedRoute(env, provider);
  } catch (error) {
    return {
      route: null,
      unavailable: { reason: 'not-found', reasonText: error instanceof Error ? error.message : String(error) },
    };
  }
  if (!route) return { route: null, unavailable: { reason: 'not-configured' } };
  if (route.provider === 'comfyui') {
    const workflows = route.config.workflows as ReadonlyMap<string, ComfyWorkflow>;
    const missing = [model.remote?.text, model.remote?.image].filter(
      (name): name is string => name !== undefined && !workflows.has(name),
    );
    if (missing.length)
      return {
        route: null,
        unavailable: { reason: 'not-found', reasonText: `ComfyUI workflow ${missing.join(', ')} not found` },
      };
  }
  return { route, unavailable: null };
}

/**
 * Asks the provider to stop a deleted job's request (best effort: the job is already refunded
 * and its row gone; a provider that cannot cancel finishes a video nobody collects).
 */
export function cancelHosted(model: ModelEntry | undefined, remoteId: string | undefined): void {
  if (!model || !remoteId || !model.remote) return;
  const route = hostedRoute(serverEnv(), model.provider as HostedProvider);
  if (!route) return;
  const cancel = route.impl.cancel as (config: unknown, id: string) => Promise<void>;
  cancel(route.config, remoteId).catch((error: unknown) =>
    log.warn({ err: error, model: model.id }, 'cancelling a hosted request failed'),
  );
}
