/**
 * Hostile requests for the fuzz suite: every API route found on disk, and fast-check
 * arbitraries for what a client could send it (bodies as raw JSON text, so they can hold what
 * JSON.stringify never writes: duplicate keys, `__proto__` as an own key, numbers past a
 * double's range, nesting deeper than any stack), headers and query strings. Requests go out
 * over node:http rather than fetch, which refuses a GET with a body and normalises headers.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';

export type ApiRoute = {
  /** `/api/v1/video/detail/[id]`, as the file names it. */
  pattern: string;
  /** The methods the route's handler maps, GET when it maps none by name (it checks itself). */
  methods: string[];
};

const PAGES = 'src/pages';

/** Every route under src/pages/api, so a route added later is fuzzed without being listed here. */
export function apiRoutes(dir = path.join(PAGES, 'api')): ApiRoute[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): ApiRoute[] => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRoutes(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const pattern = `/${path
      .relative(PAGES, file)
      .replace(/\.tsx?$/, '')
      .replace(/\/index$/, '')}`.replaceAll(path.sep, '/');
    const named = [...fs.readFileSync(file, 'utf8').matchAll(/^\s+(GET|POST|PUT|PATCH|DELETE)\s*:/gm)].map(
      (match) => match[1]!,
    );
    return [{ pattern, methods: named.length > 0 ? [...new Set(named)] : ['GET'] }];
  });
}

/** Field names the routes read (API.md), so hostile values land where a schema looks. */
const FIELDS = [
  'email',
  'password',
  'oldPassword',
  'code',
  'credits',
  'plan',
  'interval',
  'locale',
  'name',
  'credential',
  'referDomain',
  'operationType',
  'prompt',
  'model',
  'quality',
  'duration',
  'aspectRatio',
  'imgUrls',
  'audioUrl',
  'userUploadVideoUrl',
  'originalRecordId',
  'customizeDuration',
  'effectTemplateId',
  'speakerId',
  'recordIds',
  'pendingRecordIdList',
  'shots',
  'text',
  'language',
  'narration',
  'captions',
  'music',
  'seed',
  'privateFlag',
  'watermark',
  'kind',
  'context',
];

const QUERY_KEYS = [
  'pageNum',
  'duration',
  'canvas',
  'email',
  'type',
  'locale',
  'download',
  'id',
  'key',
  'file',
  'a[b]',
  'a[]',
];

/** Keys that reach prototypes when code copies objects carelessly. */
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const HOSTILE_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  ' 12 ',
  '12',
  '-5',
  '1.5',
  '٣',
  '1_000',
  'null',
  'true',
  'undefined',
  '[]',
  '{}',
  ...PROTO_KEYS,
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00',
  '\udc00\ud800',
  'x\ud83c',
  '\u202e',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'pro',
  'ultra',
  'generate',
  'story',
  'base',
  'veo-3-quality',
  '720p',
  '16:9',
  'monthly',
  'register',
  'http://127.0.0.1:1/',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'a@example.test',
  ' A@EXAMPLE.TEST ',
];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const shortString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

/** Text of every kind: NUL, lone surrogates, numbers and keywords as text, and very long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: shortString, weight: 7 },
  { arbitrary: fc.integer({ min: 1, max: 300_000 }).map((length) => 'x'.repeat(length)), weight: 1 },
);

/** A JSON scalar as text, numbers JSON.parse turns into Infinity or rounds included. */
const leafOf = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        'null',
        'true',
        'false',
        '0',
        '-0',
        '-1',
        '1.5',
        '1e308',
        '-1e308',
        '1e999',
        '-1e999',
        '1e-400',
        '9007199254740993',
        '123456789012345678901234567890',
        '100000001',
      ),
      weight: 3,
    },
    { arbitrary: fc.integer().map(String), weight: 1 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)), weight: 1 },
    // JSON.stringify writes a lone surrogate as its \u escape, which the server decodes back to one.
    { arbitrary: text.map((value) => JSON.stringify(value)), weight: 4 },
  );
/** Inside a tree, text stays short, so a tree stays small; a field's own value may be long. */
const leaf = leafOf(shortString);
const fieldValue = leafOf(hostileString);

const key = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELDS), weight: 4 },
  { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 2 },
  { arbitrary: shortString, weight: 1 },
);

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;

