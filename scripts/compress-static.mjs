/**
 * Last step of `npm run build`'s work on .next/static (after scripts/compile-hints.mjs, which
 * edits the chunks): writes a Brotli (quality 11) and a gzip (level 9) copy beside every script,
 * style and wasm file, which the server sends as they are (src/server/http/static-assets.ts)
 * instead of compressing the file again on every request. A copy that would not be smaller is
 * not written, and the server then lets Next send the file. Run again, it rewrites the copies.
 *
 * Files the browser never asks for are left alone: the server bundle's own assets (the embedded
 * database's and the engine's wasm) land in static/media too, because Next emits every asset a
 * bundle references there, and Brotli at quality 11 spent most of the build's last step on them.
 * A media file is compressed only when a client script or style names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, '.next', 'static');
const COMPRESSIBLE = new Set(['.js', '.css', '.wasm', '.json', '.svg', '.txt']);

const entries = fs
  .readdirSync(staticDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));
const mediaDir = path.join(staticDir, 'media') + path.sep;
const clientText = entries
  .filter((file) => !file.startsWith(mediaDir) && /\.(js|css)$/.test(file))
  .map((file) => fs.readFileSync(file, 'latin1'))
  .join('\n');
/** Whether a browser can ask for the file: everything but media that no client file names. */
const served = (file) => !file.startsWith(mediaDir) || clientText.includes(path.basename(file));

let files = 0;
let skipped = 0;
let raw = 0;
let brotli = 0;
for (const file of entries) {
  if (!served(file)) {
    for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
    skipped += 1;
    continue;
  }
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
  `Compressed ${files} static files: ${Math.round(raw / 1024)} KiB, ${Math.round(brotli / 1024)} KiB as Brotli` +
    ` (${skipped} server-only left as they are)`,
);
