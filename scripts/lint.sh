#!/usr/bin/env bash
# Every lint of the project (`npm run lint`), side by side: each keeps at most one core
# busy, and none needs another's result. Each one's output is shown after all have ended,
# in this order, under its name; the lint fails if any of them does, or if the page rules
# print anything while they pass: they print one line per problem and nothing else.
set -uo pipefail
cd "$(dirname "$0")/.."

steps=(
  "eslint ."
  "knip"
  "prettier --check ."
  "tsx node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs"
  "tsx scripts/lint-openapi.ts"
)
page_rules=3
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
PATH="$PWD/node_modules/.bin:$PATH"

pids=()
for i in "${!steps[@]}"; do
  # Split on spaces on purpose: each step is a command and its arguments.
  # shellcheck disable=SC2086
  ${steps[$i]} >"$logs/$i" 2>&1 &
  pids+=("$!")
done

failed=0
for i in "${!steps[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  if [ -s "$logs/$i" ] || [ "$status" -ne 0 ]; then
    echo "lint: ${steps[$i]} (exit $status)"
    cat "$logs/$i"
  fi
  [ "$status" -eq 0 ] || failed=1
  if [ "$i" -eq "$page_rules" ] && [ "$status" -eq 0 ] && [ -s "$logs/$i" ]; then
    echo "lint: the page rules passed but printed the lines above: they print problems only"
    failed=1
  fi
done
exit "$failed"
