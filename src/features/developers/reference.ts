/**
 * The developers' page's view of the OpenAPI document: each operation reduced to what a reader
 * scans (method, path, who may call it, its inputs, the fields of its answer, its error codes)
 * and a curl and a JavaScript example made from it. It reads the document rather than the route
 * registry, so the page shows exactly what /api/openapi.json publishes.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  default?: unknown;
  minimum?: number;
  format?: string;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

type Operation = {
  tags: string[];
  summary: string;
  'x-auth': string[];
  'x-errors': number[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Schema; example?: unknown }> }>;
};

export type OpenApiLike = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type Field = { name: string; type: string; required: boolean; where?: string };

export type RouteDoc = {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  auth: string[];
  inputs: Field[];
  bodyType: string | null;
  /** The fields of `data` on success (of its items, when it is a list); empty with `dataType` alone. */
  dataFields: Field[];
  dataType: string;
  stream: boolean;
  errors: number[];
  curl: string;
  js: string;
};

const MAX_ENUM = 6;

function resolve(schema: Schema | undefined, doc: OpenApiLike): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc);
  return schema;
}

/** A short type for a reader: `string`, `integer | null`, `"a" | "b"`, `Record[]`, `object`. */
function typeOf(raw: Schema | undefined, doc: OpenApiLike): string {
  if (!raw) return 'any';
  if (raw.$ref) return raw.$ref.split('/').pop()!;
  const schema = raw;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const values = schema.enum.slice(0, MAX_ENUM).map((v) => JSON.stringify(v));
    return values.join(' | ') + (schema.enum.length > MAX_ENUM ? ' | …' : '');
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => typeOf(s, doc)))].join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items, doc)}[]`.replace(/^(.* \| .*)\[\]$/, '($1)[]');
      if (type === 'string' && schema.format === 'binary') return 'file';
      return type;
    })
    .join(' | ');
}

function fieldsOf(raw: Schema | undefined, doc: OpenApiLike, where?: string): Field[] {
  const schema = resolve(raw, doc);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    // A body of several shapes (create: a video or a story): every field once, required only where all require it.
    const all = union.map((s) => fieldsOf(s, doc, where));
    const seen = new Map<string, Field>();
    for (const fields of all)
      for (const field of fields) {
        const known = seen.get(field.name);
        const type = known && known.type !== field.type ? `${known.type} | ${field.type}` : field.type;
        seen.set(field.name, known ? { ...known, type, required: known.required && field.required } : field);
      }
    return [...seen.values()].map((field) => ({
      ...field,
      required: field.required && all.every((f) => f.some((x) => x.name === field.name)),
    }));
  }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property, doc),
    required: schema.required?.includes(name) ?? false,
    ...(where ? { where } : {}),
  }));
}

/** A value of a schema for an example body: its default, its first choice, or a placeholder. */
function sample(raw: Schema | undefined, doc: OpenApiLike): unknown {
  const schema = resolve(raw, doc);
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(union[0], doc);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], doc);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return '…';
}

/** The credentials an example sends: an API key where a route takes one, else what it needs. */
/** `Authorization: \`Bearer ${process.env.NAME}\`` as JavaScript source. */
const jsBearer = (name: string) => `Authorization: \`Bearer \${process.env.${name}}\``;
const AUTH_HEADERS: Record<string, { curl: string; js: string }> = {
  apiKey: { curl: 'Authorization: Bearer $VIDLOOM_API_KEY', js: jsBearer('VIDLOOM_API_KEY') },
  session: { curl: 'Authorization: Bearer $VIDLOOM_TOKEN', js: jsBearer('VIDLOOM_TOKEN') },
  device: { curl: 'uniqueId: $VIDLOOM_DEVICE_ID', js: 'uniqueId: process.env.VIDLOOM_DEVICE_ID' },
  admin: { curl: 'Authorization: Bearer $ADMIN_TOKEN', js: jsBearer('ADMIN_TOKEN') },
};
const AUTH_PREFERENCE = ['apiKey', 'session', 'device', 'admin'];

