import type { ModelEntry } from '../models';

/** The comfyui models Vidloom ships (off until the provider is configured). */
export const COMFYUI_MODELS: readonly ModelEntry[] = [];
