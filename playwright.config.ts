import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium-headless-shell: Chromium's headless-only build, the one Playwright runs for
// headless tests. The full browser in headless mode (/usr/bin/chromium, the fallback) draws and
// composites each page as a window would: on our 2 cores the suite took 5.5 min with it and
// 3.2 min with the shell. A machine with Playwright's own browser can set CHROMIUM_PATH.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
const port = Number(process.env.E2E_PORT ?? 3210);
/** Lets browser tests set a plan or a balance through the admin routes (tests/e2e/fixtures.ts). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
// One data folder for the run, shared with the workers (they inherit the environment) so tests
// can read the server's mail outbox. Named here, made by the server: a tool that only reads this
// file (knip, on every lint) leaves no folder behind. `npm test` removes it with the run's.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `vidloom-e2e-${process.pid}-${Date.now().toString(36)}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three at a time on our 2 cores: with two, a quarter of the suite's time the cores waited on a
  // page's network or a job, and a third worker took an eighth off the suite. The time limit
  // leaves room for a test that shares the cores with two others on a slower machine.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every test (it is dropped when the test passes) at a sixth of the suite's
    // time; CI keeps no files, only its log, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The 320 px matrix (646 pages, one test per locale) is its own project, listed first so its
  // tests start at once beside the rest: sorted by file name they came last and ran alone while
  // the other worker idled.
  projects: [
    {
      name: 'chromium-wide-matrix',
      testMatch: 'no-sideways-scroll.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: 'no-sideways-scroll.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // The built server, as `npm start` runs it: needs `npm run build`.
    // The Node that runs the tests (the project's own, node_modules/.bin/node, under npm).
    command: `${JSON.stringify(process.execPath)} dist/server.cjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      TRUST_PROXY: '1',
      CAPTCHA_DIFFICULTY: '2000',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      PGLITE_SHARED_BUFFERS: '16MB',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
