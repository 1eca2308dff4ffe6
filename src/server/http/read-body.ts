/**
 * Request bodies, read by the API wrapper itself (routes that take a body turn Next's parser
 * off) so that a body over 1 MiB answers 413 and malformed JSON answers 400, both in the
 * envelope rather than as Next's plain-text errors.
 */
import type { IncomingMessage } from 'node:http';
import { CODES } from '@/lib/api/codes';
import { AppError } from './app-error';

const MAX_JSON_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const text = (await readRawBody(req, limit)).toString('utf8');
  if (!text) return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(CODES.BAD_REQUEST, 'invalidJson');
  }
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
