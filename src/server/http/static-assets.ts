/**
 * The build's static files (`/_next/static/…`: scripts, styles, wasm) served from the Brotli and
 * gzip copies `npm run build` writes beside them (scripts/compress-static.mjs). Next would
 * compress each file again on every request, at gzip's default level: a fresh page load cost the
 * server more for its scripts than for rendering the page. The copies are made once at the
 * highest levels, so a visitor also downloads less (Brotli at quality 11 is a seventh smaller than
 * Next's gzip here).
 *
 * Only a file whose copy exists is served here, read once and kept in memory (the names are
 * content hashes: a file never changes under its name). Anything else, a client that takes
 * neither encoding, or a development server, falls through to Next.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const STATIC_PREFIX = '/_next/static/';

/** The encodings the build writes, best first, with the suffix of their copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

/**
 * The encoding to send for an Accept-Encoding header, or undefined for none of ours. Follows
 * RFC 9110 §12.5.3: q=0 refuses a coding, `*` stands for any coding not named, and among equal
 * weights the server's order (Brotli first) decides.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    weights.set(token, Math.max(q, weights.get(token) ?? 0));
  }
  let best: { name: Encoding; q: number } | undefined;
  for (const { name } of ENCODINGS) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { name, q };
  }
  return best?.name;
}

type Copy = { body: Buffer; etag: string };

/**
 * A request handler for the build at `distDir` (`.next`): answers and returns true when it served
 * the request, returns false to let Next serve it. `headers` are set on every answer it makes
 * (the security headers Next's config gives other responses).
 */
export function compressedStaticFiles(
  distDir: string,
  headers: { key: string; value: string }[],
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const root = path.join(distDir, 'static');
  // Files are immutable under their hashed names: one read per copy for the process's life.
  // Only copies that exist are kept, so the cache is bounded by the build, not by the names
  // requests make up.
  const cache = new Map<string, Copy>();

  function copyOf(file: string, encoding: Encoding): Copy | null {
    const suffix = ENCODINGS.find((e) => e.name === encoding)?.suffix ?? '';
    const key = file + suffix;
    const kept = cache.get(key);
    if (kept) return kept;
    if (!existsSync(key)) return null;
    const body = readFileSync(key);
    const copy = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    cache.set(key, copy);
    return copy;
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(STATIC_PREFIX)) return false;
    let relative: string;
    try {
      relative = decodeURIComponent(url.slice(STATIC_PREFIX.length).split('?')[0] ?? '');
    } catch {
      return false;
    }
    const file = path.join(root, relative);
    // Only files inside the static folder; Next answers anything else (with its 404).
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return false;
    const type = TYPES[path.extname(file)];
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!type || !encoding) return false;
    const copy = copyOf(file, encoding);
    if (!copy) return false;
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', copy.etag);
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === copy.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', copy.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : copy.body);
    return true;
  };
}
