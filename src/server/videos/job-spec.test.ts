import { MODES } from '@/lib/modes';
import { generateParamSchema } from './generate-param';
import { jobSpecSchema, parseJobSpec, storedJobSpec } from './job-spec';

const plan = {
  subjects: [{ emoji: '🎈', label: 'balloon', motion: 'rise' as const }],
  setting: 'sky' as const,
  timeOfDay: 'day' as const,
  weather: 'clear' as const,
  camera: 'static' as const,
};
const minimal = { seed: 7, width: 640, height: 360, fps: 24, watermark: true, imageKeys: [] };
const baseSource = {
  key: 'videos/m/video.mp4',
  duration: 5,
  width: 640,
  height: 360,
  recordId: 'rec_1',
  prompt: 'a balloon',
  quality: '360p',
  scene: { plan, seed: 7, span: 5 },
};
const upload = { key: 'uploads/v.mp4', duration: 3.5, width: 0, height: 0 };

/** Payloads as create-video.ts has written them: no mode of their own (the record's operationType is it). */
const STORED = {
  generate: { ...minimal },
  effect: { ...minimal, imageKeys: ['uploads/a.png', 'uploads/b.jpg'] },
  sound: { ...minimal, source: baseSource },
  speech: { ...minimal, source: upload, audioKey: 'uploads/a.mp3' },
  extend: { ...minimal, source: baseSource, continueScene: { plan, seed: 7, span: 5, from: 5 } },
  upscale: { ...minimal, width: 960, height: 540, source: baseSource },
} as const;

/** Generation parameters as create-video.ts has written them (undefined fields are dropped by JSON). */
const common = {
  model: 'base',
  quality: '360p',
  aspectRatio: '16:9',
  imgUrls: [],
  autoSoundFlag: false,
  soundPrompt: '',
  autoSpeechFlag: false,
  speechPrompt: '',
  speakerId: 'auto',
  originalSoundFlag: false,
  noWatermarkFlag: false,
  privateFlag: false,
  seed: 7,
};
const PARAMS = {
  generate: { ...common, operationType: 'generate', prompt: 'a balloon', duration: 5, autoSoundFlag: true },
  effect: {
    ...common,
    operationType: 'effect',
    prompt: 'glitch',
    duration: 5,
    imgUrls: ['/media/uploads/a.png'],
    effectTemplateId: 'glitch',
  },
  sound: { ...common, operationType: 'sound', prompt: 'waves', duration: 3.5, originalRecordId: 'rec_1' },
  speech: {
    ...common,
    operationType: 'speech',
    prompt: '',
    duration: 3.5,
    userUploadVideoUrl: '/media/uploads/v.mp4',
    audioUrl: '/media/uploads/a.mp3',
    speakerId: 'en-us-1',
  },
  extend: { ...common, operationType: 'extend', prompt: 'more', duration: 5, originalRecordId: 'rec_1' },
  upscale: { ...common, operationType: 'upscale', prompt: '', quality: '540p', duration: 5, originalRecordId: 'rec_1' },
} as const;

describe('the job payload', () => {
  it.each(MODES)('parses a %s payload as create-video stores it, keyed by its mode', (mode) => {
    expect(parseJobSpec(STORED[mode], mode)).toEqual({ ...STORED[mode], mode });
  });

  it('takes the record’s mode over one the payload names', () => {
    expect(parseJobSpec({ ...STORED.sound, mode: 'generate' }, 'sound').mode).toBe('sound');
  });

  it('keeps the remote request as a typed field', () => {
    const remote = { provider: 'fal', id: '{"request_id":"r1"}' };
    expect(parseJobSpec({ ...minimal, remote }, 'generate').remote).toEqual(remote);
  });

  it.each([
    ['an empty payload', 'generate', {}],
    ['a mode we do not have', 'remix', minimal],
    ['a seed that is text', 'generate', { ...minimal, seed: '7' }],
    ['no watermark switch', 'generate', { ...minimal, watermark: undefined }],
    ['an image key that is not text', 'effect', { ...minimal, imageKeys: [3] }],
    ['a derived mode without its source', 'upscale', minimal],
    ['a source without its key', 'sound', { ...minimal, source: { duration: 5, width: 640, height: 360 } }],
    ['a source quality outside the list', 'upscale', { ...minimal, source: { ...upload, quality: '4k' } }],
    [
      'a scene that is no plan',
      'extend',
      { ...STORED.extend, continueScene: { plan: { setting: 'moon' }, seed: 1, span: 5, from: 5 } },
    ],
    ['an empty remote id', 'generate', { ...minimal, remote: { provider: 'veo', id: '' } }],
    ['a remote provider we do not have', 'generate', { ...minimal, remote: { provider: 'sora', id: 'x' } }],
  ])('refuses %s', (_name, mode, stored) => {
    expect(jobSpecSchema.safeParse({ ...stored, mode }).success).toBe(false);
    expect(() => parseJobSpec(stored, mode)).toThrow();
    expect(storedJobSpec({ jobSpec: stored, operationType: mode })).toBeUndefined();
  });
});

describe('a remote request kept by an older version', () => {
  it.each([
    ['veoOperation', 'models/veo/operations/op1', { provider: 'veo', id: 'models/veo/operations/op1' }],
    ['vertexOperation', 'projects/p/operations/o', { provider: 'vertex-veo', id: 'projects/p/operations/o' }],
    ['omniInteraction', 'v1_abc', { provider: 'gemini-omni', id: 'v1_abc' }],
    ['hostedRequest', 'pred123', { id: 'pred123' }],
  ])('reads %s as the job’s remote request', (key, id, remote) => {
    const spec = parseJobSpec({ ...minimal, [key]: id }, 'generate');
    expect(spec.remote).toEqual(remote);
    expect(spec).not.toHaveProperty(key);
  });
});

describe('the generation parameters', () => {
  it.each(MODES)('parse as create-video stores them for %s', (mode) => {
    expect(generateParamSchema.parse(PARAMS[mode])).toEqual(PARAMS[mode]);
  });

  it('parse a row that lacks them (readers keep their defaults)', () => {
    expect(generateParamSchema.parse({})).toEqual({});
  });

  it.each([
    ['a quality outside the list', { quality: '4k' }],
    ['a duration that is text', { duration: '5' }],
    ['a mode we do not have', { operationType: 'remix' }],
  ])('refuse %s', (_name, stored) => {
    expect(generateParamSchema.safeParse(stored).success).toBe(false);
  });
});
