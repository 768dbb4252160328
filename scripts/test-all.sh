#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

# Where the time goes: each step says when it ended, and the CPU time (user, system) of
# the steps waited for so far, which a busy machine does not change much (`times`, run
# in this shell: in a subshell it would count the subshell's commands only).
done_at() {
  echo "test-all: $1 done at ${SECONDS} s; CPU time so far, user and system, of this script and of its commands:"
  times
}

bash scripts/ensure-system-deps.sh
done_at "system programs"

# The lint's steps (scripts/lint.sh) and the typecheck each keep one core busy: all run
# side by side, and the typecheck's output is shown after the lint's.
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

# The end-to-end tests' fixture sites build (or come from their cache) beside the unit
# tests, one after another: Vitest keeps one worker on two cores, and the browser tests,
# which wait on their pages as much as on the CPU, leave room for the rest. Begun beside
# lint and typecheck instead, which keep both cores busy, they made that step 113 s (45
# to 53 s) in a fresh clone, and npm test 600 s. The browser tests start when the unit
# tests end; a spec whose site is still building waits for it. In a process group of its
# own, which an early exit (a failing unit test) ends. The fixture builds write only
# under node_modules/.cache and a folder of their own under each site's .docusaurus.
fixture_log="$(mktemp)"
fixture_sites=""
stop_fixture_sites() {
  [ -z "$fixture_sites" ] || kill -- "-$fixture_sites" 2>/dev/null || true
  rm -f "$typecheck_log" "$fixture_log"
}
trap stop_fixture_sites EXIT
setsid bash -c 'npx tsx scripts/build-fixture-sites.ts && echo "fixture sites built at $(date +%T)"' \
  >"$fixture_log" 2>&1 &
fixture_sites=$!
npm run test:unit
done_at "unit tests"
e2e_status=0
npm run test:e2e || e2e_status=$?
done_at "end-to-end tests"
fixture_status=0
wait "$fixture_sites" || fixture_status=$?
fixture_sites=""
cat "$fixture_log"
[ "$e2e_status" -eq 0 ] && [ "$fixture_status" -eq 0 ] || exit 1
