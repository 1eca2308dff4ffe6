import type { ModelRoute } from '@/server/google/google-providers';

// Google's answers, per remote id, as the monitor would hold them (model-availability.ts).
const answers = new Map<
  string,
  { available: false; reason: string; code: 'retired' | 'forbidden'; retiredOn?: string }
>();
vi.mock('@/server/google/model-availability', () => ({
  routeUnavailable: (route: ModelRoute) => answers.get(route.config.model) ?? null,
}));

async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const key of [
    'GEMINI_API_KEY',
    'GEMINI_OMNI_MODEL',
    'VEO_QUALITY_MODEL',
    'VEO_FAST_MODEL',
    'VERTEX_SERVICE_ACCOUNT_JSON',
    'VERTEX_PROJECT',
  ])
    delete process.env[key];
  Object.assign(process.env, env);
  return import('./models');
}

afterEach(() => answers.clear());

describe('listModels', () => {
  it('without Google keys: base runs locally, every remote model is not-configured with nothing serving it', async () => {
    const { listModels } = await load({});
    const models = listModels();
    expect(models.find((m) => m.id === 'base')).toMatchObject({ available: true, servedBy: { provider: 'local' } });
    for (const id of ['veo-3-quality', 'veo-3-fast', 'gemini-omni-flash'])
      expect(models.find((m) => m.id === id)).toMatchObject({
        available: false,
        reason: 'not-configured',
        servedBy: null,
      });
    expect(models.every((m) => !('pricing' in m))).toBe(true);
  });

  it('with a Gemini key alone: Gemini Omni Flash is served, Veo stays off (no Gemini-API Veo id by default)', async () => {
    const { listModels } = await load({ GEMINI_API_KEY: 'k' });
    const models = listModels();
    expect(models.find((m) => m.id === 'gemini-omni-flash')).toMatchObject({
      available: true,
      provider: 'gemini-omni',
      servedBy: { provider: 'gemini-omni', remoteId: 'gemini-omni-1.1-flash', label: 'Gemini Omni Flash' },
    });
    expect(models.find((m) => m.id === 'veo-3-fast')).toMatchObject({ available: false, reason: 'not-configured' });
  });

  it('reports what Google said about a retired id, with its date and words', async () => {
    answers.set('gemini-omni-flash-preview', {
      available: false,
      code: 'retired',
      retiredOn: '2026-09-30',
      reason: 'Retired by Google on 2026-09-30',
    });
    const { listModels, modelUnavailableReason } = await load({
      GEMINI_API_KEY: 'k',
      GEMINI_OMNI_MODEL: 'gemini-omni-flash-preview',
      VEO_FAST_MODEL: 'veo-fast-id',
    });
    expect(listModels().find((m) => m.id === 'gemini-omni-flash')).toMatchObject({
      available: false,
      reason: 'retired',
      retiredOn: '2026-09-30',
      reasonText: 'Retired by Google on 2026-09-30',
    });
    expect(modelUnavailableReason('gemini-omni-flash')).toBe('retired');
    expect(listModels().find((m) => m.id === 'veo-3-fast')).toMatchObject({
      available: true,
      servedBy: { provider: 'veo', remoteId: 'veo-fast-id', label: 'Veo via the Gemini API' },
    });
  });
});
