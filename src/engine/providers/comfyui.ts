/**
 * The `comfyui` provider: a ComfyUI server the operator runs on their own GPU (COMFYUI_URL),
 * driven through its HTTP API as read in ComfyUI's server.py and execution.py (Comfy-Org/ComfyUI,
 * read 2026-11-26):
 *
 * - a model's request is an API-format workflow (workflows/comfyui/*.json, plus the operator's
 *   COMFYUI_WORKFLOWS_DIR) whose `{{placeholders}}` are filled from the job (fillWorkflow);
 * - a first image is uploaded with `POST /upload/image` (multipart: `image`, `type=input`,
 *   `overwrite=true`) and its name put in `{{image}}`;
 * - `POST /prompt {prompt, client_id}` queues it and answers `{prompt_id, number, node_errors}`,
 *   or 400 `{error: {type, message, details, extra_info}, node_errors}` when ComfyUI refuses the
 *   graph (a missing model file, a node it does not have): a refusal, never retried;
 * - `GET /history/{prompt_id}` answers `{}` until the prompt has run, then its entry with
 *   `status: {status_str, completed, messages}` and the `outputs` each node reported;
 * - the video is read with `GET /view?filename=&subfolder=&type=`.
 *
 * The remote id is the prompt_id: a retry of the job polls the same prompt. ComfyUI keeps its
 * queue and history in memory, so a prompt that is neither queued nor in the history is lost for
 * good (the server restarted, or someone removed it): that fails the job rather than waiting
 * for ever. ComfyUI has no authentication; a server behind a proxy asking for a bearer token gets
 * it in the `Authorization` header of every call.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { NonRetryableError } from '../errors';
import { type FinishedVideo, finishRemote } from './finish-remote';
import { downloadTo, type RemotePolicy, remoteFetch, waitOrAbort } from './http';
import { hostedProvider } from './hosted-input';
import type { RemoteProvider } from './types';
import type { HostedImage, HostedJob, HostedApi, HostedRetry } from './hosted-types';

/** One node of an API-format workflow: its class and its inputs (values, or `[node id, output]` links). */
type ComfyNode = { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string } };
/** An API-format workflow, the body of `POST /prompt`'s `prompt`: node id → node. */
export type ComfyWorkflow = Record<string, ComfyNode>;

export type ComfyUIConfig = HostedRetry & {
  /** The server's base URL (a path prefix is kept, for a server behind a proxy). */
  url: string;
  /** Workflow name → API-format workflow (loadWorkflows), or a function that finds one. */
  workflows: ReadonlyMap<string, ComfyWorkflow> | ((name: string) => ComfyWorkflow | undefined);
  /** Bearer token for a proxy in front of ComfyUI (ComfyUI itself has no authentication). */
  token?: string;
};

/** What a workflow may ask Vidloom to fill in; `{{image}}` is the uploaded image's name. */
const COMFY_PLACEHOLDERS = ['prompt', 'negative_prompt', 'seed', 'width', 'height', 'frames', 'fps', 'image'] as const;
type ComfyPlaceholder = (typeof COMFY_PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<ComfyPlaceholder, string | number>>;

/** Names ComfyUI's queue knows this app by (websocket messages only; Vidloom polls). */
const CLIENT_ID = 'vidloom';
const ANY_PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{([^{}]*)\}\}$/;

function isPlaceholder(name: string): name is ComfyPlaceholder {
  return (COMFY_PLACEHOLDERS as readonly string[]).includes(name);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string inside a value, nested arrays and objects included. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (isRecord(value)) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The placeholder names a workflow's inputs use (known or not). */
function placeholdersOf(workflow: ComfyWorkflow): Set<string> {
  const names = new Set<string>();
  for (const node of Object.values(workflow))
    for (const text of stringsOf(node.inputs)) for (const match of text.matchAll(ANY_PLACEHOLDER)) names.add(match[1]!);
  return names;
}

// ---------------------------------------------------------------------------- workflows on disk

/** Checks that parsed JSON is an API-format workflow; the error names the file and what is wrong. */
function validateWorkflow(data: unknown, file: string): ComfyWorkflow {
  if (!isRecord(data)) throw new Error(`ComfyUI workflow ${file} is not a JSON object of nodes`);
  if (Array.isArray(data.nodes) && Array.isArray(data.links))
    throw new Error(
      `ComfyUI workflow ${file} is in the editor's format; save it with "Export (API)" for the API format Vidloom sends`,
    );
  const ids = Object.keys(data);
  if (ids.length === 0) throw new Error(`ComfyUI workflow ${file} has no nodes`);
  for (const id of ids) {
    const node = data[id];
    if (!isRecord(node) || typeof node.class_type !== 'string' || !node.class_type || !isRecord(node.inputs))
      throw new Error(
        `ComfyUI workflow ${file} is not in the API format: node "${id}" needs a class_type (a string) and inputs (an object)`,
      );
  }
  const workflow = data as ComfyWorkflow;
  const unknown = [...placeholdersOf(workflow)].filter((name) => !isPlaceholder(name));
  if (unknown.length)
    throw new Error(
      `ComfyUI workflow ${file} uses ${unknown.map((name) => `{{${name}}}`).join(', ')}; Vidloom fills only ${COMFY_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}`,
    );
  return workflow;
}

/** Parses and checks one workflow file's text (exported for the loader's tests and for callers holding JSON). */
function parseWorkflow(text: string, file: string): ComfyWorkflow {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`ComfyUI workflow ${file} is not valid JSON: ${(error as Error).message}`);
  }
  return validateWorkflow(data, file);
}

