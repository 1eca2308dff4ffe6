/**
 * A local stand-in for fal's queue API (src/engine/providers/fal.ts has the URLs of the docs it
 * follows, read 2026-11-26), as strict as the real one where the docs say how it answers:
 * - every route but the result files needs `Authorization: Key <key>`: none or a wrong one is a
 *   401 with a `detail` string ("No user found for Key ID and Secret" is fal's words for a wrong
 *   key; its words for a missing one are not documented);
 * - `POST /{endpoint id}` for an id it does not know is a 404 (the body is not documented either);
 *   an input that breaks the endpoint's published schema (a missing prompt, a duration the model
 *   does not take, a number out of range, a picture that is neither a URL nor a data URI) is a
 *   422 with fal's `detail` list of `{loc, msg, type, url}`. Fields the schema does not list are
 *   ignored, as Pydantic does by default. fal may report such errors on the result rather than
 *   on the submit; this fake answers at once, which fails the same way for the caller;
 * - a submit answers `request_id` and the status, response and cancel URLs, which name only the
 *   model's owner and app (as fal's do), so a client that builds them itself gets 404s;
 * - status: `IN_QUEUE` then `IN_PROGRESS` (HTTP 202) and `COMPLETED` (200) at poll number
 *   `pollsUntilDone`; the result is `{video: {url, …}, seed}` with a URL this server serves
 *   without a key, like fal's CDN.
 * What the prompt says drives the outcome (the integration tests use these words):
 * - `blocked`: the result is fal's 422 `content_policy_violation`;
 * - `fails`: the result is a 400 `downstream_service_error` with a readable message;
 * - `busy`: the first submit of that prompt is a 429 (Retry-After: 0), the next ones are queued;
 * - `slow`: in progress until cancelled (`PUT cancel_url`: 202 CANCELLATION_REQUESTED, the id
 *   recorded in `cancelled`); a cancelled request completes with a 499 `client_cancelled` result;
 * - `silent`: like `slow`, but its status requests are never answered (a provider that hangs);
 * - `glitchy`: its first two status reads answer 503 (fal's infrastructure error shape), `hiccup`
 *   its first two 400, while the request runs on: a client must keep polling.
 * Used only by tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeHosted, FakeHostedRequest } from './fake-hosted';

export type FakeFalRequest = FakeHostedRequest;
export type FakeFal = FakeHosted;

/** One input field of an endpoint's published schema. */
export type FakeFalField =
  | { kind: 'string'; required?: boolean; values?: readonly string[] }
  | { kind: 'integer'; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'file'; required?: boolean };

export type FakeFalModel = Record<string, FakeFalField>;

export type FakeFalOptions = {
  key?: string;
  pollsUntilDone?: number;
  /** Endpoint ids this fal serves, with their input schema (default FAKE_FAL_MODELS). */
  models?: Record<string, FakeFalModel>;
};

const text: FakeFalField = { kind: 'string' };
const prompt: FakeFalField = { kind: 'string', required: true };
const flag: FakeFalField = { kind: 'boolean' };
const seed: FakeFalField = { kind: 'integer' };
const picture: FakeFalField = { kind: 'file', required: true };
const seconds = (from: number, to: number): FakeFalField => ({
  kind: 'string',
  values: Array.from({ length: to - from + 1 }, (_, i) => String(from + i)),
});
const oneOf = (...values: string[]): FakeFalField => ({ kind: 'string', values });

