import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPLICATE_MODELS } from '@/lib/catalogue/replicate';
import type { ModelEntry } from '@/lib/models';
import {
  FAKE_MODEL_ERROR,
  FAKE_REPLICATE_MODELS,
  FAKE_SAFETY_ERROR,
  type FakeReplicate,
  startReplicateFake,
} from '../../../tests/support/fake-replicate';
import { expectRefusal } from '../../../tests/support/failures';
import { hostedRequest } from '../../../tests/support/fake-hosted';
import { expectSmallClip, makeRemoteClip, SMALL_CLIP } from '../../../tests/support/remote-clips';
import { NonRetryableError } from '../errors';
import { probeOwn } from '../ffmpeg';
import { hostedJob } from './hosted-input';
import { type ReplicateConfig, replicateApi } from './replicate';

const TOKEN = 'r8_testToken0123456789abcdef';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-replicate-'));
let clip: string;
let fake: FakeReplicate;

beforeAll(async () => {
  // What a Replicate model hands back here: a small 1 s clip with sound.
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: true });
  fake = await startReplicateFake(clip, { key: TOKEN });
});
afterAll(async () => {
  await fake?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const config = (overrides: Partial<ReplicateConfig> = {}): ReplicateConfig => ({
  token: TOKEN,
  apiUrl: fake.url,
  pollMs: 20,
  retryBaseMs: 10,
  ...overrides,
});

function row(id: string): ModelEntry {
  const found = REPLICATE_MODELS.find((model) => model.id === id);
  if (!found) throw new Error(`no catalogue row ${id}`);
  return found;
}

/** The same row calling another Replicate model (for the unknown-model and list-output cases). */
function callingModel(model: ModelEntry, remoteModel: string): ModelEntry {
  if (!model.remote) throw new Error(`${model.id} has no remote`);
  return { ...model, remote: { ...model.remote, text: remoteModel, image: remoteModel } };
}

let dirs = 0;
function jobDir() {
  dirs += 1;
  const dir = path.join(root, `job-${dirs}`);
  fs.mkdirSync(dir);
  return dir;
}

const creates = (model: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/models/${model}/predictions`);

describe('replicate provider against the Replicate HTTP API', { timeout: 60_000 }, () => {
  it('creates a prediction for the official model with the mapped input, polls it and finishes the video', async () => {
    const kling = row('replicate-kling-2.5-turbo-pro');
    const job = hostedJob(kling, hostedRequest({ negativePrompt: 'blurry', aspectRatio: '9:16', duration: 10 }));
    const id = await replicateApi.start(config(), job);

    const create = creates('kwaivgi/kling-v2.5-turbo-pro').at(-1);
    expect(create?.auth).toBe(`Bearer ${TOKEN}`);
    expect(create?.body).toEqual({
      input: { prompt: 'a paper boat on a pond', negative_prompt: 'blurry', duration: 10, aspect_ratio: '9:16' },
    });

    const result = await replicateApi.finish(config(), job, id, jobDir());
    expect(fake.requests.filter((r) => r.path === `/v1/predictions/${id}`).length).toBeGreaterThanOrEqual(2);
    const delivery = fake.requests.find((r) => r.path === `/delivery/${id}/output.mp4`);
    // The output URL is a public file: the token never leaves for it.
    expect(delivery).toBeDefined();
    expect(delivery?.auth).toBeUndefined();
    await expectSmallClip(result.video, 0.1);
    expect([result.width, result.height]).toEqual([SMALL_CLIP.width, SMALL_CLIP.height]);
    expect(fs.statSync(result.cover).size).toBeGreaterThan(0);
  });

  it('sends Wan its frame count, frame rate and resolution, and every shape a row offers is one its model accepts', async () => {
    const wan = row('replicate-wan-2.2-fast');
    await replicateApi.start(config(), hostedJob(wan, hostedRequest({ quality: '540p', seed: 42 })));
    expect(creates('wan-video/wan-2.2-t2v-fast').at(-1)?.body).toEqual({
      input: {
        prompt: 'a paper boat on a pond',
        seed: 42,
        num_frames: 81,
        frames_per_second: 16,
        resolution: '480p',
        aspect_ratio: '16:9',
      },
    });

    for (const model of REPLICATE_MODELS)
      for (const quality of model.qualities)
        for (const duration of model.durations)
          for (const aspectRatio of model.aspectRatios) {
            const job = hostedJob(
              model,
              hostedRequest({ quality, duration, aspectRatio, prompt: `${model.id} shape` }),
            );
            await expect(
              replicateApi.start(config(), job),
              `${model.id} ${quality} ${duration}s ${aspectRatio}`,
            ).resolves.toMatch(/^\w+$/);
          }
  });

  it('uploads the first image with the files API and names it in the image model input', async () => {
    const image = path.join(root, 'first.png');
    fs.writeFileSync(image, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const wan = row('replicate-wan-2.2-fast');
    const job = hostedJob(
      wan,
      hostedRequest({ prompt: 'animate this picture', quality: '720p', image: { file: image, mimeType: 'image/png' } }),
    );
    const id = await replicateApi.start(config(), job);

    const upload = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/files');
    expect(upload?.auth).toBe(`Bearer ${TOKEN}`);
    expect(upload?.body).toMatchObject({ content: { name: 'first.png', type: 'image/png', size: 16 } });
    expect(creates('wan-video/wan-2.2-i2v-fast').at(-1)?.body).toEqual({
      input: {
        prompt: 'animate this picture',
        seed: 7,
        num_frames: 81,
        frames_per_second: 16,
        resolution: '720p',
        // Not an input of the image model: Replicate drops it.
        aspect_ratio: '16:9',
        image: expect.stringMatching(new RegExp(`^${fake.url}/v1/files/\\w+$`)),
      },
    });
    const result = await replicateApi.finish(config(), job, id, jobDir());
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it("refuses at once a bad token, with Replicate's words and never the token", async () => {
    const job = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest());
    const secret = 'r8_wrongSecretValue987654';
    const error = await replicateApi.start(config({ token: secret }), job).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
    expect((error as Error).message).toBe(
      'Replicate refused the request: You did not pass a valid authentication token',
    );
    expect((error as Error).message).not.toContain(secret);
    expect((error as NonRetryableError).failure).toEqual({
      key: 'providerKey',
      detail: 'You did not pass a valid authentication token',
    });
    const polled = await replicateApi
      .finish(config({ token: secret }), job, 'fake000001abc', jobDir())
      .catch((e: unknown) => e);
    expect(polled).toBeInstanceOf(NonRetryableError);
    expect((polled as Error).message).not.toContain(secret);
  });

  it('refuses an unknown model (404) and an input the model does not take (422) with the API detail', async () => {
    const unknown = hostedJob(
      callingModel(row('replicate-kling-2.5-turbo-pro'), 'kwaivgi/kling-v9-imaginary'),
      hostedRequest(),
    );
    await expectRefusal(replicateApi.start(config(), unknown), {
      message: 'Replicate refused the request: The requested resource could not be found.',
      key: 'providerRefused',
      detail: 'The requested resource could not be found.',
    });

    // Kling makes 5 or 10 s: 8 s is refused by Replicate's schema check.
    const eight = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest({ duration: 8 }));
    const error = await replicateApi.start(config(), eight).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
    expect((error as Error).message).toBe(
      'Replicate refused the request: - input.duration: duration must be one of the following: 5, 10',
    );

    const notOfficial = hostedJob(
      callingModel(row('replicate-kling-2.5-turbo-pro'), 'kwaivgi/kling:abc123'),
      hostedRequest(),
    );
    await expectRefusal(replicateApi.start(config(), notOfficial), { key: 'modelSetup' });
  });

  it('waits and tries again after a 429, then succeeds with one prediction', async () => {
    const seedance = row('replicate-seedance-1-lite');
    const job = hostedJob(seedance, hostedRequest({ prompt: 'a busy street at dusk', quality: '720p' }));
    const posts = creates('bytedance/seedance-1-lite').length;
    const predictions = fake.submitted();
    const id = await replicateApi.start(config(), job);
    expect(creates('bytedance/seedance-1-lite').length - posts).toBe(2);
    expect(fake.submitted() - predictions).toBe(1);
    const result = await replicateApi.finish(config(), job, id, jobDir());
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it("fails a failed prediction with Replicate's reason, without retrying", async () => {
    const job = hostedJob(
      row('replicate-ltx-2.5-fast'),
      hostedRequest({ prompt: 'this render fails', quality: '720p' }),
    );
    const id = await replicateApi.start(config(), job);
    const error = await replicateApi.finish(config(), job, id, jobDir()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
    expect((error as Error).message).toBe(`Replicate could not make this video: ${FAKE_MODEL_ERROR}`);
    expect((error as NonRetryableError).failure).toEqual({ key: 'providerFailed', detail: FAKE_MODEL_ERROR });
  });

  it('reports a safety refusal (a failed prediction flagged as sensitive) as a block', async () => {
    const job = hostedJob(row('replicate-hailuo-02'), hostedRequest({ prompt: 'this one gets blocked', duration: 6 }));
    const id = await replicateApi.start(config(), job);
    const error = await replicateApi.finish(config(), job, id, jobDir()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
    expect((error as Error).message).toBe(
      `The video was blocked by the provider's safety filters: ${FAKE_SAFETY_ERROR}`,
    );
    expect((error as NonRetryableError).failure).toEqual({ key: 'providerSafety', detail: FAKE_SAFETY_ERROR });
  });

  it('resumes a kept prediction id without creating another (a retry does not pay twice)', async () => {
    const job = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest({ prompt: 'a lighthouse in fog' }));
    const id = await replicateApi.start(config(), job);
    const count = fake.submitted();
    // The first attempt dies while polling (the worker was stopped).
    const stop = new AbortController();
    stop.abort(new Error('worker stopping'));
    await expect(replicateApi.finish(config(), job, id, jobDir(), stop.signal)).rejects.toThrow('worker stopping');
    const result = await replicateApi.finish(config(), job, id, jobDir());
    expect(fake.submitted()).toBe(count);
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it('cancels a running prediction; finishing it then fails, and cancel itself never throws', async () => {
    const job = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest({ prompt: 'a slow sunrise' }));
    const id = await replicateApi.start(config(), job);
    await replicateApi.cancel(config(), id);
    expect(fake.cancelled).toContain(id);
    await expectRefusal(replicateApi.finish(config(), job, id, jobDir()), {
      message: 'Replicate stopped this prediction (canceled)',
      key: 'providerStopped',
    });
    await expect(replicateApi.cancel(config({ token: 'r8_wrong' }), id)).resolves.toBeUndefined();
    await expect(replicateApi.cancel(config(), '../../v1/files')).resolves.toBeUndefined();
  });

  it('keeps reading a prediction Replicate still runs through 503s, until the deadline, and finishes it once', async () => {
    const job = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest({ prompt: 'a glitchy lighthouse' }));
    // No retries of its own: only the deadline-bound polling can get past the failed reads.
    const strict = config({ retries: 0 });
    const id = await replicateApi.start(strict, job);
    const result = await replicateApi.finish(strict, job, id, jobDir(), new AbortController().signal);
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
    const reads = fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${id}`);
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(
      creates('kwaivgi/kling-v2.5-turbo-pro').filter((r) => JSON.stringify(r.body).includes('glitchy')),
    ).toHaveLength(1);
    expect(fake.cancelled).not.toContain(id);
  });

  it("ends the wait when the job's signal fires, and fails at once for a prediction Replicate does not know", async () => {
    const job = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest({ prompt: 'a slow glacier' }));
    const id = await replicateApi.start(config(), job);
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new Error('deadline reached')), 150);
    await expect(replicateApi.finish(config(), job, id, jobDir(), deadline.signal)).rejects.toThrow('deadline reached');
    // A definite answer is not waited on: the 404 of an id fails the job while the deadline is far.
    const error = await replicateApi
      .finish(config({ retries: 0 }), job, 'fake0000000unknown', jobDir(), new AbortController().signal)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
  });

  it('takes the first video of a list output', async () => {
    const listing = await startReplicateFake(clip, {
      key: TOKEN,
      models: {
        ...FAKE_REPLICATE_MODELS,
        'test/list-video': { fields: { prompt: { type: 'string', required: true } }, output: 'list' },
      },
    });
    try {
      const job = hostedJob(callingModel(row('replicate-kling-2.5-turbo-pro'), 'test/list-video'), hostedRequest());
      const id = await replicateApi.start(config({ apiUrl: listing.url }), job);
      const result = await replicateApi.finish(config({ apiUrl: listing.url }), job, id, jobDir());
      expect((await probeOwn(result.video)).videoCodec).toBe('h264');
    } finally {
      await listing.close();
    }
  });

  it("retries a 5xx as our settings say, not the client's own five quick tries, then leaves it to the worker", async () => {
    // A Replicate that is down: every answer is a 503.
    let hits = 0;
    const down = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Service Unavailable', status: 503 }));
    });
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
      const job = hostedJob(row('replicate-kling-2.5-turbo-pro'), hostedRequest());
      const error = await replicateApi
        .finish(config({ apiUrl, retries: 2 }), job, 'fake000001abc', jobDir())
        .catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(NonRetryableError);
      expect((error as Error).message).toBe('Replicate did not answer (HTTP 503); the job will try again');
      expect(hits).toBe(3);
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });

  it('the fake answers like Replicate: problem details for a missing token and a missing prompt', async () => {
    const route = `${fake.url}/v1/models/minimax/hailuo-02/predictions`;
    const anonymous = await fetch(route, { method: 'POST', body: JSON.stringify({ input: { prompt: 'x' } }) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      title: 'Unauthenticated',
      detail: 'You did not pass a valid authentication token',
      status: 401,
    });
    const noPrompt = await fetch(route, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input: { duration: 6 } }),
    });
    expect(noPrompt.status).toBe(422);
    expect(await noPrompt.json()).toMatchObject({
      title: 'Input validation failed',
      status: 422,
      detail: '- input: prompt is required\n',
      invalid_fields: [{ type: 'required', field: 'input', description: 'prompt is required' }],
    });
  });
});
