import type { ModelEntry } from '../models';

/** The replicate models Vidloom ships (off until the provider is configured). */
export const REPLICATE_MODELS: readonly ModelEntry[] = [];