// The schemas of fal's pages and of fal-js's generated endpoint types (read 2026-11-26).
const KLING_TEXT: FakeFalModel = {
  prompt,
  negative_prompt: text,
  duration: seconds(3, 15),
  aspect_ratio: oneOf('16:9', '9:16', '1:1'),
  generate_audio: flag,
};
// Kling's image endpoint wants a prompt or a multi_prompt; we only ever send the prompt.
const KLING_IMAGE: FakeFalModel = {
  prompt,
  negative_prompt: text,
  duration: seconds(3, 15),
  generate_audio: flag,
  start_image_url: picture,
  end_image_url: { kind: 'file' },
};
const WAN_TEXT: FakeFalModel = {
  prompt,
  negative_prompt: text,
  seed,
  num_frames: { kind: 'integer', min: 17, max: 161 },
  frames_per_second: { kind: 'integer', min: 4, max: 60 },
  resolution: oneOf('480p', '580p', '720p'),
  aspect_ratio: oneOf('16:9', '9:16', '1:1'),
  enable_safety_checker: flag,
};
const WAN_IMAGE: FakeFalModel = { ...WAN_TEXT, aspect_ratio: oneOf('auto', '16:9', '9:16', '1:1'), image_url: picture };
const HAILUO_TEXT: FakeFalModel = { prompt, duration: oneOf('6', '10'), prompt_optimizer: flag };
const HAILUO_IMAGE: FakeFalModel = {
  ...HAILUO_TEXT,
  resolution: oneOf('512P', '768P'),
  image_url: picture,
  end_image_url: { kind: 'file' },
};
const SEEDANCE_TEXT: FakeFalModel = {
  prompt,
  seed,
  duration: seconds(2, 12),
  aspect_ratio: oneOf('21:9', '16:9', '4:3', '1:1', '3:4', '9:16'),
  resolution: oneOf('480p', '720p', '1080p'),
  camera_fixed: flag,
  enable_safety_checker: flag,
};
const SEEDANCE_IMAGE: FakeFalModel = {
  ...SEEDANCE_TEXT,
  aspect_ratio: oneOf('21:9', '16:9', '4:3', '1:1', '3:4', '9:16', 'auto'),
  image_url: picture,
};
const LTX_TEXT: FakeFalModel = {
  prompt,
  negative_prompt: text,
  seed,
  num_frames: { kind: 'integer', min: 9, max: 1441 },
  frame_rate: { kind: 'integer', min: 1 },
  resolution: oneOf('480p', '720p'),
  aspect_ratio: oneOf('9:16', '1:1', '16:9'),
  enable_safety_checker: flag,
};
const LTX_IMAGE: FakeFalModel = { ...LTX_TEXT, aspect_ratio: oneOf('9:16', '1:1', '16:9', 'auto'), image_url: picture };

/** The endpoints of the shipped catalogue (src/lib/catalogue/fal.ts). */
export const FAKE_FAL_MODELS: Record<string, FakeFalModel> = {
  'fal-ai/kling-video/v3/standard/text-to-video': KLING_TEXT,
  'fal-ai/kling-video/v3/standard/image-to-video': KLING_IMAGE,
  'fal-ai/kling-video/v3/pro/text-to-video': KLING_TEXT,
  'fal-ai/kling-video/v3/pro/image-to-video': KLING_IMAGE,
  'fal-ai/wan/v2.2-a14b/text-to-video': WAN_TEXT,
  'fal-ai/wan/v2.2-a14b/image-to-video': WAN_IMAGE,
  'fal-ai/minimax/hailuo-02/standard/text-to-video': HAILUO_TEXT,
  'fal-ai/minimax/hailuo-02/standard/image-to-video': HAILUO_IMAGE,
  'fal-ai/bytedance/seedance/v1/pro/fast/text-to-video': SEEDANCE_TEXT,
  'fal-ai/bytedance/seedance/v1/pro/fast/image-to-video': SEEDANCE_IMAGE,
  'fal-ai/ltxv-13b-098-distilled': LTX_TEXT,
  'fal-ai/ltxv-13b-098-distilled/image-to-video': LTX_IMAGE,
};

type FalError = { loc: (string | number)[]; msg: string; type: string; url: string; ctx?: object; input?: unknown };

function falError(field: string | undefined, msg: string, type: string, extra: Partial<FalError> = {}): FalError {
  return {
    loc: field ? ['body', field] : ['body'],
    msg,
    type,
    url: `https://docs.fal.ai/errors/#${type}`,
    ...extra,
  };
}

