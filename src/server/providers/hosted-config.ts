/**
 * The hosted providers' settings (fal with FAL_KEY, Replicate with REPLICATE_API_TOKEN, ComfyUI
 * with COMFYUI_URL and its workflows: the shipped ones in workflows/comfyui, then
 * COMFYUI_WORKFLOWS_DIR's, which win on a name), built from the validated environment into
 * the one provider contract. Each is off until its variable is set; the registry (registry.ts)
 * is what the rest of the server asks.
 */
import path from 'node:path';
import { type ComfyWorkflow, comfyuiProvider, loadWorkflows } from '@/engine/providers/comfyui';
import { falProvider } from '@/engine/providers/fal';
import { replicateProvider } from '@/engine/providers/replicate';
import type { RemoteProvider } from '@/engine/providers/types';
import type { ServerEnv } from '@/env';
import type { HostedProvider, ModelEntry } from '@/lib/models';

export type HostedEnv = Pick<
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

/** What serves a hosted provider here, or null while its variable is unset (throws naming a bad workflow file). */
export function hostedProviderOf(env: HostedEnv, provider: HostedProvider): RemoteProvider | null {
  const retry = { pollMs: env.HOSTED_POLL_MS, retryBaseMs: env.HOSTED_RETRY_BASE_MS };
  switch (provider) {
    case 'fal':
      return env.FAL_KEY
        ? falProvider({ ...retry, key: env.FAL_KEY, queueUrl: env.FAL_QUEUE_URL.replace(/\/+$/, '') })
        : null;
    case 'replicate':
      return env.REPLICATE_API_TOKEN
        ? replicateProvider({
            ...retry,
            token: env.REPLICATE_API_TOKEN,
            apiUrl: env.REPLICATE_API_URL.replace(/\/+$/, ''),
          })
        : null;
    case 'comfyui':
      return env.COMFYUI_URL
        ? comfyuiProvider({
            ...retry,
            url: env.COMFYUI_URL.replace(/\/+$/, ''),
            workflows: comfyWorkflows(env),
            ...(env.COMFYUI_TOKEN ? { token: env.COMFYUI_TOKEN } : {}),
          })
        : null;
  }
}

/** The ComfyUI workflows a model names that this server does not have. */
export function missingWorkflows(env: HostedEnv, model: ModelEntry): string[] {
  const workflows = comfyWorkflows(env);
  return [model.remote?.text, model.remote?.image].filter(
    (name): name is string => name !== undefined && !workflows.has(name),
  );
}
