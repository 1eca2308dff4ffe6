/**
 * The web app's one HTTP client (SPEC §7): 60 s timeout, `Authorization: Bearer` from the
 * stored token, the `uniqueId` header, an optional `verify` captcha payload, and the error
 * catalogue of SPEC §8 applied in one place. What an answer means is decided by
 * `catalogueAction`; what the page does about it (toasts, dialogs, clearing the token) is
 * handed to `effects`, so this module stays free of React. It is the platform's fetch (and, for
 * an upload's progress, XMLHttpRequest), not a library: the studio's first load carries no
 * HTTP client of its own (axios was 22 kB of it, issue 18).
 */
import { type CatalogueAction, catalogueAction, networkErrorAction, type Viewer } from './catalogue';
import { CODES, type Envelope } from './codes';
import { MINUTE } from '@/lib/time';
import { type Said, saidOf } from './messages';

export const REQUEST_TIMEOUT_MS = MINUTE;

export type ApiEffects = {
  token: () => string | null;
  uniqueId: () => string | null;
  viewer: () => Viewer;
  /** Carry out a catalogue action: toast, clear the token and open the login popup, open a dialog. */
  handle: (action: Exclude<CatalogueAction, { type: 'none' | 'pass-through' | 'captcha' }>) => void;
};

/**
 * A call that did not succeed: the answer's code and message, what the catalogue made of it,
 * and `said`, the message's key and variables (null from a server that sends none).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly action: CatalogueAction,
    readonly data: unknown = null,
    readonly said: Said | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions = {
  verify?: string;
  headers?: Record<string, string>;
  form?: boolean;
  signal?: AbortSignal;
  /**
   * The caller deals with every failure itself: no toast, no dialog (a lookup the visitor did
   * not ask for, whose failure changes nothing they see).
   */
  quiet?: boolean;
};

export type ApiClient = {
  get: <T>(path: string, params?: Record<string, string | number | undefined>, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** A multipart upload (FormData), reporting the fraction sent. */
  upload: <T>(
    path: string,
    form: FormData,
    onProgress?: (fraction: number) => void,
    options?: RequestOptions,
  ) => Promise<T>;
  /**
   * Server-sent events from `path`, read with fetch so the same headers go with them (EventSource
   * cannot send any); `onEvent` gets each event's name and data. Resolves when the server ends
   * the stream, rejects when it cannot be opened or breaks.
   */
  events: (path: string, onEvent: (event: string, data: string) => void, signal: AbortSignal) => Promise<void>;
};

/** A request as this client sends it. */
type Outgoing = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
  quiet?: boolean;
};

/** What came back: the status and the body when it was JSON. */
type Incoming<T> = { status: number; data: Envelope<T> | undefined };

/** A body as the envelope, or undefined when it is not JSON (a proxy's error page, an empty body). */
function envelopeOf<T>(text: string): Envelope<T> | undefined {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return undefined;
  }
}

/**
 * One fetch with the client's timeout: the caller's signal and the clock both abort it. A
 * timeout reads as axios's did ("timeout of 60000ms exceeded"), any other failure as "Network
 * Error", which is what the toast says (SPEC §8).
 */
async function fetchWithTimeout<T>(url: string, request: Outgoing, timeoutMs: number): Promise<Incoming<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', forward, { once: true });
  if (request.signal?.aborted) forward();
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    return { status: response.status, data: envelopeOf<T>(await response.text()) };
  } catch (error) {
    if (timedOut) throw new Error(`timeout of ${timeoutMs}ms exceeded`);
    if (request.signal?.aborted) throw error;
    throw new Error('Network Error');
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forward);
  }
}

/** An upload with its progress (fetch cannot report bytes sent), without a timeout while bytes move. */
function xhrUpload<T>(url: string, request: Outgoing, onProgress?: (fraction: number) => void): Promise<Incoming<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.lengthComputable ? event.loaded / event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, data: envelopeOf<T>(xhr.responseText) });
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.onabort = () => reject(request.signal?.reason ?? new Error('canceled'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body as XMLHttpRequestBodyInit);
  });
}

