/**
 * The Google providers' settings, built once from the validated environment (src/env.ts), for
 * the worker (which renders) and the model monitor (which asks Google whether each configured
 * model still exists). A provider whose credentials or model id are missing is `null`: off.
 * SPEC's `veo-3-quality`/`veo-3-fast` are served by Vertex AI when a service account is set,
 * else by the Gemini-API Veo ids when those are set (off by default, docs/google-models.md).
 */
import { geminiOmniProvider, type OmniConfig } from '@/engine/providers/gemini-omni';
import { checkGeminiModel, checkVertexModel, type ModelAvailability } from '@/engine/providers/google-models';
import type { GoogleProvider } from '@/engine/providers/google-http';
import { type VeoConfig, veoProvider } from '@/engine/providers/veo';
import {
  loadServiceAccount,
  type ServiceAccount,
  type VertexAuthConfig,
  type VertexVeoConfig,
  vertexVeoProvider,
} from '@/engine/providers/vertex-veo';
import type { ServerEnv } from '@/env';
import { MINUTE } from '@/lib/time';

type GoogleEnv = Pick<
  ServerEnv,
  | 'GEMINI_API_KEY'
  | 'VEO_API_BASE'
  | 'VEO_QUALITY_MODEL'
  | 'VEO_FAST_MODEL'
  | 'VEO_POLL_MS'
  | 'GEMINI_OMNI_MODEL'
  | 'VERTEX_PROJECT'
  | 'VERTEX_LOCATION'
  | 'VERTEX_SERVICE_ACCOUNT_JSON'
  | 'VERTEX_API_BASE'
  | 'VERTEX_TOKEN_URL'
  | 'VERTEX_VEO_QUALITY_MODEL'
  | 'VERTEX_VEO_FAST_MODEL'
>;

/**
 * A Google job still running this long after its first start is cancelled and fails, refunded
 * (the hosted models carry their own limit in the catalogue). It is the one limit: the polls
 * wait until then, whatever transient errors they meet.
 */
const GOOGLE_JOB_TIMEOUT_SECONDS = (30 * MINUTE) / 1000;

export type VeoTier = 'quality' | 'fast';

export function geminiOmniConfig(env: GoogleEnv): OmniConfig | null {
  if (!env.GEMINI_API_KEY || !env.GEMINI_OMNI_MODEL) return null;
  return {
    apiKey: env.GEMINI_API_KEY,
    base: env.VEO_API_BASE.replace(/\/+$/, ''),
    model: env.GEMINI_OMNI_MODEL,
    pollMs: env.VEO_POLL_MS,
  };
}

function geminiVeoConfig(env: GoogleEnv, tier: VeoTier): VeoConfig | null {
  const model = tier === 'quality' ? env.VEO_QUALITY_MODEL : env.VEO_FAST_MODEL;
  if (!env.GEMINI_API_KEY || !model) return null;
  return {
    apiKey: env.GEMINI_API_KEY,
    base: env.VEO_API_BASE.replace(/\/+$/, ''),
    model,
    pollMs: env.VEO_POLL_MS,
  };
}

const accounts = new Map<string, ServiceAccount>();

/** Vertex credentials and place, or null without a service account (the key file is read once). */
export function vertexAuthConfig(env: GoogleEnv): VertexAuthConfig | null {
  if (!env.VERTEX_SERVICE_ACCOUNT_JSON) return null;
  let serviceAccount = accounts.get(env.VERTEX_SERVICE_ACCOUNT_JSON);
  if (!serviceAccount) {
    serviceAccount = loadServiceAccount(env.VERTEX_SERVICE_ACCOUNT_JSON);
    accounts.set(env.VERTEX_SERVICE_ACCOUNT_JSON, serviceAccount);
  }
  const project = env.VERTEX_PROJECT ?? serviceAccount.project_id;
  if (!project) return null;
  return {
    project,
    location: env.VERTEX_LOCATION,
    serviceAccount,
    apiBase: env.VERTEX_API_BASE,
    tokenUrl: env.VERTEX_TOKEN_URL,
  };
}

function vertexVeoConfig(env: GoogleEnv, tier: VeoTier): VertexVeoConfig | null {
  const auth = vertexAuthConfig(env);
  const model = tier === 'quality' ? env.VERTEX_VEO_QUALITY_MODEL : env.VERTEX_VEO_FAST_MODEL;
  if (!auth || !model) return null;
  return { ...auth, model, pollMs: env.VEO_POLL_MS };
}

/** What serves a SPEC Veo model on this server: Vertex first (Veo 3.1 GA lives there), else the Gemini API. */
export function veoRoute(
  env: GoogleEnv,
  tier: VeoTier,
): { provider: 'vertex-veo'; config: VertexVeoConfig } | { provider: 'veo'; config: VeoConfig } | null {
  const vertex = vertexVeoConfig(env, tier);
  if (vertex) return { provider: 'vertex-veo', config: vertex };
  const gemini = geminiVeoConfig(env, tier);
  return gemini ? { provider: 'veo', config: gemini } : null;
}

/** One configured Google model to look up; `check` takes the previous answer (kept when Google is unreachable). */
export type GoogleModelCheck = {
  provider: 'gemini-omni' | 'veo' | 'vertex-veo';
  remoteId: string;
  check: (previous?: ModelAvailability) => Promise<ModelAvailability>;
};

export function googleModelChecks(env: GoogleEnv): GoogleModelCheck[] {
  const checks: GoogleModelCheck[] = [];
  const omni = geminiOmniConfig(env);
  if (omni)
    checks.push({
      provider: 'gemini-omni',
      remoteId: omni.model,
      check: (previous) => checkGeminiModel(omni, omni.model, previous),
    });
  for (const tier of ['quality', 'fast'] as const) {
    const route = veoRoute(env, tier);
    if (route?.provider === 'vertex-veo')
      checks.push({
        provider: 'vertex-veo',
        remoteId: route.config.model,
        check: (previous) => checkVertexModel(route.config, route.config.model, previous),
      });
    if (route?.provider === 'veo')
      checks.push({
        provider: 'veo',
        remoteId: route.config.model,
        check: (previous) => checkGeminiModel(route.config, route.config.model, previous),
      });
  }
  return checks;
}

/** What renders one catalogue model on this server, with its settings; null when nothing is configured. */
export type ModelRoute =
  | { provider: 'gemini-omni'; config: OmniConfig }
  | { provider: 'vertex-veo'; config: VertexVeoConfig }
  | { provider: 'veo'; config: VeoConfig };

export function modelRoute(env: GoogleEnv, modelId: string | null | undefined): ModelRoute | null {
  if (modelId === 'gemini-omni-flash') {
    const config = geminiOmniConfig(env);
    return config ? { provider: 'gemini-omni', config } : null;
  }
  if (modelId === 'veo-3-quality' || modelId === 'veo-3-fast')
    return veoRoute(env, modelId === 'veo-3-quality' ? 'quality' : 'fast');
  return null;
}

/** What serves a Google model here, as the one provider contract; null when nothing is configured. */
export function googleProvider(env: GoogleEnv, modelId: string): GoogleProvider | null {
  const route = modelRoute(env, modelId);
  if (!route) return null;
  if (route.provider === 'gemini-omni') return geminiOmniProvider(route.config, GOOGLE_JOB_TIMEOUT_SECONDS);
  if (route.provider === 'vertex-veo') return vertexVeoProvider(route.config, GOOGLE_JOB_TIMEOUT_SECONDS);
  return veoProvider(route.config, GOOGLE_JOB_TIMEOUT_SECONDS);
}
