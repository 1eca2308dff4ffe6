/**
 * Last step of `npm run build`'s work on .next/static (after scripts/compile-hints.mjs, which
 * edits the chunks): writes a Brotli (quality 11) and a gzip (level 9) copy beside every script,
 * style and wasm file, which the server sends as they are (src/server/http/static-assets.ts)
 * instead of compressing the file again on every request. A copy that would not be smaller is
 * not written, and the server then lets Next send the file. Run again, it rewrites the copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, '.next', 'static');
const COMPRESSIBLE = new Set(['.js', '.css', '.wasm', '.json', '.svg', '.txt']);

let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of fs.readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(file))) continue;
  const body = fs.readFileSync(file);
  const copies = {
    '.br': zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    '.gz': zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  for (const [suffix, copy] of Object.entries(copies)) {
    fs.rmSync(file + suffix, { force: true });
    if (copy.length < body.length) fs.writeFileSync(file + suffix, copy);
  }
  files += 1;
  raw += body.length;
  brotli += Math.min(copies['.br'].length, body.length);
}
console.log(
  `Compressed ${files} static files: ${Math.round(raw / 1024)} KiB, ${Math.round(brotli / 1024)} KiB as Brotli`,
);
