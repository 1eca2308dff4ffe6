/**
 * A local stand-in for a ComfyUI server (Comfy-Org/ComfyUI server.py and execution.py, read
 * 2026-11-26), as strict as the tests need:
 *
 * - `POST /prompt` validates the graph the way execution.validate_prompt does, for the node
 *   classes of the shipped workflows (NODES, taken from the node sources): an unknown class_type
 *   → 400 `invalid_prompt`; no output node → `prompt_no_outputs`; a missing required input, a
 *   value that is not a number where one is wanted, a model file the server does not have, an
 *   image never uploaded → 400 `prompt_outputs_failed_validation` with `node_errors`. Stricter
 *   than the real server: a `{{placeholder}}` left in a text input is refused too (ComfyUI would
 *   encode the literal text).
 * - `POST /upload/image` (multipart `image`, `type`, `overwrite`, `subfolder`) answers
 *   `{name, subfolder, type}`, renaming like the server when `overwrite` is not set.
 * - `GET /history/{id}` answers `{}` until the prompt has been polled `pollsUntilDone` times,
 *   then its entry `{prompt, outputs, status: {status_str, completed, messages}, meta}`; the
 *   first poll moves it from `queue_pending` to `queue_running` in `GET /queue`.
 * - `GET /view?filename=&subfolder=&type=` serves `videoFile` for a file a run saved.
 * - `POST /queue {delete}` removes a waiting prompt; `POST /interrupt {prompt_id}` stops the
 *   running one (without an id: every running one, as the older global interrupt); both record
 *   the prompt in `cancelled`.
 *
 * By the prompt's words: `blocked` → an execution_error from a safety checker (ComfyUI has none
 * built in; operators add one as a custom node), `fails` → an execution_error (CUDA out of
 * memory), `busy` → the first `POST /prompt` of that prompt answers 503 from the proxy in front
 * (Retry-After: 0), `slow` → never runs to the end until deleted or interrupted, `glitchy` → its
 * first two history reads answer 503 from the proxy while it runs on.
 *
 * ComfyUI has no authentication: with `token` set the fake acts as the reverse proxy operators
 * put in front of it and answers 401 to any call without `Authorization: Bearer <token>`, the
 * downloads included (they go through the same proxy). Used only by tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FakeHosted, FakeHostedRequest } from './fake-hosted';

export type FakeComfyUIRequest = FakeHostedRequest;
export type FakeComfyUI = FakeHosted;

export type FakeComfyUIOptions = {
  /** Bearer token of the proxy in front; none: open, like ComfyUI itself. */
  token?: string;
  pollsUntilDone?: number;
  /** Model files the server has (unet_name, clip_name, vae_name, ckpt_name); default: those of the shipped workflows. */
  models?: string[];
};

/** The model files the shipped workflows load (workflows/comfyui/README.md). */
export const FAKE_COMFYUI_MODELS = [
  'wan2.2_ti2v_5B_fp16.safetensors',
  'umt5_xxl_fp8_e4m3fn_scaled.safetensors',
  'wan2.2_vae.safetensors',
  'ltx-video-2b-v0.9.5.safetensors',
  't5xxl_fp16.safetensors',
];

/**
 * How an input is checked: a link only (`link`), a number (`int`, `float`), any text, a
 * boolean, a model file the server has (`model`), an uploaded image (`image`), or one of a
 * list (a combo).
 */
type Kind = 'link' | 'int' | 'float' | 'text' | 'bool' | 'model' | 'image' | readonly string[];
type NodeSpec = { required: Record<string, Kind>; optional?: Record<string, Kind>; saves?: string };

const SAMPLERS = ['euler', 'euler_ancestral', 'dpmpp_2m', 'uni_pc', 'uni_pc_bh2', 'ddim'];
const SCHEDULERS = ['simple', 'normal', 'karras', 'exponential', 'sgm_uniform', 'beta'];

