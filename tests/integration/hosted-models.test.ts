/**
 * The hosted providers end to end (issue 19): fal, Replicate and a ComfyUI server, each a
 * local fake written from its published API, behind the real server, queue, ledger and storage.
 * For each: a text and an image request to success (priced from the catalogue, stored as our
 * own H.264/AAC file, no link of the provider's handed out), 429 then success, a failed
 * generation and a safety refusal (refunded once), a deleted job cancelling its remote request,
 * and a server killed while waiting that resumes the same request (charged once). Then wrong
 * keys (refused, refunded, the key in no message), create's checks of a model's own limits,
 * and MODELS_FILE (re-priced, removed, a bad file stopping the server).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { creditCost } from '@/lib/generation';
import { COMFYUI_MODELS } from '@/lib/catalogue/comfyui';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { REPLICATE_MODELS } from '@/lib/catalogue/replicate';
import { SHIPPED_MODELS } from '@/lib/catalogue';
import { type HostedProvider, type ModelEntry, type ModelInfo, setCatalogue } from '@/lib/models';
import { books, expectBooksBalanced, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { startComfyUIFake } from '../support/fake-comfyui';
import { startFalFake } from '../support/fake-fal';
import type { FakeHosted } from '../support/fake-hosted';
import { startReplicateFake } from '../support/fake-replicate';
import { photoPng, probeUrl } from '../support/media';
import { makeRemoteClip, SMALL_CLIP } from '../support/remote-clips';
import {
  ADMIN_TOKEN,
  freePort,
  type RunningServer,
  SERVER_ENTRY,
  startServer,
  TEST_NODE_FLAGS,
  waitFor,
} from '../support/server';

type Fake = FakeHosted;

/** Each provider: its fake, the variables that switch it on, and its models that take a prompt and a picture. */
const PROVIDERS: {
  provider: HostedProvider;
  models: readonly ModelEntry[];
  start: (video: string) => Promise<Fake>;
  env: (fake: Fake) => Record<string, string>;
  wrongEnv: (fake: Fake) => Record<string, string>;
  secret: string;
}[] = [
  {
    provider: 'fal',
    models: FAL_MODELS,
    start: (video) => startFalFake(video, { key: 'test-fal-key' }),
    env: (fake) => ({ FAL_KEY: 'test-fal-key', FAL_QUEUE_URL: fake.url }),
    wrongEnv: (fake) => ({ FAL_KEY: 'wrong-fal-key-123', FAL_QUEUE_URL: fake.url }),
    secret: 'wrong-fal-key-123',
  },
  {
    provider: 'replicate',
    models: REPLICATE_MODELS,
    start: (video) => startReplicateFake(video, { key: 'r8_test_token' }),
    env: (fake) => ({ REPLICATE_API_TOKEN: 'r8_test_token', REPLICATE_API_URL: fake.url }),
    wrongEnv: (fake) => ({ REPLICATE_API_TOKEN: 'r8_wrong_token_123', REPLICATE_API_URL: fake.url }),
    secret: 'r8_wrong_token_123',
  },
  {
    provider: 'comfyui',
    models: COMFYUI_MODELS,
    start: (video) => startComfyUIFake(video, { token: 'comfy-proxy-token' }),
    env: (fake) => ({ COMFYUI_URL: fake.url, COMFYUI_TOKEN: 'comfy-proxy-token' }),
    wrongEnv: (fake) => ({ COMFYUI_URL: fake.url, COMFYUI_TOKEN: 'wrong-comfy-token-123' }),
    secret: 'wrong-comfy-token-123',
  },
];

const textModel = (models: readonly ModelEntry[]) => models.find((model) => model.remote?.text)!;
const imageModel = (models: readonly ModelEntry[]) => models.find((model) => model.remote?.image)!;

/** Our price of a request, from the shipped rows (the same module the server charges with). */
function price(model: ModelEntry, quality: string, duration: number): number {
  setCatalogue(SHIPPED_MODELS);
  return creditCost({ mode: 'generate', model: model.id, quality: quality as '720p', duration: duration as 5 });
}

let clip: string;
let server: RunningServer;
let serverEnv: Record<string, string>;
const fakes = new Map<HostedProvider, Fake>();
let modelsFile: string;

