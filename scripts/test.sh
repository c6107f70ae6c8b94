#!/usr/bin/env bash
# Every test of the project, fastest first. Each stage prints its own summary; the last line
# is the plain 'N passed, N failed' count of stages.
set -uo pipefail
cd "$(dirname "$0")/.."

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
for entry in "${stages[@]}"; do
  name=${entry%%:*}
  cmd=${entry#*:}
  echo "=== stage $name: $cmd"
  start=$(date +%s)
  if bash -c "$cmd"; then
    passed=$((passed + 1))
    echo "=== stage $name passed in $(( $(date +%s) - start )) s"
  else
    failed=$((failed + 1))
    failed_names+=("$name")
    echo "=== stage $name FAILED in $(( $(date +%s) - start )) s"
  fi
done
[ ${#failed_names[@]} -gt 0 ] && echo "failed stages: ${failed_names[*]}"
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
