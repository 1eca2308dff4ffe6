/**
 * The contract test's two halves. `recordAnswer` (called by the api() helper) appends each JSON
 * answer of an integration run to a JSONL file of the run, one line per call: cheap enough for
 * every call. `checkAnswers` holds them all to the served OpenAPI document at the end of the run
 * (global-setup.ts): an answer whose path, status or body the document does not describe is a
 * failure naming the route, the status and the schema path that failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';

/** Set by the integration global setup: the folder the answers of this run go to. */
export const CONTRACT_LOG_ENV = 'VIDLOOM_CONTRACT_LOG';

export type RecordedAnswer = { method: string; path: string; status: number; body: unknown };

export function recordAnswer(answer: RecordedAnswer): void {
  const dir = process.env[CONTRACT_LOG_ENV];
  if (!dir) return;
  const line = JSON.stringify({ ...answer, path: answer.path.split('?')[0] });
  fs.appendFileSync(path.join(dir, `${process.pid}-${threadId}.jsonl`), `${line}\n`);
}

export function readAnswers(dir: string): RecordedAnswer[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as RecordedAnswer);
}

type OpenApi = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** A checker of answers against a document: null when an answer conforms, else why not. */
export function contractValidator(document: OpenApi): (answer: RecordedAnswer) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema(document as object, 'openapi');
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  const compiled = new Map<string, ValidateFunction>();
  const schemaAt = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#/${ref}` });
      compiled.set(ref, validate);
    }
    return validate;
  };

  return ({ method, path: urlPath, status, body }) => {
    const where = `${method} ${urlPath} → ${status}`;
    const match = templates.find(({ pattern }) => pattern.test(urlPath));
    if (!match) return `${where}: the document has no such path`;
    const route = `${method} ${match.template} → ${status}`;
    const operation = document.paths[match.template]![method.toLowerCase()];
    if (!operation) {
      // Any route answers 405 for a method it does not take; that answer is the error envelope.
      if (status === 405 && typeof body === 'object' && body && (body as { code?: unknown }).code === 405) return null;
      return `${route}: the document has no ${method} operation here`;
    }
    if (!operation.responses[String(status)]) return `${route}: status ${status} is not documented`;
    if (!operation.responses[String(status)]!.content?.['application/json'])
      return `${route}: the document gives no JSON schema for this status`;
    const ref = pointer(
      'paths',
      match.template,
      method.toLowerCase(),
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    );
    const validate = schemaAt(ref);
    if (validate(body)) return null;
    const error = validate.errors?.[0];
    return `${route}: body${error?.instancePath ?? ''} ${error?.message ?? 'does not match'} (schema ${error?.schemaPath ?? '?'})`;
  };
}

/**
 * The admin console's own calls: the registry keeps them out of the public document (they serve
 * the console's screens and change with them), so their answers are not held to it.
 */
const PRIVATE_PATHS = /^\/api\/admin\/console\//;

/** Every failure among the recorded answers, each distinct failure once. */
export function checkAnswers(document: OpenApi, answers: readonly RecordedAnswer[]): string[] {
  const check = contractValidator(document);
  const failures = new Set<string>();
  for (const answer of answers) {
    if (PRIVATE_PATHS.test(answer.path)) continue;
    const failure = check(answer);
    if (failure) failures.add(failure);
  }
  return [...failures];
}
