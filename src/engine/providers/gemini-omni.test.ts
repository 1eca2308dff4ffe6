import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '../../../tests/support/fake-gemini';
import { expectRefusal } from '../../../tests/support/failures';
import { makeRemoteClip, SMALL_CLIP } from '../../../tests/support/remote-clips';
import { probeOwn } from '../ffmpeg';
import { cancelOmni, finishOmni, type OmniConfig, type OmniJob, OmniRefusal, startOmni } from './gemini-omni';
import { RemoteAddressError, setRemoteLimits } from './http';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-omni-'));
let clip: string;
let gemini: FakeGemini;
let bigGemini: FakeGemini;
/** Another host that serves the clip and notes the headers it was sent (a storage bucket, or an attacker's). */
let storage: { url: string; headers: http.IncomingHttpHeaders[]; close: () => void };

beforeAll(async () => {
  // What Omni hands back here: a small 1 s clip without sound.
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: false });
  gemini = await startFakeGemini(clip);
  // The same clip, but above the inline limit: Google then sends a download URI.
  bigGemini = await startFakeGemini(clip, { inlineLimit: 1000 });
  const headers: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    headers.push(req.headers);
    res.writeHead(200, { 'content-type': 'video/mp4' });
    fs.createReadStream(clip).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  storage = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headers,
    close: () => server.close(),
  };
});
afterAll(async () => {
  storage?.close();
  await gemini?.close();
  await bigGemini?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const config = (fake: FakeGemini, overrides: Partial<OmniConfig> = {}): OmniConfig => ({
  apiKey: 'test-gemini-key',
  base: fake.url,
  model: 'gemini-omni-1.1-flash',
  pollMs: 20,
  retryBaseMs: 10,
  ...overrides,
});
const job = (overrides: Partial<OmniJob> = {}): OmniJob => ({
  prompt: 'a paper boat on a pond',
  aspectRatio: '16:9',
  resolution: '720p',
  duration: 8,
  watermark: false,
  ...overrides,
});

function jobDir(name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  return dir;
}

describe('gemini-omni provider against the Interactions API contract', { timeout: 60_000 }, () => {
  it('creates a background interaction with the video settings as fields, polls it and finishes the inline video', async () => {
    const id = await startOmni(config(gemini), job({ aspectRatio: '9:16', resolution: '1080p', duration: 6 }));
    const create = gemini.requests.find((r) => r.method === 'POST' && r.path === '/v1beta/interactions');
    expect(create?.key).toBe('test-gemini-key');
    expect(create?.body).toEqual({
      model: 'gemini-omni-1.1-flash',
      input: [{ type: 'text', text: 'a paper boat on a pond' }],
      response_format: { type: 'video', aspect_ratio: '9:16', resolution: '1080p', duration: '6s' },
      background: true,
      store: true,
    });
    const result = await finishOmni(config(gemini), job(), id, jobDir('inline'));
    expect(gemini.requests.filter((r) => r.path === `/v1beta/interactions/${id}`).length).toBeGreaterThanOrEqual(2);
    // Nothing was downloaded: the bytes were in the answer.
    expect(gemini.requests.some((r) => r.path.startsWith('/v1beta/files/'))).toBe(false);
    const media = await probeOwn(result.video);
    const source = await probeOwn(clip);
    expect(media).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: source.width, height: source.height });
    expect(Math.abs(media.duration - source.duration)).toBeLessThanOrEqual(0.1);
    expect([result.width, result.height]).toEqual([media.width, media.height]);
    expect(fs.statSync(result.cover).size).toBeGreaterThan(0);
  });

  it('sends an image as an inline image block and clamps the duration to what Omni makes', async () => {
    const image = path.join(root, 'first.png');
    fs.writeFileSync(image, Buffer.from('89504e470d0a1a0a', 'hex'));
    await startOmni(
      config(gemini),
      job({ prompt: 'animate this picture', duration: 30, image: { file: image, mimeType: 'image/png' } }),
    );
    const create = gemini.requests.findLast((r) => r.method === 'POST' && r.path === '/v1beta/interactions');
    expect(create?.body).toMatchObject({
      input: [
        { type: 'text', text: 'animate this picture' },
        { type: 'image', mime_type: 'image/png', data: fs.readFileSync(image).toString('base64') },
      ],
      response_format: { duration: '10s' },
    });
  });

  it('downloads a video delivered as a URI (above ~4 MB) with the key and finishes it', async () => {
    const id = await startOmni(config(bigGemini), job());
    const result = await finishOmni(config(bigGemini), job({ watermark: true }), id, jobDir('uri'));
    const download = bigGemini.requests.find((r) => r.path === `/v1beta/files/${id}:download?alt=media`);
    expect(download?.key).toBe('test-gemini-key');
    const media = await probeOwn(result.video);
    expect(media).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: SMALL_CLIP.width,
      height: SMALL_CLIP.height,
    });
  });

  it('fails a safety refusal at once with the provider reason, as a non-retryable error', async () => {
    const id = await startOmni(config(gemini), job({ prompt: 'this one gets blocked' }));
    const error = await finishOmni(config(gemini), job(), id, jobDir('blocked')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OmniRefusal);
    expect((error as Error).message).toBe(
      'Gemini Omni could not make this video: The request was blocked by safety filters: the prompt may violate the usage guidelines.',
    );
    expect((error as OmniRefusal).failure).toEqual({
      key: 'providerSafety',
      detail: 'The request was blocked by safety filters: the prompt may violate the usage guidelines.',
    });
  });

  it('waits and tries again after a 429, then succeeds with one interaction', async () => {
    const before = gemini.requests.length;
    const id = await startOmni(config(gemini), job({ prompt: 'a busy street at dusk' }));
    const creates = gemini.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path === '/v1beta/interactions');
    expect(creates).toHaveLength(2);
    const result = await finishOmni(config(gemini), job(), id, jobDir('after-429'));
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it('resumes a kept interaction id without creating another (a retry does not pay twice)', async () => {
    const id = await startOmni(config(gemini), job({ prompt: 'a lighthouse in fog' }));
    const creates = () =>
      gemini.requests.filter((r) => r.method === 'POST' && r.path === '/v1beta/interactions').length;
    const count = creates();
    // The first attempt dies while polling (the worker was stopped): the signal aborts the wait.
    const stop = new AbortController();
    stop.abort(new Error('worker stopping'));
    await expect(finishOmni(config(gemini), job(), id, jobDir('resume-1'), stop.signal)).rejects.toThrow(
      'worker stopping',
    );
    const result = await finishOmni(config(gemini), job(), id, jobDir('resume-2'));
    expect(creates()).toBe(count);
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it('keeps polling an interaction Google still runs through 503s and 400s, until the deadline, and finishes it once', async () => {
    // No retries of its own: only the deadline-bound polling can get past the failed reads.
    const strict = config(gemini, { retries: 0 });
    for (const prompt of ['a glitchy orchard', 'a hiccup at the pier']) {
      const id = await startOmni(strict, job({ prompt }));
      const result = await finishOmni(
        strict,
        job(),
        id,
        jobDir(`glitch-${prompt.split(' ')[1]}`),
        new AbortController().signal,
      );
      expect((await probeOwn(result.video)).videoCodec).toBe('h264');
      const reads = gemini.requests.filter((r) => r.method === 'GET' && r.path === `/v1beta/interactions/${id}`);
      expect(reads).toHaveLength(4);
      expect(gemini.cancelled).not.toContain(id);
    }
  });

  it('fails at once, while the deadline is far, when the key is revoked during the job', async () => {
    const id = await startOmni(config(gemini), job({ prompt: 'a revoked key' }));
    const revoked = config(gemini, { apiKey: 'revoked-gemini-key', retries: 0 });
    await expectRefusal(finishOmni(revoked, job(), id, jobDir('revoked'), new AbortController().signal), {
      message: 'Gemini Omni refused the request: API key not valid. Please pass a valid API key.',
      key: 'providerKey',
    });
    const reads = gemini.requests.filter((r) => r.method === 'GET' && r.path === `/v1beta/interactions/${id}`);
    expect(reads).toHaveLength(1);
  });

  it("ends the wait at the job's deadline, and fails at once for an interaction Google does not know (404)", async () => {
    const slow = await startFakeGemini(clip, { pollsUntilDone: Number.POSITIVE_INFINITY });
    try {
      const id = await startOmni(config(slow), job({ prompt: 'a long night' }));
      const deadline = new AbortController();
      setTimeout(() => deadline.abort(new Error('deadline reached')), 150);
      await expect(finishOmni(config(slow), job(), id, jobDir('deadline'), deadline.signal)).rejects.toThrow(
        'deadline reached',
      );
    } finally {
      await slow.close();
    }
    await expectRefusal(
      finishOmni(config(gemini, { retries: 0 }), job(), 'v1_unknown', jobDir('unknown'), new AbortController().signal),
      { message: 'Gemini Omni refused the request: Interaction v1_unknown not found.', key: 'providerRefused' },
    );
  });

  it("answers a model Google does not serve as a refusal with Google's message, and a bad key likewise", async () => {
    const notFound =
      'models/gemini-omni-9-flash is not found for API version v1beta, or is not supported for this method.';
    const refused = await expectRefusal(startOmni(config(gemini, { model: 'gemini-omni-9-flash' }), job()), {
      message: `Gemini Omni refused the request: ${notFound}`,
      key: 'providerRefused',
      detail: notFound,
    });
    expect(refused).toBeInstanceOf(OmniRefusal);
    const badKey = await expectRefusal(startOmni(config(gemini, { apiKey: 'wrong' }), job()), { key: 'providerKey' });
    expect(badKey).toBeInstanceOf(OmniRefusal);
    await expectRefusal(startOmni(config(gemini, { model: '' }), job()), { key: 'modelUnavailable' });
  });

  describe('the key stays with Google', () => {
    // The storage host is a local fake on another port: a private address, allowed here only.
    beforeAll(() => setRemoteLimits({ allowPrivateAddresses: true }));
    afterAll(() => setRemoteLimits({}));

    it('downloads a URI that names another host without the key', async () => {
      const hostile = await startFakeGemini(clip, { inlineLimit: 1000, filesOrigin: storage.url });
      try {
        const id = await startOmni(config(hostile), job());
        storage.headers.length = 0;
        const result = await finishOmni(config(hostile), job(), id, jobDir('other-host'));
        expect(storage.headers).toHaveLength(1);
        expect(storage.headers[0]!['x-goog-api-key']).toBeUndefined();
        expect((await probeOwn(result.video)).videoCodec).toBe('h264');
      } finally {
        await hostile.close();
      }
    });

    it('follows a same-origin URI that redirects elsewhere with the key on the first hop only', async () => {
      const redirecting = await startFakeGemini(clip, { inlineLimit: 1000, filesRedirect: storage.url });
      try {
        const id = await startOmni(config(redirecting), job());
        storage.headers.length = 0;
        await finishOmni(config(redirecting), job(), id, jobDir('redirected'));
        const first = redirecting.requests.find((r) => r.path.startsWith('/v1beta/files/'));
        expect(first?.key).toBe('test-gemini-key');
        expect(storage.headers).toHaveLength(1);
        expect(storage.headers[0]!['x-goog-api-key']).toBeUndefined();
      } finally {
        await redirecting.close();
      }
    });
  });

  it('refuses a URI on a private address that is not the configured origin, for good', async () => {
    const hostile = await startFakeGemini(clip, { inlineLimit: 1000, filesOrigin: storage.url });
    try {
      const id = await startOmni(config(hostile), job());
      storage.headers.length = 0;
      await expect(finishOmni(config(hostile), job(), id, jobDir('private'))).rejects.toBeInstanceOf(
        RemoteAddressError,
      );
      expect(storage.headers).toHaveLength(0);
    } finally {
      await hostile.close();
    }
  });

  it('cancels a running interaction, and ignores one that is already done', async () => {
    const slow = await startFakeGemini(clip, { pollsUntilDone: 100 });
    try {
      const id = await startOmni(config(slow), job());
      await cancelOmni(config(slow), id);
      expect(slow.cancelled).toEqual([id]);
      await expect(cancelOmni(config(slow), 'v1_unknown')).resolves.toBeUndefined();
    } finally {
      await slow.close();
    }
  });
});