/** The node classes of the shipped workflows and their inputs, from ComfyUI's node sources. */
const NODES: Record<string, NodeSpec> = {
  UNETLoader: {
    required: { unet_name: 'model', weight_dtype: ['default', 'fp8_e4m3fn', 'fp8_e4m3fn_fast', 'fp8_e5m2'] },
  },
  CLIPLoader: {
    required: { clip_name: 'model', type: ['stable_diffusion', 'sd3', 'mochi', 'ltxv', 'wan', 'hunyuan_image'] },
    optional: { device: ['default', 'cpu'] },
  },
  VAELoader: { required: { vae_name: 'model' } },
  CheckpointLoaderSimple: { required: { ckpt_name: 'model' } },
  CLIPTextEncode: { required: { text: 'text', clip: 'link' } },
  LoadImage: { required: { image: 'image' } },
  ModelSamplingSD3: { required: { model: 'link', shift: 'float' } },
  Wan22ImageToVideoLatent: {
    required: { vae: 'link', width: 'int', height: 'int', length: 'int', batch_size: 'int' },
    optional: { start_image: 'link' },
  },
  KSampler: {
    required: {
      model: 'link',
      seed: 'int',
      steps: 'int',
      cfg: 'float',
      sampler_name: SAMPLERS,
      scheduler: SCHEDULERS,
      positive: 'link',
      negative: 'link',
      latent_image: 'link',
      denoise: 'float',
    },
  },
  VAEDecode: { required: { samples: 'link', vae: 'link' } },
  CreateVideo: { required: { images: 'link', fps: 'float' }, optional: { audio: 'link' } },
  SaveVideo: {
    required: { video: 'link', filename_prefix: 'text', format: ['auto', 'mp4'], codec: ['auto', 'h264'] },
    saves: 'mp4',
  },
  SaveWEBM: {
    required: { images: 'link', filename_prefix: 'text', codec: ['vp9', 'av1'], fps: 'float', crf: 'float' },
    saves: 'webm',
  },
  EmptyLTXVLatentVideo: { required: { width: 'int', height: 'int', length: 'int', batch_size: 'int' } },
  LTXVImgToVideo: {
    required: {
      positive: 'link',
      negative: 'link',
      vae: 'link',
      image: 'link',
      width: 'int',
      height: 'int',
      length: 'int',
      batch_size: 'int',
      strength: 'float',
    },
  },
  LTXVConditioning: { required: { positive: 'link', negative: 'link', frame_rate: 'float' } },
  LTXVScheduler: {
    required: { steps: 'int', max_shift: 'float', base_shift: 'float', stretch: 'bool', terminal: 'float' },
    optional: { latent: 'link' },
  },
  KSamplerSelect: { required: { sampler_name: SAMPLERS } },
  SamplerCustom: {
    required: {
      model: 'link',
      add_noise: 'bool',
      noise_seed: 'int',
      cfg: 'float',
      positive: 'link',
      negative: 'link',
      sampler: 'link',
      sigmas: 'link',
      latent_image: 'link',
    },
  },
};

type ComfyError = { type: string; message: string; details: string; extra_info: Record<string, unknown> };
type Node = { class_type?: unknown; inputs?: Record<string, unknown> };
type Prompt = {
  id: string;
  number: number;
  graph: Record<string, Node>;
  text: string;
  state: 'pending' | 'running' | 'done';
  polls: number;
  /** History reads answered 503 so far (`glitchy`). */
  glitches: number;
  entry?: unknown;
};

const isLink = (value: unknown) =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'number';

/** One input's errors, shaped as execution.validate_inputs reports them. */
function checkInput(name: string, kind: Kind, value: unknown, known: { models: string[]; images: Set<string> }) {
  const error = (type: string, message: string, details: string): ComfyError => ({
    type,
    message,
    details,
    extra_info: { input_name: name, received_value: value },
  });
  if (kind === 'link')
    return isLink(value)
      ? []
      : [error('bad_linked_input', 'Bad linked input, must be a length-2 list of [node_id, slot_index]', name)];
  if (isLink(value)) return [];
  if (kind === 'int' || kind === 'float') {
    const number = typeof value === 'number' ? value : Number(value);
    const ok = typeof value !== 'boolean' && Number.isFinite(number) && (kind === 'float' || Number.isInteger(number));
    return ok
      ? []
      : [
          error(
            'invalid_input_type',
            `Failed to convert an input value to a ${kind.toUpperCase()} value`,
            `${name}, ${String(value)}, invalid literal for ${kind}(): '${String(value)}'`,
          ),
        ];
  }
  if (kind === 'text' || kind === 'bool')
    return typeof value === 'string' && value.includes('{{')
      ? [error('custom_validation_failed', 'Custom validation failed for node', `${name} - unfilled placeholder`)]
      : [];
  if (kind === 'image')
    return typeof value === 'string' && known.images.has(value)
      ? []
      : [
          error(
            'custom_validation_failed',
            'Custom validation failed for node',
            `${name} - Invalid image file: ${String(value)}`,
          ),
        ];
  const options = kind === 'model' ? known.models : kind;
  return options.includes(String(value))
    ? []
    : [
        error(
          'value_not_in_list',
          'Value not in list',
          `${name}: '${String(value)}' not in ${options.length > 20 ? `(list of length ${options.length})` : `[${options.map((o) => `'${o}'`).join(', ')}]`}`,
        ),
      ];
}

