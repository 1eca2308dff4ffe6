/**
 * A local stand-in for Replicate's HTTP API (read 2026-11-26: https://replicate.com/docs/reference/http,
 * the prediction lifecycle and input-files topics, and the API pages of the models we ship),
 * as strict as the real one where our provider could go wrong:
 *
 * - every route but the output files needs `Authorization: Bearer <token>` (`Token <token>` is
 *   also accepted, as Replicate does); none or a wrong one → 401
 *   `{"title":"Unauthenticated","detail":"You did not pass a valid authentication token","status":401}`;
 * - `POST /v1/models/{owner}/{name}/predictions` `{input}`: a model it does not know → 404
 *   `{"detail":"The requested resource could not be found.","status":404}`; an input its schema
 *   refuses (missing prompt, a value outside the allowed ones, a wrong type, a file that is not a
 *   URL or names no uploaded file) → 422 "Input validation failed" with `invalid_fields`, like
 *   Replicate; fields the schema does not declare are dropped, as Replicate does;
 * - `GET /v1/predictions/{id}` is `starting`, then `processing`, and after `pollsUntilDone`
 *   polls `succeeded` with the output URL (or a list of URLs for a model whose output is a list);
 * - `POST /v1/predictions/{id}/cancel` cancels a running prediction;
 * - `POST /v1/files` takes a multipart `content` (and `metadata`) and answers the file object,
 *   whose `urls.get` is what a prediction's file input may name; `GET /v1/files/{id}` reads it;
 * - `GET /delivery/{id}/output.mp4` serves the given video without the token, like a CDN URL.
 *
 * The prompt decides the story: `blocked` → failed with Replicate's sensitive-content error
 * (E005); `fails` → failed with a model error; `busy` → the first create with that prompt
 * answers 429 (Retry-After: 0); `slow` → stays `processing` until cancelled; `glitchy` → its first
 * two reads answer 503 while it runs on.
 * Used only by tests.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeHosted, FakeHostedRequest } from './fake-hosted';

export type FakeReplicateRequest = FakeHostedRequest;
export type FakeReplicate = FakeHosted;

/** One input field of a model's schema, as its API page lists it. */
export type FakeField =
  | { type: 'string'; required?: boolean; enum?: string[] }
  | { type: 'integer'; required?: boolean; enum?: number[]; min?: number; max?: number }
  | { type: 'number'; min?: number; max?: number }
  | { type: 'boolean' }
  /** A file input: a URL (https, data URI, or an uploaded file's `urls.get`). */
  | { type: 'file'; required?: boolean };

export type FakeModel = {
  fields: Record<string, FakeField>;
  /** A rule across fields (e.g. Hailuo's 10 s at 768p only): the refused field and why. */
  rule?: (input: Record<string, unknown>) => { field: string; description: string } | undefined;
  /** The output's shape on the model's page: one URL (all our models) or a list of URLs. */
  output?: 'url' | 'list';
};

export type FakeReplicateOptions = {
  key?: string;
  pollsUntilDone?: number;
  /** The official models it knows, by `owner/name` (default: FAKE_REPLICATE_MODELS). */
  models?: Record<string, FakeModel>;
};

const prompt: FakeField = { type: 'string', required: true };
const seed: FakeField = { type: 'integer' };

