import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import { CODES } from '@/lib/api/codes';
import { checkAnswers, contractValidator } from '../../../../tests/support/contract';
import { openApiDocument } from './document';
import { ROUTES } from './registry';

const API_DIR = 'src/pages/api';
const doc = openApiDocument();
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every route file under src/pages/api, relative to it. */
function routeFiles(): string[] {
  return fs
    .readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('the route registry', () => {
  it('has an entry for every route file, and a file for every entry', () => {
    const files = routeFiles();
    const registered = new Set(ROUTES.map((route) => route.file));
    expect(files.filter((file) => !registered.has(file))).toEqual([]);
    expect([...registered].filter((file) => !files.includes(file))).toEqual([]);
  });

  it('names each entry after its file: the path is the file path with its dynamic segments', () => {
    for (const route of ROUTES) {
      if (route.hidden) continue;
      const fromFile = `/api/${route.file
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '')
        .replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}')}`;
      expect(route.path, route.file).toBe(fromFile);
    }
  });

  it('declares each method of a route once, and only methods its file handles', () => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      if (route.hidden) continue;
      const source = fs.readFileSync(path.join(API_DIR, route.file), 'utf8');
      // A file that is not a defaultHandler route (the login providers share one) says its method elsewhere.
      if (source.includes('defaultHandler(')) expect(source, key).toMatch(new RegExp(`\\b${route.method}\\s*:`));
    }
  });
});

describe('the OpenAPI document', () => {
  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc).toMatchObject({ info: { title: expect.any(String), version: expect.any(String) } });
    const schemes = Object.keys((doc.components as { securitySchemes: object }).securitySchemes);
    expect(schemes.sort()).toEqual(['admin', 'apiKey', 'device', 'session']);
    const ids = new Set<string>();
    for (const [template, item] of Object.entries(doc.paths)) {
      expect(template).toMatch(/^\/[\w./{}-]+$/);
      const params = (template.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1)).sort();
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const pathParams = (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => String(p.name))
          .sort();
        expect(pathParams, `${method} ${template}`).toEqual(params);
        for (const requirement of op.security)
          for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
        expect(Object.keys(op.responses)).toContain('200');
        for (const [status, response] of Object.entries(op.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(response.description.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('holds JSON Schemas that compile, with every $ref resolving', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc as object, 'openapi');
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
    let compiled = 0;
    for (const [template, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        for (const status of Object.keys(op.responses)) {
          const escaped = template.replaceAll('~', '~0').replaceAll('/', '~1');
          const content = op.responses[status]!.content;
          if (!content?.['application/json']) continue;
          ajv.compile({
            $ref: `openapi#/paths/${escaped}/${method}/responses/${status}/content/application~1json/schema`,
          });
          compiled += 1;
        }
    expect(compiled).toBeGreaterThan(100);
  });

  it("answers every route's errors with the catalogue's codes, each under its HTTP status", () => {
    const create = doc.paths['/api/v1/video/create']!.post!;
    expect(create['x-errors']).toEqual(expect.arrayContaining([430, 439, 450, 460, 100001]));
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['402', '403', '409', '422', '429']));
    const catalogue = new Set<number>(Object.values(CODES));
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item)) for (const code of op['x-errors']) expect(catalogue.has(code)).toBe(true);
  });

  it('documents the webhooks with their signature header', () => {
    const webhooks = doc.webhooks as Record<string, { post: { parameters: { name: string }[] } }>;
    expect(Object.keys(webhooks).sort()).toEqual(['video.failed', 'video.succeeded']);
    expect(webhooks['video.succeeded']!.post.parameters[0]!.name).toBe('Vidloom-Signature');
  });

  it('has examples that its own schemas accept', () => {
    const check = contractValidator(doc);
    let examples = 0;
    for (const route of ROUTES) {
      if (route.hidden || route.example?.data === undefined) continue;
      examples += 1;
      const samplePath = route.path.replace(/\{\w+\}/g, 'x1');
      expect(
        check({
          method: route.method,
          path: samplePath,
          status: 200,
          body: { code: 200, msg: 'success', data: route.example.data },
        }),
      ).toBeNull();
      if (route.example.body !== undefined && route.body)
        expect(() => route.body!.parse(route.example!.body)).not.toThrow();
    }
    expect(examples).toBeGreaterThan(5);
  });

  it('has an example for every documented route: its body, its query and its data', () => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      if (route.hidden) continue;
      const key = `${route.method} ${route.path}`;
      const example = route.example ?? {};
      if (route.body && example.body === undefined) missing.push(`${key}: body`);
      if (route.query && example.query === undefined) missing.push(`${key}: query`);
      if (route.data !== null && !route.produces && example.data === undefined) missing.push(`${key}: data`);
      if (route.body && example.body !== undefined && route.bodyType !== 'multipart')
        expect(route.body.safeParse(example.body).error, `${key} body`).toBeUndefined();
      if (route.query && example.query !== undefined)
        expect(route.query.safeParse(example.query).error, `${key} query`).toBeUndefined();
    }
    expect(missing).toEqual([]);
  });
});

