#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
npm run lint
npm run typecheck
# The unit tests include the byte budgets, which measure the production build.
npm run build
npm run test:unit
npm run test:e2e
