import type { ModelEntry } from '../models';

/** The fal models Vidloom ships (off until the provider is configured). */
export const FAL_MODELS: readonly ModelEntry[] = [];
