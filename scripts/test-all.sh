#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

# Where the time goes: each step says when it ended.
done_at() { echo "test-all: $1 done at ${SECONDS} s"; }

bash scripts/ensure-system-deps.sh
done_at "system programs"

# Lint and typecheck each keep one core busy: run them side by side, then show the
# typecheck's output after the lint's.
typecheck_log="$(mktemp)"
trap 'rm -f "$typecheck_log"' EXIT
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck=$!
lint_status=0
npm run lint || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"
[ "$lint_status" -eq 0 ] && [ "$typecheck_status" -eq 0 ] || exit 1
done_at "lint and typecheck"

# The unit tests include the byte budgets, which measure the production build.
npm run build
done_at "build"
npm run test:unit
done_at "unit tests"
npm run test:e2e
done_at "end-to-end tests"
