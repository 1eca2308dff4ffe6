/**
 * GET /api/v1/models as a service: every model of the catalogue (src/lib/models.ts) with
 * whether this server can run it, what runs it (`servedBy`) and, when it cannot, why. `local`
 * models always can. A Google model needs its route configured (google-providers.ts
 * modelRoute: Vertex first for Veo, Gemini Omni with the Gemini key) and Google's last answer
 * about its id not to be "gone" (model-availability.ts, checked at start and every
 * GOOGLE_MODEL_CHECK_MS). A hosted model (fal, Replicate, ComfyUI) needs its provider's key or
 * URL, and a ComfyUI one its workflows (hosted-providers.ts). Create answers 503, charging nothing, for an unavailable model.
 */
import { serverEnv } from '@/env';
import {
  catalogue,
  isHostedProvider,
  publicRow,
  type ModelId,
  type ModelInfo,
  type ModelReason,
  type ServedBy,
} from '@/lib/models';
import { routeUnavailable } from '@/server/google/model-availability';
import { modelRoute, SERVED_BY_LABELS } from '@/server/google/google-providers';
import { HOSTED_LABELS, hostedState } from './hosted-providers';

export type ModelState = {
  servedBy: ServedBy | null;
  unavailable: { reason: ModelReason; reasonText?: string; retiredOn?: string } | null;
};

const REASON_OF_CODE: Record<string, ModelReason> = {
  retired: 'retired',
  not_found: 'not-found',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
};

export function modelState(id: ModelId): ModelState {
  const model = catalogue().find((entry) => entry.id === id);
  if (!model) return { servedBy: null, unavailable: { reason: 'not-configured' } };
  if (model.provider === 'local')
    return { servedBy: { provider: 'local', label: SERVED_BY_LABELS.local }, unavailable: null };
  if (isHostedProvider(model.provider)) {
    const { unavailable } = hostedState(model);
    if (unavailable?.reason === 'not-configured') return { servedBy: null, unavailable };
    const remoteId = model.remote?.text ?? model.remote?.image;
    return {
      servedBy: { provider: model.provider, label: HOSTED_LABELS[model.provider], ...(remoteId ? { remoteId } : {}) },
      unavailable,
    };
  }
  let route: ReturnType<typeof modelRoute>;
  try {
    route = modelRoute(serverEnv(), id);
  } catch (error) {
    // A service-account file that cannot be read: the model is off, the reason says why.
    return {
      servedBy: null,
      unavailable: { reason: 'unauthorized', reasonText: error instanceof Error ? error.message : String(error) },
    };
  }
  if (!route) return { servedBy: null, unavailable: { reason: 'not-configured' } };
  const servedBy: ServedBy = {
    provider: route.provider,
    remoteId: route.config.model,
    label: SERVED_BY_LABELS[route.provider],
  };
  const gone = routeUnavailable(route);
  if (!gone) return { servedBy, unavailable: null };
  return {
    servedBy,
    unavailable: {
      reason: REASON_OF_CODE[gone.code] ?? 'not-found',
      reasonText: gone.reason,
      ...(gone.retiredOn ? { retiredOn: gone.retiredOn } : {}),
    },
  };
}

export function modelUnavailableReason(id: ModelId): ModelReason | null {
  return modelState(id).unavailable?.reason ?? null;
}

export function listModels(): ModelInfo[] {
  return catalogue().map((entry) => {
    const { servedBy, unavailable } = modelState(entry.id);
    return { ...publicRow(entry), available: unavailable === null, servedBy, ...(unavailable ?? {}) };
  });
}