function quoted(values: readonly string[]): string {
  const all = values.map((v) => `'${v}'`);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : (all[0] ?? '');
}

/** What is wrong with one field's value, in fal's error shape. */
function fieldError(name: string, field: FakeFalField, value: unknown): FalError | undefined {
  if (value === undefined || value === null)
    return 'required' in field && field.required ? falError(name, 'Field required', 'missing') : undefined;
  if (field.kind === 'boolean')
    return typeof value === 'boolean'
      ? undefined
      : falError(name, 'Input should be a valid boolean', 'bool_type', { input: value });
  if (field.kind === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value))
      return falError(name, 'Input should be a valid integer', 'int_type', { input: value });
    if (field.min !== undefined && value < field.min)
      return falError(name, `Input should be greater than or equal to ${field.min}`, 'greater_than_equal', {
        ctx: { ge: field.min },
        input: value,
      });
    if (field.max !== undefined && value > field.max)
      return falError(name, `Input should be less than or equal to ${field.max}`, 'less_than_equal', {
        ctx: { le: field.max },
        input: value,
      });
    return undefined;
  }
  if (typeof value !== 'string')
    return falError(name, 'Input should be a valid string', 'string_type', { input: value });
  if (field.kind === 'file')
    return /^https?:\/\//.test(value) || /^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]+=*$/.test(value)
      ? undefined
      : falError(name, 'File download error', 'file_download_error', { input: value.slice(0, 40) });
  if (field.values && !field.values.includes(value))
    return falError(name, `Input should be ${quoted(field.values)}`, 'one_of', {
      ctx: { expected: field.values },
      input: value,
    });
  if (field.required && !value.trim()) return falError(name, 'Field required', 'missing');
  return undefined;
}

function validate(model: FakeFalModel, body: Record<string, unknown>): FalError[] {
  return Object.entries(model)
    .map(([name, field]) => fieldError(name, field, body[name]))
    .filter((error): error is FalError => error !== undefined);
}

type QueuedRequest = {
  id: string;
  /** owner/app: what fal's status, response and cancel URLs name. */
  app: string;
  prompt: string;
  polls: number;
  /** Status reads answered with an error so far (`glitchy`, `hiccup`). */
  glitches: number;
  cancelled: boolean;
};

