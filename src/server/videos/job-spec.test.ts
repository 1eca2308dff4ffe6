import { jobSpecSchema, parseJobSpec } from './job-spec';

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

  it('keeps the remote request as a typed field', () => {
    const remote = { provider: 'fal', id: '{"request_id":"r1"}' };
    expect(parseJobSpec({ ...minimal, remote }).remote).toEqual(remote);
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
    ['an empty remote id', { ...minimal, remote: { provider: 'veo', id: '' } }],
    ['a remote provider we do not have', { ...minimal, remote: { provider: 'sora', id: 'x' } }],
  ])('refuses %s', (_name, stored) => {
    expect(jobSpecSchema.safeParse(stored).success).toBe(false);
    expect(() => parseJobSpec(stored)).toThrow();
  });
});

describe('a remote request kept by an older version', () => {
  it.each([
    ['veoOperation', 'models/veo/operations/op1', { provider: 'veo', id: 'models/veo/operations/op1' }],
    ['vertexOperation', 'projects/p/operations/o', { provider: 'vertex-veo', id: 'projects/p/operations/o' }],
    ['omniInteraction', 'v1_abc', { provider: 'gemini-omni', id: 'v1_abc' }],
    ['hostedRequest', 'pred123', { id: 'pred123' }],
  ])('reads %s as the job’s remote request', (key, id, remote) => {
    const spec = parseJobSpec({ ...minimal, [key]: id });
    expect(spec.remote).toEqual(remote);
    expect(spec).not.toHaveProperty(key);
  });
});
