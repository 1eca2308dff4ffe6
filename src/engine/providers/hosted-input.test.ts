import type { ModelEntry } from '@/lib/models';
import { NonRetryableError } from '../errors';
import { hostedFrames, hostedJob, hostedSize } from './hosted-input';

const row: ModelEntry = {
  id: 'fal-sample',
  name: 'Sample',
  provider: 'fal',
  isNew: true,
  isPro: false,
  isFree: false,
  modes: ['generate'],
  qualities: ['540p', '720p'],
  durations: [5, 10],
  aspectRatios: ['16:9', '9:16', '1:1'],
  minPlan: 'free',
  pricing: { kind: 'per-second', credits: 3 },
  remote: {
    text: 'maker/text-to-video',
    image: 'maker/image-to-video',
    input: {
      prompt: 'prompt',
      seed: 'seed',
      image: 'image_url',
      duration: { to: 'duration', as: 'string' },
      resolution: { to: 'resolution', values: { '540p': '580p' } },
      frames: 'num_frames',
      fps: 'frames_per_second',
      aspectRatio: 'aspect_ratio',
      negativePrompt: 'negative_prompt',
    },
    fixed: { enable_safety_checker: true },
    fps: 16,
    frameStep: 4,
    frameExtra: 1,
    timeoutSeconds: 600,
  },
};

const request = {
  prompt: 'a heron takes off',
  seed: 42,
  quality: '540p' as const,
  aspectRatio: '9:16' as const,
  duration: 5,
  watermark: true,
};

describe('hostedJob', () => {
  it('maps our fields into the provider input as the row says: renamed, typed, translated, fixed inputs kept', () => {
    const job = hostedJob(row, request);
    expect(job.remoteModel).toBe('maker/text-to-video');
    expect(job.input).toEqual({
      enable_safety_checker: true,
      prompt: 'a heron takes off',
      seed: 42,
      duration: '5',
      resolution: '580p',
      num_frames: 81,
      frames_per_second: 16,
      aspect_ratio: '9:16',
    });
    // No negative prompt was given: the field is left out rather than sent empty.
    expect(job.input).not.toHaveProperty('negative_prompt');
    expect(job.imageField).toBe('image_url');
    expect(job).toMatchObject({ width: 540, height: 960, fps: 16, frames: 81, watermark: true });
  });

  it('takes the image endpoint for a request with a picture, and refuses what the row cannot do', () => {
    const image = { file: '/tmp/a.png', mimeType: 'image/png' };
    expect(hostedJob(row, { ...request, image }).remoteModel).toBe('maker/image-to-video');
    const textOnly = { ...row, remote: { ...row.remote!, image: undefined } };
    expect(() => hostedJob(textOnly, { ...request, image })).toThrow(NonRetryableError);
    const imageOnly = { ...row, remote: { ...row.remote!, text: undefined } };
    expect(() => hostedJob(imageOnly, request)).toThrow('Model fal-sample needs an image to start from');
  });
});

describe('sizes and frames', () => {
  it('uses the row’s own sizes, turned for the shape, else ours rounded to its multiple', () => {
    const own = { ...row, remote: { ...row.remote!, sizes: { '720p': [1280, 704] as [number, number] } } };
    expect(hostedSize(own, '720p', '16:9')).toEqual({ width: 1280, height: 704 });
    expect(hostedSize(own, '720p', '9:16')).toEqual({ width: 704, height: 1280 });
    expect(hostedSize(own, '720p', '1:1')).toEqual({ width: 704, height: 704 });
    const multiple = { ...row, remote: { ...row.remote!, sizeMultiple: 32 } };
    expect(hostedSize(multiple, '720p', '16:9')).toEqual({ width: 1280, height: 736 });
    expect(hostedSize(multiple, '360p', '16:9')).toEqual({ width: 640, height: 352 });
  });

  it('counts frames as the model wants them (Wan 4k+1 at 16 fps, LTX 8k+1 at 24 fps)', () => {
    expect(hostedFrames(row, 5)).toEqual({ fps: 16, frames: 81 });
    expect(hostedFrames(row, 10)).toEqual({ fps: 16, frames: 161 });
    const ltx = { ...row, remote: { ...row.remote!, fps: 24, frameStep: 8, frameExtra: 1 } };
    expect(hostedFrames(ltx, 5)).toEqual({ fps: 24, frames: 121 });
  });
});
