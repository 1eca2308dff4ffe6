/**
 * The web app's one HTTP client (SPEC §7): 60 s timeout, `Authorization: Bearer` from the
 * stored token, the `uniqueId` header, an optional `verify` captcha payload, and the error
 * catalogue of SPEC §8 applied in one place. What an answer means is decided by
 * `catalogueAction`; what the page does about it (toasts, dialogs, clearing the token) is
 * handed to `effects`, so this module stays free of React. Load it lazily: axios is not part of
 * the first paint.
 */
import axios, { type AxiosInstance, isAxiosError } from 'axios';
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
};

export type ApiClient = {
  get: <T>(path: string, params?: Record<string, string | number | undefined>, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
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
  axios: AxiosInstance;
};

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

export function createApiClient(effects: ApiEffects, baseURL = ''): ApiClient {
  const instance = axios.create({ baseURL, timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });
  instance.interceptors.request.use((config) => {
    const token = effects.token();
    const uniqueId = effects.uniqueId();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (uniqueId) config.headers.set('uniqueId', uniqueId);
    return config;
  });

  function settle<T>(body: Envelope<T> | undefined, status: number): T {
    const code = typeof body?.code === 'number' ? body.code : status >= 400 ? status : CODES.SERVER_ERROR;
    if (code === CODES.OK) return body?.data as T;
    const said = saidOf(body);
    const action = catalogueAction(code, body?.msg, effects.viewer(), body?.data, said);
    if (action.type !== 'none' && action.type !== 'pass-through' && action.type !== 'captcha') effects.handle(action);
    throw new ApiError(code, body?.msg ?? '', action, body?.data ?? null, said);
  }

  async function send<T>(run: () => Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
    let response: { data: Envelope<T>; status: number };
    try {
      response = await run();
    } catch (error) {
      const action = networkErrorAction(isAxiosError(error) ? new Error(error.message) : error);
      if (action.type === 'toast') effects.handle(action);
      throw new ApiError(0, action.type === 'toast' ? action.message : 'Network Error', action);
    }
    return settle(response.data, response.status);
  }

  const headersFor = (options: RequestOptions = {}) => ({
    ...options.headers,
    ...(options.verify ? { verify: options.verify } : {}),
  });

  async function events(path: string, onEvent: (event: string, data: string) => void, signal: AbortSignal) {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = effects.token();
    const uniqueId = effects.uniqueId();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (uniqueId) headers.uniqueId = uniqueId;
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
    axios: instance,
    events,
    get: (path, params, options) =>
      send(() => instance.get(path, { params, headers: headersFor(options), signal: options?.signal })),
    upload: (path, form, onProgress, options) =>
      send(() =>
        instance.post(path, form, {
          headers: headersFor(options),
          signal: options?.signal,
          // Uploads may take longer than an API call: no timeout while bytes are moving.
          timeout: 0,
          onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
        }),
      ),
    post: (path, body, options) =>
      send(() =>
        options?.form
          ? instance.post(
              path,
              new URLSearchParams(Object.entries((body ?? {}) as Record<string, string>)).toString(),
              {
                headers: { ...headersFor(options), 'Content-Type': 'application/x-www-form-urlencoded' },
                signal: options.signal,
              },
            )
          : instance.post(path, body, { headers: headersFor(options), signal: options?.signal }),
      ),
  };
}