/**
 * Reads every `*.json` of the given directories into name (file name without `.json`) →
 * workflow. A later directory wins on a name clash, so the operator's COMFYUI_WORKFLOWS_DIR,
 * given after the shipped workflows/comfyui, replaces a shipped workflow by naming a file the
 * same. Synchronous and strict: it runs once at start-up, and a bad file stops the server with
 * the file's name rather than failing jobs later.
 */
export function loadWorkflows(dirs: readonly string[]): Map<string, ComfyWorkflow> {
  const workflows = new Map<string, ComfyWorkflow>();
  for (const dir of dirs) {
    let files: string[];
    try {
      files = fs.readdirSync(dir);
    } catch (error) {
      throw new Error(`Cannot read the ComfyUI workflows directory ${dir}: ${(error as Error).message}`);
    }
    for (const name of files.filter((file) => file.endsWith('.json')).sort()) {
      const file = path.join(dir, name);
      workflows.set(name.slice(0, -'.json'.length), parseWorkflow(fs.readFileSync(file, 'utf8'), file));
    }
  }
  return workflows;
}

// ---------------------------------------------------------------------------- placeholders

/**
 * A copy of `workflow` with its placeholders filled. A string that is exactly one placeholder
 * becomes the value itself, so `"{{seed}}"` is sent as a number where ComfyUI wants an INT; one
 * inside a longer string is replaced as text (`"…, {{negative_prompt}}"`). A placeholder with no
 * value (an unknown name, or `{{image}}` without an image) is a refusal: ComfyUI would otherwise
 * run the literal text.
 */
export function fillWorkflow(workflow: ComfyWorkflow, values: PlaceholderValues, name: string): ComfyWorkflow {
  const lookUp = (placeholder: string) => {
    const value = isPlaceholder(placeholder) ? values[placeholder] : undefined;
    if (value === undefined)
      throw new NonRetryableError(
        `The ComfyUI workflow ${name} uses {{${placeholder}}}, which this request does not fill`,
      );
    return value;
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = WHOLE_PLACEHOLDER.exec(value);
      if (whole) return lookUp(whole[1]!);
      return value.replace(ANY_PLACEHOLDER, (_, placeholder: string) => String(lookUp(placeholder)));
    }
    if (Array.isArray(value)) return value.map(fill);
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return Object.fromEntries(
    Object.entries(workflow).map(([id, node]) => [id, { ...node, inputs: fill(node.inputs) as ComfyNode['inputs'] }]),
  );
}

/** The job's values for the placeholders; `image` is the uploaded file's name (subfolder/name). */
export function jobPlaceholders(job: HostedJob, image?: string): PlaceholderValues {
  return {
    prompt: job.prompt,
    negative_prompt: job.negativePrompt,
    seed: job.seed,
    width: job.width,
    height: job.height,
    frames: job.frames,
    fps: job.fps,
    image,
  };
}

// ---------------------------------------------------------------------------- HTTP

function endpoint(config: ComfyUIConfig, route: string): string {
  return `${config.url.replace(/\/+$/, '')}${route}`;
}

function send(
  config: ComfyUIConfig,
  route: string,
  init: RequestInit,
  signal?: AbortSignal,
  poll?: RemotePolicy['poll'],
): Promise<Response> {
  // The server's own origin: usually on a private network, which the layer allows for it alone.
  return remoteFetch(endpoint(config, route), init, {
    origin: config.url,
    headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
    signal,
    retries: config.retries,
    retryBaseMs: config.retryBaseMs,
    poll,
  });
}

