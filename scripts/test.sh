#!/usr/bin/env bash
# Every test of the project, fastest first. Each stage prints its own summary; the last line
# is the plain 'N passed, N failed' count of stages.
set -uo pipefail
cd "$(dirname "$0")/.."

# A throwaway PostgreSQL cluster (scripts/postgres.sh) for the unit stage's PostgreSQL tests: the
# pg adapter, the concurrency test on PostgreSQL and two server processes on one database. A
# TEST_DATABASE_URL given from outside is used as it is.
pg_failed=0
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # shellcheck source=scripts/postgres.sh
  source scripts/postgres.sh
  trap pg_throwaway_stop EXIT
  pg_start=$(date +%s)
  if pg_throwaway_start; then
    echo "=== postgres ready in $(( $(date +%s) - pg_start )) s"
  else
    pg_failed=1
    echo "=== postgres FAILED to start: the PostgreSQL tests would be skipped"
  fi
fi

stages=(
  "check:npm run check"
  "unit:npm run test:unit"
  "contract:npm run test:contract"
  "provider:npm run test:provider"
  "stories:npm run test:stories"
  "e2e:npm run test:e2e"
)
passed=0
failed=0
failed_names=()
# Each stage's output is kept, so the end of the run can repeat why a failed stage failed: CI
# shows only the tail of a long log.
stage_logs=$(mktemp -d /tmp/test-stages.XXXXXX)
for entry in "${stages[@]}"; do
  name=${entry%%:*}
  cmd=${entry#*:}
  echo "=== stage $name: $cmd"
  start=$(date +%s)
  if bash -c "$cmd" 2>&1 | tee "$stage_logs/$name.log"; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    passed=$((passed + 1))
    echo "=== stage $name passed in $(( $(date +%s) - start )) s"
  else
    failed=$((failed + 1))
    failed_names+=("$name")
    echo "=== stage $name FAILED in $(( $(date +%s) - start )) s"
  fi
done
if [ "$pg_failed" -ne 0 ]; then
  failed=$((failed + 1))
  failed_names+=("postgres")
fi
for name in "${failed_names[@]}"; do
  [ -f "$stage_logs/$name.log" ] || continue
  echo "=== why stage $name failed (its failing lines, first 80):"
  sed -e 's/\x1b\[[0-9;]*m//g' "$stage_logs/$name.log" |
    grep -E -A3 'FAIL|✗|×|not ok|Unhandled|AssertionError|Error:|Timed out|timed out|expected' | head -80
done
[ ${#failed_names[@]} -gt 0 ] && echo "failed stages: ${failed_names[*]}"
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