beforeAll(async () => {
  // What the providers hand back: a small 1 s clip without sound (every job re-encodes it).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-hosted-'));
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: false });
  for (const { provider, start } of PROVIDERS) fakes.set(provider, await start(clip));
  // The operator re-prices one fal model and removes one Replicate model.
  modelsFile = path.join(dir, 'models.json');
  fs.writeFileSync(
    modelsFile,
    JSON.stringify({
      models: [
        { id: textModel(FAL_MODELS).id, pricing: { kind: 'per-second', credits: 7 } },
        { id: REPLICATE_MODELS[REPLICATE_MODELS.length - 1]!.id, remove: true },
      ],
    }),
  );
  serverEnv = {
    TRUST_PROXY: '1',
    ADMIN_TOKEN,
    HOSTED_POLL_MS: '50',
    HOSTED_RETRY_BASE_MS: '50',
    WORKER_RETRY_BASE_MS: '150',
    WORKER_LEASE_MS: '2000',
    WORKER_CONCURRENCY: '4',
    MODELS_FILE: modelsFile,
    ...Object.assign({}, ...PROVIDERS.map(({ provider, env }) => env(fakes.get(provider)!))),
  };
  server = await startServer(serverEnv);
});

afterAll(async () => {
  if (server) await expectBooksBalanced(server);
  await server?.stop();
  await Promise.all([...fakes.values()].map((fake) => fake.close()));
});

async function proUser(credits = 2000) {
  const account = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits });
  return {
    ...account,
    credits: async () =>
      (await api(server.url)<{ credits: number }>('GET', '/api/auth/user-info', { token: account.token })).data.credits,
    ledgerOf: async (recordId: string) =>
      (await books(server.url, account.token))!.lines
        .filter((line) => line.recordId === recordId)
        .map((line) => line.reason)
        .sort(),
  };
}

/** What runs a model, by the name GET /api/v1/models gives it (the name a failed record names). */
async function servedByLabel(url: string, id: string): Promise<string> {
  const answer = await api(url)<ModelInfo[]>('GET', '/api/v1/models');
  return answer.data.find((model) => model.id === id)!.servedBy!.label;
}

/** A model's cheapest allowed request: its first quality, duration and aspect ratio. */
function smallest(model: ModelEntry) {
  return { quality: model.qualities[0]!, duration: model.durations[0]!, aspectRatio: model.aspectRatios[0]! };
}

describe('GET /api/v1/models with the three providers configured', () => {
  it('lists every hosted model as available, with its provider, price, limits and inputs, as MODELS_FILE left them', async () => {
    const answer = await api(server.url)<ModelInfo[]>('GET', '/api/v1/models');
    const byId = new Map(answer.data.map((model) => [model.id, model]));
    for (const { provider, models } of PROVIDERS)
      for (const model of models) {
        if (model.id === REPLICATE_MODELS[REPLICATE_MODELS.length - 1]!.id) {
          expect(byId.has(model.id)).toBe(false);
          continue;
        }
        const info = byId.get(model.id)!;
        expect(info, model.id).toMatchObject({ provider, available: true, qualities: model.qualities });
        expect(info.inputs.length).toBeGreaterThan(0);
        expect(info.servedBy?.provider).toBe(provider);
        // What runs it is said; how it is called (keys, input maps) is not.
        expect(JSON.stringify(info)).not.toContain('timeoutSeconds');
      }
    expect(byId.get(textModel(FAL_MODELS).id)?.pricing).toEqual({ kind: 'per-second', credits: 7 });
  });
});

