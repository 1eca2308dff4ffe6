import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, type ApiEffects, createApiClient, parseEventBlocks } from './client';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let baseURL: string;
const seen: Seen[] = [];
let reply: (req: http.IncomingMessage) => { status: number; body: unknown } = () => ({
  status: 200,
  body: { code: 200, msg: 'success', data: null },
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = reply(req);
      const send = () => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      };
      // A server that takes its time: longer than the short timeout the test gives the client.
      if (req.url?.startsWith('/slow')) setTimeout(send, 400);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
});

function effects(overrides: Partial<ApiEffects> = {}) {
  const handled: unknown[] = [];
  const value: ApiEffects = {
    token: () => 'tok123',
    uniqueId: () => 'dev_1.sig',
    viewer: () => 'free',
    handle: (action) => handled.push(action),
    ...overrides,
  };
  return { value, handled };
}

describe('api client', () => {
  it('sends the bearer token, the device id and the captcha payload, and returns data', async () => {
    reply = () => ({ status: 200, body: { code: 200, msg: 'success', data: { recordId: 'r1' } } });
    const { value } = effects();
    const client = createApiClient(value, baseURL);
    await expect(client.post('/api/v1/video/create', { prompt: 'x' }, { verify: 'payload' })).resolves.toEqual({
      recordId: 'r1',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/video/create', body: '{"prompt":"x"}' });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer tok123',
      uniqueid: 'dev_1.sig',
      verify: 'payload',
    });
  });

  it('sends no Authorization without a token', async () => {
    const { value } = effects({ token: () => null });
    await createApiClient(value, baseURL).get('/api/auth/getIpCountry');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('posts form-encoded bodies when asked (outlook-login)', async () => {
    const { value } = effects();
    await createApiClient(value, baseURL).post(
      '/api/auth/outlook-login',
      { credential: 'a.b.c', referDomain: 'direct' },
      { form: true },
    );
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.body).toBe('credential=a.b.c&referDomain=direct');
  });

  it.each([
    [401, 'Login has expired. Please login again', 'free', { type: 'login-expired' }],
    [430, 'Not enough credits', 'free', { type: 'pricing-modal' }],
    [430, 'Not enough credits', 'paid', { type: 'toast', message: 'Not enough credits' }],
    [429, 'Daily limit reached', 'anonymous', { type: 'login-popup', daily: true }],
    [439, 'Slow down', 'free', { type: 'limit-notice' }],
    [460, 'Too many running jobs', 'free', { type: 'concurrent-jobs' }],
    [
      500,
      'Server exception, please contact the administrator!',
      'free',
      { type: 'toast', message: 'Server exception, please contact the administrator!' },
    ],
  ] as const)('carries out code %i for a %s viewer and rejects with it', async (code, msg, viewer, action) => {
    reply = () => ({ status: 400, body: { code, msg, data: null } });
    const { value, handled } = effects({ viewer: () => viewer });
    const error = await createApiClient(value, baseURL)
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect(handled).toEqual([action]);
  });

  it("hands on the answer's msgKey and msgVars with the error and the toast", async () => {
    const msg = 'The file is too large. An image can be at most 10 MB.';
    reply = () => ({
      status: 413,
      body: { code: 413, msg, msgKey: 'imageTooLarge', msgVars: { maxMb: 10, odd: { nested: true } }, data: null },
    });
    const { value, handled } = effects();
    const error = (await createApiClient(value, baseURL)
      .post('/x', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.said).toEqual({ key: 'imageTooLarge', vars: { maxMb: 10 } });
    expect(error.message).toBe(msg);
    expect(handled).toEqual([{ type: 'toast', message: msg, said: { key: 'imageTooLarge', vars: { maxMb: 10 } } }]);
  });

  it('has no key from a server that sends none', async () => {
    reply = () => ({ status: 400, body: { code: 400, msg: 'Please enter the prompt', data: null } });
    const { value, handled } = effects();
    const error = (await createApiClient(value, baseURL)
      .post('/x', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.said).toBeNull();
    expect(handled).toEqual([{ type: 'toast', message: 'Please enter the prompt' }]);
  });

  it.each([
    [450, { type: 'pass-through', code: 450, message: 'Prompt rejected' }],
    [100001, { type: 'captcha', code: 100001 }],
    [100002, { type: 'captcha', code: 100002 }],
  ] as const)('leaves code %i to the caller', async (code, action) => {
    reply = () => ({ status: 403, body: { code, msg: 'Prompt rejected', data: null } });
    const { value, handled } = effects();
    const error = (await createApiClient(value, baseURL)
      .post('/x', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.action).toEqual(action);
    expect(handled).toEqual([]);
  });

  it('toasts a network error with its own message', async () => {
    const { value, handled } = effects();
    const error = (await createApiClient(value, 'http://127.0.0.1:1')
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(0);
    expect(handled).toHaveLength(1);
    expect((handled[0] as { type: string; message: string }).type).toBe('toast');
    expect((handled[0] as { message: string }).message).toMatch(/ECONNREFUSED|Network Error/);
  });

  it('leaves every failure of a quiet call to its caller: no toast, no dialog', async () => {
    const { value, handled } = effects({ viewer: () => 'anonymous' });
    const client = createApiClient(value, baseURL);
    for (const [code, msg] of [
      [439, 'Too many requests'],
      [401, 'Login has expired'],
      [500, 'Server exception, please contact the administrator!'],
    ] as const) {
      reply = () => ({ status: code === 439 ? 429 : code, body: { code, msg, data: null } });
      const error = (await client
        .get('/api/auth/check-email-registered', {}, { quiet: true })
        .catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe(code);
    }
    const offline = (await createApiClient(value, 'http://127.0.0.1:1')
      .get('/x', {}, { quiet: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(offline.code).toBe(0);
    expect(handled).toEqual([]);
    // The same answer to a call that is not quiet is carried out as usual.
    reply = () => ({ status: 429, body: { code: 439, msg: 'Too many requests', data: null } });
    await client.get('/x').catch(() => undefined);
    expect(handled).toEqual([{ type: 'limit-notice' }]);
  });

  it('gives up after its timeout (60 seconds by default) and says so in the toast', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./client');
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    reply = () => ({ status: 200, body: { code: 200, msg: 'success', data: null } });
    const { value, handled } = effects();
    const error = (await createApiClient(value, baseURL, { timeoutMs: 100 })
      .get('/slow')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(0);
    expect(handled).toEqual([{ type: 'toast', message: 'timeout of 100ms exceeded' }]);
    // The same call within the time answers as usual.
    await expect(createApiClient(value, baseURL, { timeoutMs: 2000 }).get('/slow')).resolves.toBeNull();
  });

  it('sends query parameters it is given, leaving out the undefined ones, and a caller can abort', async () => {
    reply = () => ({ status: 200, body: { code: 200, msg: 'success', data: null } });
    const { value } = effects();
    const client = createApiClient(value, baseURL);
    await client.get('/api/v1/video/pageRecordList', { pageNum: 2, duration: undefined, q: 'a b' });
    expect(seen[0]!.url).toBe('/api/v1/video/pageRecordList?pageNum=2&q=a+b');
    const abort = new AbortController();
    const pending = client.get('/slow', {}, { signal: abort.signal }).catch((e: unknown) => e);
    abort.abort();
    expect(await pending).toBeInstanceOf(ApiError);
  });

  it('uploads a form where the page has no XMLHttpRequest, with the same headers', async () => {
    reply = () => ({ status: 200, body: { code: 200, msg: 'success', data: { url: '/media/u/1.png' } } });
    const { value } = effects();
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    await expect(createApiClient(value, baseURL).upload('/api/v1/upload', form)).resolves.toEqual({
      url: '/media/u/1.png',
    });
    const upload = seen.find((request) => request.url === '/api/v1/upload')!;
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.headers).toMatchObject({ authorization: 'Bearer tok123', uniqueid: 'dev_1.sig' });
  });
});

describe('parseEventBlocks (server-sent events)', () => {
  it('reads named events and multi-line data, skips comments, and keeps an unfinished block for later', () => {
    const text =
      'retry: 3000\nevent: open\ndata: {}\n\n: ping\n\nevent: record\ndata: {"id":"a",\ndata: "state":"success"}\r\n\r\nevent: rec';
    const { events, rest } = parseEventBlocks(text);
    expect(events).toEqual([
      { event: 'open', data: '{}' },
      { event: 'record', data: '{"id":"a",\n"state":"success"}' },
    ]);
    expect(rest).toBe('event: rec');
    expect(parseEventBlocks(`${rest}ord\ndata: 1\n\n`).events).toEqual([{ event: 'record', data: '1' }]);
    expect(parseEventBlocks('data: plain\n\n').events).toEqual([{ event: 'message', data: 'plain' }]);
  });
});