export async function startFalFake(videoFile: string, options: FakeFalOptions = {}): Promise<FakeFal> {
  const { key = 'test-fal-key', pollsUntilDone = 2, models = FAKE_FAL_MODELS } = options;
  const control = { hold: false };
  const requests: FakeFalRequest[] = [];
  const cancelled: string[] = [];
  const queued = new Map<string, QueuedRequest>();
  const busyPrompts = new Set<string>();
  let counter = 0;

  const done = (request: QueuedRequest) =>
    request.cancelled || (!/slow|silent/.test(request.prompt) && !control.hold && request.polls >= pollsUntilDone);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://fake');
      const auth = req.headers.authorization;
      requests.push({ method, path: url.pathname + url.search, auth, body });
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const json = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(data));
      };

      /** The response URL: the video, or the error fal stored for the request. */
      const result = (request: QueuedRequest) => {
        if (!done(request)) return json(400, { detail: 'Request is still in progress' });
        if (request.cancelled)
          return json(499, { detail: 'The request was cancelled by the client.', error_type: 'client_cancelled' });
        if (request.prompt.includes('blocked'))
          return json(422, {
            detail: [
              falError(
                'prompt',
                'The content could not be processed because it contained material flagged by a content checker.',
                'content_policy_violation',
                { input: request.prompt },
              ),
            ],
          });
        if (request.prompt.includes('fails'))
          return json(400, {
            detail: [
              falError(
                undefined,
                'Downstream service error: the model could not render this video',
                'downstream_service_error',
              ),
            ],
          });
        const size = fs.statSync(videoFile).size;
        return json(200, {
          video: {
            url: `${origin}/files/${request.id}/output.mp4`,
            content_type: 'video/mp4',
            file_name: 'output.mp4',
            file_size: size,
          },
          seed: 42,
        });
      };

      // The result files: public, like fal's CDN.
      if (method === 'GET' && url.pathname.startsWith('/files/')) {
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(fs.statSync(videoFile).size) });
        fs.createReadStream(videoFile).pipe(res);
        return;
      }

      if (!auth) return json(401, { detail: 'Missing authorization header' });
      if (auth !== `Key ${key}`) return json(401, { detail: 'No user found for Key ID and Secret' });

      const onRequest = /^\/(.+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(url.pathname);
      if (onRequest) {
        const [, app, id, action] = onRequest;
        const request = queued.get(id!);
        if (!request || request.app !== app) return json(404, { detail: `Request ${id} not found` });
        const urls = requestUrls(origin, request);
        if (method === 'GET' && action === '/status') {
          if (/glitchy|hiccup/.test(request.prompt) && request.glitches < 2) {
            request.glitches += 1;
            if (request.prompt.includes('hiccup')) return json(400, { detail: 'Bad Request' });
            return json(503, { detail: 'Service temporarily unavailable', error_type: 'internal_server_error' });
          }
          request.polls += 1;
          if (request.prompt.includes('silent') && !request.cancelled) return;
          const logs = url.searchParams.get('logs') === '1' ? [] : null;
          if (done(request)) return json(200, { status: 'COMPLETED', ...urls, logs, metrics: { inference_time: 1.5 } });
          if (request.polls === 1 && !request.prompt.includes('slow'))
            return json(202, { status: 'IN_QUEUE', ...urls, queue_position: 0 });
          return json(202, { status: 'IN_PROGRESS', ...urls, logs });
        }
        if (method === 'PUT' && action === '/cancel') {
          if (done(request)) return json(400, { status: 'ALREADY_COMPLETED' });
          request.cancelled = true;
          cancelled.push(request.id);
          return json(202, { status: 'CANCELLATION_REQUESTED' });
        }
        if (method === 'GET' && !action) return result(request);
        return json(405, { detail: 'Method Not Allowed' });
      }

      if (method !== 'POST') return json(404, { detail: 'Not Found' });
      const endpoint = url.pathname.slice(1);
      const model = models[endpoint];
      if (!model) return json(404, { detail: `Application '${endpoint}' not found` });
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return json(422, { detail: [falError(undefined, 'Input should be a valid dictionary', 'model_type')] });
      const input = body as Record<string, unknown>;
      const errors = validate(model, input);
      if (errors.length) return json(422, { detail: errors });
      const asked = String(input.prompt);
      if (asked.includes('busy') && !busyPrompts.has(asked)) {
        busyPrompts.add(asked);
        return json(429, { detail: 'Too many concurrent requests' }, { 'retry-after': '0' });
      }
      counter += 1;
      const request: QueuedRequest = {
        id: `00000000-fake-4000-8000-${String(counter).padStart(12, '0')}`,
        app: endpoint.split('/').slice(0, 2).join('/'),
        prompt: asked,
        polls: 0,
        glitches: 0,
        cancelled: false,
      };
      queued.set(request.id, request);
      return json(200, { status: 'IN_QUEUE', ...requestUrls(origin, request), queue_position: 0 });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The fake is its own switch: the handlers read `control.hold`, a test sets `fake.hold`.
  return Object.assign(control, {
    url: `http://127.0.0.1:${port}`,
    requests,
    cancelled,
    submitted: () => queued.size,
    close: () =>
      new Promise<void>((resolve) => {
        // Unanswered (`silent`) requests would hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** fal's URLs for a request: under owner/app, never the endpoint's path. */
function requestUrls(origin: string, request: QueuedRequest) {
  const base = `${origin}/${request.app}/requests/${request.id}`;
  return {
    request_id: request.id,
    response_url: base,
    status_url: `${base}/status`,
    cancel_url: `${base}/cancel`,
  };
}
