import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks; without this a failing
// test crashes the reporter instead of being reported.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const out = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const list = out.get(k);
        if (list) list.push(item);
        else out.set(k, [item]);
      }
      return out;
    },
  });
}

// One id per test run, shared by the global setup and the test workers (tests/support/server.ts).
process.env.VIDLOOM_TEST_RUN ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // *.pg.test.ts need a PostgreSQL server (standalone workers share its queue): the second pass only.
          include: ['tests/integration/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? [] : ['tests/integration/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
