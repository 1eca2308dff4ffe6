/**
 * Generation modes (SPEC §1, §4) and the feature slugs that open the studio with a mode
 * preselected (`/text-to-video`, `/es/add-sound`, …).
 */
export const MODES = ['generate', 'effect', 'sound', 'speech', 'extend', 'upscale'] as const;

export type Mode = (typeof MODES)[number];

export const FEATURE_SLUGS = {
  'text-to-video': 'generate',
  'image-to-video': 'generate',
  'video-effects': 'effect',
  'add-sound': 'sound',
  'add-speech': 'speech',
  'extend-video': 'extend',
  'upscale-video': 'upscale',
} as const satisfies Record<string, Mode>;

export type FeatureSlug = keyof typeof FEATURE_SLUGS;

export const FEATURE_SLUG_LIST = Object.keys(FEATURE_SLUGS) as FeatureSlug[];

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

export function isFeatureSlug(value: unknown): value is FeatureSlug {
  return typeof value === 'string' && Object.hasOwn(FEATURE_SLUGS, value);
}

/** The mode a feature slug preselects, or undefined for any other path. */
export function modeForSlug(slug: string): Mode | undefined {
  return isFeatureSlug(slug) ? FEATURE_SLUGS[slug] : undefined;
}