/** The models src/lib/catalogue/replicate.ts ships, with the input schemas on their API pages. */
export const FAKE_REPLICATE_MODELS: Record<string, FakeModel> = {
  'kwaivgi/kling-v2.5-turbo-pro': {
    fields: {
      prompt,
      negative_prompt: { type: 'string' },
      start_image: { type: 'file' },
      end_image: { type: 'file' },
      image: { type: 'file' },
      aspect_ratio: { type: 'string', enum: ['16:9', '9:16', '1:1'] },
      duration: { type: 'integer', enum: [5, 10] },
    },
  },
  'wan-video/wan-2.2-t2v-fast': {
    fields: {
      prompt,
      num_frames: { type: 'integer', min: 81, max: 100 },
      aspect_ratio: { type: 'string', enum: ['16:9', '9:16'] },
      resolution: { type: 'string', enum: ['480p', '720p'] },
      frames_per_second: { type: 'integer', min: 5, max: 24 },
      go_fast: { type: 'boolean' },
      sample_shift: { type: 'number', min: 1, max: 20 },
      seed,
    },
  },
  'wan-video/wan-2.2-i2v-fast': {
    fields: {
      prompt,
      image: { type: 'file', required: true },
      last_image: { type: 'file' },
      num_frames: { type: 'integer', min: 81, max: 100 },
      resolution: { type: 'string', enum: ['480p', '720p'] },
      frames_per_second: { type: 'integer', min: 5, max: 24 },
      go_fast: { type: 'boolean' },
      sample_shift: { type: 'number', min: 1, max: 20 },
      seed,
    },
  },
  'minimax/hailuo-02': {
    fields: {
      prompt,
      first_frame_image: { type: 'file' },
      end_image: { type: 'file' },
      duration: { type: 'integer', enum: [6, 10] },
      resolution: { type: 'string', enum: ['512p', '768p', '1080p'] },
      prompt_optimizer: { type: 'boolean' },
    },
    rule: (input) => {
      if (input.duration === 10 && input.resolution === '1080p')
        return { field: 'input.duration', description: '10 second videos are only available at 768p resolution' };
      if (input.resolution === '512p' && !input.first_frame_image)
        return { field: 'input.resolution', description: '512p is only available with a first frame image' };
      return undefined;
    },
  },
  'bytedance/seedance-1-lite': {
    fields: {
      prompt,
      image: { type: 'file' },
      last_frame_image: { type: 'file' },
      duration: { type: 'integer', min: 2, max: 12 },
      resolution: { type: 'string', enum: ['480p', '720p', '1080p'] },
      aspect_ratio: { type: 'string', enum: ['16:9', '4:3', '1:1', '3:4', '9:16', '21:9', '9:21'] },
      fps: { type: 'integer', enum: [24] },
      camera_fixed: { type: 'boolean' },
      seed,
    },
  },
  'lightricks/ltx-2.5-fast': {
    fields: {
      prompt,
      image: { type: 'file' },
      last_frame_image: { type: 'file' },
      resolution: { type: 'string', enum: ['720p', '1080p', '2k', '4k'] },
      duration: { type: 'integer', enum: [2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20] },
      aspect_ratio: { type: 'string', enum: ['16:9', '9:16'] },
      fps: { type: 'integer', enum: [24, 25, 48, 50] },
      generate_audio: { type: 'boolean' },
    },
    rule: (input) => {
      const duration = Number(input.duration ?? 6);
      const fps = Number(input.fps ?? 25);
      if (duration > 10 && (fps > 25 || !['720p', '1080p', undefined].includes(input.resolution as string)))
        return {
          field: 'input.duration',
          description: 'Durations longer than 10 seconds are only available at 720p or 1080p with 24 or 25 FPS',
        };
      return undefined;
    },
  },
};

/** The error text Replicate gives a prediction its safety filter stopped. */
export const FAKE_SAFETY_ERROR =
  'The input or output was flagged as sensitive. Please try again with different inputs. (E005)';
/** A model failure as Replicate reports one (E1001: the model ran out of memory). */
export const FAKE_MODEL_ERROR =
  'The model ran out of memory while generating this video. Try a shorter or smaller video. (E1001)';

type Problem = { field: string; type: string; description: string };
type PredictionState = {
  id: string;
  model: string;
  input: Record<string, unknown>;
  prompt: string;
  polls: number;
  /** Reads answered 503 so far (`glitchy`). */
  glitches: number;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  createdAt: string;
  completedAt?: string;
};
type StoredFile = { id: string; name: string; contentType: string; size: number; sha256: string; createdAt: string };

const UNAUTHENTICATED = {
  title: 'Unauthenticated',
  detail: 'You did not pass a valid authentication token',
  status: 401,
};
const NOT_FOUND = { detail: 'The requested resource could not be found.', status: 404 };