function postJson(config: ComfyUIConfig, route: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return send(
    config,
    route,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    signal,
  );
}

/** The first 200 characters of an answer's body, on one line (for a message). */
async function snippet(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * Throws for an answer that is not a success: a 4xx (bar 429, which remoteFetch already
 * retried) is a refusal that no retry fixes (a token the proxy refuses, a wrong COMFYUI_URL, a
 * file ComfyUI no longer has); a 5xx left after the retries is a plain Error for the worker's
 * next attempt.
 */
async function ensureOk(res: Response, what: string): Promise<void> {
  if (res.ok) return;
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw new NonRetryableError(
      `${what} failed: ComfyUI (or the proxy in front of it) refused the request (${res.status}); check the ComfyUI token`,
    );
  }
  const body = await snippet(res);
  const message = `${what} failed: ComfyUI answered ${res.status}${body ? ` (${body})` : ''}`;
  if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new NonRetryableError(message);
  throw new Error(message);
}

// ---------------------------------------------------------------------------- start

function workflowOf(config: ComfyUIConfig, name: string): ComfyWorkflow {
  const workflow = typeof config.workflows === 'function' ? config.workflows(name) : config.workflows.get(name);
  if (!workflow) throw new NonRetryableError(`There is no ComfyUI workflow named ${name} on this server`);
  return workflow;
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

/**
 * Uploads the first image into ComfyUI's input folder and answers the name `LoadImage` reads
 * it by. The name is made from the bytes, and `overwrite=true`, so a retried start uploads the
 * same file under the same name instead of piling up copies ("name (1).png").
 */
async function uploadImage(config: ComfyUIConfig, image: HostedImage, signal?: AbortSignal): Promise<string> {
  const bytes = await fsp.readFile(image.file);
  const extension = IMAGE_EXTENSIONS[image.mimeType] ?? (path.extname(image.file) || '.png');
  const name = `vidloom-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}${extension}`;
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: image.mimeType }), name);
  form.append('type', 'input');
  form.append('overwrite', 'true');
  const res = await send(config, '/upload/image', { method: 'POST', body: form }, signal);
  await ensureOk(res, 'Uploading the image to ComfyUI');
  const answer = (await res.json().catch(() => null)) as { name?: unknown; subfolder?: unknown } | null;
  if (typeof answer?.name !== 'string' || !answer.name) throw new Error('ComfyUI took the image but named no file');
  return typeof answer.subfolder === 'string' && answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
}

type ValidationError = { type?: string; message?: string; details?: string };
type Refusal = {
  error?: ValidationError | string;
  node_errors?: Record<string, { class_type?: string; errors?: ValidationError[] }>;
};

/**
 * ComfyUI's 400 in one line: the error's message, then each refused node with its reasons,
 * e.g. `Prompt outputs failed validation: UNETLoader #1: Value not in list: unet_name: 'x' not
 * in []`. The error's own details repeat the node errors, so they are shown only without them.
 */
function describeRefusal(body: Refusal | null): string {
  if (!body) return 'no reason given';
  const error = typeof body.error === 'string' ? { message: body.error } : (body.error ?? {});
  const nodes = Object.entries(body.node_errors ?? {}).map(([id, node]) => {
    const reasons = (node.errors ?? []).map((e) => [e.message, e.details].filter(Boolean).join(': ')).join('; ');
    return `${node.class_type ?? 'node'} #${id}: ${reasons || 'invalid'}`;
  });
  const head = error.message ?? 'the workflow is not valid';
  if (nodes.length) return `${head}: ${nodes.slice(0, 6).join('; ')}`;
  return error.details ? `${head} (${error.details.replace(/\s+/g, ' ').trim()})` : head;
}

