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

/**
 * What each mode takes (SPEC §3, §7): the studio shows these inputs, the server reads only
 * these from a create body. `shape` is quality, duration and the sound and speech switches;
 * `images` also means the aspect ratio is chosen only while no image is given.
 */
export type ModeInputs = {
  prompt: boolean;
  /** A source video: one of the caller's records or an upload. */
  source: boolean;
  shape: boolean;
  images: boolean;
  /** The model picker; every other mode renders with `base`. */
  model: boolean;
  template: boolean;
  /** A voice recording that can stand in for the prompt. */
  audio: boolean;
  /** customizeDuration keeps the start of the source. */
  trim: boolean;
};

export const MODE_INPUTS: Record<Mode, ModeInputs> = {
  generate: {
    prompt: true,
    source: false,
    shape: true,
    images: true,
    model: true,
    template: false,
    audio: false,
    trim: false,
  },
  effect: {
    prompt: true,
    source: false,
    shape: true,
    images: true,
    model: false,
    template: true,
    audio: false,
    trim: false,
  },
  sound: {
    prompt: true,
    source: true,
    shape: false,
    images: false,
    model: false,
    template: false,
    audio: false,
    trim: true,
  },
  speech: {
    prompt: true,
    source: true,
    shape: false,
    images: false,
    model: false,
    template: false,
    audio: true,
    trim: true,
  },
  extend: {
    prompt: true,
    source: true,
    shape: true,
    images: false,
    model: false,
    template: false,
    audio: false,
    trim: false,
  },
  upscale: {
    prompt: false,
    source: true,
    shape: false,
    images: false,
    model: false,
    template: false,
    audio: false,
    trim: false,
  },
};

/** SPEC §5's missing inputs, as keys of the studio's `app:validation` messages and of the server's messages. */
export type MissingInput = 'prompt' | 'image' | 'template' | 'video';

/** What a create asks with, as far as SPEC §5 cares. */
export type GivenInputs = { prompt: string; imageCount: number; template: boolean; source: boolean; audio: boolean };

/**
 * SPEC §5: the first missing input of a mode, or null. One check for the studio (a toast before
 * any call) and the server (400 with the same message). Effect asks for its prompt, its images,
 * then its template; extend for its video, then its prompt; speech's recording stands in for a
 * prompt; sound's prompt is optional.
 */
export function missingInput(mode: Mode, given: GivenInputs): MissingInput | null {
  const prompt = given.prompt.trim() !== '';
  switch (mode) {
    case 'generate':
      return prompt ? null : 'prompt';
    case 'effect':
      if (!prompt) return 'prompt';
      if (given.imageCount === 0) return 'image';
      return given.template ? null : 'template';
    case 'extend':
      if (!given.source) return 'video';
      return prompt ? null : 'prompt';
    case 'speech':
      if (!given.source) return 'video';
      return prompt || given.audio ? null : 'prompt';
    case 'sound':
    case 'upscale':
      return given.source ? null : 'video';
  }
}
