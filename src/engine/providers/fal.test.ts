import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import type { ModelEntry } from '@/lib/models';
import { type FakeFal, startFalFake } from '../../../tests/support/fake-fal';
import { hostedRequest } from '../../../tests/support/fake-hosted';
import { expectSmallClip, makeRemoteClip, SMALL_CLIP } from '../../../tests/support/remote-clips';
import { JobError, NonRetryableError } from '../errors';
import { probeOwn } from '../ffmpeg';
import { type FalConfig, falApi } from './fal';
import { type HostedRequest, hostedJob } from './hosted-input';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-fal-'));
const KEY = 'test-fal-key';
let clip: string;
let picture: string;
let fal: FakeFal;

beforeAll(async () => {
  // What fal hands back here: a small 1 s clip with sound.
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: true });
  picture = path.join(root, 'first.png');
  fs.writeFileSync(picture, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  fal = await startFalFake(clip);
});
afterAll(async () => {
  await fal?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const config = (overrides: Partial<FalConfig> = {}): FalConfig => ({
  key: KEY,
  queueUrl: fal.url,
  pollMs: 20,
  retryBaseMs: 10,
  ...overrides,
});

function row(id: string): ModelEntry {
  const model = FAL_MODELS.find((m) => m.id === id);
  if (!model) throw new Error(`no catalogue row ${id}`);
  return model;
}

const job = (id: string, overrides: Partial<HostedRequest> = {}) => hostedJob(row(id), hostedRequest(overrides));

function jobDir(name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  return dir;
}

const submits = (endpoint: string) => fal.requests.filter((r) => r.method === 'POST' && r.path === `/${endpoint}`);

async function failureOf(promise: Promise<unknown>): Promise<JobError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof JobError)) throw new Error(`expected the call to fail with a reason, got ${String(error)}`);
  return error;
}