async function start(config: ComfyUIConfig, job: HostedJob, signal?: AbortSignal): Promise<string> {
  const name = job.remoteModel;
  const template = workflowOf(config, name);
  const takesImage = placeholdersOf(template).has('image');
  if (job.image && !takesImage)
    throw new NonRetryableError(`The ComfyUI workflow ${name} takes no image (it has no {{image}})`);
  if (!job.image && takesImage)
    throw new NonRetryableError(`The ComfyUI workflow ${name} needs an image ({{image}}) and this request has none`);
  const image = job.image ? await uploadImage(config, job.image, signal) : undefined;
  const prompt = fillWorkflow(template, jobPlaceholders(job, image), name);

  const res = await postJson(config, '/prompt', { prompt, client_id: CLIENT_ID }, signal);
  if (res.status === 400) {
    const body = (await res.json().catch(() => null)) as Refusal | null;
    throw new NonRetryableError(`ComfyUI refused the workflow ${name}: ${describeRefusal(body)}`);
  }
  await ensureOk(res, `Queueing the ComfyUI workflow ${name}`);
  const answer = (await res.json().catch(() => null)) as { prompt_id?: unknown } | null;
  if (typeof answer?.prompt_id !== 'string' || !answer.prompt_id)
    throw new Error('ComfyUI queued the workflow but answered no prompt_id');
  return answer.prompt_id;
}

// ---------------------------------------------------------------------------- finish

type StatusMessage = [string, Record<string, unknown>];
type HistoryEntry = {
  outputs?: Record<string, Record<string, unknown>>;
  status?: { status_str?: string; completed?: boolean; messages?: unknown } | null;
};
type SavedFile = { filename: string; subfolder: string; type: string };

/** The prompt's history entry, or undefined while it has not run yet. */
async function historyEntry(config: ComfyUIConfig, promptId: string, signal?: AbortSignal) {
  const res = await send(config, `/history/${encodeURIComponent(promptId)}`, { method: 'GET' }, signal, 'status');
  await ensureOk(res, 'Reading the ComfyUI history');
  const history = (await res.json()) as Record<string, HistoryEntry>;
  const entry = isRecord(history) ? history[promptId] : undefined;
  return isRecord(entry) ? entry : undefined;
}

type QueueItem = unknown[];

/** Whether the prompt is running or waiting (queue items are `[number, prompt_id, prompt, extra_data, outputs]`). */
async function queueState(
  config: ComfyUIConfig,
  promptId: string,
  signal?: AbortSignal,
): Promise<'running' | 'pending' | 'absent'> {
  const res = await send(config, '/queue', { method: 'GET' }, signal, 'status');
  await ensureOk(res, 'Reading the ComfyUI queue');
  const queue = (await res.json()) as { queue_running?: QueueItem[]; queue_pending?: QueueItem[] };
  const holds = (items: QueueItem[] | undefined) =>
    Array.isArray(items) && items.some((item) => Array.isArray(item) && item[1] === promptId);
  if (holds(queue.queue_running)) return 'running';
  if (holds(queue.queue_pending)) return 'pending';
  return 'absent';
}

/**
 * Polls until the prompt has run; a lost one fails. The job's deadline is the signal's (the
 * worker cancels the prompt when it fires); a read that fails for a while is tried again until
 * then, since the GPU goes on with the prompt meanwhile.
 */
async function waitForEntry(config: ComfyUIConfig, promptId: string, signal?: AbortSignal): Promise<HistoryEntry> {
  for (;;) {
    const entry = await historyEntry(config, promptId, signal);
    if (entry) return entry;
    if ((await queueState(config, promptId, signal)) === 'absent') {
      // It may have finished between the two reads: the history is written as it leaves the queue.
      const late = await historyEntry(config, promptId, signal);
      if (late) return late;
      throw new NonRetryableError(
        'ComfyUI no longer has this prompt: it was removed from the queue or the server restarted',
      );
    }
    await waitOrAbort(config.pollMs, signal);
  }
}

function messagesOf(entry: HistoryEntry): StatusMessage[] {
  const messages = entry.status?.messages;
  if (!Array.isArray(messages)) return [];
  return messages.filter((m): m is StatusMessage => Array.isArray(m) && typeof m[0] === 'string' && isRecord(m[1]));
}

/** Words a checker node's error uses for a refused frame (ComfyUI has no safety filter of its own). */
const SAFETY_WORDS = /\b(nsfw|safety|unsafe|blocked|moderation)\b/i;

/** Throws the run's failure, if it failed: an execution_error carries the node's exception message. */
function failIfError(entry: HistoryEntry): void {
  const messages = messagesOf(entry);
  const error = messages.find(([event]) => event === 'execution_error')?.[1];
  if (error) {
    const reason = String(error.exception_message ?? 'no reason given')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 400);
    if (SAFETY_WORDS.test(reason))
      throw new NonRetryableError(`The video was blocked by the provider's safety filters: ${reason}`);
    const node = typeof error.node_type === 'string' ? ` (in ${error.node_type})` : '';
    throw new NonRetryableError(`ComfyUI could not make this video: ${reason}${node}`);
  }
  if (messages.some(([event]) => event === 'execution_interrupted'))
    throw new NonRetryableError('ComfyUI stopped this video before it was done (interrupted on the server)');
  if (entry.status?.status_str === 'error')
    throw new NonRetryableError('ComfyUI could not make this video (the run ended with an error)');
}