describe('the contract check', () => {
  const record = {
    id: 'r1',
    state: 'queued',
    operationType: 'generate',
    createTimestamp: 1,
    finishTimestamp: null,
    startedAt: null,
    etaSeconds: 30,
    generateParam: { model: 'base' },
    prompt: 'p',
    model: 'base',
    videoUrl: null,
    coverUrl: null,
    width: null,
    height: null,
    duration: null,
    cost: 2,
    failMsg: null,
    failReason: null,
    shareFlag: false,
    privateFlag: false,
    scene: null,
  };
  const ok = (data: unknown) => ({ code: 200, msg: 'success', data });

  it('accepts an answer the document describes', () => {
    expect(
      checkAnswers(doc, [{ method: 'GET', path: '/api/v1/video/detail/r1', status: 200, body: ok(record) }]),
    ).toEqual([]);
    const notFound = { code: 404, msg: 'Not found', msgKey: 'recordNotFound', msgVars: {}, data: null };
    expect(
      checkAnswers(doc, [{ method: 'GET', path: '/api/v1/video/detail/r1', status: 404, body: notFound }]),
    ).toEqual([]);
  });

  it('catches drift: a retyped field, a dropped one, an added one, an undocumented status or route', () => {
    const answers = [
      { method: 'GET', path: '/api/v1/video/detail/r1', status: 200, body: ok({ ...record, cost: '2' }) },
      {
        method: 'POST',
        path: '/api/v1/video/loadPendingRecordList',
        status: 200,
        body: ok([{ ...record, state: undefined }]),
      },
      { method: 'GET', path: '/api/auth/user-info', status: 401, body: { code: 401, msg: 'x', data: null, secret: 1 } },
      { method: 'GET', path: '/api/v1/models', status: 430, body: { code: 430, msg: 'x', data: null } },
      { method: 'GET', path: '/api/v1/nowhere', status: 200, body: ok(null) },
    ];
    const failures = checkAnswers(doc, answers);
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatch(
      /^GET \/api\/v1\/video\/detail\/\{id\} → 200: body\/data\/cost must be integer \(schema .+\)$/,
    );
    expect(failures[1]).toMatch(
      /POST \/api\/v1\/video\/loadPendingRecordList → 200: body\/data\/0 must have required property 'state'/,
    );
    expect(failures[2]).toMatch(/GET \/api\/auth\/user-info → 401: body must NOT have additional properties/);
    expect(failures[3]).toBe('GET /api/v1/models → 430: status 430 is not documented');
    expect(failures[4]).toBe('GET /api/v1/nowhere → 200: the document has no such path');
  });

  it('lets any documented path answer 405 for a method it does not take', () => {
    const answer = { method: 'PUT', path: '/api/v1/models', status: 405, body: { code: 405, msg: 'no', data: null } };
    expect(checkAnswers(doc, [answer])).toEqual([]);
  });
});
