import { jobSpecSchema, parseJobSpec, REMOTE_ID_KEYS } from './job-spec';

const plan = {
  subjects: [{ emoji: '🎈', label: 'balloon', motion: 'rise' as const }],
  setting: 'sky' as const,
  timeOfDay: 'day' as const,
  weather: 'clear' as const,
  camera: 'static' as const,
};
const minimal = { seed: 7, width: 640, height: 360, fps: 24, watermark: true, imageKeys: [] };

describe('the job payload', () => {
  it('parses what create-video stores for a text clip, an extension and a speech job', () => {
    expect(parseJobSpec(minimal)).toEqual(minimal);
    const extension = {
      ...minimal,
      source: {
        key: 'videos/m/video.mp4',
        duration: 5,
        width: 640,
        height: 360,
        recordId: 'rec_1',
        prompt: 'a balloon',
        quality: '360p',
        scene: { plan, seed: 7, span: 5 },
      },
      continueScene: { plan, seed: 7, span: 5, from: 5 },
    };
    expect(parseJobSpec(extension)).toEqual(extension);
    const speech = {
      ...minimal,
      source: { key: 'uploads/v.mp4', duration: 3.5, width: 0, height: 0 },
      audioKey: 'uploads/a.mp3',
    };
    expect(parseJobSpec(speech)).toEqual(speech);
  });

  it.each(REMOTE_ID_KEYS)('keeps the provider id %s as a typed field', (key) => {
    const spec = parseJobSpec({ ...minimal, [key]: 'models/veo/operations/abc' });
    expect(spec[key]).toBe('models/veo/operations/abc');
  });

  it.each([
    ['an empty payload', {}],
    ['a seed that is text', { ...minimal, seed: '7' }],
    ['no watermark switch', { ...minimal, watermark: undefined }],
    ['an image key that is not text', { ...minimal, imageKeys: [3] }],
    ['a source without its key', { ...minimal, source: { duration: 5, width: 640, height: 360 } }],
    [
      'a source quality outside the list',
      { ...minimal, source: { key: 'k', duration: 5, width: 640, height: 360, quality: '4k' } },
    ],
    [
      'a scene that is no plan',
      { ...minimal, continueScene: { plan: { setting: 'moon' }, seed: 1, span: 5, from: 5 } },
    ],
    ['an empty operation id', { ...minimal, veoOperation: '' }],
  ])('refuses %s', (_name, stored) => {
    expect(jobSpecSchema.safeParse(stored).success).toBe(false);
    expect(() => parseJobSpec(stored)).toThrow();
  });
});
