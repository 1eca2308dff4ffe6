/**
 * The OpenAPI 3.1 document, generated from the route registry (registry.ts): each route's zod
 * schemas become JSON Schemas (zod's own converter, requests as they are sent, answers as they
 * come back), wrapped in API.md's `{code, msg, data}` envelope, with an error answer per HTTP
 * status listing the catalogue codes behind it. Built once per process.
 */
import { z } from 'zod';
import { type ApiCode, CODES, httpStatusFor } from '@/lib/api/codes';
import { webhookEvent } from '@/lib/api/schemas/webhooks';
import { WEBHOOK_EVENTS } from '@/lib/webhooks';
import { SIGNATURE_HEADER } from '@/server/webhooks/signature';
import { type AuthKind, ROUTES, type RouteEntry } from './registry';

type JsonSchema = Record<string, unknown>;
type Document = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: typeof SECURITY_SCHEMES };
};
type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  'x-auth': AuthKind[];
  'x-errors': number[];
  parameters?: Record<string, unknown>[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }
  >;
};

/** What each catalogue code means, for the error answers' descriptions (API.md "Error catalogue"). */
const CODE_MEANINGS: Record<ApiCode, string> = {
  200: 'success',
  400: 'invalid input; `msg` says which field and why',
  401: 'not signed in, token expired or revoked, or an API key where keys are not accepted',
  403: 'forbidden (plan, private record)',
  404: 'not found (also a record that is not yours and not shared)',
  405: 'method not allowed',
  413: 'body too large',
  422: 'the same Idempotency-Key with another body',
  429: 'daily generation limit reached',
  430: 'not enough credits',
  439: 'slow down: rate limited',
  450: 'content rejected by moderation',
  460: 'too many running jobs for the plan',
  500: 'server exception',
  503: 'not available on this server (model or payments not configured)',
  100001: 'captcha required: retry with a solved `verify` header',
  100002: 'captcha failed or bot suspected',
};

const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token from /api/auth/login (valid 7 days).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'vl_…',
    description:
      'An API key (starts `vl_`), created in the settings. Works on the video, upload, models, plans and story routes only.',
  },
  device: {
    type: 'apiKey',
    in: 'header',
    name: 'uniqueId',
    description: 'An anonymous device id from /api/v1/user/get-unique-id.',
  },
  admin: {
    type: 'http',
    scheme: 'bearer',
    description: "The operator's ADMIN_TOKEN.",
  },
} as const;

const HEADER_PARAMETERS = {
  verify: {
    name: 'verify',
    in: 'header',
    required: false,
    description: 'A solved captcha challenge, when retrying after 100001 or 100002.',
    schema: { type: 'string' },
  },
  idempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'The same key and body answer the same result and charge once; another body answers 422.',
    schema: { type: 'string', maxLength: 255 },
  },
} as const;

/**
 * A zod schema as JSON Schema, its named parts moved to `components.schemas` (OpenAPI resolves
 * `$ref` against the document, not the schema it sits in).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const relink = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
  for (const [name, def] of Object.entries($defs ?? {})) components[name] = relink(def) as JsonSchema;
  return relink(rest) as JsonSchema;
}

function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { const: CODES.OK }, msg: { type: 'string' }, data },
    additionalProperties: false,
  };
}

/** The error envelope: `msgKey`/`msgVars` name the message for clients that translate it. */
function errorEnvelope(codes: number[]): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: codes.length === 1 ? { const: codes[0] } : { enum: codes },
      msg: { type: 'string' },
      msgKey: { type: 'string' },
      msgVars: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      data: {},
    },
    additionalProperties: false,
  };
}

/** The codes a route can answer: its own, plus those every route of its kind can. */
function errorCodes(route: RouteEntry): number[] {
  const codes = new Set<number>(route.errors);
  if (route.query || route.body || route.path.includes('{') || route.auth.includes('device'))
    codes.add(CODES.BAD_REQUEST);
  if (route.method !== 'GET') codes.add(CODES.PAYLOAD_TOO_LARGE);
  codes.add(CODES.SERVER_ERROR);
  return [...codes].sort((a, b) => a - b);
}