describe.each(PROVIDERS)('$provider', ({ provider, models }) => {
  const fake = () => fakes.get(provider)!;

  it('makes a video from a prompt: one request, the catalogue price, our own H.264/AAC file, no provider link', async () => {
    const user = await proUser();
    const model = textModel(models);
    const shape = smallest(model);
    const submitted = fake().submitted();
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt: `a paper boat on a rainy street (${provider})`,
      ...shape,
      noWatermarkFlag: true,
    });
    expect(created.code, created.msg).toBe(200);
    const cost = model === textModel(FAL_MODELS) ? 7 * shape.duration : price(model, shape.quality, shape.duration);
    expect(await user.credits()).toBe(2000 - cost);
    const record = await user.videos.settle(created.data.recordId);
    expect(record, record.failMsg ?? '').toMatchObject({ state: 'success', cost });
    expect(fake().submitted()).toBe(submitted + 1);
    expect(JSON.stringify(fake().requests.slice(-20))).toContain('a paper boat on a rainy street');
    const media = await probeUrl(`${server.url}${record.videoUrl}`);
    expect(media).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: SMALL_CLIP.width,
      height: SMALL_CLIP.height,
    });
    expect(record.videoUrl).toMatch(/^\/media\//);
    // The provider's file links (they expire, and name the provider) never reach the user.
    const detail = await user.videos.detail(record.id);
    expect(JSON.stringify(detail.data)).not.toContain(fake().url);
    expect(await user.ledgerOf(record.id)).toEqual(['generation']);
  });

  it('sends the picture of an image request to the provider', async () => {
    const user = await proUser();
    const model = imageModel(models);
    const upload = await user.videos.upload('image', photoPng(640, 360), 'street.png', 'image/png');
    expect(upload.code).toBe(200);
    const before = fake().requests.length;
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt: `the street comes alive (${provider})`,
      imgUrls: [upload.data.url],
      quality: model.qualities[0],
      duration: model.durations[0],
      noWatermarkFlag: true,
    });
    expect(created.code, created.msg).toBe(200);
    const record = await user.videos.settle(created.data.recordId);
    expect(record.state, record.failMsg ?? '').toBe('success');
    const sent = JSON.stringify(fake().requests.slice(before));
    // fal and Replicate carry the picture in the input (a data URI or an uploaded file's URL); ComfyUI uploads it first.
    if (provider === 'comfyui')
      expect(
        fake()
          .requests.slice(before)
          .some((r) => r.path.startsWith('/upload/image')),
      ).toBe(true);
    else expect(sent).toMatch(/data:image\/png;base64,|\/files?\//);
  });

  it('waits out a 429 and makes the video once, charged once', async () => {
    const user = await proUser();
    const model = textModel(models);
    const prompt = `a busy harbour at noon (${provider})`;
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt,
      ...smallest(model),
    });
    expect(created.code).toBe(200);
    const record = await user.videos.settle(created.data.recordId);
    expect(record.state, record.failMsg ?? '').toBe('success');
    // Refused once with 429, then taken: two tries of one request, one video, one charge.
    const tries = fake().requests.filter((r) => r.method === 'POST' && JSON.stringify(r.body ?? '').includes(prompt));
    expect(tries).toHaveLength(2);
    expect(await user.ledgerOf(record.id)).toEqual(['generation']);
  });

  it('fails a failed generation with the provider reason, refunded once', async () => {
    const user = await proUser();
    const model = textModel(models);
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt: `this render fails halfway (${provider})`,
      ...smallest(model),
    });
    const record = await user.videos.settle(created.data.recordId);
    expect(record.state).toBe('fail');
    expect(record.failMsg).toMatch(/memory|error|failed/i);
    // The page's reason: the provider by name, its words quoted apart.
    expect(record.failReason).toMatchObject({
      key: 'providerFailed',
      vars: { provider: await servedByLabel(server.url, model.id) },
      detail: expect.stringMatching(/memory|error|failed/i),
    });
    expect(await user.credits()).toBe(2000);
    expect(await user.ledgerOf(record.id)).toEqual(['generation', 'refund']);
  });

  it('fails a safety refusal with its reason, at once, refunded once', async () => {
    const user = await proUser();
    const model = textModel(models);
    const submitted = fake().submitted();
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt: `this one gets blocked (${provider})`,
      ...smallest(model),
    });
    const record = await user.videos.settle(created.data.recordId);
    expect(record.state).toBe('fail');
    expect(record.failMsg).toMatch(/safety|sensitive|content|blocked|NSFW/i);
    expect(record.failReason).toMatchObject({
      key: 'providerSafety',
      detail: expect.stringMatching(/safety|sensitive|content|blocked|NSFW/i),
    });
    expect(fake().submitted()).toBe(submitted + 1);
    expect(await user.ledgerOf(record.id)).toEqual(['generation', 'refund']);
  });

  it('cancels the remote request of a job deleted while it runs, and refunds it', async () => {
    const user = await proUser();
    const model = textModel(models);
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt: `a slow sunrise over the dunes (${provider})`,
      ...smallest(model),
    });
    const id = created.data.recordId;
    const cancelledBefore = fake().cancelled.length;
    // Wait until the provider holds the request (the job keeps its id), then delete the record.
    await waitFor(
      async () =>
        fake().requests.some((r) => JSON.stringify(r.body ?? '').includes(`slow sunrise over the dunes (${provider})`)),
      {
        what: 'the request to reach the provider',
      },
    );
    await waitFor(async () => (await user.videos.detail(id)).data?.state === 'processing', { what: 'processing' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await user.videos.remove([id])).data.deleted).toBe(1);
    await waitFor(async () => fake().cancelled.length > cancelledBefore, { what: `${provider} to be asked to cancel` });
    expect(await user.credits()).toBe(2000);
    expect(await user.ledgerOf(id)).toEqual(['generation', 'refund']);
  });
});