function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** Replicate's validation of one field; undefined when the value is fine. */
function checkField(
  name: string,
  field: FakeField,
  value: unknown,
  knownFile: (url: string) => boolean,
): Problem | undefined {
  const at = `input.${name}`;
  const type = field.type === 'file' ? 'string' : field.type;
  const typeOk =
    type === 'integer'
      ? Number.isInteger(value)
      : type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : typeof value === type;
  if (!typeOk)
    return { field: at, type: 'invalid_type', description: `Invalid type. Expected: ${type}, given: ${typeof value}` };
  if (field.type === 'file') {
    const url = value as string;
    const fine =
      url.startsWith('data:') || (/^https?:\/\//.test(url) && (!url.includes('/v1/files/') || knownFile(url)));
    return fine
      ? undefined
      : { field: at, type: 'format', description: `Does not match format 'uri' or names no file` };
  }
  if ('enum' in field && field.enum && !(field.enum as unknown[]).includes(value))
    return {
      field: at,
      type: 'enum',
      description: `${name} must be one of the following: ${field.enum.map(shown).join(', ')}`,
    };
  if ('min' in field && field.min !== undefined && (value as number) < field.min)
    return { field: at, type: 'number_gte', description: `Must be greater than or equal to ${field.min}` };
  if ('max' in field && field.max !== undefined && (value as number) > field.max)
    return { field: at, type: 'number_lte', description: `Must be less than or equal to ${field.max}` };
  return undefined;
}

/** The input as the model sees it (unknown fields dropped) and what its schema refuses. */
function validate(model: FakeModel, input: Record<string, unknown>, knownFile: (url: string) => boolean) {
  const problems: Problem[] = [];
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const value = input[name];
    if (value === undefined || value === null) {
      if ('required' in field && field.required)
        problems.push({ field: 'input', type: 'required', description: `${name} is required` });
      continue;
    }
    const problem = checkField(name, field, value, knownFile);
    if (problem) problems.push(problem);
    else kept[name] = value;
  }
  const ruled = problems.length ? undefined : model.rule?.(kept);
  if (ruled) problems.push({ ...ruled, type: 'invalid' });
  return { kept, problems };
}