describe('fal provider against the queue API contract', { timeout: 60_000 }, () => {
  it("submits a prompt to the row's text endpoint with exactly the mapped input and keeps fal's URLs", async () => {
    const id = await falApi.start(
      config(),
      job('fal-kling-3-standard', { aspectRatio: '9:16', duration: 10, negativePrompt: 'blurry' }),
    );
    const [submit] = submits('fal-ai/kling-video/v3/standard/text-to-video');
    expect(submit?.auth).toBe(`Key ${KEY}`);
    expect(submit?.body).toEqual({
      generate_audio: false,
      prompt: 'a paper boat on a pond',
      negative_prompt: 'blurry',
      duration: '10',
      aspect_ratio: '9:16',
    });
    // The remote id is fal's answer: the request and its URLs under owner/app only.
    const remote = JSON.parse(id) as Record<string, string>;
    expect(remote.status_url).toBe(`${fal.url}/fal-ai/kling-video/requests/${remote.request_id}/status`);
    expect(remote.response_url).toBe(`${fal.url}/fal-ai/kling-video/requests/${remote.request_id}`);
    expect(remote.cancel_url).toBe(`${fal.url}/fal-ai/kling-video/requests/${remote.request_id}/cancel`);

    // A model that counts frames: Wan at 16 fps, 4k+1 frames, our 540p as fal's 580p.
    await falApi.start(config(), job('fal-wan-2.2-a14b', { quality: '540p', duration: 5 }));
    expect(submits('fal-ai/wan/v2.2-a14b/text-to-video')[0]?.body).toEqual({
      enable_safety_checker: true,
      prompt: 'a paper boat on a pond',
      seed: 7,
      num_frames: 81,
      frames_per_second: 16,
      resolution: '580p',
      aspect_ratio: '16:9',
    });
  });

  it("sends a picture as a base64 data URI in the row's image field, to its image endpoint", async () => {
    const image = { file: picture, mimeType: 'image/png' };
    await falApi.start(config(), job('fal-hailuo-02-standard', { duration: 6, image }));
    expect(submits('fal-ai/minimax/hailuo-02/standard/image-to-video')[0]?.body).toEqual({
      prompt: 'a paper boat on a pond',
      duration: '6',
      image_url: `data:image/png;base64,${fs.readFileSync(picture).toString('base64')}`,
    });
    await falApi.start(config(), job('fal-kling-3-pro', { quality: '1080p', image }));
    const kling = submits('fal-ai/kling-video/v3/pro/image-to-video')[0]?.body as Record<string, unknown>;
    expect(kling.start_image_url).toMatch(/^data:image\/png;base64,/);
    expect(kling).not.toHaveProperty('image_url');
  });

  it("builds, for every shipped row and every duration, quality and shape it offers, an input fal's schemas accept", async () => {
    const image = { file: picture, mimeType: 'image/png' };
    for (const model of FAL_MODELS) {
      for (const duration of model.durations)
        for (const quality of model.qualities)
          for (const aspectRatio of model.aspectRatios)
            for (const withImage of [false, true]) {
              const input = hostedRequest({ duration, quality, aspectRatio, image: withImage ? image : undefined });
              await expect(falApi.start(config(), hostedJob(model, input))).resolves.toContain('request_id');
            }
    }
  });

  it('polls the status URL until COMPLETED, downloads the result without the key and finishes it', async () => {
    const video = job('fal-seedance-1-pro-fast', { quality: '1080p' });
    const id = await falApi.start(config(), video);
    const remote = JSON.parse(id) as Record<string, string>;
    const result = await falApi.finish(config(), video, id, jobDir('success'));

    const polls = fal.requests.filter((r) => r.path === new URL(remote.status_url!).pathname);
    expect(polls).toHaveLength(2);
    expect(polls.every((r) => r.auth === `Key ${KEY}`)).toBe(true);
    const download = fal.requests.find((r) => r.path === `/files/${remote.request_id}/output.mp4`);
    expect(download).toBeDefined();
    expect(download?.auth).toBeUndefined();

    await expectSmallClip(result.video);
    expect([result.width, result.height]).toEqual([SMALL_CLIP.width, SMALL_CLIP.height]);
    expect(fs.statSync(result.cover).size).toBeGreaterThan(0);
  });

  it("refuses a wrong key with fal's 401 reason, as a final error that never shows the key", async () => {
    const error = await failureOf(falApi.start(config({ key: 'fal-key-that-is-wrong' }), job('fal-ltx-video-13b')));
    expect(error).toBeInstanceOf(NonRetryableError);
    expect(error.message).toBe('fal refused the key: No user found for Key ID and Secret');
    expect(error.message).not.toContain('fal-key-that-is-wrong');
    expect(error.failure).toEqual({ key: 'providerKey', detail: 'No user found for Key ID and Secret' });
    const finishing = await failureOf(
      falApi.finish(
        config({ key: 'fal-key-that-is-wrong' }),
        job('fal-ltx-video-13b'),
        await falApi.start(config(), job('fal-ltx-video-13b')),
        jobDir('bad-key'),
      ),
    );
    expect(finishing).toBeInstanceOf(NonRetryableError);
    expect(finishing.message).not.toContain('fal-key-that-is-wrong');
  });

  it('fails an endpoint fal does not know with its 404, and an input its schema refuses with its 422', async () => {
    const base = row('fal-ltx-video-13b');
    const gone: ModelEntry = { ...base, remote: { ...base.remote!, text: 'fal-ai/ltxv-99b-retired' } };
    const missing = await failureOf(falApi.start(config(), hostedJob(gone, hostedRequest())));
    expect(missing).toBeInstanceOf(NonRetryableError);
    expect(missing.message).toBe("fal could not make this video: Application 'fal-ai/ltxv-99b-retired' not found");
    expect(missing.failure).toEqual({
      key: 'providerRefused',
      detail: "Application 'fal-ai/ltxv-99b-retired' not found",
    });

    // Hailuo 02 makes 6 or 10 s; a 5 s request is refused by fal, not quietly changed.
    const refused = await failureOf(falApi.start(config(), job('fal-hailuo-02-standard', { duration: 5 })));
    expect(refused).toBeInstanceOf(NonRetryableError);
    expect(refused.message).toBe("fal could not make this video: Input should be '6' or '10'");
    expect(refused.failure).toEqual({ key: 'providerRefused', detail: "Input should be '6' or '10'" });
  });

  it('waits and tries again after a 429, then finishes one request', async () => {
    const endpoint = 'fal-ai/bytedance/seedance/v1/pro/fast/text-to-video';
    const before = { posts: submits(endpoint).length, queued: fal.submitted() };
    const video = job('fal-seedance-1-pro-fast', { prompt: 'a busy street at dusk' });
    const id = await falApi.start(config(), video);
    expect(submits(endpoint).length - before.posts).toBe(2);
    expect(fal.submitted() - before.queued).toBe(1);
    const result = await falApi.finish(config(), video, id, jobDir('after-429'));
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it("fails a generation fal could not make with fal's reason, as a final error", async () => {
    const video = job('fal-wan-2.2-a14b', { prompt: 'this one fails' });
    const id = await falApi.start(config(), video);
    const error = await failureOf(falApi.finish(config(), video, id, jobDir('fails')));
    expect(error).toBeInstanceOf(NonRetryableError);
    expect(error.message).toBe(
      'fal could not make this video: Downstream service error: the model could not render this video',
    );
    expect(error.failure).toEqual({
      key: 'providerFailed',
      detail: 'Downstream service error: the model could not render this video',
    });
  });

  it('fails a safety refusal at once with the content checker message', async () => {
    const video = job('fal-kling-3-standard', { prompt: 'this one gets blocked' });
    const id = await falApi.start(config(), video);
    const error = await failureOf(falApi.finish(config(), video, id, jobDir('blocked')));
    expect(error).toBeInstanceOf(NonRetryableError);
    expect(error.message).toBe(
      "The video was blocked by the provider's safety filters: The content could not be processed because it contained material flagged by a content checker.",
    );
    expect(error.failure).toMatchObject({ key: 'providerSafety', detail: expect.stringMatching(/^The content/) });
  });

  it('resumes a kept request without submitting it again (a retry does not pay twice)', async () => {
    const video = job('fal-ltx-video-13b', { prompt: 'a lighthouse in fog' });
    const id = await falApi.start(config(), video);
    const queued = fal.submitted();
    // The first attempt dies while waiting (the worker was stopped): the signal ends the wait.
    const stop = new AbortController();
    stop.abort(new Error('worker stopping'));
    await expect(falApi.finish(config(), video, id, jobDir('resume-1'), stop.signal)).rejects.toThrow(
      'worker stopping',
    );
    const result = await falApi.finish(config(), video, id, jobDir('resume-2'));
    expect(fal.submitted()).toBe(queued);
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');

    const unreadable = await failureOf(falApi.finish(config(), video, 'not json', jobDir('unreadable')));
    expect(unreadable).toBeInstanceOf(NonRetryableError);
    expect(unreadable.failure).toEqual({ key: 'invalidJob' });
  });

  it('never sends the key off the queue: a request whose URLs point elsewhere is not followed', async () => {
    const video = job('fal-ltx-video-13b', { prompt: 'a kite over the bay' });
    const id = JSON.parse(await falApi.start(config(), video)) as Record<string, string>;
    const before = fal.requests.length;
    const elsewhere = JSON.stringify({ ...id, status_url: 'http://127.0.0.1:9/steal/status' });
    await expect(falApi.finish(config(), video, elsewhere, jobDir('elsewhere'))).rejects.toThrow('cannot be resumed');
    await falApi.cancel(config(), JSON.stringify({ ...id, cancel_url: 'http://127.0.0.1:9/steal/cancel' }));
    expect(fal.requests.length).toBe(before);
  });

  it("cancels a running request through fal's cancel URL, and never throws doing so", async () => {
    const id = await falApi.start(config(), job('fal-kling-3-pro', { quality: '1080p', prompt: 'a slow sunrise' }));
    const remote = JSON.parse(id) as Record<string, string>;
    await falApi.cancel(config(), id);
    expect(fal.cancelled).toContain(remote.request_id);
    const put = fal.requests.find((r) => r.method === 'PUT' && r.path === new URL(remote.cancel_url!).pathname);
    expect(put?.auth).toBe(`Key ${KEY}`);
    // Cancelling twice, an unreadable id or an unreachable fal: nothing thrown.
    await falApi.cancel(config(), id);
    await falApi.cancel(config(), '{"request_id": 3}');
    await falApi.cancel(config({ retries: 0 }), id.replaceAll(fal.url, 'http://127.0.0.1:9'));
  });

  it('keeps polling through 503s and 400s of a request fal still runs, until its deadline, and finishes it once', async () => {
    // No retries of its own: only the deadline-bound polling can get past the failed reads.
    const strict = config({ retries: 0 });
    const live = new AbortController();
    for (const prompt of ['a glitchy harbour at dawn', 'a hiccup in the rain']) {
      const video = job('fal-hailuo-02-standard', { prompt, duration: 6 });
      const id = await falApi.start(strict, video);
      const remote = JSON.parse(id) as Record<string, string>;
      const result = await falApi.finish(strict, video, id, jobDir(`glitch-${prompt.split(' ')[1]}`), live.signal);
      expect((await probeOwn(result.video)).videoCodec).toBe('h264');
      const reads = fal.requests.filter((r) => r.path === new URL(remote.status_url!).pathname);
      // Two failed reads, then the two a request takes to complete.
      expect(reads).toHaveLength(4);
      expect(fal.cancelled).not.toContain(remote.request_id);
    }
    // Without the job's signal the count of retries still bounds the reads.
    const bounded = job('fal-hailuo-02-standard', { prompt: 'a glitchy pier', duration: 6 });
    const id = await falApi.start(strict, bounded);
    expect(await failureOf(falApi.finish(strict, bounded, id, jobDir('glitch-bounded')))).not.toBeInstanceOf(
      NonRetryableError,
    );
  });

  it("ends the wait when the job's signal fires (its deadline: the worker then cancels the request)", async () => {
    const video = job('fal-hailuo-02-standard', { prompt: 'a slow tide', duration: 6 });
    const id = await falApi.start(config(), video);
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new Error('deadline reached')), 150);
    const started = Date.now();
    await expect(falApi.finish(config(), video, id, jobDir('deadline'), deadline.signal)).rejects.toThrow(
      'deadline reached',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails at once, even while the deadline is far, when fal no longer knows the request (404)', async () => {
    const video = job('fal-hailuo-02-standard', { prompt: 'a lost request', duration: 6 });
    const remote = JSON.parse(await falApi.start(config(), video)) as Record<string, string>;
    const lost = JSON.stringify(
      Object.fromEntries(
        Object.entries(remote).map(([key, value]) => [key, value.replace(remote.request_id!, 'gone')]),
      ),
    );
    const error = await failureOf(
      falApi.finish(config({ retries: 0 }), video, lost, jobDir('lost'), new AbortController().signal),
    );
    expect(error).toBeInstanceOf(NonRetryableError);
    expect(error.message).toBe('fal could not make this video: Request gone not found');
  });
});