describe('a server killed while a provider works', () => {
  it('resumes the same requests after the restart: each provider asked once, each user charged once', {
    timeout: 120_000,
  }, async () => {
    const jobs: { provider: HostedProvider; user: Awaited<ReturnType<typeof proUser>>; id: string; cost: number }[] =
      [];
    for (const { provider } of PROVIDERS) fakes.get(provider)!.hold = true;
    for (const { provider, models } of PROVIDERS) {
      const user = await proUser();
      const model = textModel(models);
      const created = await user.videos.create({
        operationType: 'generate',
        model: model.id,
        prompt: `a lighthouse keeps its light through the night (${provider})`,
        ...smallest(model),
      });
      expect(created.code).toBe(200);
      jobs.push({ provider, user, id: created.data.recordId, cost: 2000 - (await user.credits()) });
    }
    const submitsOf = (provider: HostedProvider) =>
      fakes
        .get(provider)!
        .requests.filter(
          (r) => r.method === 'POST' && JSON.stringify(r.body ?? '').includes('lighthouse keeps its light'),
        ).length;
    // Each request sent and its id kept: the worker polls only after keeping it on the job.
    const polled = (provider: HostedProvider) => {
      const requests = fakes.get(provider)!.requests;
      const sent = requests.findIndex(
        (r) => r.method === 'POST' && JSON.stringify(r.body ?? '').includes('lighthouse keeps its light'),
      );
      return sent >= 0 && requests.slice(sent + 1).some((r) => r.method === 'GET');
    };
    await waitFor(async () => PROVIDERS.every(({ provider }) => submitsOf(provider) === 1 && polled(provider)), {
      what: 'every provider to hold its request',
    });
    server.process.kill('SIGKILL');
    await new Promise((resolve) => server.process.once('exit', resolve));
    server = await startServer({ ...serverEnv, DATA_DIR: server.dataDir, PORT: String(server.port) });
    for (const { provider } of PROVIDERS) fakes.get(provider)!.hold = false;
    for (const job of jobs) {
      const record = await job.user.videos.settle(job.id);
      expect(record.state, `${job.provider}: ${record.failMsg ?? ''}`).toBe('success');
      expect(submitsOf(job.provider), job.provider).toBe(1);
      expect(await job.user.credits()).toBe(2000 - job.cost);
      expect(await job.user.ledgerOf(job.id)).toEqual(['generation']);
    }
  });
});