const MP4_FILE = /\.(mp4|m4v|mov)$/i;
const OTHER_VIDEO_FILE = /\.(webm|mkv|avi|webp|gif)$/i;

/**
 * Every file the run's nodes report: `SaveVideo`/`SaveWEBM` report `images` with `animated`,
 * VideoHelperSuite reports `gifs`, some nodes `videos`.
 */
function savedFiles(entry: HistoryEntry): SavedFile[] {
  const files: SavedFile[] = [];
  for (const output of Object.values(entry.outputs ?? {})) {
    if (!isRecord(output)) continue;
    for (const key of ['videos', 'gifs', 'images']) {
      const items = output[key];
      if (!Array.isArray(items)) continue;
      for (const item of items)
        if (isRecord(item) && typeof item.filename === 'string' && item.filename)
          files.push({
            filename: item.filename,
            subfolder: typeof item.subfolder === 'string' ? item.subfolder : '',
            type: typeof item.type === 'string' ? item.type : 'output',
          });
    }
  }
  return files;
}

/** The video to download: an MP4, a saved one (`output`) before a preview (`temp`). */
function videoOf(entry: HistoryEntry, workflow: string): SavedFile {
  const files = savedFiles(entry);
  const mp4 = files.filter((file) => MP4_FILE.test(file.filename));
  const chosen = mp4.find((file) => file.type === 'output') ?? mp4[0];
  if (chosen) return chosen;
  const other = files.find((file) => OTHER_VIDEO_FILE.test(file.filename));
  if (other)
    throw new NonRetryableError(
      `The ComfyUI workflow ${workflow} saved ${other.filename}; Vidloom reads MP4 only (save with SaveVideo, format mp4, codec h264)`,
    );
  throw new NonRetryableError(
    `The ComfyUI workflow ${workflow} finished without saving a video (it needs a SaveVideo node)`,
  );
}

async function download(config: ComfyUIConfig, file: SavedFile, to: string, signal?: AbortSignal): Promise<void> {
  const query = new URLSearchParams({ filename: file.filename, subfolder: file.subfolder, type: file.type });
  await downloadTo(
    endpoint(config, `/view?${query}`),
    to,
    {
      origin: config.url,
      headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
      signal,
      retries: config.retries,
      retryBaseMs: config.retryBaseMs,
      poll: 'result',
    },
    'ComfyUI',
    (res) => ensureOk(res, `Downloading ${file.filename} from ComfyUI`),
  );
}

async function finish(
  config: ComfyUIConfig,
  job: HostedJob,
  promptId: string,
  dir: string,
  signal?: AbortSignal,
): Promise<FinishedVideo> {
  const entry = await waitForEntry(config, promptId, signal);
  failIfError(entry);
  const raw = path.join(dir, 'comfyui.mp4');
  await download(config, videoOf(entry, job.remoteModel), raw, signal);
  return finishRemote(raw, dir, { watermark: job.watermark, signal, label: 'ComfyUI' });
}

// ---------------------------------------------------------------------------- cancel

/**
 * Stops a prompt, best effort: `POST /queue {delete}` removes it while it waits; a running one
 * is interrupted with `POST /interrupt {prompt_id}` only once `GET /queue` shows it running,
 * because a ComfyUI older than the targeted interrupt ignores the id and stops whatever runs.
 */
async function cancel(config: ComfyUIConfig, promptId: string, signal?: AbortSignal): Promise<void> {
  try {
    await (await postJson(config, '/queue', { delete: [promptId] }, signal)).body?.cancel();
    if ((await queueState(config, promptId, signal)) === 'running')
      await (await postJson(config, '/interrupt', { prompt_id: promptId }, signal)).body?.cancel();
  } catch {
    // Best effort: the job is going away either way; a prompt left running only costs GPU time.
  }
}

export const comfyuiApi: HostedApi<ComfyUIConfig> = { start, finish, cancel };

/** ComfyUI as a remote provider of the worker's (types.ts). */
export function comfyuiProvider(config: ComfyUIConfig): RemoteProvider {
  return hostedProvider('comfyui', 'ComfyUI', comfyuiApi, config);
}