/** The events of an SSE text: blocks split by a blank line, `event:` and `data:` fields, comments skipped. */
export function parseEventBlocks(text: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

export function createApiClient(
  effects: ApiEffects,
  baseURL = '',
  { timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ApiClient {
  /** The stored token, the device id and the call's own headers. */
  const headersFor = (options: RequestOptions = {}, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { ...extra, ...options.headers };
    const token = effects.token();
    const uniqueId = effects.uniqueId();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (uniqueId) headers.uniqueId = uniqueId;
    if (options.verify) headers.verify = options.verify;
    return headers;
  };

  function settle<T>(body: Envelope<T> | undefined, status: number, quiet = false): T {
    const code = typeof body?.code === 'number' ? body.code : status >= 400 ? status : CODES.SERVER_ERROR;
    if (code === CODES.OK) return body?.data as T;
    const said = saidOf(body);
    const action = catalogueAction(code, body?.msg, effects.viewer(), body?.data, said);
    if (!quiet && action.type !== 'none' && action.type !== 'pass-through' && action.type !== 'captcha')
      effects.handle(action);
    throw new ApiError(code, body?.msg ?? '', action, body?.data ?? null, said);
  }

  async function send<T>(run: () => Promise<Incoming<T>>, quiet = false): Promise<T> {
    let response: Incoming<T>;
    try {
      response = await run();
    } catch (error) {
      const action = networkErrorAction(error);
      if (action.type === 'toast' && !quiet) effects.handle(action);
      throw new ApiError(0, action.type === 'toast' ? action.message : 'Network Error', action);
    }
    return settle(response.data, response.status, quiet);
  }

  const call = <T>(request: Outgoing) =>
    send<T>(() => fetchWithTimeout<T>(`${baseURL}${request.path}`, request, timeoutMs), request.quiet);

  /** The path with its query: parameters left undefined are not sent. */
  const withQuery = (path: string, params: Record<string, string | number | undefined> = {}) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.append(name, String(value));
    const text = query.toString();
    return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
  };

  async function events(path: string, onEvent: (event: string, data: string) => void, signal: AbortSignal) {
    const headers = headersFor({}, { Accept: 'text/event-stream' });
    const response = await fetch(`${baseURL}${path}`, { headers, signal, cache: 'no-store' });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
      throw new Error(`no event stream (${response.status})`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { events: parsed, rest } = parseEventBlocks(buffered + value);
      buffered = rest;
      for (const { event, data } of parsed) onEvent(event, data);
    }
  }

  return {
    events,
    get: (path, params, options) =>
      call({
        method: 'GET',
        path: withQuery(path, params),
        headers: headersFor(options),
        signal: options?.signal,
        quiet: options?.quiet,
      }),
    delete: (path, options) =>
      call({
        method: 'DELETE',
        path,
        headers: headersFor(options),
        signal: options?.signal,
        quiet: options?.quiet,
      }),
    upload: (path, form, onProgress, options) => {
      const request: Outgoing = {
        method: 'POST',
        path,
        headers: headersFor(options),
        body: form,
        signal: options?.signal,
      };
      // Without XMLHttpRequest (not a browser) the upload goes by fetch, without progress or timeout.
      return send(() =>
        typeof XMLHttpRequest === 'function'
          ? xhrUpload(`${baseURL}${path}`, request, onProgress)
          : fetchWithTimeout(`${baseURL}${path}`, request, 2 ** 31 - 1),
      );
    },
    post: (path, body, options) => {
      // A form (SPEC's sign-in routes) goes urlencoded; anything else as JSON; no body, none.
      const [type, encoded] = options?.form
        ? [
            'application/x-www-form-urlencoded',
            new URLSearchParams(Object.entries((body ?? {}) as Record<string, string>)).toString(),
          ]
        : body === undefined
          ? [undefined, undefined]
          : ['application/json', JSON.stringify(body)];
      return call({
        method: 'POST',
        path,
        headers: headersFor(options, type ? { 'Content-Type': type } : {}),
        body: encoded,
        signal: options?.signal,
        quiet: options?.quiet,
      });
    },
  };
}
