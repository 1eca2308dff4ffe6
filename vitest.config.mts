import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scratchRun } from './tests/support/scratch-run';

// One id per test run, shared by the global setup and the test workers (tests/support/server.ts).
process.env.VIDLOOM_TEST_RUN ??= `${Date.now()}-${process.pid}`;
// Every embedded database the tests open (their servers inherit it) lives seconds and holds a
// few rows: Postgres clears its page memory at each start, and the default's share of a start
// outweighs what it could cache.
process.env.PGLITE_SHARED_BUFFERS ??= '16MB';
// The same for the pages' code, which Next otherwise loads in full at every server's start.
process.env.PRELOAD_PAGES ??= '0';

// Every temporary file of a run goes into one folder (tests/support/scratch-run.ts), removed when
// the run ends; each test file works in a folder of its own inside it (scratch-file.ts).
scratchRun();

/**
 * Integration files whose outcome cannot depend on the database engine run in the PGlite pass
 * only (issue 16): the PostgreSQL pass (scripts/with-postgres.sh, DATABASE_URL set) skips them.
 * A file stays in both passes when what it checks goes through SQL that could behave
 * differently on PostgreSQL: queries and constraints (accounts, sign-in, captcha counters, rate
 * limits), locks, migrations, money (credits, billing, refunds) and the job queue (anything that
 * renders a video, unless another file of both passes runs the same SQL). Add a file here only
 * when the database is incidental to every case in it.
 */
const ENGINE_INDEPENDENT = [
  // The 527-case page matrix: locales, namespaces, rtl and studio modes, read from rendered
  // HTML; no page reads the database to render.
  'tests/integration/routes.test.ts',
  // Security headers and the CSP's script hashes, set by the HTTP entry for every response
  // before Next or the database is reached.
  'tests/integration/security-headers.test.ts',
  // The request log line, the environment check at start-up (the server stops before it opens
  // a database) and the test server starter.
  'tests/integration/server.test.ts',
  // The embedded database's lock on its folder: its servers run on PGlite in either pass.
  'tests/integration/embedded-lock.test.ts',
  // The embedded database's files failing under a running process: PGlite in either pass.
  'tests/integration/embedded-storage-failure.test.ts',
  // Upload sniffing, the forced ffmpeg demuxer and the streaming size cut-off: decided on the
  // bytes before anything is stored; an upload's row is also written in videos.test.ts,
  // which runs in both passes.
  'tests/integration/upload-safety.test.ts',
  // The remote providers' protocols (fal, Replicate, ComfyUI, Gemini Omni, Veo on Vertex and on
  // the Gemini API) against their fakes: what is tested is the HTTP exchange, the stored file and
  // the prices. The queue, ledger and refund SQL these files pass through is the same SQL that
  // videos, credits, queue, remote-limits and the *.pg files run on PostgreSQL.
  'tests/integration/hosted-models.test.ts',
  'tests/integration/google-models.test.ts',
  'tests/integration/veo.test.ts',
  'tests/integration/poll-glitches.test.ts',
  // What the animatic drew and the shape of the rendered file: decided by the engine, stored as
  // one JSON column.
  'tests/integration/scene.test.ts',
  // The story routes: shots and previews are the engine's; their only SQL is the shared
  // rate-limit count, which upload and create run in both passes.
  'tests/integration/story-routes.test.ts',
  'tests/integration/images-to-video.test.ts',
  // Every mode's rendered file (codec, size, length); the charge and the queue these jobs pass
  // through are videos.test.ts's and credits.test.ts's, which run in both passes.
  'tests/integration/renders.test.ts',
  // The studio's prices against what a create charges, case by case from the shared table: the
  // price is computed in code before any SQL; the debit it becomes is the ledger write that
  // credits.test.ts and videos.test.ts check on both engines.
  'tests/integration/studio-pricing.test.ts',
  // The build's precompressed static files: read from .next, before any route or the database.
  'tests/integration/static-assets.test.ts',
  // Stories: shots render as base jobs, and what is checked is the engine's (chapters, captions,
  // continuity, the same video for the same seed). Their SQL is the queue's and the ledger's:
  // queue.test.ts runs a story's assembly, its failed shot's refund and its dropped shots on
  // both engines, and videos.test.ts a delete's refund.
  'tests/integration/stories.test.ts',
  // What a record shows someone else: the owner and share checks are in the route's code, and
  // the owner-scoped queries they read through are videos.test.ts's "keeps A's records away
  // from B", run on both engines.
  'tests/integration/privacy.test.ts',
  // GET /metrics: counters kept in the process's memory; its queue figures are the health
  // route's queries, which health-workers.test.ts runs on both engines, and a standalone
  // worker's metrics are checked on PostgreSQL in standalone-worker.pg.test.ts.
  'tests/integration/metrics.test.ts',
  // Random requests that the server must refuse before any write: the property is the HTTP
  // layer's; the balance it reads back is the one query credits.test.ts runs on both engines.
  'tests/integration/request-fuzz.test.ts',
];