type Validation =
  | { ok: true; outputs: string[] }
  | { ok: false; error: ComfyError; nodeErrors: Record<string, unknown> };

/** execution.validate_prompt for the classes in NODES. */
function validate(graph: Record<string, Node>, known: { models: string[]; images: Set<string> }): Validation {
  const outputs: string[] = [];
  for (const [id, node] of Object.entries(graph)) {
    if (typeof node?.class_type !== 'string')
      return {
        ok: false,
        error: {
          type: 'invalid_prompt',
          message: 'Cannot execute because a node is missing the class_type property.',
          details: `Node ID '#${id}'`,
          extra_info: {},
        },
        nodeErrors: {},
      };
    const spec = NODES[node.class_type];
    if (!spec)
      return {
        ok: false,
        error: {
          type: 'invalid_prompt',
          message: `Cannot execute because node ${node.class_type} does not exist.`,
          details: `Node ID '#${id}'`,
          extra_info: {},
        },
        nodeErrors: {},
      };
    if (spec.saves) outputs.push(id);
  }
  if (!outputs.length)
    return {
      ok: false,
      error: { type: 'prompt_no_outputs', message: 'Prompt has no outputs', details: '', extra_info: {} },
      nodeErrors: {},
    };
  const nodeErrors: Record<string, { errors: ComfyError[]; dependent_outputs: string[]; class_type: string }> = {};
  for (const [id, node] of Object.entries(graph)) {
    const spec = NODES[node.class_type as string]!;
    const inputs = node.inputs ?? {};
    const errors: ComfyError[] = [];
    for (const [name, kind] of Object.entries(spec.required)) {
      if (!(name in inputs))
        errors.push({
          type: 'required_input_missing',
          message: 'Required input is missing',
          details: name,
          extra_info: { input_name: name },
        });
      else errors.push(...checkInput(name, kind, inputs[name], known));
    }
    for (const [name, kind] of Object.entries(spec.optional ?? {}))
      if (name in inputs) errors.push(...checkInput(name, kind, inputs[name], known));
    if (errors.length) nodeErrors[id] = { errors, dependent_outputs: outputs, class_type: node.class_type as string };
  }
  if (!Object.keys(nodeErrors).length) return { ok: true, outputs };
  return {
    ok: false,
    error: {
      type: 'prompt_outputs_failed_validation',
      message: 'Prompt outputs failed validation',
      details: Object.values(nodeErrors)
        .flatMap((node) => node.errors.map((e) => `${e.message}: ${e.details}`))
        .join('\n'),
      extra_info: {},
    },
    nodeErrors,
  };
}

/** Every string of a graph's inputs: the prompt's words decide the fake's behaviour. */
function textOf(graph: Record<string, Node>): string {
  return Object.values(graph)
    .flatMap((node) => Object.values(node.inputs ?? {}))
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
}

const OOM =
  'CUDA out of memory. Tried to allocate 2.50 GiB. GPU 0 has a total capacity of 23.64 GiB of which 1.12 GiB is free.\n' +
  'This error means you ran out of memory on your GPU.\n\n' +
  'TIPS: If the workflow worked before you might have accidentally set the batch_size to a large number.';
const SAFETY = 'Safety check failed: NSFW content detected in the generated frames, output blocked\n';

