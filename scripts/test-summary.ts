/** Adds up the JSON reports of the test runs into one closing line: "tests: N passed, N failed". */
import fs from 'node:fs';

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

let passed = 0;
let failed = 0;
let skipped = 0;
const parts: string[] = [];

for (const name of ['unit', 'integration-pglite', 'integration-postgres']) {
  const file = `reports/${name}.json`;
  if (!fs.existsSync(file)) {
    parts.push(`${name}: not run`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  parts.push(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

const e2eFile = 'reports/e2e.json';
if (fs.existsSync(e2eFile)) {
  const { stats } = JSON.parse(fs.readFileSync(e2eFile, 'utf8')) as PlaywrightReport;
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
  parts.push(`e2e: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`);
} else {
  parts.push('e2e: not run');
}

// A failed step counts as a failure unless its runner's report already counts it: typecheck,
// translations, build, or a test runner that died before writing its report.
const reports: Record<string, string> = {
  'unit tests': 'reports/unit.json',
  'integration tests (PGlite)': 'reports/integration-pglite.json',
  'integration tests (PostgreSQL)': 'reports/integration-postgres.json',
  'browser tests': e2eFile,
};
const failedSteps = (process.env.FAILED_STEPS ?? '').split(',').filter((step) => step && !(reports[step] && fs.existsSync(reports[step])));
failed += failedSteps.length;
if (failedSteps.length) parts.push(`failed steps: ${failedSteps.join(', ')}`);

console.log(`\n${parts.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
