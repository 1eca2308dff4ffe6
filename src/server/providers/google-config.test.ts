import { generateKeyPairSync } from 'node:crypto';
import { parseServerEnv } from '@/env';
import { geminiOmniConfig, googleModelChecks, modelRoute, veoRoute, vertexAuthConfig } from './google-config';

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const account = JSON.stringify({
  client_email: 'sa@p.iam.gserviceaccount.com',
  private_key: privateKey,
  project_id: 'from-key',
});

describe('Google providers from the environment', () => {
  it('turns Gemini Omni on with the Gemini key alone, and Veo on the Gemini API off by default', () => {
    const env = parseServerEnv({ GEMINI_API_KEY: 'k' });
    expect(geminiOmniConfig(env)).toMatchObject({
      apiKey: 'k',
      base: 'https://generativelanguage.googleapis.com',
      model: 'gemini-omni-1.1-flash',
    });
    expect(veoRoute(env, 'quality')).toBeNull();
    expect(googleModelChecks(env).map((c) => [c.provider, c.remoteId])).toEqual([
      ['gemini-omni', 'gemini-omni-1.1-flash'],
    ]);
    expect(geminiOmniConfig(parseServerEnv({}))).toBeNull();
    expect(geminiOmniConfig(parseServerEnv({ GEMINI_API_KEY: 'k', GEMINI_OMNI_MODEL: '' }))).toBeNull();
  });

  it('serves SPEC Veo from Vertex when a service account is set, with the project from the key unless given', () => {
    const env = parseServerEnv({
      GEMINI_API_KEY: 'k',
      VEO_QUALITY_MODEL: 'veo-on-gemini',
      VERTEX_SERVICE_ACCOUNT_JSON: account,
    });
    expect(vertexAuthConfig(env)).toMatchObject({
      project: 'from-key',
      location: 'us-central1',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(veoRoute(env, 'quality')).toMatchObject({
      provider: 'vertex-veo',
      config: { model: 'veo-3.1-generate-001' },
    });
    expect(veoRoute(env, 'fast')).toMatchObject({
      provider: 'vertex-veo',
      config: { model: 'veo-3.1-fast-generate-001' },
    });
    expect(
      vertexAuthConfig(parseServerEnv({ VERTEX_SERVICE_ACCOUNT_JSON: account, VERTEX_PROJECT: 'mine' }))?.project,
    ).toBe('mine');
    expect(googleModelChecks(env).map((c) => c.provider)).toEqual(['gemini-omni', 'vertex-veo', 'vertex-veo']);
  });

  it('falls back to a Gemini-API Veo id when one is configured and Vertex is not', () => {
    const env = parseServerEnv({ GEMINI_API_KEY: 'k', VEO_FAST_MODEL: 'veo-on-gemini-fast' });
    expect(veoRoute(env, 'fast')).toMatchObject({ provider: 'veo', config: { model: 'veo-on-gemini-fast' } });
    expect(veoRoute(env, 'quality')).toBeNull();
  });

  it('routes each catalogue model: Omni to the Gemini key, SPEC Veo to veoRoute, base to nothing remote', () => {
    const env = parseServerEnv({
      GEMINI_API_KEY: 'k',
      VEO_FAST_MODEL: 'veo-on-gemini-fast',
      VERTEX_SERVICE_ACCOUNT_JSON: account,
    });
    expect(modelRoute(env, 'gemini-omni-flash')).toMatchObject({
      provider: 'gemini-omni',
      config: { model: 'gemini-omni-1.1-flash' },
    });
    expect(modelRoute(env, 'veo-3-fast')).toMatchObject({
      provider: 'vertex-veo',
      config: { model: 'veo-3.1-fast-generate-001' },
    });
    expect(modelRoute(env, 'veo-3-quality')).toMatchObject({
      provider: 'vertex-veo',
      config: { model: 'veo-3.1-generate-001' },
    });
    expect(modelRoute(env, 'base')).toBeNull();
    expect(modelRoute(parseServerEnv({}), 'gemini-omni-flash')).toBeNull();
  });
});
