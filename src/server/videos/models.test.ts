import { SHIPPED_MODELS } from '@/lib/catalogue';
import { setCatalogue } from '@/lib/models';

// Google's answers, per remote id, as the monitor would hold them (google-monitor.ts).
const answers = new Map<
  string,
  { available: false; reason: string; code: 'retired' | 'forbidden'; retiredOn?: string }
>();
vi.mock('@/server/providers/google-monitor', () => ({
  googleUnavailable: (_provider: string, remoteId: string) => answers.get(remoteId) ?? null,
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
    'FAL_KEY',
    'REPLICATE_API_TOKEN',
    'COMFYUI_URL',
    'COMFYUI_WORKFLOWS_DIR',
  ])
    delete process.env[key];
  Object.assign(process.env, env);
  return import('./models');
}

// What the bootstrap sets in a server process (src/main/bootstrap.ts): the shipped catalogue.
beforeAll(() => setCatalogue(SHIPPED_MODELS));
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
    // The price is public; how a hosted provider is called (its input map, its timeout) is not.
    expect(models.every((m) => 'pricing' in m && !('remote' in m) && !('docs' in m))).toBe(true);
    // Every hosted model is off, and not even named as served by anything.
    for (const model of models.filter((m) => ['fal', 'replicate', 'comfyui'].includes(m.provider)))
      expect(model, model.id).toMatchObject({ available: false, reason: 'not-configured', servedBy: null });
  });

  it('with a fal key and a ComfyUI server: their models are available, with what serves each; Replicate stays off', async () => {
    const { listModels } = await load({ FAL_KEY: 'fal-key', COMFYUI_URL: 'http://gpu.internal:8188' });
    const models = listModels();
    const of = (provider: string) => models.filter((m) => m.provider === provider);
    expect(of('fal').length).toBeGreaterThan(0);
    for (const model of [...of('fal'), ...of('comfyui')])
      expect(model, model.id).toMatchObject({ available: true, servedBy: { provider: model.provider } });
    expect(of('comfyui').find((m) => m.id === 'comfyui-wan2.2-ti2v-5b')).toMatchObject({
      servedBy: { provider: 'comfyui', label: 'ComfyUI', remoteId: 'wan2.2-ti2v-5b-t2v' },
      inputs: ['text', 'images'],
      maxImages: 1,
    });
    for (const model of of('replicate'))
      expect(model, model.id).toMatchObject({ available: false, reason: 'not-configured' });
  });

  it("greys a ComfyUI model whose workflow is missing from the shipped and the operator's folders, saying which", async () => {
    const own = { ...SHIPPED_MODELS.find((m) => m.id === 'comfyui-ltxv')!, id: 'comfyui-mine' };
    setCatalogue([...SHIPPED_MODELS, { ...own, remote: { ...own.remote!, text: 'not-a-workflow', image: undefined } }]);
    try {
      const { listModels } = await load({ COMFYUI_URL: 'http://gpu.internal:8188' });
      expect(listModels().find((m) => m.id === 'comfyui-mine')).toMatchObject({
        available: false,
        reason: 'not-found',
        reasonText: 'ComfyUI workflow not-a-workflow not found',
      });
    } finally {
      setCatalogue(SHIPPED_MODELS);
    }
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

describe('offeredModels (what the home page and the help count and describe)', () => {
  it('counts base alone on a server connected to nothing', async () => {
    const { offeredModels } = await load({});
    expect(offeredModels()).toEqual(['base']);
  });

  it('adds the models a connection makes available, and not those still off', async () => {
    const fal = SHIPPED_MODELS.filter((model) => model.provider === 'fal').length;
    expect(fal).toBeGreaterThan(0);
    const withFal = await load({ FAL_KEY: 'fal-key' });
    expect(withFal.offeredModels()).toHaveLength(1 + fal);
    // A Gemini key serves Gemini Omni Flash; Veo waits for an id of its own.
    const withGemini = await load({ GEMINI_API_KEY: 'k' });
    expect([...withGemini.offeredModels()].sort()).toEqual(['base', 'gemini-omni-flash']);
  });

  it('leaves out a model its provider says is gone', async () => {
    answers.set('gemini-omni-flash-preview', { available: false, code: 'retired', reason: 'Retired' });
    const { offeredModels } = await load({ GEMINI_API_KEY: 'k', GEMINI_OMNI_MODEL: 'gemini-omni-flash-preview' });
    expect(offeredModels()).toEqual(['base']);
  });
});