/** A small JSON document of any shape. */
export const jsonTree: fc.Arbitrary<string> = fc.letrec<{ node: string; array: string; object: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 6 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(key, tie('node')), { maxLength: 6 }).map(objectText),
})).node;

/** Any JSON value as text: mostly a scalar of a wrong type or hostile text, else a small tree. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof({ arbitrary: fieldValue, weight: 3 }, jsonTree);

/** An object of the fields routes read, each holding something it should not. */
export const fieldsObject = (chosen: fc.Arbitrary<[string, string]>[] = []) =>
  fc
    .tuple(
      fc.tuple(...chosen),
      fc.array(fc.tuple(key, hostileValue), { minLength: chosen.length > 0 ? 0 : 1, maxLength: 8 }),
    )
    .map(([fields, others]) => objectText([...fields, ...others]));

/** Nesting as deep as the body size allows, balanced or not, alone or inside a field. */
const deepJson = fc
  .record({
    depth: fc.integer({ min: 2, max: 100_000 }),
    open: fc.constantFrom<[string, string]>(['[', ']'], ['{"a":', '}'], ['{"prompt":', '}'], ['[1,', ']']),
    field: fc.option(fc.constantFrom(...FIELDS), { nil: undefined }),
    balanced: fc.boolean(),
  })
  .map(({ depth, open: [opening, closing], field, balanced }) => {
    const inner = `${opening.repeat(depth)}0${closing.repeat(balanced ? depth : depth - 1)}`;
    return field ? `{${JSON.stringify(field)}:${inner}}` : inner;
  });

/** `"k0":0,"k1":1,…` once, with where each member ends, so a wide object costs a slice per case. */
const members = (() => {
  const texts = Array.from({ length: 100_000 }, (_, index) => `"k${index}":${index}`);
  const ends: number[] = [];
  let at = -1;
  for (const text of texts) {
    at += text.length + 1;
    ends.push(at);
  }
  return { text: texts.join(','), ends };
})();

/** Very many members, about up to the 1 MiB limit and past it. */
const wideJson = fc
  .record({ count: fc.integer({ min: 1_000, max: 200_000 }), kind: fc.constantFrom('array', 'object', 'strings') })
  .map(({ count, kind }) => {
    if (kind === 'array') return `[${'0,'.repeat(count - 1)}0]`;
    if (kind === 'strings') return `[${'"\\u0000",'.repeat(count - 1)}""]`;
    return `{${members.text.slice(0, members.ends[Math.min(count, members.ends.length) - 1])}}`;
  });

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    '\ufeff{}',
    '{"a":1}x',
    'NaN',
    '[1,]',
    '{"a":1,"a":2}',
    '"\\ud800"',
    '"\\u0000"',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    'null',
    '[]',
    '"text"',
    '12',
  ),
  fc.string({ unit: codeUnit, maxLength: 80 }),
);

const formBody = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, ...PROTO_KEYS), shortString), hostileString), {
    maxLength: 6,
  })
  .chain((pairs) =>
    fc
      .constantFrom('', '&%00=%ZZ', '&a', '&=&&', '&%ED%A0%80=1')
      .map(
        (junk) => `${pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&')}${junk}`,
      ),
  );

const multipartBody = fc.constantFrom(
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\n\u0000\r\n--x--',
  '--x\r\n\r\n',
  '--y--\r\n',
);

type BodyKind = 'json' | 'form' | 'multipart' | 'none';

export const hostileBody: fc.Arbitrary<{ kind: BodyKind; text: string }> = fc.oneof(
  { arbitrary: fieldsObject().map((text) => ({ kind: 'json' as const, text })), weight: 6 },
  { arbitrary: jsonTree.map((text) => ({ kind: 'json' as const, text })), weight: 2 },
  { arbitrary: deepJson.map((text) => ({ kind: 'json' as const, text })), weight: 3 },
  { arbitrary: wideJson.map((text) => ({ kind: 'json' as const, text })), weight: 1 },
  { arbitrary: brokenJson.map((text) => ({ kind: 'json' as const, text })), weight: 2 },
  { arbitrary: formBody.map((text) => ({ kind: 'form' as const, text })), weight: 1 },
  { arbitrary: multipartBody.map((text) => ({ kind: 'multipart' as const, text })), weight: 1 },
  { arbitrary: fc.constant({ kind: 'none' as const, text: '' }), weight: 1 },
);

