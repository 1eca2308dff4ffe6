import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVertex, startFakeVertex } from '../../../tests/support/fake-vertex';
import { expectRefusal } from '../../../tests/support/failures';
import { makeRemoteClip, SMALL_CLIP } from '../../../tests/support/remote-clips';
import { probeOwn } from '../ffmpeg';
import {
  finishVertexVeo,
  forgetVertexTokens,
  loadServiceAccount,
  startVertexVeo,
  VertexAuthError,
  type VertexVeoConfig,
  type VertexVeoJob,
  VertexRefusal,
  vertexAccessToken,
} from './vertex-veo';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-vertex-'));
let clip: string;
let vertex: FakeVertex;

beforeAll(async () => {
  // What Veo hands back here: a small 1 s clip with its own sound track.
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: true });
  vertex = await startFakeVertex(clip);
});
afterAll(async () => {
  await vertex?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const config = (overrides: Partial<VertexVeoConfig> = {}): VertexVeoConfig => ({
  project: 'vidloom-test',
  location: 'us-central1',
  serviceAccount: vertex.serviceAccount,
  apiBase: vertex.url,
  tokenUrl: vertex.tokenUrl,
  model: 'veo-3.1-fast-generate-001',
  pollMs: 20,
  retryBaseMs: 10,
  ...overrides,
});
const job = (overrides: Partial<VertexVeoJob> = {}): VertexVeoJob => ({
  prompt: 'a heron lifting off a lake',
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

describe('vertex-veo provider against the Vertex AI contract', { timeout: 60_000 }, () => {
  it('reads the service account from a path or from the JSON itself', () => {
    const file = path.join(root, 'sa.json');
    fs.writeFileSync(file, JSON.stringify(vertex.serviceAccount));
    expect(loadServiceAccount(file)).toEqual(vertex.serviceAccount);
    expect(loadServiceAccount(JSON.stringify(vertex.serviceAccount))).toEqual(vertex.serviceAccount);
    expect(() => loadServiceAccount('{"client_email": "x"}')).toThrow(VertexAuthError);
  });

  it('exchanges a signed JWT for a token once, then reuses it until shortly before it expires', async () => {
    forgetVertexTokens();
    const before = vertex.tokensIssued();
    const first = await vertexAccessToken(config());
    const second = await vertexAccessToken(config());
    expect(second).toBe(first);
    expect(vertex.tokensIssued()).toBe(before + 1);
    const exchange = vertex.requests.findLast((r) => r.path === '/token');
    expect(new URLSearchParams(exchange?.body as string).get('grant_type')).toBe(
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    );
  });

  it('asks for a new token when the cached one has less than a minute left', async () => {
    forgetVertexTokens();
    vertex.setTokenSeconds(50);
    try {
      const before = vertex.tokensIssued();
      const first = await vertexAccessToken(config());
      const second = await vertexAccessToken(config());
      expect(second).not.toBe(first);
      expect(vertex.tokensIssued()).toBe(before + 2);
    } finally {
      vertex.setTokenSeconds(3599);
      forgetVertexTokens();
    }
  });

  it('refuses a key Google does not know, without retrying', async () => {
    forgetVertexTokens();
    const error = await vertexAccessToken(config({ serviceAccount: vertex.strangerAccount })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VertexAuthError);
    expect((error as Error).message).toBe(
      'Google refused the Vertex service account: invalid_grant: Invalid JWT Signature.',
    );
    expect((error as VertexAuthError).failure).toEqual({
      key: 'providerKey',
      detail: 'invalid_grant: Invalid JWT Signature.',
    });
  });

  it('starts predictLongRunning without a bucket, polls fetchPredictOperation and finishes the inline bytes', async () => {
    const operation = await startVertexVeo(config(), job({ aspectRatio: '9:16', resolution: '1080p', duration: 6 }));
    expect(operation).toMatch(
      /^projects\/vidloom-test\/locations\/us-central1\/publishers\/google\/models\/veo-3.1-fast-generate-001\/operations\/\d+$/,
    );
    const start = vertex.requests.findLast((r) => r.path.endsWith(':predictLongRunning'));
    expect(start?.path).toBe(
      '/v1/projects/vidloom-test/locations/us-central1/publishers/google/models/veo-3.1-fast-generate-001:predictLongRunning',
    );
    expect(start?.auth).toMatch(/^Bearer ya29\.fake-\d+$/);
    expect(start?.body).toEqual({
      instances: [{ prompt: 'a heron lifting off a lake' }],
      parameters: {
        aspectRatio: '9:16',
        resolution: '1080p',
        durationSeconds: 6,
        generateAudio: true,
        sampleCount: 1,
        personGeneration: 'allow_adult',
      },
    });
    const result = await finishVertexVeo(config(), job({ watermark: true }), operation, jobDir('inline'));
    const polls = vertex.requests.filter(
      (r) =>
        r.path.endsWith(':fetchPredictOperation') && (r.body as { operationName?: string }).operationName === operation,
    );
    expect(polls.length).toBeGreaterThanOrEqual(2);
    const media = await probeOwn(result.video);
    const source = await probeOwn(clip);
    expect(media).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: source.width, height: source.height });
    expect(Math.abs(media.duration - source.duration)).toBeLessThanOrEqual(0.1);
  });

  it('gets a new token when Google stops accepting the cached one', async () => {
    await vertexAccessToken(config());
    const before = vertex.tokensIssued();
    vertex.revokeTokens();
    await startVertexVeo(config(), job());
    expect(vertex.tokensIssued()).toBe(before + 1);
  });

  it('fails a safety-filtered result at once with the provider reason', async () => {
    const operation = await startVertexVeo(config(), job({ prompt: 'this one gets blocked' }));
    const error = await finishVertexVeo(config(), job(), operation, jobDir('blocked')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VertexRefusal);
    expect((error as Error).message).toBe(
      "The video was blocked by the provider's safety filters: Veo could not generate videos because the input prompt violates Vertex AI's usage guidelines.",
    );
    expect((error as VertexRefusal).failure).toMatchObject({ key: 'providerSafety' });
  });

  it("answers a model the project cannot use as a refusal with Vertex's message", async () => {
    const unknown = await expectRefusal(startVertexVeo(config({ model: 'veo-9-generate-001' }), job()), {
      key: 'providerRefused',
    });
    expect(unknown).toBeInstanceOf(VertexRefusal);
    await expectRefusal(startVertexVeo(config({ project: 'someone-else' }), job()), {
      message: 'Veo on Vertex AI refused the request: Permission denied on resource project someone-else.',
      key: 'providerKey',
      detail: 'Permission denied on resource project someone-else.',
    });
  });
});
