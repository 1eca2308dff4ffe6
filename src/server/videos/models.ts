/**
 * GET /api/v1/models as a service: every model of the catalogue (src/lib/models.ts) with
 * whether this server can run it. `local` models always can; a provider whose key is not set
 * answers `available: false, reason: 'not-configured'`, and create answers 503 for it. A new
 * provider adds its key check to PROVIDER_CONFIGURED.
 */
import { serverEnv } from '../../env';
import { MODEL_CATALOGUE, type ModelId, type ModelInfo, type ModelProvider, type ModelReason } from '../../lib/models';

const PROVIDER_CONFIGURED: Record<ModelProvider, () => boolean> = {
  local: () => true,
  veo: () => Boolean(serverEnv().GEMINI_API_KEY),
  // Providers the catalogue can name before their engine exists here: not runnable yet.
  fal: () => false,
  replicate: () => false,
  comfyui: () => false,
};

export function modelUnavailableReason(id: ModelId): ModelReason | null {
  const model = MODEL_CATALOGUE.find((entry) => entry.id === id);
  return model && PROVIDER_CONFIGURED[model.provider]() ? null : 'not-configured';
}

export function listModels(): ModelInfo[] {
  return MODEL_CATALOGUE.map(({ pricing: _pricing, ...model }) => {
    const reason = modelUnavailableReason(model.id);
    return { ...model, available: reason === null, ...(reason ? { reason } : {}) };
  });
}
