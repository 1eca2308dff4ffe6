import {
  type StudioParams,
  costOf,
  createBody,
  defaultParams,
  knownModel,
  progressPercent,
  secondsLeft,
  validate,
  withModel,
  withShape,
} from './studio';
import { SHIPPED_MODELS } from './catalogue';
import { setCatalogue } from './models';

describe('studio rules', () => {
  it('starts every mode on base, 16:9, 360p and 5 s', () => {
    expect(defaultParams()).toMatchObject({
      model: 'base',
      aspectRatio: '16:9',
      quality: '360p',
      duration: 5,
      imgUrls: [],
      source: null,
    });
  });

  it('gives the premium models 720p and 8 s, and base 360p and 5 s', () => {
    const base = defaultParams();
    expect(withModel(base, 'veo-3-fast')).toMatchObject({ model: 'veo-3-fast', quality: '720p', duration: 8 });
    expect(withModel(withModel(base, 'veo-3-quality'), 'base')).toMatchObject({ quality: '360p', duration: 5 });
  });

  it('shows an unknown model as veo-3-fast', () => {
    expect(knownModel('sora-9')).toBe('veo-3-fast');
    expect(knownModel('base')).toBe('base');
  });

  it('forces 720p for 8 s at 1080p', () => {
    expect(withShape(defaultParams(), { quality: '1080p', duration: 8 })).toMatchObject({
      quality: '720p',
      duration: 8,
    });
    expect(withShape(defaultParams(), { quality: '1080p' })).toMatchObject({ quality: '1080p', duration: 5 });
  });

  it.each([
    ['generate', {}, 'prompt'],
    ['generate', { prompt: 'x' }, null],
    ['effect', { prompt: 'x' }, 'image'],
    ['effect', { prompt: 'x', imgUrls: ['/media/a'] }, 'template'],
    ['effect', { imgUrls: ['/media/a'], effectTemplateId: 'glitch' }, 'prompt'],
    ['extend', { prompt: 'x' }, 'video'],
    ['extend', { source: { url: '/m', duration: 5 } }, 'prompt'],
    ['sound', {}, 'video'],
    ['sound', { source: { url: '/m', duration: 5 } }, null],
    ['speech', { source: { url: '/m', duration: 5 } }, 'prompt'],
    ['speech', { source: { url: '/m', duration: 5 }, audioUrl: '/media/a.mp3' }, null],
    ['upscale', {}, 'video'],
  ] as [Parameters<typeof validate>[0], Partial<StudioParams>, string | null][])(
    '%s with %j asks for %s',
    (mode, change, expected) => {
      expect(validate(mode, { ...defaultParams(), ...change })).toBe(expected);
    },
  );

  it('sends the aspect ratio only without images, and the model only for generate', () => {
    expect(createBody('generate', { ...defaultParams(), prompt: 'x' })).toMatchObject({
      operationType: 'generate',
      aspectRatio: '16:9',
      model: 'base',
    });
    expect(createBody('generate', { ...defaultParams(), prompt: 'x', imgUrls: ['/media/a'] })).not.toHaveProperty(
      'aspectRatio',
    );
    expect(createBody('effect', { ...defaultParams(), prompt: 'x', effectTemplateId: 'glitch' })).not.toHaveProperty(
      'model',
    );
    expect(
      createBody('upscale', { ...defaultParams(), source: { recordId: 'rec_1', url: '/m', duration: 5 } }),
    ).toEqual({
      operationType: 'upscale',
      originalRecordId: 'rec_1',
      userUploadVideoUrl: undefined,
      noWatermarkFlag: false,
      privateFlag: false,
    });
    expect(createBody('sound', { ...defaultParams(), source: { url: '/media/u.mp4', duration: 5 } })).toMatchObject({
      userUploadVideoUrl: '/media/u.mp4',
      originalRecordId: undefined,
    });
  });

  it('prices the settings with the shared cost module', () => {
    expect(costOf('generate', { ...defaultParams(), quality: '720p', duration: 8, autoSoundFlag: true })).toBe(12);
    expect(costOf('generate', withModel(defaultParams(), 'veo-3-quality'))).toBe(100);
    expect(costOf('sound', defaultParams())).toBeNull();
    expect(costOf('sound', { ...defaultParams(), source: { url: '/m', duration: 8 } })).toBe(2);
    expect(costOf('speech', { ...defaultParams(), prompt: 'x'.repeat(120) })).toBe(12);
    expect(costOf('upscale', { ...defaultParams(), source: { url: '/m', duration: 8 } })).toBe(16);
  });

  it('computes progress as elapsed over 90 s, capped at 99 %, without an estimate', () => {
    const spec = { createTimestamp: 0, startedAt: null, etaSeconds: null };
    expect(progressPercent(spec, 0)).toBe(0);
    expect(progressPercent(spec, 45_000)).toBe(50);
    expect(progressPercent(spec, 89_999)).toBe(99);
    expect(progressPercent(spec, 600_000)).toBe(99);
    expect(progressPercent({ ...spec, createTimestamp: 1000 }, 0)).toBe(0);
    expect(secondsLeft(spec, 30_000)).toBe(60);
    expect(secondsLeft(spec, 89_500)).toBe(1);
    expect(secondsLeft(spec, 600_000)).toBeNull();
  });

  it("follows the server's estimate from the render's start when it sends one (issue 18)", () => {
    const queued = { createTimestamp: 0, startedAt: null, etaSeconds: 4 };
    expect(progressPercent(queued, 10_000)).toBe(0);
    expect(secondsLeft(queued, 10_000)).toBe(4);
    const rendering = { createTimestamp: 0, startedAt: 2000, etaSeconds: 4 };
    expect(progressPercent(rendering, 3000)).toBe(25);
    expect(secondsLeft(rendering, 3000)).toBe(3);
    expect(progressPercent(rendering, 60_000)).toBe(99);
    expect(secondsLeft(rendering, 60_000)).toBeNull();
  });
});

describe('a hosted model in the studio (issue 19)', () => {
  const hailuo = 'fal-hailuo-02-standard';
  // The browser knows hosted rows from GET /api/v1/models; here, the shipped ones stand for that answer.
  beforeAll(() => setCatalogue(SHIPPED_MODELS));
  afterAll(() => setCatalogue(undefined));

  it('starts at its own defaults, keeps one picture, drops our sound switches and prices from its row', () => {
    const before: StudioParams = {
      ...defaultParams(),
      imgUrls: ['/media/a.png', '/media/b.png'],
      autoSoundFlag: true,
      autoSpeechFlag: true,
      aspectRatio: '1:1',
    };
    const after = withModel(before, hailuo);
    // Hailuo 02 Standard offers 6 or 10 s, 720p, 16:9 only (its catalogue row).
    expect(after).toMatchObject({
      model: hailuo,
      quality: '720p',
      duration: 6,
      aspectRatio: '16:9',
      imgUrls: ['/media/a.png'],
      autoSoundFlag: false,
      autoSpeechFlag: false,
    });
    expect(costOf('generate', after)).toBe(3 * 6);
    expect(costOf('generate', withShape(after, { duration: 10 }))).toBe(3 * 10);
  });

  it('defaults to 5 s where the model has it, and knows the hosted ids', () => {
    expect(withModel(defaultParams(), 'fal-kling-3-standard')).toMatchObject({ duration: 5, quality: '720p' });
    expect(withModel(defaultParams(), 'comfyui-ltxv')).toMatchObject({ duration: 5, quality: '720p' });
    expect(knownModel('fal-kling-3-standard')).toBe('fal-kling-3-standard');
  });
});
