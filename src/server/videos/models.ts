/**
 * GET /api/v1/models as a service: every model of the catalogue (src/lib/models.ts) with
 * whether this server can run it, what runs it (`servedBy`) and, when it cannot, why. `local`
 * models always can; a remote one is what the provider registry says (registry.ts: its
 * provider configured, its workflows present, Google's last answer about its id not "gone").
 * Create answers 503, charging nothing, for an unavailable model.
 */
import { catalogue, publicRow, type ModelId, type ModelInfo, type ModelReason, type ServedBy } from '@/lib/models';
import { remoteState, type Unavailable } from '@/server/providers/registry';

export type ModelState = { servedBy: ServedBy | null; unavailable: Unavailable | null };

/** The product's own name for what runs `base`. */
const LOCAL_LABEL = 'Vidloom';

export function modelState(id: ModelId): ModelState {
  const model = catalogue().find((entry) => entry.id === id);
  if (!model) return { servedBy: null, unavailable: { reason: 'not-configured' } };
  if (model.provider === 'local') return { servedBy: { provider: 'local', label: LOCAL_LABEL }, unavailable: null };
  const { provider, unavailable } = remoteState(model);
  if (!provider) return { servedBy: null, unavailable };
  const remoteId = provider.remoteModel(model);
  return {
    servedBy: { provider: provider.name, label: provider.label, ...(remoteId ? { remoteId } : {}) },
    unavailable,
  };
}

export function modelUnavailableReason(id: ModelId): ModelReason | null {
  return modelState(id).unavailable?.reason ?? null;
}

export function listModels(): ModelInfo[] {
  return catalogue().map((entry) => {
    const { servedBy, unavailable } = modelState(entry.id);
    // The provider's words stay with the jobs they fail; the row says why in `reasonText`.
    const { said: _said, ...why } = unavailable ?? {};
    return { ...publicRow(entry), available: unavailable === null, servedBy, ...why };
  });
}

/**
 * The models a customer can pick on this server now: the home page and the help count them and
 * describe only these, so they match what the studio's picker lets them choose.
 */
export function offeredModels(): string[] {
  return listModels()
    .filter((model) => model.available)
    .map((model) => model.id);
}
