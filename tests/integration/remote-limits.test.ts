/**
 * A remote provider that stops answering does not hold a job past its model's time limit: the
 * job is cancelled at the provider, failed once and refunded once, through the real server,
 * queue and ledger. The fal fake's `silent` requests never answer their status polls, and the
 * operator's MODELS_FILE gives the model the shortest limit a file may set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { books, expectBooksBalanced, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { type FakeFal, startFalFake } from '../support/fake-fal';
import { makeRemoteClip, SMALL_CLIP } from '../support/remote-clips';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

const LIMIT_SECONDS = 10;
const model = FAL_MODELS.find((entry) => entry.remote?.text)!;

let server: RunningServer;
let fal: FakeFal;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-remote-limits-'));
  const clip = await makeRemoteClip({ ...SMALL_CLIP, audio: false });
  fal = await startFalFake(clip, { key: 'test-fal-key' });
  const modelsFile = path.join(dir, 'models.json');
  fs.writeFileSync(
    modelsFile,
    JSON.stringify({ models: [{ id: model.id, remote: { ...model.remote, timeoutSeconds: LIMIT_SECONDS } }] }),
  );
  server = await startServer({
    ADMIN_TOKEN,
    FAL_KEY: 'test-fal-key',
    FAL_QUEUE_URL: fal.url,
    MODELS_FILE: modelsFile,
    HOSTED_POLL_MS: '50',
    HOSTED_RETRY_BASE_MS: '50',
    // Longer than the model's limit: the deadline, not the request timeout, must end the wait.
    REMOTE_REQUEST_TIMEOUT_MS: '600000',
  });
});

afterAll(async () => {
  if (server) await expectBooksBalanced(server);
  await server?.stop();
  await fal?.close();
});

describe('a provider that never answers', () => {
  it('is given up at the model’s limit: cancelled there, failed once, refunded once', async () => {
    const user = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 2000 });
    const credits = async () =>
      (await api(server.url)<{ credits: number }>('GET', '/api/auth/user-info', { token: user.token })).data.credits;
    const started = Date.now();
    const created = await user.videos.create({
      operationType: 'generate',
      model: model.id,
      prompt: 'a silent forest at dawn',
      quality: model.qualities[0],
      duration: model.durations[0],
      aspectRatio: model.aspectRatios[0],
    });
    expect(created.code, created.msg).toBe(200);
    expect(await credits()).toBeLessThan(2000);

    const record = await user.videos.settle(created.data.recordId, 60_000);
    const seconds = (Date.now() - started) / 1000;
    expect(record.state).toBe('fail');
    expect(record.failMsg).toContain(`limit of ${LIMIT_SECONDS} s`);
    // The page's reason: the key, what ran it (as the model picker names it) and the limit.
    expect(record.failReason).toEqual({ key: 'providerTimeout', vars: { provider: 'fal', seconds: LIMIT_SECONDS } });
    expect(record.failMsg).toBe(
      `fal took longer than the model's limit of ${LIMIT_SECONDS} s; the request was cancelled`,
    );
    // At the limit, not after the request timeout or the retries (the limit counts from the job's start).
    expect(seconds).toBeGreaterThanOrEqual(LIMIT_SECONDS - 1);
    expect(seconds).toBeLessThan(LIMIT_SECONDS + 20);
    // The request the provider still holds was cancelled there.
    expect(fal.cancelled).toHaveLength(1);
    expect(fal.submitted()).toBe(1);
    expect(await credits()).toBe(2000);
    const lines = (await books(server.url, user.token))!.lines.filter((line) => line.recordId === record.id);
    expect(lines.map((line) => line.reason).sort()).toEqual(['generation', 'refund']);
  });
});