export async function startReplicateFake(
  videoFile: string,
  options: FakeReplicateOptions = {},
): Promise<FakeReplicate> {
  const { key = 'test-replicate-token', pollsUntilDone = 2, models = FAKE_REPLICATE_MODELS } = options;
  const control = { hold: false };
  const requests: FakeReplicateRequest[] = [];
  const cancelled: string[] = [];
  const predictions = new Map<string, PredictionState>();
  const files = new Map<string, StoredFile>();
  const busyPrompts = new Set<string>();
  let counter = 0;
  const nextId = () => {
    counter += 1;
    return `fake${counter.toString(36).padStart(6, '0')}${createHash('sha1').update(String(counter)).digest('hex').slice(0, 12)}`;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void answer(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: `fake error: ${String(error)}`, status: 500 }));
      });
    });
  });

  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fileUrl = (id: string) => `${origin()}/v1/files/${id}`;
  const knownFile = (url: string) => [...files.keys()].some((id) => url === fileUrl(id));

  function predictionJson(state: PredictionState) {
    const api = `${origin()}/v1/predictions/${state.id}`;
    const done = state.status === 'succeeded';
    const video = `${origin()}/delivery/${state.id}/output.mp4`;
    const output = done ? (models[state.model]?.output === 'list' ? [video] : video) : null;
    const error =
      state.status === 'failed' ? (state.prompt.includes('blocked') ? FAKE_SAFETY_ERROR : FAKE_MODEL_ERROR) : null;
    return {
      id: state.id,
      model: state.model,
      version: 'hidden',
      input: state.input,
      logs: state.status === 'starting' ? '' : 'Generating video…',
      output,
      data_removed: false,
      error,
      source: 'api',
      status: state.status,
      created_at: state.createdAt,
      ...(state.status === 'starting' ? {} : { started_at: state.createdAt }),
      ...(state.completedAt ? { completed_at: state.completedAt, metrics: { predict_time: 1.5 } } : {}),
      urls: {
        cancel: `${api}/cancel`,
        get: api,
        stream: `${origin()}/stream/${state.id}`,
        web: `${origin()}/p/${state.id}`,
      },
    };
  }

  /** One poll: the prediction moves on (unless `slow`) and ends as its prompt says. */
  function advance(state: PredictionState) {
    if (state.status !== 'starting' && state.status !== 'processing') return;
    state.polls += 1;
    state.status = 'processing';
    if (state.prompt.includes('slow') || control.hold || state.polls < pollsUntilDone) return;
    state.status = state.prompt.includes('blocked') || state.prompt.includes('fails') ? 'failed' : 'succeeded';
    state.completedAt = new Date().toISOString();
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake').pathname;
    const auth = req.headers.authorization;
    const contentType = req.headers['content-type'] ?? '';
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      const problem = status >= 400 && status !== 429 ? 'application/problem+json' : 'application/json';
      res.writeHead(status, { 'content-type': problem, ...headers });
      res.end(JSON.stringify(data));
    };

    let body: unknown;
    let form: FormData | undefined;
    if (contentType.startsWith('multipart/form-data')) {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
      const content = form.get('content');
      body = {
        content: content instanceof File ? { name: content.name, type: content.type, size: content.size } : content,
        metadata:
          form.get('metadata') instanceof Blob ? await (form.get('metadata') as Blob).text() : form.get('metadata'),
      };
    } else if (raw.length) {
      try {
        body = JSON.parse(raw.toString());
      } catch {
        body = raw.toString();
      }
    }
    requests.push({ method, path: url, auth, body });

    // Output files: public, like replicate.delivery.
    const delivery = /^\/delivery\/([^/]+)\/output\.mp4$/.exec(url);
    if (method === 'GET' && delivery) {
      if (predictions.get(delivery[1]!)?.status !== 'succeeded') return json(404, NOT_FOUND);
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(fs.statSync(videoFile).size) });
      fs.createReadStream(videoFile).pipe(res);
      return;
    }

    const token = /^(?:Bearer|Token) (.+)$/.exec(auth ?? '')?.[1];
    if (token !== key) return json(401, UNAUTHENTICATED);

    const create = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(url);
    if (method === 'POST' && create) {
      const model = `${decodeURIComponent(create[1]!)}/${decodeURIComponent(create[2]!)}`;
      const schema = models[model];
      if (!schema) return json(404, NOT_FOUND);
      const input = (body as { input?: unknown } | undefined)?.input;
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return json(422, {
          detail: '- (root): input is required\n',
          status: 422,
          title: 'Input validation failed',
          invalid_fields: [{ type: 'required', field: '(root)', description: 'input is required' }],
        });
      const { kept, problems } = validate(schema, input as Record<string, unknown>, knownFile);
      if (problems.length)
        return json(422, {
          detail: problems.map((p) => `- ${p.field}: ${p.description}\n`).join(''),
          status: 422,
          title: 'Input validation failed',
          invalid_fields: problems,
        });
      const promptText = String(kept.prompt ?? '');
      if (promptText.includes('busy') && !busyPrompts.has(promptText)) {
        busyPrompts.add(promptText);
        return json(
          429,
          { detail: 'Request was throttled. Expected available in 0 seconds.', status: 429 },
          { 'retry-after': '0' },
        );
      }
      const state: PredictionState = {
        id: nextId(),
        model,
        input: kept,
        prompt: promptText,
        polls: 0,
        glitches: 0,
        status: 'starting',
        createdAt: new Date().toISOString(),
      };
      predictions.set(state.id, state);
      return json(201, predictionJson(state));
    }

    const prediction = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(url);
    if (prediction) {
      const state = predictions.get(decodeURIComponent(prediction[1]!));
      if (!state) return json(404, NOT_FOUND);
      if (method === 'GET' && !prediction[2]) {
        if (state.prompt.includes('glitchy') && state.glitches < 2) {
          state.glitches += 1;
          return json(503, { title: 'Service Unavailable', detail: 'Please try again later', status: 503 });
        }
        advance(state);
        return json(200, predictionJson(state));
      }
      if (method === 'POST' && prediction[2]) {
        if (state.status === 'starting' || state.status === 'processing') {
          state.status = 'canceled';
          state.completedAt = new Date().toISOString();
          cancelled.push(state.id);
        }
        return json(200, predictionJson(state));
      }
    }

    if (method === 'POST' && url === '/v1/files') {
      const content = form?.get('content');
      if (!(content instanceof File))
        return json(400, { title: 'Bad request', detail: 'content is required (multipart/form-data)', status: 400 });
      const bytes = Buffer.from(await content.arrayBuffer());
      const stored: StoredFile = {
        id: nextId(),
        name: content.name,
        contentType: content.type || 'application/octet-stream',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        createdAt: new Date().toISOString(),
      };
      files.set(stored.id, stored);
      return json(201, fileJson(stored));
    }
    const file = /^\/v1\/files\/([^/]+)$/.exec(url);
    if (method === 'GET' && file) {
      const stored = files.get(decodeURIComponent(file[1]!));
      return stored ? json(200, fileJson(stored)) : json(404, NOT_FOUND);
    }

    return json(404, NOT_FOUND);
  }

  function fileJson(stored: StoredFile) {
    return {
      id: stored.id,
      name: stored.name,
      content_type: stored.contentType,
      size: stored.size,
      etag: stored.sha256.slice(0, 32),
      checksums: { sha256: stored.sha256 },
      metadata: {},
      created_at: stored.createdAt,
      expires_at: new Date(Date.parse(stored.createdAt) + 24 * 3600 * 1000).toISOString(),
      urls: { get: fileUrl(stored.id) },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The fake is its own switch: the handlers read `control.hold`, a test sets `fake.hold`.
  return Object.assign(control, {
    url: origin(),
    requests,
    cancelled,
    submitted: () => predictions.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
