#!/usr/bin/env bash
# Quick start: install, build and serve Vidloom on http://localhost:${PORT:-3000} with its
# embedded defaults. Nothing to configure.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/system-deps.sh
npm install --no-audit --no-fund
npm run build
exec npm start
