#!/usr/bin/env bash
# Installs everything the tests need (system packages, npm packages) and runs every test:
# typecheck, translations, unit, integration and browser end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/system-deps.sh --test
npm install --no-audit --no-fund
npm test
