/**
 * The catalogue as shipped: SPEC's and Google's models, then the hosted providers' (each off
 * until configured). The server starts from it (src/server/videos/models-file.ts); the browser
 * never imports it, it gets the server's rows from GET /api/v1/models.
 */
import { CORE_MODELS, type ModelEntry } from '../models';
import { COMFYUI_MODELS } from './comfyui';
import { FAL_MODELS } from './fal';
import { REPLICATE_MODELS } from './replicate';

export const SHIPPED_MODELS: readonly ModelEntry[] = [
  ...CORE_MODELS,
  ...FAL_MODELS,
  ...REPLICATE_MODELS,
  ...COMFYUI_MODELS,
];
