/**
 * GET /media/<key> (rewritten here by next.config.ts): stored files with a fixed Content-Type
 * from the key's extension, `nosniff`, and HTTP Range (206) so a browser can seek a video.
 * Keys carry an unguessable part, so a <video> tag loads them without a header (API.md).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { pipeline } from 'node:stream/promises';
import { mediaType } from '@/server/storage/media-types';
import { getStorage, isStorageKey } from '@/server/storage/storage';
import { DAY_SECONDS } from '@/lib/time';

function notFound(res: NextApiResponse) {
  res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8').end('Not found');
}

/** The byte range a Range header asks for, null for the whole file, 'bad' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

export default async function media(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  const parts = Array.isArray(req.query.key) ? req.query.key : [req.query.key ?? ''];
  const key = parts.join('/');
  const type = mediaType(key);
  if (!isStorageKey(key) || !type) return notFound(res);
  const storage = getStorage();
  if (storage.location) {
    // A bucket serves its own files (and their ranges): send the browser there.
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, await storage.location(key));
    return;
  }
  const object = await storage.stat(key);
  if (!object) return notFound(res);

  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', `private, max-age=${DAY_SECONDS}`);
  res.setHeader(
    'Content-Disposition',
    req.query.download
      ? `attachment; filename="vidloom-${key.split('/')[1]?.slice(0, 8)}.${key.split('.').pop()}"`
      : 'inline',
  );
  const range = parseRange(typeof req.headers.range === 'string' ? req.headers.range : undefined, object.size);
  if (range === 'bad') {
    res.setHeader('Content-Range', `bytes */${object.size}`);
    res.status(416).end();
    return;
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(200);
    res.setHeader('Content-Length', String(object.size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(storage.read(key, range ?? undefined), res);
  } catch {
    // The browser went away mid-file (seeking does that): nothing to answer.
  }
}

export const config = { api: { responseLimit: false } };
