import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '../../../tests/support/fake-gemini';
import { type FakeVertex, startFakeVertex } from '../../../tests/support/fake-vertex';
import { checkGeminiModel, checkVertexModel, type ModelAvailability } from './google-models';
import { forgetVertexTokens, type VertexAuthConfig } from './vertex-veo';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-models-'));
let gemini: FakeGemini;
let vertex: FakeVertex;

beforeAll(async () => {
  // The model checks never download a video: any file will do.
  const file = path.join(root, 'unused.mp4');
  fs.writeFileSync(file, 'x');
  gemini = await startFakeGemini(file, {
    liveModels: ['gemini-omni-1.1-flash'],
    retiredModels: ['veo-3.1-generate-preview'],
  });
  vertex = await startFakeVertex(file, {
    liveModels: ['veo-3.1-generate-001'],
    forbiddenModels: ['veo-3.1-fast-generate-001'],
  });
});
afterAll(async () => {
  await gemini?.close();
  await vertex?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const geminiConfig = () => ({ apiKey: 'test-gemini-key', base: gemini.url });
const vertexConfig = (overrides: Partial<VertexAuthConfig> = {}): VertexAuthConfig => ({
  project: 'vidloom-test',
  location: 'us-central1',
  serviceAccount: vertex.serviceAccount,
  apiBase: vertex.url,
  tokenUrl: vertex.tokenUrl,
  retryBaseMs: 10,
  ...overrides,
});

describe('checkGeminiModel', { timeout: 30_000 }, () => {
  it('finds a live model', async () => {
    expect(await checkGeminiModel(geminiConfig(), 'gemini-omni-1.1-flash')).toEqual({ available: true });
    expect(gemini.requests.findLast((r) => r.path === '/v1beta/models/gemini-omni-1.1-flash')?.key).toBe(
      'test-gemini-key',
    );
  });

  it("reports a retired id with the shutdown date Google announced and Google's 404 message", async () => {
    expect(await checkGeminiModel(geminiConfig(), 'veo-3.1-generate-preview')).toEqual({
      available: false,
      code: 'retired',
      retiredOn: '2026-10-22',
      reason:
        'Retired by Google on 2026-10-22 (replacement: gemini-omni-1.1-flash): models/veo-3.1-generate-preview is no longer available. Please migrate to a newer model.',
      said: 'models/veo-3.1-generate-preview is no longer available. Please migrate to a newer model.',
    });
  });

  it('reports an unknown id (such as a Vertex id on the Gemini API) as not served', async () => {
    const answer = await checkGeminiModel(geminiConfig(), 'veo-3.1-generate-001');
    expect(answer).toMatchObject({ available: false, code: 'not_found' });
    expect((answer as { reason: string }).reason).toContain('models/veo-3.1-generate-001 is not found');
  });

  it('reports a refused key', async () => {
    expect(await checkGeminiModel({ ...geminiConfig(), apiKey: 'wrong' }, 'gemini-omni-1.1-flash')).toEqual({
      available: false,
      code: 'unauthorized',
      reason: 'The Gemini API key was refused: API key not valid. Please pass a valid API key.',
      said: 'API key not valid. Please pass a valid API key.',
    });
  });

  it('keeps the last known answer when Google cannot be reached, and says unknown the first time', async () => {
    const closed = { apiKey: 'test-gemini-key', base: 'http://127.0.0.1:9' };
    const previous: ModelAvailability = { available: true };
    expect(await checkGeminiModel(closed, 'gemini-omni-1.1-flash', previous)).toBe(previous);
    expect(await checkGeminiModel(closed, 'gemini-omni-1.1-flash')).toMatchObject({
      available: false,
      code: 'unknown',
    });
  });
});

describe('checkVertexModel', { timeout: 30_000 }, () => {
  it("finds a live publisher model with the service account's token", async () => {
    expect(await checkVertexModel(vertexConfig(), 'veo-3.1-generate-001')).toEqual({ available: true });
    expect(
      vertex.requests.findLast((r) => r.path === '/v1/publishers/google/models/veo-3.1-generate-001')?.auth,
    ).toMatch(/^Bearer /);
  });

  it("reports a model the project may not use as not enabled, with Vertex's message", async () => {
    expect(await checkVertexModel(vertexConfig(), 'veo-3.1-fast-generate-001')).toEqual({
      available: false,
      code: 'forbidden',
      reason:
        'Not enabled for this project (vidloom-test): Vertex AI API has not been used in project vidloom-test before or it is disabled. Enable it by visiting the console, then retry.',
      said: 'Vertex AI API has not been used in project vidloom-test before or it is disabled. Enable it by visiting the console, then retry.',
    });
  });

  it('reports a retired or unknown id as not served', async () => {
    expect(await checkVertexModel(vertexConfig(), 'veo-3.0-generate-001')).toMatchObject({
      available: false,
      code: 'retired',
      retiredOn: '2026-06-30',
    });
    expect(await checkVertexModel(vertexConfig(), 'veo-9-generate-001')).toMatchObject({
      available: false,
      code: 'not_found',
    });
  });

  it('reports a service account Google refuses', async () => {
    forgetVertexTokens();
    expect(
      await checkVertexModel(vertexConfig({ serviceAccount: vertex.strangerAccount }), 'veo-3.1-generate-001'),
    ).toEqual({
      available: false,
      code: 'unauthorized',
      reason: 'Google refused the Vertex service account: invalid_grant: Invalid JWT Signature.',
      said: 'invalid_grant: Invalid JWT Signature.',
    });
    forgetVertexTokens();
  });
});
