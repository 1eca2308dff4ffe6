/** The model options of SPEC §3. */
export type ModelOption = { id: ModelId; isNew: boolean; isPro: boolean; isFree: boolean };

export const MODEL_IDS = ['veo-3-quality', 'veo-3-fast', 'base'] as const;
export type ModelId = (typeof MODEL_IDS)[number];

export const MODELS: readonly ModelOption[] = [
  { id: 'veo-3-quality', isNew: false, isPro: true, isFree: false },
  { id: 'veo-3-fast', isNew: true, isPro: false, isFree: false },
  { id: 'base', isNew: false, isPro: false, isFree: true },
];