describe('create against a hosted model', () => {
  it('refuses what the model does not offer, with the usual messages, charging nothing', async () => {
    const user = await proUser();
    const hosted = [...FAL_MODELS, ...REPLICATE_MODELS.slice(0, -1), ...COMFYUI_MODELS].filter(
      (m) => m.minPlan !== 'ultra',
    );
    // A duration, a quality and a shape some model does not offer, each asked of that model.
    const shortOf = hosted.find((m) => m.durations.length < 5)!;
    const duration = await user.videos.create({
      operationType: 'generate',
      model: shortOf.id,
      prompt: 'a kite',
      duration: [4, 5, 6, 8, 10].find((d) => !(shortOf.durations as readonly number[]).includes(d)),
    });
    expect(duration).toMatchObject({ code: 400, msg: `duration must be one of ${shortOf.durations.join(', ')}` });
    const lowOn = hosted.find((m) => m.qualities.length < 4)!;
    const quality = await user.videos.create({
      operationType: 'generate',
      model: lowOn.id,
      prompt: 'a kite',
      quality: ['360p', '540p', '720p', '1080p'].find((q) => !(lowOn.qualities as readonly string[]).includes(q)),
    });
    expect(quality).toMatchObject({ code: 400, msg: `quality must be one of ${lowOn.qualities.join(', ')}` });
    const narrow = hosted.find((m) => m.aspectRatios.length < 3);
    if (narrow) {
      const shape = await user.videos.create({
        operationType: 'generate',
        model: narrow.id,
        prompt: 'a kite',
        aspectRatio: ['16:9', '9:16', '1:1'].find((a) => !(narrow.aspectRatios as readonly string[]).includes(a)),
      });
      expect(shape).toMatchObject({ code: 400, msg: `aspectRatio must be one of ${narrow.aspectRatios.join(', ')}` });
    }
    const base = await user.videos.create({ operationType: 'generate', model: 'base', prompt: 'a kite', duration: 10 });
    expect(base).toMatchObject({ code: 400, msg: 'duration must be 5 or 8' });
    const unknown = await user.videos.create({ operationType: 'generate', model: 'fal-not-a-model', prompt: 'a kite' });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toMatch(/^model must be one of /);
    expect(await user.credits()).toBe(2000);
  });

  it('asks a free user to upgrade for a Pro model', async () => {
    const pro = [...FAL_MODELS, ...REPLICATE_MODELS].find((model) => model.minPlan === 'pro');
    if (!pro) return;
    const free = await seedAccount(server, ADMIN_TOKEN, { credits: 500 });
    const answer = await free.videos.create({
      operationType: 'generate',
      model: pro.id,
      prompt: 'a kite',
      ...smallest(pro),
    });
    expect(answer).toMatchObject({ code: 403, msg: 'This model needs a Pro or Ultra plan' });
  });
});

describe('wrong keys', () => {
  it('fails each provider at once with its refusal, refunded, and the key in no message', async () => {
    // On PostgreSQL both servers would share one queue (and the right keys win): the first one pauses.
    const shared = Boolean(process.env.DATABASE_URL);
    if (shared) await server.stop();
    const wrong = await startServer({
      TRUST_PROXY: '1',
      ADMIN_TOKEN,
      HOSTED_POLL_MS: '50',
      ...Object.assign({}, ...PROVIDERS.map(({ provider, wrongEnv }) => wrongEnv(fakes.get(provider)!))),
    });
    try {
      for (const { provider, models, secret } of PROVIDERS) {
        const user = await seedAccount(wrong, ADMIN_TOKEN, { plan: 'pro', credits: 1000 });
        const model = textModel(models);
        const created = await user.videos.create({
          operationType: 'generate',
          model: model.id,
          prompt: `a kite over the cliffs (${provider})`,
          ...smallest(model),
        });
        expect(created.code, created.msg).toBe(200);
        const record = await user.videos.settle(created.data.recordId);
        expect(record.state, provider).toBe('fail');
        expect(record.failMsg).not.toContain(secret);
        expect(record.failReason, provider).toMatchObject({
          key: 'providerKey',
          vars: { provider: await servedByLabel(wrong.url, model.id) },
        });
        expect(JSON.stringify(record.failReason)).not.toContain(secret);
        expect(fs.readFileSync(wrong.logFile, 'utf8')).not.toContain(secret);
        const account = await books(wrong.url, user.token);
        expect(account?.balance).toBe(1000);
      }
    } finally {
      await wrong.stop();
      if (shared) server = await startServer({ ...serverEnv, DATA_DIR: server.dataDir, PORT: String(server.port) });
    }
    // A server of its own starts (and on PostgreSQL the first one restarts) inside the test:
    // the time of a hook, on a machine that may be busy.
  }, 150_000);
});

describe('MODELS_FILE', () => {
  it('stops the server at a bad file, naming the file and the field', async () => {
    const bad = path.join(path.dirname(modelsFile), 'bad-models.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({ models: [{ id: textModel(FAL_MODELS).id, pricing: { kind: 'per-second', credits: -3 } }] }),
    );
    const child = spawn(process.execPath, [...TEST_NODE_FLAGS, SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-badmodels-')),
        MODELS_FILE: bad,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`MODELS_FILE ${bad}: models[0].pricing.credits: Too small: expected number to be >0`);
  });
});
