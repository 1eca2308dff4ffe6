/** Adds up the JSON reports of the test runs into one closing line: "tests: N passed, N failed". */
import fs from 'node:fs';

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSpec = { title: string; file: string; line: number; ok: boolean };
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

let passed = 0;
let failed = 0;
let skipped = 0;
const parts: string[] = [];
// Named here too so that the last lines of a long log say which test failed and why.
const failures: string[] = [];
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

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
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(
          `${name} › ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
    }
  }
}

// The unit suite's coverage of src/ (v8), printed beside the counts.
const coverageFile = 'reports/coverage/coverage-summary.json';
if (fs.existsSync(coverageFile)) {
  const { total } = JSON.parse(fs.readFileSync(coverageFile, 'utf8')) as {
    total: Record<'lines' | 'statements' | 'functions' | 'branches', { pct: number }>;
  };
  console.log(
    `unit coverage of src/: ${total.statements.pct} % statements, ${total.branches.pct} % branches, ${total.functions.pct} % functions, ${total.lines.pct} % lines`,
  );
}

const e2eFile = 'reports/e2e.json';
if (fs.existsSync(e2eFile)) {
  const { stats, suites = [] } = JSON.parse(fs.readFileSync(e2eFile, 'utf8')) as PlaywrightReport;
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) failures.push(`e2e › ${spec.file}:${spec.line} › ${spec.title}`);
    suite.suites?.forEach(walk);
  };
  suites.forEach(walk);
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
const failedSteps = (process.env.FAILED_STEPS ?? '')
  .split(',')
  .filter((step) => step && !(reports[step] && fs.existsSync(reports[step])));
failed += failedSteps.length;
if (failedSteps.length) parts.push(`failed steps: ${failedSteps.join(', ')}`);

if (failures.length) console.log(`\nfailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${parts.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
