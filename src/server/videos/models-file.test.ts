import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORE_MODELS, type ModelEntry } from '@/lib/models';
import { applyModelsFile, ModelsFileError } from './models-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-models-file-'));
let counter = 0;
function file(content: unknown): string {
  const out = path.join(dir, `models-${counter++}.json`);
  fs.writeFileSync(out, typeof content === 'string' ? content : JSON.stringify(content));
  return out;
}

/** A whole hosted row, as an operator would add one. */
const ownFlow = {
  id: 'comfyui-my-flow',
  name: 'My Flow',
  provider: 'comfyui',
  isNew: true,
  isPro: false,
  isFree: false,
  modes: ['generate'],
  qualities: ['540p', '720p'],
  durations: [5],
  aspectRatios: ['16:9', '9:16'],
  minPlan: 'basic',
  pricing: { kind: 'per-second', credits: { '540p': 1, '720p': 2 } },
  remote: { text: 'my-flow', timeoutSeconds: 900 },
};

/** A shipped hosted row to patch and remove (the shipped list changes; the test brings its own). */
const shippedHosted: ModelEntry = {
  ...(ownFlow as unknown as ModelEntry),
  id: 'fal-sample',
  provider: 'fal',
  name: 'Sample',
};
const shipped = [...CORE_MODELS, shippedHosted];

function expectError(content: unknown, detail: string) {
  const target = file(content);
  let caught: unknown;
  try {
    applyModelsFile(target, shipped);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ModelsFileError);
  expect((caught as Error).message).toBe(`MODELS_FILE ${target}: ${detail}`);
}

describe('MODELS_FILE', () => {
  it('adds a whole row, re-prices a known model and removes another, leaving the rest as shipped', () => {
    const models = applyModelsFile(
      file({
        models: [
          ownFlow,
          { id: 'veo-3-fast', pricing: { kind: 'flat', credits: 25 } },
          { id: 'fal-sample', remove: true },
        ],
      }),
      shipped,
    );
    expect(models.map((model) => model.id)).toEqual([...CORE_MODELS.map((model) => model.id), 'comfyui-my-flow']);
    expect(models.find((model) => model.id === 'veo-3-fast')).toEqual({
      ...CORE_MODELS.find((model) => model.id === 'veo-3-fast'),
      pricing: { kind: 'flat', credits: 25 },
    });
    expect(models.find((model) => model.id === 'comfyui-my-flow')).toMatchObject({
      minPlan: 'basic',
      remote: { text: 'my-flow', timeoutSeconds: 900 },
    });
  });

  it('drops a shipped price check when the file re-prices the row without its own, and keeps one it gives', () => {
    const omni = CORE_MODELS.find((model) => model.id === 'gemini-omni-flash')!;
    expect(omni.priceCheck).toMatchObject({
      confirmed: false,
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const own = { confirmed: true, checkedOn: '2026-12-01', source: 'https://example.com/our-invoice' };
    const models = applyModelsFile(
      file({
        models: [
          { id: 'gemini-omni-flash', pricing: { kind: 'per-second', credits: 12 } },
          { id: 'fal-sample', pricing: { kind: 'per-second', credits: 3 }, priceCheck: own },
        ],
      }),
      [...shipped.filter((model) => model.id !== 'fal-sample'), { ...shippedHosted, priceCheck: omni.priceCheck }],
    );
    expect(models.find((model) => model.id === 'gemini-omni-flash')).not.toHaveProperty('priceCheck');
    expect(models.find((model) => model.id === 'fal-sample')?.priceCheck).toEqual(own);
    // A change that leaves the price alone keeps the check.
    const renamed = applyModelsFile(file({ models: [{ id: 'gemini-omni-flash', name: 'Omni' }] }), shipped);
    expect(renamed.find((model) => model.id === 'gemini-omni-flash')?.priceCheck).toEqual(omni.priceCheck);
    expectError(
      { models: [{ id: 'fal-sample', priceCheck: { confirmed: 'yes', checkedOn: '2026-12-01', source: 'x' } }] },
      'models[0].priceCheck.confirmed: Invalid input: expected boolean, received string',
    );
  });

  it('stops at a file that is not there or not JSON, naming the file', () => {
    const missing = path.join(dir, 'nope.json');
    expect(() => applyModelsFile(missing, shipped)).toThrow(`MODELS_FILE ${missing}: cannot be read (ENOENT)`);
    expect(() => applyModelsFile(file('{"models": ['), shipped)).toThrow(ModelsFileError);
    expectError([], 'top level: Invalid input: expected object, received array');
  });

  it('names the entry and the field at fault', () => {
    expectError(
      { models: [ownFlow, { ...ownFlow, id: 'comfyui-other', pricing: { kind: 'per-second', credits: -1 } }] },
      'models[1].pricing.credits: Too small: expected number to be >0',
    );
    expectError({ models: [{ ...ownFlow, durations: [7] }] }, 'models[0].durations[0]: Invalid input');
    expectError(
      { models: [{ ...ownFlow, remote: undefined }] },
      'models[0].remote: a comfyui model needs its `remote` spec',
    );
    expectError(
      { models: [{ ...ownFlow, pricing: { kind: 'per-second', credits: { '540p': 1 } } }] },
      'models[0].pricing.credits: has no price for 720p',
    );
    expectError(
      { models: [{ ...ownFlow, modes: ['generate', 'sound'] }] },
      'models[0].modes: a hosted model makes `generate` videos only',
    );
    expectError({ models: [{ ...ownFlow, colour: 'red' }] }, 'models[0]: Unrecognized key: "colour"');
    expectError({ models: [{ id: 'veo-3-fast', provider: 'fal' }] }, 'models[0]: Unrecognized key: "provider"');
  });

  it('refuses a model named twice, an unknown model to remove, and removing base', () => {
    expectError({ models: [ownFlow, ownFlow] }, 'models[1].id: comfyui-my-flow is named twice');
    expectError({ models: [{ id: 'fal-gone', remove: true }] }, 'models[0].id: no model fal-gone to remove');
    expectError(
      { models: [{ id: 'base', remove: true }] },
      'models[0]: base cannot be removed (every mode but generate runs on it)',
    );
  });

  it('keeps a patched row whole: a change that breaks it is refused', () => {
    expectError(
      { models: [{ id: 'fal-sample', qualities: ['360p', '540p', '720p'] }] },
      'models[0].pricing.credits: has no price for 360p',
    );
  });
});