function examples(method: string, path: string, op: Operation, doc: OpenApiLike): { curl: string; js: string } {
  const auth = AUTH_PREFERENCE.find((kind) => op['x-auth'].includes(kind));
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
  const search = query.length
    ? `?${query.map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, doc)))}`).join('&')}`
    : '';
  const curlPath = path.replace(/\{(\w+)\}/g, (_, name: string) => `$${name.toUpperCase()}`) + search;
  const jsPath = path.replace(/\{(\w+)\}/g, (_, name: string) => `\${${name}}`) + search;
  const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const idempotent = (op.parameters ?? []).some((p) => p.name === 'Idempotency-Key');
  const value = body ? (body.example ?? sample(body.schema, doc)) : undefined;

  const curl = [`curl -X ${method} "$VIDLOOM_URL${curlPath}"`];
  const headers: string[] = [];
  if (auth) {
    curl.push(`  -H "${AUTH_HEADERS[auth]!.curl}"`);
    headers.push(AUTH_HEADERS[auth]!.js);
  }
  if (idempotent) {
    curl.push('  -H "Idempotency-Key: $(uuidgen)"');
    headers.push("'Idempotency-Key': crypto.randomUUID()");
  }
  let jsBody: string | null = null;
  if (bodyType === 'multipart/form-data') {
    curl.push('  -F kind=image', '  -F file=@picture.png');
    jsBody = 'form';
  } else if (bodyType === 'application/x-www-form-urlencoded') {
    const fields = Object.entries((value ?? {}) as Record<string, unknown>);
    for (const [name, v] of fields) curl.push(`  --data-urlencode "${name}=${String(v)}"`);
    jsBody = `new URLSearchParams(${JSON.stringify(value ?? {})})`;
  } else if (bodyType) {
    curl.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(value ?? {})}'`);
    headers.push("'Content-Type': 'application/json'");
    jsBody = `JSON.stringify(${JSON.stringify(value ?? {}, null, 2).replace(/\n/g, '\n  ')})`;
  }

  const js: string[] = [];
  if (jsBody === 'form') {
    js.push(
      'const form = new FormData();',
      "form.append('kind', 'image');",
      "form.append('file', new Blob([await readFile('picture.png')], { type: 'image/png' }), 'picture.png');",
    );
    jsBody = 'form';
  }
  js.push(`const res = await fetch(\`\${process.env.VIDLOOM_URL}${jsPath}\`, {`, `  method: '${method}',`);
  if (headers.length) js.push(`  headers: { ${headers.join(', ')} },`);
  if (jsBody) js.push(`  body: ${jsBody},`);
  js.push('});', 'const { code, msg, data } = await res.json();');
  return { curl: curl.join(' \\\n'), js: js.join('\n') };
}

/** Every operation of the document, in its order. */
export function referenceOf(doc: OpenApiLike): RouteDoc[] {
  const routes: RouteDoc[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase();
      const inputs: Field[] = (op.parameters ?? [])
        .filter((p) => p.in !== 'header' || p.name === 'Idempotency-Key' || p.name === 'verify')
        .map((p) => ({ name: p.name, type: typeOf(p.schema, doc), required: p.required ?? false, where: p.in }));
      const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      if (body) inputs.push(...fieldsOf(body.schema, doc, 'body'));
      const success = op.responses['200']?.content;
      const stream = Boolean(success?.['text/event-stream']);
      const data = success?.['application/json']?.schema.properties?.data;
      const resolved = resolve(data, doc);
      const item = resolved.type === 'array' ? resolve(resolved.items, doc) : resolved;
      routes.push({
        id: `${lower}-${path}`.replace(/[^\w-]+/g, '-'),
        method,
        path,
        tag: op.tags[0] ?? '',
        summary: op.summary,
        auth: op['x-auth'],
        inputs,
        bodyType: bodyType ?? null,
        dataFields: fieldsOf(item, doc),
        dataType: typeOf(data, doc),
        stream,
        errors: op['x-errors'],
        ...examples(method, path, op, doc),
      });
    }
  return routes;
}
