import { useEffect } from 'react';
import {
  catalogue,
  HOSTED_PROVIDERS,
  type HostedProvider,
  isHostedProvider,
  type ModelEntry,
  type ModelId,
  type ModelInfo,
} from '@/lib/models';
import { useStudioStore } from '@/stores/studio-store';
import { loadModels } from './studio-actions';

/** The models a provider's section lists, in catalogue order. */
export type HostedGroup = { provider: HostedProvider; rows: readonly (ModelEntry | ModelInfo)[] };

/**
 * The picker's models: the server's list (loaded once, when nobody has yet), split into SPEC's
 * models and a group per hosted provider, with what the server says of each id. A `current`
 * model the server cannot run is replaced through `onPick`.
 */
export function useModelList(current: ModelId, onPick: (model: ModelId) => void) {
  const models = useStudioStore((state) => state.models);
  const availability = (id: ModelId) => models?.find((info) => info.id === id);

  useEffect(() => {
    if (useStudioStore.getState().models === null) void loadModels().catch(() => undefined);
  }, []);

  useEffect(() => {
    // Never send a model the server cannot run: a current one that is unavailable falls back to base.
    const info = models?.find((entry) => entry.id === current);
    if (info && !info.available && current !== 'base') onPick('base');
  }, [models, current, onPick]);

  // The server's rows once they are in (MODELS_FILE may have changed them), the shipped ones until then.
  const rows: readonly (ModelEntry | ModelInfo)[] = models ?? catalogue();
  const core = rows.filter((row) => !isHostedProvider(row.provider));
  // A hosted provider without its key on this server is left out rather than shown greyed.
  const hostedGroups: HostedGroup[] = HOSTED_PROVIDERS.map((provider) => ({
    provider,
    rows: rows.filter((row) => row.provider === provider && availability(row.id)?.reason !== 'not-configured'),
  })).filter((group) => models !== null && group.rows.length > 0);

  return { rows, core, hostedGroups, availability };
}
