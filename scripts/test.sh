#!/usr/bin/env bash
# `npm test`: every suite in order. A failing step does not hide the others' results, but a
# failed build skips the suites that need it. Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
rm -rf reports && mkdir -p reports
# Every temporary file of the run goes into one folder (in memory when there is room:
# scripts/tmp-parent.sh), removed at the end (KEEP_TEST_FILES=1 keeps it): the browser suite's server folder and Chromium's profiles, besides the vitest runs'
# folders, which remove themselves (tests/support/scratch-run.ts). A run's leftovers once filled the disk CI
# shares, and CI failed on it. The free space is logged to tell a full disk from a failing test.
source scripts/tmp-parent.sh
scratch=$(mktemp -d "$(tmp_parent)/vidloom-run.XXXXXX")
if [[ -n "${KEEP_TEST_FILES:-}" ]]; then echo "Temporary files kept in $scratch"; else trap 'rm -rf "$scratch"' EXIT; fi
export TMPDIR=$scratch
# npm puts node_modules/.bin first on PATH: the project's own Node (package.json's `node`).
echo "Node.js $(node -v) at $(command -v node)"
echo "Free disk for temporary files: $(df -h --output=avail "$scratch" | tail -n 1 | tr -d ' ')"
status=0
failed_steps=()
# Each step's time goes to the log and reports/steps.txt, to see where CI's minutes go.
step() {
  echo
  echo "=== $1"
  local started=$SECONDS
  if ! "${@:2}"; then
    status=1
    failed_steps+=("$1")
    echo "=== FAILED: $1 ($((SECONDS - started)) s)"
    echo "$1: $((SECONDS - started)) s (failed)" >>reports/steps.txt
    return 1
  fi
  echo "=== $1: $((SECONDS - started)) s"
  echo "$1: $((SECONDS - started)) s" >>reports/steps.txt
}

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "translations" npm run --silent i18n:check
step "unit tests" npx vitest run --project unit --project unit-isolated --reporter=default --reporter=json --outputFile.json=reports/unit.json
if step "production build" npm run --silent build; then
  step "integration tests (PGlite)" env DATABASE_URL= npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration-pglite.json
  step "integration tests (PostgreSQL)" bash scripts/with-postgres.sh npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
  step "browser tests" env PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json
fi
FAILED_STEPS="$(IFS=,; echo "${failed_steps[*]}")" npx tsx scripts/test-summary.ts
exit $status
