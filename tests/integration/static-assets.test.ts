/**
 * The build's scripts and styles are sent from the copies `npm run build` compressed once
 * (src/server/http/static-assets.ts), byte for byte the file Next would send, with the headers of
 * every other response; what has no copy, or a client that takes no compression, is Next's.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { inject } from 'vitest';

const baseURL = inject('baseURL');

/** A raw request: fetch would decode the body and hide the encoding it came in. */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseURL}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const chunks = path.join('.next', 'static', 'chunks');
const script = fs
  .readdirSync(chunks)
  .find((name) => name.endsWith('.js') && fs.existsSync(path.join(chunks, `${name}.br`)));
const style = fs.readdirSync(chunks).find((name) => name.endsWith('.css'));

describe('static files of the build', () => {
  it('has compressed copies beside the scripts and styles', () => {
    expect(script).toBeDefined();
    expect(style).toBeDefined();
  });

  it('writes no copy of the server’s own assets, which no client file names', () => {
    const media = path.join('.next', 'static', 'media');
    const serverOnly = fs.readdirSync(media).filter((name) => /^pglite\..*\.wasm$/.test(name));
    expect(serverOnly).toHaveLength(1);
    expect(fs.existsSync(path.join(media, `${serverOnly[0]}.br`))).toBe(false);
    expect(fs.existsSync(path.join(media, `${serverOnly[0]}.gz`))).toBe(false);
  });

  it('sends a script as Brotli, decoding to the file itself, with the security headers', async () => {
    const raw = fs.readFileSync(path.join(chunks, script!));
    const res = await get(`/_next/static/chunks/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(raw.length);
    expect(zlib.brotliDecompressSync(res.body).equals(raw)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('sends gzip to a client without Brotli, and the style sheet too', async () => {
    const raw = fs.readFileSync(path.join(chunks, style!));
    const res = await get(`/_next/static/chunks/${style}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(zlib.gunzipSync(res.body).equals(raw)).toBe(true);
  });

  it('answers 304 for the ETag it gave, and HEAD without a body', async () => {
    const first = await get(`/_next/static/chunks/${script}`, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/_next/static/chunks/${script}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(`/_next/static/chunks/${script}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
  });

  it('leaves a client that takes no compression, a missing file and a path out of the folder to Next', async () => {
    const raw = fs.readFileSync(path.join(chunks, script!));
    const plain = await get(`/_next/static/chunks/${script}`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    expect((await get('/_next/static/chunks/no-such-chunk.js', { 'accept-encoding': 'br' })).status).toBe(404);
    for (const outside of ['/_next/static/..%2F..%2Fpackage.json', '/_next/static/%2e%2e/%2e%2e/package.json']) {
      const res = await get(outside, { 'accept-encoding': 'br' });
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('"dependencies"');
    }
    expect((await get('/_next/static/chunks/%E0%A4%A.js', { 'accept-encoding': 'br' })).status).toBeLessThan(500);
  });
});