const UNIT_FILES = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'];

/**
 * Unit files that swap a module or a global for the file (vi.mock, stubs, a module reset) need a
 * module graph of their own: once another file of the same worker has loaded the real module, a
 * mock declared later no longer reaches it. They are found by reading the files, so a new file
 * that mocks lands in the isolated project without anyone listing it.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|importActual)\(/;
const ISOLATED_UNIT_FILES = ['src', 'scripts', 'tests/unit']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES_MODULES.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [react()],
  // The one path alias (tsconfig.json's paths): '@/server/db' is src/server/db.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    globals: true,
    // drizzle-orm goes through Vite's module runner like our own code rather than Node's import:
    // each test file's fresh module graph imported its hundred ES modules again, and Node 24 reads
    // its 180 kB package.json once per module, which made importing a file three times slower.
    server: { deps: { inline: ['drizzle-orm'] } },
    // `npm test` runs the unit project with --coverage: what the unit tests reach of src/ (the
    // integration and browser suites drive a separate server process, which v8 cannot see here).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/types/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: ISOLATED_UNIT_FILES,
          environment: 'node',
          setupFiles: ['tests/support/scratch-file.ts', 'tests/unit/setup.ts'],
          // Vitest's default is one worker fewer than the cores: one on our 2-core machines, where
          // two run the 76 files in 53 s instead of 85 s.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          // Worker threads rather than forked processes: a file's modules and environment load in
          // a thread of one process, which took about a sixth less CPU than a process per file.
          pool: 'threads',
          // The files of a worker share one module graph: the engine and the dictionaries load
          // once per worker instead of once per file. Each file still gets its own environment
          // and setup files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          environment: 'node',
          setupFiles: ['tests/support/scratch-file.ts', 'tests/unit/setup.ts'],
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          // A process per file, as the integration project (see there): a fresh module graph per
          // file in threads means threads that come and go beside each other, which V8's register
          // of WebAssembly code pages does not survive every time. It cost these files 2 CPU-s.
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // *.pg.test.ts need a PostgreSQL server (standalone workers share its queue): the second pass only.
          include: ['tests/integration/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? ENGINE_INDEPENDENT : ['tests/integration/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/support/scratch-file.ts', 'tests/integration/own-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server with a database of its own (a PGlite folder, or on
          // PostgreSQL a database made by own-database.ts), so files run side by side: while one
          // boots a server or waits on a job, another renders. With two at a time our 2 cores sat
          // idle a sixth of the pass; three keep them busy and took the pass an eighth less time.
          maxWorkers: 3,
          // A process per file. In worker threads, V8 aborted the whole run now and then
          // ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): its
          // process-wide register of WebAssembly code pages (fetch's HTTP parser is WebAssembly,
          // and so is PGlite) loses track when threads come and go beside each other, the more
          // threads the likelier. Processes do not share it; the servers' work dominates the
          // pass anyway, so the test side's extra start-up is small.
          pool: 'forks',
        },
      },
    ],
  },
});
