#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
# set), then the browser tests against one built app. Installs Chromium, ngspice and Caddy when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-ngspice.sh
bash scripts/ensure-caddy.sh

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
echo "== lint"; npx eslint . --max-warnings=0
echo "== content"; npm run --silent content:check

status=0
failed_runs=()
echo "== unit and integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/unit.json" || { status=1; failed_runs+=(unit); }

echo "== browser tests"
npx vite build --outDir "$results/web" --emptyOutDir --logLevel warn
E2E_WEB_DIR="$results/web" npx vitest run --config vitest.e2e.config.ts \
  --reporter=default --reporter=json --outputFile.json="$results/e2e.json" || { status=1; failed_runs+=(browser); }

node scripts/summarize-tests.mjs "$results/unit.json" "$results/e2e.json"
# Vitest also fails a run whose tests all passed when an error escaped them (an unhandled rejection or
# 'error' event): say so, since the counts above cannot show it. Its report is printed above.
for run in "${failed_runs[@]}"; do echo "the $run run failed (a failing test, or an unhandled error printed above)"; done
exit $status
