import {
  FEATURE_SLUGS,
  type GivenInputs,
  isMode,
  type Mode,
  MODE_INPUTS,
  missingInput,
  modeForSlug,
  MODES,
} from './modes';

describe('modes and feature slugs', () => {
  it('has the six modes of SPEC §4', () => {
    expect(MODES).toEqual(['generate', 'effect', 'sound', 'speech', 'extend', 'upscale']);
  });

  it.each([
    ['text-to-video', 'generate'],
    ['image-to-video', 'generate'],
    ['video-effects', 'effect'],
    ['add-sound', 'sound'],
    ['add-speech', 'speech'],
    ['extend-video', 'extend'],
    ['upscale-video', 'upscale'],
  ])('/%s preselects %s', (slug, mode) => {
    expect(modeForSlug(slug)).toBe(mode);
  });

  it('knows no other slug, inherited names included', () => {
    expect(Object.keys(FEATURE_SLUGS)).toHaveLength(7);
    expect(modeForSlug('nope')).toBeUndefined();
    expect(modeForSlug('constructor')).toBeUndefined();
    expect(modeForSlug('toString')).toBeUndefined();
    expect(isMode('generate')).toBe(true);
    expect(isMode('Generate')).toBe(false);
  });
});

/** SPEC §7's create bodies by mode: which of them carry a prompt, a source video, a shape, images, a model, a template, a recording, a trim. */
const SPEC_BODIES: [
  Mode,
  {
    prompt: boolean;
    source: boolean;
    shape: boolean;
    images: boolean;
    model: boolean;
    template: boolean;
    audio: boolean;
    trim: boolean;
  },
][] = [
  [
    'generate',
    { prompt: true, source: false, shape: true, images: true, model: true, template: false, audio: false, trim: false },
  ],
  [
    'effect',
    { prompt: true, source: false, shape: true, images: true, model: false, template: true, audio: false, trim: false },
  ],
  [
    'sound',
    {
      prompt: true,
      source: true,
      shape: false,
      images: false,
      model: false,
      template: false,
      audio: false,
      trim: true,
    },
  ],
  [
    'speech',
    { prompt: true, source: true, shape: false, images: false, model: false, template: false, audio: true, trim: true },
  ],
  // Extend's customizeDuration is the seconds added (generation.ts), not a trim.
  [
    'extend',
    {
      prompt: true,
      source: true,
      shape: true,
      images: false,
      model: false,
      template: false,
      audio: false,
      trim: false,
    },
  ],
  // Upscale's body is not shown in SPEC: it takes only its source.
  [
    'upscale',
    {
      prompt: false,
      source: true,
      shape: false,
      images: false,
      model: false,
      template: false,
      audio: false,
      trim: false,
    },
  ],
];

describe('what each mode takes', () => {
  it('covers every mode once', () => {
    expect(Object.keys(MODE_INPUTS).sort()).toEqual(SPEC_BODIES.map(([mode]) => mode).sort());
  });

  it.each(SPEC_BODIES)('%s takes what its SPEC §7 body carries', (mode, inputs) => {
    expect(MODE_INPUTS[mode]).toEqual(inputs);
  });
});

const nothing: GivenInputs = { prompt: '', imageCount: 0, template: false, source: false, audio: false };
const everything: GivenInputs = { prompt: 'a red balloon', imageCount: 1, template: true, source: true, audio: true };

describe('the missing-input check (SPEC §5)', () => {
  it.each([
    // Generate: a prompt.
    ['generate', {}, 'prompt'],
    ['generate', { prompt: '   ' }, 'prompt'],
    ['generate', { prompt: 'a cat' }, null],
    ['generate', { imageCount: 2 }, 'prompt'],
    // Effect: its prompt, then at least one image, then a template.
    ['effect', { imageCount: 1, template: true }, 'prompt'],
    ['effect', { prompt: 'dance', template: true }, 'image'],
    ['effect', { prompt: 'dance', imageCount: 1 }, 'template'],
    ['effect', { prompt: 'dance', imageCount: 1, template: true }, null],
    // Extend: a source video, then a prompt.
    ['extend', { prompt: 'and then it rains' }, 'video'],
    ['extend', { source: true }, 'prompt'],
    ['extend', { source: true, prompt: 'and then it rains' }, null],
    // Speech: a source video, then a prompt or a recording in its place.
    ['speech', { prompt: 'hello' }, 'video'],
    ['speech', { source: true }, 'prompt'],
    ['speech', { source: true, prompt: 'hello' }, null],
    ['speech', { source: true, audio: true }, null],
    // Sound and upscale: a source video only.
    ['sound', { prompt: 'waves' }, 'video'],
    ['sound', { source: true }, null],
    ['upscale', { prompt: 'sharper', imageCount: 1 }, 'video'],
    ['upscale', { source: true }, null],
  ] as [Mode, Partial<GivenInputs>, string | null][])('%s with %j asks for %s', (mode, given, expected) => {
    expect(missingInput(mode, { ...nothing, ...given })).toBe(expected);
  });

  it.each(MODES)('%s asks for nothing when everything is given', (mode) => {
    expect(missingInput(mode, everything)).toBeNull();
  });
});
