import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MODELS } from '@/lib/models';
import { type FakeGemini, startFakeGemini } from '../../../tests/support/fake-gemini';
import { makeRemoteClip, SMALL_CLIP } from '../../../tests/support/remote-clips';
import { probeOwn } from '../ffmpeg';
import type { RemoteRequest } from './types';
import { veoProvider } from './veo';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-veo-'));
const MODEL = 'veo-fast-under-test';
let clip: string;
let picture: string;
let gemini: FakeGemini;

beforeAll(async () => {
  // What Veo hands back here: a small 1 s clip without sound.
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: false });
  picture = path.join(root, 'first.png');
  fs.writeFileSync(picture, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  gemini = await startFakeGemini(clip);
});
afterAll(async () => {
  await gemini?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const provider = () =>
  veoProvider({ apiKey: 'test-gemini-key', base: gemini.url, model: MODEL, pollMs: 20, retryBaseMs: 10 }, 600);

const request = (overrides: Partial<RemoteRequest> = {}): RemoteRequest => ({
  model: CORE_MODELS.find((model) => model.id === 'veo-3-fast')!,
  prompt: 'a heron lifting off a lake',
  seed: 1,
  quality: '720p',
  aspectRatio: '16:9',
  duration: 8,
  watermark: false,
  startedAt: Date.now(),
  ...overrides,
});

/** The body of the predictLongRunning call whose prompt is `prompt`. */
const startBody = (prompt: string) =>
  gemini.requests.find(
    (r) => r.path === `/v1beta/models/${MODEL}:predictLongRunning` && JSON.stringify(r.body).includes(prompt),
  )?.body as { parameters: { personGeneration: string }; instances: { image?: unknown }[] } | undefined;

function jobDir(name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  return dir;
}

describe('veo provider (Gemini API): personGeneration as the docs allow for each mode', { timeout: 60_000 }, () => {
  it('sends "allow_all" for text-to-video, and the strict fake accepts it and makes the video', async () => {
    const veo = provider();
    const id = await veo.start(request({ prompt: 'a lighthouse, text only' }));
    expect(startBody('text only')?.parameters.personGeneration).toBe('allow_all');
    expect(startBody('text only')?.instances[0]?.image).toBeUndefined();
    const result = await veo.finish(request(), id, jobDir('text'));
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it('sends "allow_adult" for image-to-video', async () => {
    const veo = provider();
    await veo.start(request({ prompt: 'the picture moves', image: { file: picture, mimeType: 'image/png' } }));
    const body = startBody('the picture moves');
    expect(body?.instances[0]?.image).toMatchObject({ mimeType: 'image/png' });
    expect(body?.parameters.personGeneration).toBe('allow_adult');
  });

  it('the fake refuses the value the other mode takes, with a 400 as Google does', async () => {
    const send = (image: boolean, personGeneration: string) =>
      fetch(`${gemini.url}/v1beta/models/${MODEL}:predictLongRunning`, {
        method: 'POST',
        headers: { 'x-goog-api-key': 'test-gemini-key', 'content-type': 'application/json' },
        body: JSON.stringify({
          instances: [
            { prompt: 'p', ...(image ? { image: { bytesBase64Encoded: 'AA==', mimeType: 'image/png' } } : {}) },
          ],
          parameters: { personGeneration },
        }),
      });
    const wrongForText = await send(false, 'allow_adult');
    expect(wrongForText.status).toBe(400);
    expect(await wrongForText.json()).toEqual({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: 'allow_adult for personGeneration is currently not supported.',
      },
    });
    expect((await send(true, 'allow_all')).status).toBe(400);
    expect((await send(true, 'dont_allow')).status).toBe(400);
    expect((await send(true, 'allow_adult')).status).toBe(200);
  });

  it('keeps polling an operation Google still runs through 503s and 400s, until the deadline', async () => {
    const veo = veoProvider(
      { apiKey: 'test-gemini-key', base: gemini.url, model: MODEL, pollMs: 20, retryBaseMs: 10, retries: 0 },
      600,
    );
    for (const prompt of ['a glitchy harbour', 'a hiccup in the fog']) {
      const id = await veo.start(request({ prompt }));
      const result = await veo.finish(request(), id, jobDir(prompt.split(' ')[1]!), new AbortController().signal);
      expect((await probeOwn(result.video)).videoCodec).toBe('h264');
      expect(gemini.requests.filter((r) => r.method === 'GET' && r.path === `/v1beta/${id}`)).toHaveLength(4);
    }
  });
});