function securityOf(auth: readonly AuthKind[]): Record<string, string[]>[] {
  return auth.map((kind) => (kind === 'none' ? {} : { [kind]: [] }));
}

function operationId(route: RouteEntry): string {
  const words = route.path
    .replace(/^\/api\/(v1\/)?/, '')
    .split(/[/{}.-]+/)
    .filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const BODY_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  raw: 'application/json',
} as const;

function operation(route: RouteEntry, components: Record<string, JsonSchema>): Operation {
  const parameters: Record<string, unknown>[] = [];
  for (const name of route.path.match(/\{(\w+)\}/g) ?? [])
    parameters.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } });
  if (route.query) {
    const query = jsonSchema(route.query, 'input', components) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  for (const header of route.headers ?? []) parameters.push(HEADER_PARAMETERS[header]);

  const op: Operation = {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    security: securityOf(route.auth),
    'x-auth': [...route.auth],
    'x-errors': errorCodes(route),
    responses: {},
  };
  if (parameters.length) op.parameters = parameters;
  if (route.body || route.bodyType === 'raw') {
    const schema = route.body ? jsonSchema(route.body, 'input', components) : {};
    op.requestBody = {
      required: true,
      content: {
        [BODY_TYPES[route.bodyType ?? 'json']]: {
          schema,
          ...(route.example?.body === undefined ? {} : { example: route.example.body }),
        },
      },
    };
  }
  const data = route.data ? jsonSchema(route.data, 'output', components) : { type: 'null' };
  op.responses['200'] =
    route.produces === 'text/event-stream'
      ? {
          description: 'A stream of server-sent events',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        }
      : route.produces === 'application/x-tar'
        ? {
            description: 'The archive',
            content: { 'application/x-tar': { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'Success',
            content: {
              'application/json': {
                schema: successEnvelope(data),
                ...(route.example?.data === undefined
                  ? {}
                  : { example: { code: CODES.OK, msg: 'success', data: route.example.data } }),
              },
            },
          };
  const byStatus = new Map<number, number[]>();
  for (const code of errorCodes(route))
    byStatus.set(httpStatusFor(code), [...(byStatus.get(httpStatusFor(code)) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
    op.responses[String(status)] = {
      description: codes.map((code) => `${code}: ${CODE_MEANINGS[code as ApiCode]}`).join('; '),
      content: { 'application/json': { schema: errorEnvelope(codes) } },
    };
  return op;
}

function webhooks(components: Record<string, JsonSchema>) {
  const body = jsonSchema(webhookEvent, 'output', components);
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: `Sent when a video ${event === 'video.succeeded' ? 'succeeds' : 'fails'}`,
          description:
            'A POST to your endpoint. Verify the signature before trusting it: HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret, in hex, compared with v1 in constant time; refuse an old t. Deliveries are at least once: deduplicate by `id`.',
          parameters: [
            {
              name: SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>',
              schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { ...body, properties: { ...(body.properties as object), type: { const: event } } },
              },
            },
          },
          responses: { '2XX': { description: 'Received; any other answer is retried with backoff for a day' } },
        },
      },
    ]),
  );
}

function build(): Document {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Document['paths'] = {};
  for (const route of ROUTES) {
    if (route.hidden) continue;
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation(route, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vidloom API',
      version: '1',
      description:
        'Every JSON answer is an envelope {code, msg, data}; code 200 is success and the HTTP status mirrors the code. Act on the body code.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(ROUTES.filter((r) => !r.hidden).map((r) => r.tag))].map((name) => ({ name })),
    paths,
    webhooks: webhooks(schemas),
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}

let built: Document | undefined;

/** The document, built on first use and kept for the life of the process. */
export function openApiDocument(): Document {
  built ??= build();
  return built;
}