export async function startComfyUIFake(videoFile: string, options: FakeComfyUIOptions = {}): Promise<FakeComfyUI> {
  const { token, pollsUntilDone = 2, models = FAKE_COMFYUI_MODELS } = options;
  const control = { hold: false };
  const requests: FakeComfyUIRequest[] = [];
  const cancelled: string[] = [];
  const prompts = new Map<string, Prompt>();
  const images = new Set<string>();
  const saved = new Set<string>();
  const busyPrompts = new Set<string>();
  let number = 0;
  let counter = 0;

  const status = (prompt: Prompt, outcome: 'success' | 'error', last: [string, Record<string, unknown>][]) => ({
    status_str: outcome,
    completed: outcome === 'success',
    messages: [
      ['execution_start', { prompt_id: prompt.id, timestamp: Date.now() }],
      ['execution_cached', { nodes: [], prompt_id: prompt.id, timestamp: Date.now() }],
      ...last,
    ],
  });
  const failure = (prompt: Prompt, event: string, nodeType: string, message?: string) => {
    const nodeId = Object.entries(prompt.graph).find(([, node]) => node.class_type === nodeType)?.[0] ?? '1';
    const data: Record<string, unknown> = {
      prompt_id: prompt.id,
      node_id: nodeId,
      node_type: nodeType,
      executed: [],
      timestamp: Date.now(),
    };
    if (message !== undefined)
      Object.assign(data, {
        exception_message: message,
        exception_type: message === OOM ? 'torch.OutOfMemoryError' : 'Exception',
        traceback: ['  File "execution.py", line 496, in execute\n'],
        current_inputs: {},
        current_outputs: [],
      });
    return { status: status(prompt, 'error', [[event, data]]), outputs: {} };
  };
  /** What the history holds once a prompt has run: its outputs, or the error that stopped it. */
  const finished = (prompt: Prompt, interrupted = false) => {
    const item = [prompt.number, prompt.id, prompt.graph, { client_id: 'vidloom' }, []];
    const decoder = Object.values(prompt.graph).some((node) => node.class_type === 'VAEDecode')
      ? 'VAEDecode'
      : 'KSampler';
    if (interrupted) return { prompt: item, meta: {}, ...failure(prompt, 'execution_interrupted', 'KSampler') };
    if (prompt.text.includes('blocked'))
      return { prompt: item, meta: {}, ...failure(prompt, 'execution_error', decoder, SAFETY) };
    if (prompt.text.includes('fails'))
      return { prompt: item, meta: {}, ...failure(prompt, 'execution_error', 'KSampler', OOM) };
    const outputs: Record<string, unknown> = {};
    const meta: Record<string, unknown> = {};
    for (const [id, node] of Object.entries(prompt.graph)) {
      const extension = NODES[node.class_type as string]?.saves;
      if (!extension) continue;
      counter += 1;
      const filename = `ComfyUI_${String(counter).padStart(5, '0')}_.${extension}`;
      saved.add(`output/vidloom/${filename}`);
      // SaveVideo and SaveWEBM report ui.PreviewVideo: {images: [SavedResult], animated: (True,)}.
      outputs[id] = { images: [{ filename, subfolder: 'vidloom', type: 'output' }], animated: [true] };
      meta[id] = { node_id: id, display_node: id, parent_node: null, real_node_id: id };
    }
    return {
      prompt: item,
      outputs,
      status: status(prompt, 'success', [['execution_success', { prompt_id: prompt.id, timestamp: Date.now() }]]),
      meta,
    };
  };
  const queueItem = (prompt: Prompt) => [prompt.number, prompt.id, prompt.graph, { client_id: 'vidloom' }, []];
  const stop = (prompt: Prompt) => {
    prompt.state = 'done';
    prompt.entry = finished(prompt, true);
    cancelled.push(prompt.id);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const url = new URL(req.url ?? '/', 'http://fake');
        const auth = req.headers.authorization;
        const contentType = req.headers['content-type'] ?? '';
        const method = req.method ?? 'GET';
        const entry: FakeComfyUIRequest = { method, path: `${url.pathname}${url.search}`, auth, body: undefined };
        requests.push(entry);
        const json = (code: number, data: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', ...headers });
          res.end(JSON.stringify(data));
        };
        const text = (code: number, body: string) => {
          res.writeHead(code, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(body);
        };

        if (token !== undefined && auth !== `Bearer ${token}`) return text(401, '401 Unauthorized');

        if (method === 'POST' && url.pathname === '/upload/image') {
          const form = await new Request('http://fake/upload', {
            method: 'POST',
            headers: { 'content-type': contentType },
            body: raw,
          })
            .formData()
            .catch(() => null);
          const image = form?.get('image');
          const fields = Object.fromEntries(
            [...(form?.entries() ?? [])].filter(([, value]) => typeof value === 'string'),
          ) as Record<string, string>;
          if (!(image instanceof File) || !image.name) {
            entry.body = { fields };
            return text(400, '400: Bad Request');
          }
          const bytes = Buffer.from(await image.arrayBuffer());
          entry.body = { fields, image: { filename: image.name, type: image.type, bytes } };
          const subfolder = fields.subfolder ?? '';
          const overwrite = fields.overwrite === 'true' || fields.overwrite === '1';
          const { name: base, ext } = path.parse(image.name);
          let name = image.name;
          for (let i = 1; !overwrite && images.has(subfolder ? `${subfolder}/${name}` : name); i += 1)
            name = `${base} (${i})${ext}`;
          images.add(subfolder ? `${subfolder}/${name}` : name);
          return json(200, { name, subfolder, type: fields.type || 'input' });
        }

        const body = raw.length && contentType.includes('json') ? (JSON.parse(raw.toString()) as unknown) : undefined;
        entry.body = body;

        if (method === 'POST' && url.pathname === '/prompt') {
          const graph = (body as { prompt?: Record<string, Node> } | undefined)?.prompt;
          if (!graph || typeof graph !== 'object')
            return json(400, {
              error: {
                type: 'no_prompt',
                message: 'No prompt provided',
                details: 'No prompt provided',
                extra_info: {},
              },
              node_errors: {},
            });
          const words = textOf(graph);
          if (words.includes('busy') && !busyPrompts.has(words)) {
            busyPrompts.add(words);
            return json(503, { error: 'upstream busy' }, { 'retry-after': '0' });
          }
          const result = validate(graph, { models, images });
          if (!result.ok) return json(400, { error: result.error, node_errors: result.nodeErrors });
          number += 1;
          const id = `${String(number).padStart(8, '0')}-fake-4c1e-9d2a-comfyprompt`;
          prompts.set(id, { id, number, graph, text: words, state: 'pending', polls: 0, glitches: 0 });
          return json(200, { prompt_id: id, number, node_errors: {} });
        }

        const history = /^\/history\/([^/]+)$/.exec(url.pathname);
        if (method === 'GET' && history) {
          const prompt = prompts.get(decodeURIComponent(history[1]!));
          if (!prompt) return json(200, {});
          if (prompt.text.includes('glitchy') && prompt.glitches < 2) {
            prompt.glitches += 1;
            return json(503, { error: 'upstream unavailable' });
          }
          if (prompt.state !== 'done' && !prompt.text.includes('slow') && !control.hold) {
            prompt.polls += 1;
            if (prompt.polls >= pollsUntilDone) {
              prompt.state = 'done';
              prompt.entry = finished(prompt);
            }
          }
          if (prompt.state === 'pending') prompt.state = 'running';
          return json(200, prompt.state === 'done' ? { [prompt.id]: prompt.entry } : {});
        }

        if (method === 'GET' && url.pathname === '/queue') {
          const list = (state: Prompt['state']) =>
            [...prompts.values()].filter((p) => p.state === state).map(queueItem);
          return json(200, { queue_running: list('running'), queue_pending: list('pending') });
        }

        if (method === 'POST' && url.pathname === '/queue') {
          const ids = (body as { delete?: string[] } | undefined)?.delete ?? [];
          for (const id of ids) {
            // server.py's delete_queue_item looks at the waiting queue only, never the running prompt.
            const prompt = prompts.get(id);
            if (prompt?.state !== 'pending') continue;
            prompts.delete(id);
            cancelled.push(id);
          }
          res.writeHead(200);
          return res.end();
        }

        if (method === 'POST' && url.pathname === '/interrupt') {
          const id = (body as { prompt_id?: string } | undefined)?.prompt_id;
          for (const prompt of prompts.values())
            if (prompt.state === 'running' && (!id || prompt.id === id)) stop(prompt);
          res.writeHead(200);
          return res.end();
        }

        if (method === 'GET' && url.pathname === '/view') {
          const filename = url.searchParams.get('filename');
          if (!filename || filename.startsWith('/') || filename.includes('..')) return text(400, '400: Bad Request');
          const key = [url.searchParams.get('type') ?? 'output', url.searchParams.get('subfolder'), filename]
            .filter(Boolean)
            .join('/');
          if (!saved.has(key)) return text(404, '404: Not Found');
          res.writeHead(200, {
            'content-type': 'video/mp4',
            'content-disposition': `filename="${filename}"`,
            'content-length': String(fs.statSync(videoFile).size),
          });
          fs.createReadStream(videoFile).pipe(res);
          return;
        }

        text(404, '404: Not Found');
      })().catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The fake is its own switch: the handlers read `control.hold`, a test sets `fake.hold`.
  return Object.assign(control, {
    url: `http://127.0.0.1:${port}`,
    requests,
    cancelled,
    submitted: () => number,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
