import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMFYUI_MODELS } from '@/lib/catalogue/comfyui';
import { type FakeComfyUI, startComfyUIFake } from '../../../tests/support/fake-comfyui';
import { hostedRequest } from '../../../tests/support/fake-hosted';
import { expectRefusal } from '../../../tests/support/failures';
import { expectSmallClip, makeRemoteClip, SMALL_CLIP } from '../../../tests/support/remote-clips';
import { NonRetryableError } from '../errors';
import { probeOwn } from '../ffmpeg';
import {
  type ComfyUIConfig,
  type ComfyWorkflow,
  comfyuiApi,
  fillWorkflow,
  jobPlaceholders,
  loadWorkflows,
} from './comfyui';
import { type HostedRequest, hostedJob } from './hosted-input';
import type { HostedImage } from './hosted-types';

const SHIPPED = fileURLToPath(new URL('../../../workflows/comfyui', import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-comfyui-'));
const wan = COMFYUI_MODELS.find((model) => model.id === 'comfyui-wan2.2-ti2v-5b')!;
const ltxv = COMFYUI_MODELS.find((model) => model.id === 'comfyui-ltxv')!;
const workflows = loadWorkflows([SHIPPED]);
let clip: string;
let image: HostedImage;
let comfy: FakeComfyUI;
let guarded: FakeComfyUI;

beforeAll(async () => {
  // What SaveVideo hands back: an H.264 MP4 without sound (CreateVideo had no audio).
  clip = await makeRemoteClip({ ...SMALL_CLIP, audio: false });
  const png = path.join(root, 'first.png');
  fs.writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));
  image = { file: png, mimeType: 'image/png', width: 1, height: 1 };
  comfy = await startComfyUIFake(clip);
  guarded = await startComfyUIFake(clip, { token: 'proxy-secret' });
});
afterAll(async () => {
  await comfy?.close();
  await guarded?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const config = (fake: FakeComfyUI, overrides: Partial<ComfyUIConfig> = {}): ComfyUIConfig => ({
  url: fake.url,
  workflows,
  pollMs: 20,
  retryBaseMs: 10,
  ...overrides,
});
const request = (overrides: Partial<HostedRequest> = {}) =>
  hostedRequest({ prompt: 'a paper boat drifting on a pond at dawn', seed: 4242, ...overrides });

function jobDir(name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  return dir;
}

function template(name: string): ComfyWorkflow {
  return structuredClone(workflows.get(name)!);
}

const prompts = (fake: FakeComfyUI) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/prompt');

describe('comfyui provider against the ComfyUI server API', { timeout: 60_000 }, () => {
  it('queues the Wan 2.2 text workflow with every placeholder filled, typed where ComfyUI wants numbers', async () => {
    const job = hostedJob(wan, request({ negativePrompt: 'text, watermark' }));
    await comfyuiApi.start(config(comfy), job);
    const expected = template('wan2.2-ti2v-5b-t2v');
    expected['5']!.inputs.text = 'a paper boat drifting on a pond at dawn';
    expected['6']!.inputs.text = (expected['6']!.inputs.text as string).replace(
      '{{negative_prompt}}',
      'text, watermark',
    );
    Object.assign(expected['7']!.inputs, { width: 1280, height: 704, length: 121 });
    expected['8']!.inputs.seed = 4242;
    expected['10']!.inputs.fps = 24;
    expect(prompts(comfy).at(-1)?.body).toEqual({ prompt: expected, client_id: 'vidloom' });
    expect(JSON.stringify(prompts(comfy).at(-1)?.body)).not.toContain('{{');
    expect(comfy.requests.some((r) => r.path === '/upload/image')).toBe(false);
  });

  it('uploads the first image as multipart into the input folder and puts its name in LoadImage', async () => {
    const job = hostedJob(ltxv, request({ image, quality: '540p', aspectRatio: '9:16', duration: 8 }));
    await comfyuiApi.start(config(comfy), job);
    const upload = comfy.requests.findLast((r) => r.path === '/upload/image');
    const sent = upload?.body as {
      fields: Record<string, string>;
      image: { filename: string; type: string; bytes: Buffer };
    };
    expect(sent.fields).toEqual({ type: 'input', overwrite: 'true' });
    expect(sent.image.filename).toMatch(/^vidloom-[0-9a-f]{16}\.png$/);
    expect(sent.image.type).toBe('image/png');
    expect(sent.image.bytes.equals(fs.readFileSync(image.file))).toBe(true);
    const { prompt } = prompts(comfy).at(-1)!.body as { prompt: ComfyWorkflow };
    expect(prompt['13']).toMatchObject({ class_type: 'LoadImage', inputs: { image: sent.image.filename } });
    // LTX-Video: 544×960 for 540p portrait (multiples of 32) and 8k+1 frames for 8 s at 24 fps.
    expect(prompt['5']).toMatchObject({
      class_type: 'LTXVImgToVideo',
      inputs: { width: 544, height: 960, length: 193, image: ['13', 0] },
    });
    expect(prompt['6']!.inputs.frame_rate).toBe(24);
    expect(prompt['9']!.inputs.noise_seed).toBe(4242);
  });

  it('polls the history until the prompt has run, downloads the saved MP4 with /view and finishes it', async () => {
    const job = hostedJob(wan, request({ quality: '540p' }));
    const id = await comfyuiApi.start(config(comfy), job);
    const result = await comfyuiApi.finish(config(comfy), job, id, jobDir('success'));
    expect(comfy.requests.filter((r) => r.path === `/history/${id}`).length).toBeGreaterThanOrEqual(2);
    const view = comfy.requests.findLast((r) => r.path.startsWith('/view?'));
    const query = new URL(view!.path, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      filename: expect.stringMatching(/^ComfyUI_\d{5}_\.mp4$/),
      subfolder: 'vidloom',
      type: 'output',
    });
    await expectSmallClip(result.video, 0.1);
    expect(fs.statSync(result.cover).size).toBeGreaterThan(0);
  });

  it('sends the proxy token as a bearer header, and a refused token is a refusal that never shows it', async () => {
    const job = hostedJob(wan, request());
    for (const token of [undefined, 'wrong-token']) {
      const error = await comfyuiApi.start(config(guarded, { token }), job).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NonRetryableError);
      expect((error as Error).message).toContain('refused the request (401)');
      expect((error as Error).message).not.toContain('proxy-secret');
      expect((error as Error).message).not.toContain('wrong-token');
      expect((error as NonRetryableError).failure).toEqual({ key: 'providerKey' });
    }
    const id = await comfyuiApi.start(config(guarded, { token: 'proxy-secret' }), job);
    await comfyuiApi.finish(config(guarded, { token: 'proxy-secret' }), job, id, jobDir('token'));
    const authorised = guarded.requests.filter((r) => r.auth === 'Bearer proxy-secret');
    expect(authorised.map((r) => r.path.split('?')[0])).toEqual(
      expect.arrayContaining(['/prompt', `/history/${id}`, '/view']),
    );
  });

  it('refuses an unknown workflow, a model file the server lacks and a node class it does not have', async () => {
    const job = hostedJob(wan, request());
    await expectRefusal(comfyuiApi.start(config(comfy), { ...job, remoteModel: 'wan9-t2v' }), {
      message: 'There is no ComfyUI workflow named wan9-t2v on this server',
      key: 'modelSetup',
    });

    const bare = await startComfyUIFake(clip, {
      models: ['umt5_xxl_fp8_e4m3fn_scaled.safetensors', 'wan2.2_vae.safetensors'],
    });
    try {
      const before = bare.submitted();
      const refusal =
        'Prompt outputs failed validation: UNETLoader #1: Value not in list: ' +
        "unet_name: 'wan2.2_ti2v_5B_fp16.safetensors' not in ['umt5_xxl_fp8_e4m3fn_scaled.safetensors', 'wan2.2_vae.safetensors']";
      await expectRefusal(comfyuiApi.start(config(bare), job), {
        message: `ComfyUI refused the workflow wan2.2-ti2v-5b-t2v: ${refusal}`,
        key: 'providerRefused',
        detail: refusal,
      });
      expect(bare.submitted()).toBe(before);
    } finally {
      await bare.close();
    }

    const custom = template('wan2.2-ti2v-5b-t2v');
    custom['4'] = { class_type: 'ModelSamplingWan9', inputs: { model: ['1', 0], shift: 8 } };
    await expectRefusal(comfyuiApi.start(config(comfy, { workflows: () => custom }), job), {
      message:
        "ComfyUI refused the workflow wan2.2-ti2v-5b-t2v: Cannot execute because node ModelSamplingWan9 does not exist. (Node ID '#4')",
      key: 'providerRefused',
    });
  });

  it('waits and tries again when the proxy answers 503, then succeeds with one queued prompt', async () => {
    const job = hostedJob(ltxv, request({ prompt: 'a busy market street at dusk', quality: '360p' }));
    const attempts = prompts(comfy).length;
    const queued = comfy.submitted();
    const id = await comfyuiApi.start(config(comfy), job);
    expect(prompts(comfy).length - attempts).toBe(2);
    expect(comfy.submitted() - queued).toBe(1);
    const result = await comfyuiApi.finish(config(comfy), job, id, jobDir('busy'));
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it("fails a run that ended in an execution_error with the node's exception message", async () => {
    const job = hostedJob(wan, request({ prompt: 'a storm that fails to render' }));
    const id = await comfyuiApi.start(config(comfy), job);
    const error = await comfyuiApi.finish(config(comfy), job, id, jobDir('fails')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
    expect((error as Error).message).toMatch(
      /^ComfyUI could not make this video: CUDA out of memory\. Tried to allocate 2\.50 GiB\..* This error means you ran out of memory on your GPU\..*\(in KSampler\)$/,
    );
    expect((error as NonRetryableError).failure).toMatchObject({
      key: 'providerFailed',
      detail: expect.stringMatching(/^CUDA out of memory\..*\(in KSampler\)$/),
    });
  });

  it("reports a safety checker node's refusal as a safety block", async () => {
    const job = hostedJob(wan, request({ prompt: 'something that gets blocked' }));
    const id = await comfyuiApi.start(config(comfy), job);
    const reason = 'Safety check failed: NSFW content detected in the generated frames, output blocked';
    await expectRefusal(comfyuiApi.finish(config(comfy), job, id, jobDir('blocked')), {
      message: `The video was blocked by the provider's safety filters: ${reason}`,
      key: 'providerSafety',
      detail: reason,
    });
  });

  it('resumes a kept prompt id without queueing again (a retry does not run the GPU twice)', async () => {
    const job = hostedJob(wan, request({ prompt: 'a lighthouse in fog' }));
    const id = await comfyuiApi.start(config(comfy), job);
    const queued = comfy.submitted();
    const stop = new AbortController();
    stop.abort(new Error('worker stopping'));
    await expect(comfyuiApi.finish(config(comfy), job, id, jobDir('resume-1'), stop.signal)).rejects.toThrow(
      'worker stopping',
    );
    const result = await comfyuiApi.finish(config(comfy), job, id, jobDir('resume-2'));
    expect(comfy.submitted()).toBe(queued);
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
  });

  it('cancels a waiting prompt by deleting it from the queue, and a running one with a targeted interrupt', async () => {
    const job = hostedJob(wan, request({ prompt: 'a slow sunrise over the hills' }));
    const waiting = await comfyuiApi.start(config(comfy), job);
    await comfyuiApi.cancel(config(comfy), waiting);
    expect(comfy.cancelled).toContain(waiting);
    expect(comfy.requests.findLast((r) => r.path === '/queue' && r.method === 'POST')?.body).toEqual({
      delete: [waiting],
    });
    // Gone from the queue and never run: finishing it again fails instead of waiting for ever.
    await expectRefusal(comfyuiApi.finish(config(comfy), job, waiting, jobDir('deleted')), {
      message: 'ComfyUI no longer has this prompt: it was removed from the queue or the server restarted',
      key: 'providerLost',
    });

    const running = await comfyuiApi.start(config(comfy), job);
    await fetch(`${comfy.url}/history/${running}`); // the fake starts running a prompt once it is polled
    await comfyuiApi.cancel(config(comfy), running);
    expect(comfy.cancelled).toContain(running);
    expect(comfy.requests.findLast((r) => r.path === '/interrupt')?.body).toEqual({ prompt_id: running });
    await expectRefusal(comfyuiApi.finish(config(comfy), job, running, jobDir('interrupted')), {
      message: 'ComfyUI stopped this video before it was done (interrupted on the server)',
      key: 'providerStopped',
    });
    // Cancelling never throws, even for a server that is not there.
    await expect(comfyuiApi.cancel(config(comfy, { url: 'http://127.0.0.1:9', retries: 0 }), 'x')).resolves.toBe(
      undefined,
    );
  });

  it('keeps reading the history through 503s from the proxy while the GPU runs on, until the deadline', async () => {
    const job = hostedJob(ltxv, request({ prompt: 'a glitchy neon street' }));
    // No retries of its own: only the deadline-bound polling can get past the failed reads.
    const strict = config(comfy, { retries: 0 });
    const id = await comfyuiApi.start(strict, job);
    const result = await comfyuiApi.finish(strict, job, id, jobDir('glitchy'), new AbortController().signal);
    expect((await probeOwn(result.video)).videoCodec).toBe('h264');
    expect(comfy.requests.filter((r) => r.path === `/history/${id}`).length).toBeGreaterThanOrEqual(4);
    expect(comfy.cancelled).not.toContain(id);
  });

  it("ends the wait when the job's signal fires (its deadline: the worker then cancels the prompt)", async () => {
    const job = hostedJob(ltxv, request({ prompt: 'a slow glacier' }));
    const id = await comfyuiApi.start(config(comfy), job);
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new Error('deadline reached')), 150);
    await expect(comfyuiApi.finish(config(comfy), job, id, jobDir('deadline'), deadline.signal)).rejects.toThrow(
      'deadline reached',
    );
  });

  it('refuses a workflow that saves WEBM, since finishing reads MP4 only', async () => {
    const webm = template('wan2.2-ti2v-5b-t2v');
    webm['11'] = {
      class_type: 'SaveWEBM',
      inputs: { images: ['9', 0], filename_prefix: 'vidloom/webm', codec: 'vp9', fps: 24, crf: 32 },
    };
    delete webm['10'];
    const job = hostedJob(wan, request());
    const id = await comfyuiApi.start(config(comfy, { workflows: new Map([[job.remoteModel, webm]]) }), job);
    await expect(comfyuiApi.finish(config(comfy), job, id, jobDir('webm'))).rejects.toThrow(
      /^The ComfyUI workflow wan2\.2-ti2v-5b-t2v saved ComfyUI_\d{5}_\.webm; Vidloom reads MP4 only/,
    );
  });

  it('refuses an image for a text workflow and a text request for an image workflow before calling ComfyUI', async () => {
    const before = comfy.requests.length;
    const text = hostedJob(wan, request());
    await expectRefusal(comfyuiApi.start(config(comfy), { ...text, image }), {
      message: 'The ComfyUI workflow wan2.2-ti2v-5b-t2v takes no image (it has no {{image}})',
      key: 'modelSetup',
    });
    await expectRefusal(comfyuiApi.start(config(comfy), { ...text, remoteModel: 'wan2.2-ti2v-5b-i2v' }), {
      message: 'The ComfyUI workflow wan2.2-ti2v-5b-i2v needs an image ({{image}}) and this request has none',
      key: 'modelSetup',
    });
    expect(comfy.requests.length).toBe(before);
  });

  it('the fake refuses what ComfyUI refuses: a required input missing, a number left as a placeholder', async () => {
    const graph = template('ltxv-t2v');
    delete graph['3']!.inputs.text;
    const res = await fetch(`${comfy.url}/prompt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: graph, client_id: 'test' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { type: string }; node_errors: Record<string, unknown> };
    expect(body.error.type).toBe('prompt_outputs_failed_validation');
    expect(body.node_errors['3']).toMatchObject({
      class_type: 'CLIPTextEncode',
      errors: [{ type: 'required_input_missing', message: 'Required input is missing', details: 'text' }],
    });
    expect(body.node_errors['9']).toMatchObject({
      class_type: 'SamplerCustom',
      errors: [{ type: 'invalid_input_type', extra_info: { input_name: 'noise_seed', received_value: '{{seed}}' } }],
    });
  });
});

describe('comfyui workflows', () => {
  it('loads the shipped workflows, all in the API format, the image ones (only) taking {{image}}', () => {
    expect([...workflows.keys()].sort()).toEqual(['ltxv-i2v', 'ltxv-t2v', 'wan2.2-ti2v-5b-i2v', 'wan2.2-ti2v-5b-t2v']);
    for (const model of COMFYUI_MODELS) {
      expect(JSON.stringify(workflows.get(model.remote!.text!))).not.toContain('{{image}}');
      expect(JSON.stringify(workflows.get(model.remote!.image!))).toContain('{{image}}');
    }
  });

  it('lets a later directory replace a workflow of the same name, and names a bad file', () => {
    const mine = jobDir('workflows-mine');
    const own = { '1': { class_type: 'SaveVideo', inputs: { filename_prefix: 'x' } } };
    fs.writeFileSync(path.join(mine, 'ltxv-t2v.json'), JSON.stringify(own));
    fs.writeFileSync(path.join(mine, 'notes.txt'), 'not a workflow');
    const loaded = loadWorkflows([SHIPPED, mine]);
    expect(loaded.get('ltxv-t2v')).toEqual(own);
    expect(loaded.get('ltxv-i2v')).toEqual(workflows.get('ltxv-i2v'));
    expect(loadWorkflows([mine, SHIPPED]).get('ltxv-t2v')).toEqual(workflows.get('ltxv-t2v'));

    const broken = jobDir('workflows-broken');
    fs.writeFileSync(path.join(broken, 'half.json'), '{"1": {"class_type": ');
    expect(() => loadWorkflows([SHIPPED, broken])).toThrow(
      new RegExp(`^ComfyUI workflow ${path.join(broken, 'half.json')} is not valid JSON`),
    );

    const editor = jobDir('workflows-editor');
    fs.writeFileSync(path.join(editor, 'ui.json'), JSON.stringify({ nodes: [], links: [] }));
    expect(() => loadWorkflows([editor])).toThrow(
      `ComfyUI workflow ${path.join(editor, 'ui.json')} is in the editor's format`,
    );

    const shapeless = jobDir('workflows-shapeless');
    fs.writeFileSync(path.join(shapeless, 'odd.json'), JSON.stringify({ '1': { class_type: 'SaveVideo' } }));
    expect(() => loadWorkflows([shapeless])).toThrow(
      `ComfyUI workflow ${path.join(shapeless, 'odd.json')} is not in the API format: node "1" needs a class_type (a string) and inputs (an object)`,
    );

    const unknown = jobDir('workflows-unknown');
    fs.writeFileSync(
      path.join(unknown, 'steps.json'),
      JSON.stringify({ '1': { class_type: 'KSampler', inputs: { steps: '{{steps}}' } } }),
    );
    expect(() => loadWorkflows([unknown])).toThrow(
      `ComfyUI workflow ${path.join(unknown, 'steps.json')} uses {{steps}}`,
    );
    expect(() => loadWorkflows([path.join(root, 'missing')])).toThrow('Cannot read the ComfyUI workflows directory');
  });

  it('fills a whole placeholder with the typed value and one inside a string as text', async () => {
    const workflow: ComfyWorkflow = {
      '1': {
        class_type: 'Example',
        inputs: {
          text: '{{prompt}}',
          negative: 'blurry, {{negative_prompt}}',
          seed: '{{seed}}',
          size: ['{{width}}', '{{height}}'],
          caption: '{{width}}×{{height}} at {{fps}} fps, {{frames}} frames',
          link: ['2', 0],
          steps: 20,
        },
      },
      '2': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
    };
    const job = hostedJob(wan, request({ negativePrompt: 'text', image, aspectRatio: '9:16' }));
    const filled = fillWorkflow(workflow, jobPlaceholders(job, 'vidloom-abc.png'), 'example');
    expect(filled).toEqual({
      '1': {
        class_type: 'Example',
        inputs: {
          text: 'a paper boat drifting on a pond at dawn',
          negative: 'blurry, text',
          seed: 4242,
          size: [704, 1280],
          caption: '704×1280 at 24 fps, 121 frames',
          link: ['2', 0],
          steps: 20,
        },
      },
      '2': { class_type: 'LoadImage', inputs: { image: 'vidloom-abc.png' } },
    });
    // The template is left as it was.
    expect(workflow['1']!.inputs.seed).toBe('{{seed}}');
    await expectRefusal(() => fillWorkflow(workflow, jobPlaceholders(job), 'example'), {
      message: 'The ComfyUI workflow example uses {{image}}, which this request does not fill',
      key: 'modelSetup',
    });
  });
});
