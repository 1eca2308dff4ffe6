/**
 * Request bodies, read by the API wrapper itself (routes that take a body turn Next's parser
 * off) so that a body over 1 MiB answers 413, malformed JSON answers 400 and so does JSON
 * nested deeper than any request of ours needs, all in the envelope rather than as Next's
 * plain-text errors. The depth limit keeps every later walk over a body (validation, the text
 * check, logging) far from the stack's end, whatever code does the walking.
 */
import type { IncomingMessage } from 'node:http';
import { CODES } from '@/lib/api/codes';
import { AppError } from './app-error';

const MAX_JSON_BYTES = 1024 * 1024;
/** Our own requests nest a few levels (a story's shots in its body); the rest is room for clients' extras. */
export const MAX_JSON_DEPTH = 64;

export async function readBody(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const text = (await readRawBody(req, limit)).toString('utf8');
  if (!text) return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  let value: unknown;
  try {
    // V8's JSON.parse does not recurse, so any depth parses; it is the depth check that refuses.
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AppError(CODES.BAD_REQUEST, 'invalidJson');
  }
  if (nestedDeeperThan(value, MAX_JSON_DEPTH))
    throw new AppError(CODES.BAD_REQUEST, { key: 'bodyTooDeep', vars: { max: MAX_JSON_DEPTH } });
  return value;
}

/** Whether arrays and objects nest more than `limit` levels; a walk with its own stack, not recursion. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The request body as bytes, for routes that must see it unparsed (signed webhooks). */
export async function readRawBody(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'bodyTooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'bodyTooLarge');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
