/**
 * Last step of `npm run build` (after `next build` and scripts/compile-hints.mjs): bundles the processes Node starts by
 * itself (the HTTP server, the standalone worker, the render process, the admin command) into
 * plain JavaScript in dist/, so `npm start`, `npm run worker`, `npm run admin` and `npm run backup` do not compile
 * TypeScript through tsx at every start. `npm run dev` and the other scripts keep tsx.
 *
 * Only our own code is bundled: every npm package stays an import of node_modules, which is
 * there at run time anyway for Next. Bundling them would break the native ones (@napi-rs/canvas,
 * sharp, @node-rs/argon2), those that read files beside themselves (pglite's wasm, the ffmpeg
 * installers, geoip-country's data) and Next itself, and would gain little.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/main/web.ts',
    worker: 'src/main/worker.ts',
    // Forked by src/engine/render-pool.ts, which looks for it beside the bundle it runs in.
    'render-host': 'src/main/render-host.ts',
    // `npm run admin`: an operator's command, started as often as a process.
    admin: 'scripts/admin.ts',
    // `npm run backup` and `npm run restore`.
    backup: 'scripts/backup.ts',
  },
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  // CommonJS, as tsx ran these files (package.json has no "type": "module"): packages that are
  // CommonJS keep their interop (named imports of @next/env, next), ESM-only ones load through
  // Node's require(esm). import.meta.url (src/engine/yuv.ts, ffmpeg.ts, render-pool.ts) becomes
  // the bundle's own file URL.
  format: 'cjs',
  banner: { js: "var __vidloomImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'import.meta.url': '__vidloomImportMetaUrl' },
  target: 'node24',
  packages: 'external',
  // JSON imports (locales, catalogues) are inlined; TSX/JSX follow tsconfig.json.
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
});

// Files our code reads beside itself through import.meta.url (src/engine/yuv.ts).
fs.cpSync(path.join(root, 'src/engine/wasm'), path.join(outdir, 'wasm'), { recursive: true });
console.log(
  `Bundled the server, worker, render process, admin and backup commands into ${path.relative(process.cwd(), outdir) || '.'}/`,
);