/** A text as a URL component, lone surrogates sent as U+FFFD, as a browser sends them. */
function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** Percent signs that decode to nothing valid, sent as they are. */
const RAW_ESCAPES = ['%', '%ZZ', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%AF', '%FF', '+', '%2B', '%25', '%u0041'];

const queryValue = fc.oneof(
  { arbitrary: shortString.map(percentEncode), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_ESCAPES), weight: 2 },
  {
    arbitrary: fc.constantFrom('1e999', 'NaN', '-1', '0', '99999999999999999999', '1.5', '%20', '8', '5', '2'),
    weight: 2,
  },
);

export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...QUERY_KEYS), weight: 4 },
        { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 1 },
        { arbitrary: fc.constantFrom(...RAW_ESCAPES), weight: 1 },
      ),
      queryValue,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`));

/** A value for a dynamic path segment (`[id]`, `[file]`, one part of `[...key]`). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'x',
    '0',
    '..',
    '%2e%2e',
    '%00',
    '%ZZ',
    '%ED%A0%80',
    'a%2Fb',
    '%20',
    'undefined',
    'null',
    'sitemap.xml',
  ),
  shortString.filter((text) => text.length > 0).map(percentEncode),
);

/** A printable header value (what Node's client lets through: tab, 0x20-0x7e, 0x80-0xff). */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      { arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), weight: 10 },
      { arbitrary: fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)), weight: 1 },
    ),
    maxLength,
  });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/merge-patch+json',
  '',
  ';;;',
  '*/*',
];

export type HostileHeaders = Record<string, string>;

export const hostileHeaders: fc.Arbitrary<HostileHeaders> = fc
  .record(
    {
      'content-type': fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText(80)),
      authorization: fc.oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer x',
          'Basic dXNlcjpwYXNz',
          'Bearer vl_0123456789abcdef',
          'bearer  a b',
        ),
        headerText(8_000).map((text) => `Bearer ${text}`),
      ),
      cookie: fc.oneof(fc.constantFrom('token=x', 'token=; a=b', '=;;=', 'token="\\"'), headerText(8_000)),
      uniqueId: fc.oneof(fc.constantFrom('x', 'a.b', '..', '0'), headerText(300)),
      verify: fc.oneof(fc.constantFrom('e30=', 'bnVsbA==', '{}', 'null'), headerText(500)),
      'accept-language': fc.oneof(fc.constantFrom('*', 'zh', 'xx-YY;q=2', ',,,', 'de;q=NaN'), headerText(200)),
      'cf-ipcountry': fc.oneof(fc.constantFrom('CN', 'RU', 'XX', 'T1', ''), headerText(20)),
      'x-forwarded-for': fc.oneof(fc.constantFrom('', ',', 'not-an-ip', '::1', '999.1.1.1'), headerText(300)),
      range: fc.oneof(fc.constantFrom('bytes=0-', 'bytes=-0', 'bytes=5-1', 'bytes=0-1,2-3', 'bytes=x'), headerText(40)),
      'stripe-signature': fc.oneof(fc.constantFrom('t=1,v1=00', 't=,v1=', 'v1'), headerText(300)),
      'idempotency-key': headerText(300),
      'x-large': fc.integer({ min: 1_000, max: 12_000 }).map((length) => 'y'.repeat(length)),
    },
    { requiredKeys: [] },
  )
  .map((headers) => headers as HostileHeaders);

export type RawAnswer = { status: number; contentType: string; body: string; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request over HTTP, answered within `timeoutMs` or failed. An event stream's answer is
 * its status and headers only: the stream itself stays open for as long as the client listens.
 */
export function rawRequest(
  baseURL: string,
  request: { method: string; path: string; headers: HostileHeaders; body?: string },
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const started = Date.now();
  const url = new URL(baseURL);
  const body = request.body ? Buffer.from(request.body, 'utf8') : undefined;
  // Node's client frames a GET's body with neither Content-Length nor chunks: the server would
  // read it as the start of the next request.
  const headers = body ? { ...request.headers, 'content-length': String(body.length) } : request.headers;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        const done = (body: string) =>
          resolve({ status: res.statusCode ?? 0, contentType, body, ms: Date.now() - started });
        if (contentType.startsWith('text/event-stream')) {
          res.destroy();
          done('');
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
